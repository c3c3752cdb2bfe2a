import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Listening parties: parties scheduled ahead (Featured and Upcoming), reminders for them, and the live chat
 * panel's messages per channel. Live rooms themselves are held by the rooms store (memory or Redis).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await c
    .id(db.schema.createTable('listening_parties'))
    .addColumn('host_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('track_id', 'integer', (col) => col.references('tracks.id').onDelete('set null'))
    .addColumn('cover_art', 'text')
    .addColumn('scheduled_at', c.timestamp, (col) => col.notNull())
    .addColumn('is_featured', 'boolean', (col) => col.notNull().defaultTo(false))
    // scheduled -> live (room_id set when the host opens the room) -> ended
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('room_id', 'text')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('listening_parties_schedule_idx')
    .on('listening_parties')
    .columns(['status', 'scheduled_at'])
    .execute();

  await db.schema
    .createTable('party_reminders')
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('party_id', 'integer', (col) =>
      col.notNull().references('listening_parties.id').onDelete('cascade'),
    )
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('notified_at', c.timestamp)
    .addPrimaryKeyConstraint('party_reminders_pk', ['user_id', 'party_id'])
    .execute();

  await c
    .id(db.schema.createTable('live_chat_messages'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('music'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('live_chat_messages_channel_idx')
    .on('live_chat_messages')
    .columns(['channel', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_chat_messages', 'party_reminders', 'listening_parties']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
