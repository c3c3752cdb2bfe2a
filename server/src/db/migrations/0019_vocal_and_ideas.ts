import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Vocal AI and Quantum Lab (decision 0039):
 * - vocal_takes: the figures and pitch contour of a take (`vocal_analysis`, JSON); the audio is not kept.
 * - saved_ideas: the settings of a Quantum Lab idea. The generator is deterministic, so the settings (with the
 *   generator's version) are the whole idea: it is written again from them when opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);

  await c
    .id(db.schema.createTable('vocal_takes'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'real', (col) => col.notNull())
    .addColumn('key_name', 'text')
    .addColumn('within_share', 'real')
    .addColumn('vocal_analysis', c.json, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('vocal_takes_user_idx')
    .on('vocal_takes')
    .columns(['user_id', 'created_at'])
    .execute();

  await c
    .id(db.schema.createTable('saved_ideas'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('tonic', 'text', (col) => col.notNull())
    .addColumn('scale', 'text', (col) => col.notNull())
    .addColumn('mood', 'text', (col) => col.notNull())
    .addColumn('tempo', 'integer', (col) => col.notNull())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('generator_version', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema
    .createIndex('saved_ideas_user_idx')
    .on('saved_ideas')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_ideas').ifExists().execute();
  await db.schema.dropTable('vocal_takes').ifExists().execute();
}
