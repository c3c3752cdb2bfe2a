import type { Kysely } from 'kysely';
import { columns } from './columns';

/**
 * Hit Predictor (decision 0037):
 * - track_hit_features: the further measures of a track's audio (JSON text: time to full level, true peak,
 *   loudness range, onset rate, spectral and chroma averages, melody estimates), written by the analysis job.
 * - hit_analyses: one analysis of a catalogue track or of a file uploaded only for analysis. `upload_key` is
 *   the private stored file, deleted at `expires_at` unless kept as a draft (`kept_track_id`); `result` and
 *   `features` are JSON text; `job_id` is its job (for the place in the media lane's queue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('track_hit_features')
    .addColumn('track_id', 'integer', (col) => col.primaryKey().references('tracks.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('features', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .execute();

  await c
    .id(db.schema.createTable('hit_analyses'))
    .addColumn('user_id', 'integer', (col) => c.userRef(col).notNull())
    .addColumn('track_id', 'integer', (col) => col.references('tracks.id').onDelete('set null'))
    .addColumn('upload_key', 'text')
    .addColumn('upload_name', 'text')
    .addColumn('genre', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('stage', 'text')
    .addColumn('error', 'text')
    .addColumn('features', 'text')
    .addColumn('result', 'text')
    .addColumn('expires_at', c.timestamp)
    .addColumn('kept_track_id', 'integer', (col) => col.references('tracks.id').onDelete('set null'))
    .addColumn('job_id', 'integer')
    .addColumn('created_at', c.timestamp, c.nowDefault)
    .addColumn('updated_at', c.timestamp, c.nowDefault)
    .execute();
  await db.schema.createIndex('hit_analyses_user_idx').on('hit_analyses').column('user_id').execute();
  await db.schema.createIndex('hit_analyses_expires_idx').on('hit_analyses').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hit_analyses').ifExists().execute();
  await db.schema.dropTable('track_hit_features').ifExists().execute();
}
