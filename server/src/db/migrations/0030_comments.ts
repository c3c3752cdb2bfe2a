import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Comments on tracks and their likes (decision 0058). A comment belongs to its track and its author (deleted
 * with either); a reply names the first comment of its thread (deleted with it). `removed_at` is a moderator's
 * removal: a removed comment shows nowhere, but stays for the moderation record. `pinned_at` marks the one
 * comment the track's artist pinned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('track_comments'))
    .addColumn('track_id', 'integer', (col) => col.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (col) => col.references('track_comments.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('position_seconds', 'integer')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('edited_at', c.timestamp)
    .addColumn('pinned_at', c.timestamp)
    .addColumn('removed_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('track_comments_track_idx')
    .on('track_comments')
    .columns(['track_id', 'parent_id', 'id'])
    .execute();
  await db.schema
    .createIndex('track_comments_position_idx')
    .on('track_comments')
    .columns(['track_id', 'position_seconds'])
    .execute();
  await db.schema.createIndex('track_comments_parent_idx').on('track_comments').column('parent_id').execute();
  await db.schema.createIndex('track_comments_user_idx').on('track_comments').column('user_id').execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'integer', (col) =>
      col.notNull().references('track_comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_likes_user_idx').on('comment_likes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_likes').execute();
  await db.schema.dropTable('track_comments').execute();
}
