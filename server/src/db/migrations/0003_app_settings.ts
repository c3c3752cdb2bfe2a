import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * One-time facts of an installation (who the first administrator was, whether demo content was seeded),
 * claimed atomically with INSERT ... ON CONFLICT DO NOTHING so concurrent processes agree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  // An installation that already has an administrator has had its first one.
  await sql`insert into app_settings (key, value)
    select 'first_admin_user_id', cast(id as text) from users where role = 'admin' order by id limit 1`.execute(
    db,
  );
  await sql`insert into app_settings (key, value)
    select 'demo_seed', 'done' where exists (select 1 from users)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_settings').ifExists().execute();
}
