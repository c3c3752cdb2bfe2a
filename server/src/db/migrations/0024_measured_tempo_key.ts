import type { Kysely } from 'kysely';
import { columns } from './columns';

/** The upload form's old defaults, sent as if typed by every wizard publish before this migration. */
const OLD_DEFAULT_BPM = 120;
const OLD_DEFAULT_KEY = 'C Major';

/**
 * Measured tempo and key kept apart from what the artist typed (decision 0053). `measured_bpm` and
 * `measured_key` are written by the analysis only; `measured_at` says when (null: not measured since these
 * columns exist, so a sweep measures the track again). The typed `bpm` and `key` stay, null meaning "not typed".
 *
 * Backfill: a typed value equal to the upload form's old default (120 BPM, C Major) on a track with stored audio
 * is taken as the untouched default, not a choice, and cleared; the track then shows its measurement. Other
 * typed values stay the artist's. Nothing is copied into `measured_*`: the stored values may be the artist's, so
 * the sweep measures the audio again instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('tracks').addColumn('measured_bpm', 'integer').execute();
  await db.schema.alterTable('tracks').addColumn('measured_key', 'text').execute();
  await db.schema.alterTable('tracks').addColumn('measured_at', c.timestamp).execute();
  const tracks = db as unknown as Kysely<{
    tracks: { bpm: number | null; key: string | null; storage_key: string | null };
  }>;
  await tracks
    .updateTable('tracks')
    .set({ bpm: null })
    .where('bpm', '=', OLD_DEFAULT_BPM)
    .where('storage_key', 'is not', null)
    .execute();
  await tracks
    .updateTable('tracks')
    .set({ key: null })
    .where('key', '=', OLD_DEFAULT_KEY)
    .where('storage_key', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tracks').dropColumn('measured_at').execute();
  await db.schema.alterTable('tracks').dropColumn('measured_key').execute();
  await db.schema.alterTable('tracks').dropColumn('measured_bpm').execute();
}
