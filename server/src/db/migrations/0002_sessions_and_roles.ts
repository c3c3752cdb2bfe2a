import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/** DB-backed sessions (only the token's SHA-256 is stored) and user roles. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .execute();
  // Usernames are unique regardless of case.
  await db.schema
    .createIndex('users_username_lower_idx')
    .on('users')
    .expression(sql`lower(username)`)
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.dropTable('sessions').ifExists().execute();
}
