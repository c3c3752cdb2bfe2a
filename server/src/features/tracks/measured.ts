import type { MeasureSource } from '@common/tracks';
import { sql } from 'kysely';
import type { TrackRow } from '../../db/schema';

type TempoKeyColumns = Pick<TrackRow, 'bpm' | 'key' | 'measuredBpm' | 'measuredKey'>;

/** What a track shows as its BPM and key, and where each comes from (decision 0053). */
export interface ShownTempoKey {
  bpm: number | null;
  bpmSource: MeasureSource | null;
  key: string | null;
  keySource: MeasureSource | null;
}

function shown<T>(typed: T | null, measured: T | null): [T | null, MeasureSource | null] {
  if (typed !== null && typed !== '') return [typed, 'artist'];
  if (measured !== null && measured !== '') return [measured, 'measured'];
  return [null, null];
}

/** The artist's value where one was typed on purpose, else the measured one. */
export function shownTempoKey(row: TempoKeyColumns): ShownTempoKey {
  const [bpm, bpmSource] = shown(row.bpm, row.measuredBpm);
  const [key, keySource] = shown(row.key, row.measuredKey);
  return { bpm, bpmSource, key, keySource };
}

/**
 * The tempo and key of the sound itself, for what computes with it (matching, neighbours): the measurement when
 * there is one, else what the artist typed.
 */
export function soundTempoKey(row: TempoKeyColumns): { bpm: number | null; key: string | null } {
  return { bpm: row.measuredBpm ?? row.bpm, key: row.measuredKey ?? row.key };
}

/** The shown BPM in SQL (for sorting and selecting in queries over tracks). */
export const shownBpmSql = sql<
  number | null
>`coalesce(${sql.ref('tracks.bpm')}, ${sql.ref('tracks.measuredBpm')})`;

/** The shown key in SQL. */
export const shownKeySql = sql<
  string | null
>`coalesce(${sql.ref('tracks.key')}, ${sql.ref('tracks.measuredKey')})`;
