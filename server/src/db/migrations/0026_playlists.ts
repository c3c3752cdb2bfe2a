import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Playlists (decision 0055): a user's playlists, their tracks at dense 0-based positions, and the playlists
 * people saved. playlist_tracks has no foreign key to tracks on purpose: a deleted track stays in the list,
 * shown as unavailable. "Liked tracks" is read from track_likes, so it needs no table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('playlists'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('visibility', 'text', (col) => col.notNull().defaultTo('public'))
    .addColumn('cover_art', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('playlists_user_idx')
    .on('playlists')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('playlists_visibility_idx')
    .on('playlists')
    .columns(['visibility', 'updated_at'])
    .execute();

  await db.schema
    .createTable('playlist_tracks')
    .addColumn('playlist_id', 'integer', (col) =>
      col.notNull().references('playlists.id').onDelete('cascade'),
    )
    .addColumn('track_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('added_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'track_id'])
    .execute();
  await db.schema
    .createIndex('playlist_tracks_position_idx')
    .on('playlist_tracks')
    .columns(['playlist_id', 'position'])
    .execute();
  await db.schema.createIndex('playlist_tracks_track_idx').on('playlist_tracks').column('track_id').execute();

  await db.schema
    .createTable('playlist_saves')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('playlist_id', 'integer', (col) =>
      col.notNull().references('playlists.id').onDelete('cascade'),
    )
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('playlist_saves_pk', ['user_id', 'playlist_id'])
    .execute();
  await db.schema
    .createIndex('playlist_saves_playlist_idx')
    .on('playlist_saves')
    .column('playlist_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playlist_saves').execute();
  await db.schema.dropTable('playlist_tracks').execute();
  await db.schema.dropTable('playlists').execute();
}
