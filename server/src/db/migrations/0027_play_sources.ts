import type { Kysely } from 'kysely';

/**
 * Where each counted play came from (decision 0057): 'app' for the site's own player, 'embed' for a player
 * embedded on another site. Every play counted before this migration was the site's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('track_plays')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('app'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('track_plays').dropColumn('source').execute();
}
