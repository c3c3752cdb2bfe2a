import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * Plan upload allowances: one row per upload a plan counted, written with the track and never deleted, so
 * deleting a track does not give its upload back. Tracks uploaded before this migration are recorded too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await c
    .id(db.schema.createTable('upload_allowance_uses'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    // No foreign key: the use outlives the track it was spent on.
    .addColumn('track_id', 'integer')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('upload_allowance_uses_user_idx')
    .on('upload_allowance_uses')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`
    insert into upload_allowance_uses (user_id, track_id, created_at)
    select user_id, id, upload_date from tracks where user_id is not null and upload_date is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_allowance_uses').ifExists().execute();
}
