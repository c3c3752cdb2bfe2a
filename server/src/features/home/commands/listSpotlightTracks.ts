import { SPOTLIGHT_WINDOW_DAYS, type SpotlightTracks } from '@common/home';
import type { Db } from '../../../db/connection';
import type { TrackRow } from '../../../db/schema';
import { presentTrack } from '../../tracks';
import { listedTrack } from '../../../db/listing';

/**
 * The Independent Artist Spotlight: public, published tracks; featured ones first, then by plays in the
 * last SPOTLIGHT_WINDOW_DAYS days, likes, and newest.
 */
export async function listSpotlightTracks(
  db: Db,
  options: { limit: number; viewerId: number | null; now?: Date },
): Promise<SpotlightTracks> {
  const since = new Date(
    (options.now ?? new Date()).getTime() - SPOTLIGHT_WINDOW_DAYS * 86_400_000,
  ).toISOString();
  const recentPlays = db
    .selectFrom('trackPlays')
    .select((eb) => ['trackId', eb.fn.countAll<number>().as('recentPlays')])
    .where('createdAt', '>=', since)
    .groupBy('trackId')
    .as('recent');

  const rows = await db
    .selectFrom('tracks')
    .leftJoin(recentPlays, 'recent.trackId', 'tracks.id')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .selectAll('tracks')
    .select(['users.username as artistUsername'])
    .select((eb) => eb.fn.coalesce('recent.recentPlays', eb.lit(0)).as('recentPlays'))
    .where(listedTrack())
    .orderBy('tracks.featured', 'desc')
    .orderBy('recentPlays', 'desc')
    .orderBy('tracks.likeCount', 'desc')
    .orderBy('tracks.uploadDate', 'desc')
    .orderBy('tracks.id', 'desc')
    .limit(options.limit)
    .execute();

  const liked = await likedTrackIds(
    db,
    options.viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentTrack(row as TrackRow, { artistUsername: row.artistUsername, likedByMe: liked.has(row.id) }),
  );
}

/** Which of these tracks the viewer likes (none for a visitor). */
export async function likedTrackIds(
  db: Db,
  viewerId: number | null,
  trackIds: number[],
): Promise<Set<number>> {
  if (viewerId === null || trackIds.length === 0) return new Set();
  const likes = await db
    .selectFrom('trackLikes')
    .select('trackId')
    .where('userId', '=', viewerId)
    .where('trackId', 'in', trackIds)
    .execute();
  return new Set(likes.map((l) => l.trackId));
}
