import { UNKNOWN_ARTIST } from '@common/tracks';
import type { Db } from '../../db/connection';
import type { HitFeatures } from '../../media/audio/types';
import { soundTempoKey } from '../tracks';
import type { CatalogueTrack } from './subject';
import { listedTrack } from '../../db/listing';

/** Milliseconds since the epoch of a stored timestamp (ISO text on SQLite, a Date or text on PostgreSQL). */
export function timeOf(value: unknown): number {
  return value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
}

/**
 * The measured catalogue: published, public tracks whose analysis is done and whose hit features are stored,
 * in id order (so every reading of the same catalogue is the same).
 */
export async function loadCatalogue(db: Db): Promise<CatalogueTrack[]> {
  const rows = await db
    .selectFrom('tracks')
    .innerJoin('trackHitFeatures', 'trackHitFeatures.trackId', 'tracks.id')
    .select([
      'tracks.id',
      'tracks.userId',
      'tracks.title',
      'tracks.artist',
      'tracks.genre',
      'tracks.tags',
      'tracks.duration',
      'tracks.bpm',
      'tracks.key',
      'tracks.measuredBpm',
      'tracks.measuredKey',
      'tracks.loudness',
      'tracks.energy',
      'tracks.danceability',
      'tracks.playCount',
      'tracks.publishedAt',
      'trackHitFeatures.features',
    ])
    .where(listedTrack())
    .where('tracks.analysisStatus', '=', 'done')
    .orderBy('tracks.id')
    .execute();
  return rows.map((row) => ({
    trackId: row.id,
    userId: row.userId,
    title: row.title,
    artist: row.artist ?? UNKNOWN_ARTIST,
    genre: row.genre?.toLowerCase() ?? null,
    tags: row.tags ?? [],
    duration: row.duration ?? 0,
    // The sound's own tempo and key: measured where measured (decision 0053).
    ...soundTempoKey(row),
    loudness: row.loudness ?? -70,
    energy: row.energy ?? 0,
    danceability: row.danceability ?? 0,
    plays: Number(row.playCount),
    publishedAt: row.publishedAt ? new Date(timeOf(row.publishedAt)).toISOString() : null,
    hit: JSON.parse(row.features) as HitFeatures,
  }));
}

/** Purchases of each track: beat licences and sold limited editions (all time). */
export async function purchaseCounts(db: Db, trackIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (trackIds.length === 0) return counts;
  const licences = await db
    .selectFrom('licences')
    .select(['trackId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('trackId', 'in', trackIds)
    .groupBy('trackId')
    .execute();
  const editions = await db
    .selectFrom('nftEditions')
    .select(['trackId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('trackId', 'in', trackIds)
    .where('status', '=', 'sold')
    .groupBy('trackId')
    .execute();
  for (const row of [...licences, ...editions]) {
    counts.set(row.trackId, (counts.get(row.trackId) ?? 0) + Number(row.n));
  }
  return counts;
}
