import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Listeners a room's host removed: they cannot join that room again, nor post in its live chat. Kept in the
 * database (not the room store) so every process refuses them, and so a scheduled party's room, opened again,
 * still refuses them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('room_removals')
    .addColumn('room_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('removed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addPrimaryKeyConstraint('room_removals_pk', ['room_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_removals').execute();
}
