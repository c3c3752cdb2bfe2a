import type { SimilarTracks } from '@common/search';
import { TRACK_MESSAGES } from '@common/tracks';
import type { Db, DbHandle } from '../../../db/connection';
import { ownerHeldColumn } from '../../../db/listing';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { loadCatalogue, nearestTracks } from '../../hitpredictor';
import { canViewTrack } from '../../tracks';
import { presentResult } from '../presenter';
import { findTrackDocuments } from '../queries';
import { fullAudioOf } from './searchCatalogue';

/** How many tracks "More like this" lists. */
export const SIMILAR_COUNT = 8;
/** Nearest tracks taken before the findable ones are kept (a track may have gone private since). */
const NEAREST_TAKEN = SIMILAR_COUNT * 2;
/** How long the measured catalogue is reused between track pages. */
const CATALOGUE_MAX_AGE_MS = 60_000;

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
const catalogues = new WeakMap<Db, { loadedAt: number; catalogue: Promise<Catalogue> }>();

/**
 * The measured catalogue, read at most once a minute per database (every track page asks for it), and again
 * at once when it lacks a track measured since: the subject is always current.
 */
async function measuredCatalogue(db: Db, trackId: number): Promise<Catalogue> {
  const cached = catalogues.get(db);
  if (cached && Date.now() - cached.loadedAt < CATALOGUE_MAX_AGE_MS) {
    const catalogue = await cached.catalogue;
    if (catalogue.some((t) => t.trackId === trackId)) return catalogue;
  }
  const loading = loadCatalogue(db);
  catalogues.set(db, { loadedAt: Date.now(), catalogue: loading });
  loading.catch(() => catalogues.delete(db));
  return loading;
}

/**
 * "More like this": the public, published tracks nearest this one in the hit predictor's standardised space of
 * measured sound (tempo with half and double time, key, loudness, energy, spectrum, chroma), never the same
 * artist's, nearest first, ties by id. A track not measured yet has none. Only tracks findable now are listed
 * (their search documents are read live), whatever the catalogue's age.
 */
export async function similarTracks(
  database: DbHandle,
  viewer: Pick<UserRow, 'id'> | null,
  trackId: number,
): Promise<SimilarTracks> {
  const { db } = database;
  const track = await db
    .selectFrom('tracks')
    .leftJoin('trackHitFeatures', 'trackHitFeatures.trackId', 'tracks.id')
    .select([
      'tracks.id',
      'tracks.userId',
      'tracks.status',
      'tracks.visibility',
      'tracks.analysisStatus',
      'tracks.removedAt',
    ])
    .select(ownerHeldColumn())
    .select('trackHitFeatures.trackId as measured')
    .where('tracks.id', '=', trackId)
    .executeTakeFirst();
  if (!track || !canViewTrack(viewer, track)) throw notFound(TRACK_MESSAGES.notFound);
  // Only a public, measured track is in the catalogue: for any other there is nothing to compare.
  const comparable =
    track.measured !== null &&
    track.analysisStatus === 'done' &&
    track.status === 'published' &&
    track.visibility === 'public';
  if (!comparable) return { tracks: [] };
  const catalogue = await measuredCatalogue(db, trackId);
  const subject = catalogue.find((t) => t.trackId === trackId);
  if (!subject) return { tracks: [] };
  const nearest = nearestTracks(subject, catalogue, NEAREST_TAKEN).map((n) => n.track.trackId);
  const rows = await findTrackDocuments(db, nearest);
  const byId = new Map(rows.map((row) => [Number(row.sourceId), row]));
  const ordered = nearest.flatMap((id) => byId.get(id) ?? []).slice(0, SIMILAR_COUNT);
  const fullAudio = await fullAudioOf(database, viewer, ordered);
  return { tracks: ordered.map((row) => presentResult(row, fullAudio, null)) };
}
