import type { SimilarTracks } from '@common/search';
import { TRACK_MESSAGES } from '@common/tracks';
import type { DbHandle } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { loadCatalogue, nearestTracks } from '../../hitpredictor';
import { canViewTrack } from '../../tracks';
import { presentResult } from '../presenter';
import { findTrackDocuments } from '../queries';
import { fullAudioOf } from './searchCatalogue';

/** How many tracks "More like this" lists. */
export const SIMILAR_COUNT = 8;

/**
 * "More like this": the public, published tracks nearest this one in the hit predictor's standardised space of
 * measured sound (tempo with half and double time, key, loudness, energy, spectrum, chroma), never the same
 * artist's, nearest first, ties by id. A track not measured yet has none.
 */
export async function similarTracks(
  database: DbHandle,
  viewer: Pick<UserRow, 'id'> | null,
  trackId: number,
): Promise<SimilarTracks> {
  const { db } = database;
  const track = await db
    .selectFrom('tracks')
    .select(['id', 'userId', 'status', 'visibility'])
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (!track || !canViewTrack(viewer, track)) throw notFound(TRACK_MESSAGES.notFound);
  const catalogue = await loadCatalogue(db);
  const subject = catalogue.find((t) => t.trackId === trackId);
  if (!subject) return { tracks: [] };
  const nearest = nearestTracks(subject, catalogue, SIMILAR_COUNT).map((n) => n.track.trackId);
  const rows = await findTrackDocuments(db, nearest);
  const byId = new Map(rows.map((row) => [Number(row.sourceId), row]));
  const ordered = nearest.flatMap((id) => byId.get(id) ?? []);
  const fullAudio = await fullAudioOf(database, viewer, ordered);
  return { tracks: ordered.map((row) => presentResult(row, fullAudio, null)) };
}
