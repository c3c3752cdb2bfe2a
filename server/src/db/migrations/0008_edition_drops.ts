import { type Kysely, sql } from 'kysely';
import { columns } from './columns';

/**
 * Drops made by artists: a limited edition gets an optional name, the time it opened (the marketplace lists
 * new drops first) and the time the artist ended it early (no more sales; sold editions stay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('tracks').addColumn('nft_edition_name', 'text').execute();
  await db.schema.alterTable('tracks').addColumn('nft_dropped_at', c.timestamp).execute();
  await db.schema.alterTable('tracks').addColumn('nft_ended_at', c.timestamp).execute();
  // Drops that existed before this migration opened when their track was uploaded, as far as anyone knows.
  await sql`update tracks set nft_dropped_at = upload_date where nft_total_supply is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['nft_ended_at', 'nft_dropped_at', 'nft_edition_name']) {
    await db.schema.alterTable('tracks').dropColumn(column).execute();
  }
}
