import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Campaigns sent later: `scheduled_for` is when a scheduled campaign goes (null for one sent at once). Such a
 * campaign is `scheduled` until its job starts it (then `sending`, as before), or `cancelled` if its sender
 * calls it off first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('campaigns').addColumn('scheduled_for', c.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('scheduled_for').execute();
}
