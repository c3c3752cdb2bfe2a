import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Notifications, their per-kind preferences, and blocks between users. A notification belongs to the user it
 * tells (deleted with them); its actor may be gone later, and the entry stays with the name it was written with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('group_key', 'text', (col) => col.notNull())
    .addColumn('data', c.json)
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('read_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_group_idx')
    .on('notifications')
    .columns(['user_id', 'group_key', 'id'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  // The daily digest's state per user: the UTC day of the last one (at most one a day) and the newest
  // notification it covered (the next one starts after it).
  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_on', 'text', (col) => col.notNull())
    .addColumn('last_notification_id', 'integer', (col) => col.notNull())
    .addColumn('sent_at', c.timestamp, c.nowDefault)
    .execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.dropTable('notification_digests').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
