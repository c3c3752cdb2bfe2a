import type { TrackListQuery, TrackPage } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { type CachedPage, etagOf, trackListCache } from '../listCache';
import { presentTrackPage } from '../presenter';
import { fullAudioTrackIds } from '../audioAccess';
import { likedTrackIds } from '../queries';
import { listTracks } from './listTracks';

/** A serialised page and its validator, ready to send. */
export interface SerialisedPage {
  body: string;
  etag: string;
}

const parsed = new WeakMap<CachedPage, TrackPage>();
/** Reads under way per database and query, so that a burst of misses costs one query, not one per request. */
const inflight = new WeakMap<Db, Map<string, Promise<{ entry: CachedPage; page: TrackPage }>>>();

async function loadPage(db: Db, key: string, query: TrackListQuery) {
  let reads = inflight.get(db);
  if (!reads) inflight.set(db, (reads = new Map()));
  const cache = trackListCache(db);
  const generation = cache.begin();
  // A read begun before a write must not answer requests that arrive after it.
  const readKey = `${generation}:${key}`;
  const pending = reads.get(readKey);
  if (pending) return pending;
  const read = (async () => {
    const { rows, total } = await listTracks(db, { kind: 'public' }, query);
    const page = presentTrackPage(rows, { page: query.page, pageSize: query.pageSize, total });
    const entry = cache.set(key, JSON.stringify(page), generation, {
      trackIds: page.tracks.map((t) => t.id),
      orderedByLikes: query.sort === 'popular',
    });
    parsed.set(entry, page);
    return { entry, page };
  })();
  reads.set(readKey, read);
  try {
    return await read;
  } finally {
    reads.delete(readKey);
  }
}

/**
 * A page of the public catalogue. The anonymous page comes from the short-lived cache (or is read and
 * cached); a signed-in viewer gets the same page with likedByMe filled in by one more query.
 */
export async function readTrackPage(
  db: Db,
  user: UserRow | null,
  query: TrackListQuery,
): Promise<SerialisedPage> {
  const cache = trackListCache(db);
  const key = JSON.stringify([
    query.genre?.toLowerCase(),
    query.artist,
    query.q,
    query.sort,
    query.page,
    query.pageSize,
  ]);
  let entry = cache.get(key);
  let page = entry && parsed.get(entry);
  if (!entry || !page) ({ entry, page } = await loadPage(db, key, query));
  if (!user || page.tracks.length === 0) return entry;
  const liked = await likedTrackIds(
    db,
    user.id,
    page.tracks.map((t) => t.id),
  );
  // Priced tracks whose full file this viewer may play (their own, or licensed) get it instead of the preview.
  const priced = page.tracks.filter((t) => t.price > 0);
  const full = priced.length
    ? await fullAudioTrackIds(
        db,
        user,
        priced.map((t) => ({ id: t.id, userId: t.artistId, price: t.price })),
      )
    : new Set<number>();
  const fullUrls = full.size
    ? new Map(
        (
          await db
            .selectFrom('tracks')
            .select(['id', 'audioUrl'])
            .where('id', 'in', [...full])
            .execute()
        ).map((r) => [Number(r.id), r.audioUrl] as const),
      )
    : new Map<number, string>();
  if (liked.size === 0 && fullUrls.size === 0) return entry;
  const body = JSON.stringify({
    ...page,
    tracks: page.tracks.map((t) => ({
      ...t,
      likedByMe: liked.has(t.id),
      audioUrl: fullUrls.get(t.id) ?? t.audioUrl,
    })),
  });
  return { body, etag: etagOf(body) };
}
