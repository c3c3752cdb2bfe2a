import { type FeaturedArtistList, type FeaturedArtistsQuery, RISING_BADGE } from '@common/artists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { presentFeaturedArtist } from '../presenter';
import { followedIds, followerCounts } from '../queries';
import { listedTrack } from '../../../db/listing';

/** 'hip-hop' -> 'Hip-Hop', 'r&b' -> 'R&B'. */
export function genreBadge(genre: string): string {
  if (genre.length <= 3 || genre.includes('&')) return genre.toUpperCase();
  return genre.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Each artist's most frequent genre among their public tracks (ties: alphabetical). */
async function topGenres(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tracks')
    .select((eb) => [
      'userId',
      eb.fn<string>('lower', ['genre']).as('genre'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('userId', 'in', userIds)
    .where(listedTrack())
    .where('genre', 'is not', null)
    .where('genre', '!=', '')
    .groupBy(['userId', (eb) => eb.fn('lower', ['genre'])])
    .execute();
  const best = new Map<number, { genre: string; count: number }>();
  for (const row of rows) {
    const userId = Number(row.userId);
    const count = Number(row.count);
    const current = best.get(userId);
    if (!current || count > current.count || (count === current.count && row.genre < current.genre)) {
      best.set(userId, { genre: row.genre, count });
    }
  }
  return new Map([...best].map(([id, { genre }]) => [id, genre]));
}

/**
 * Artists owning public, published tracks, ranked by the total plays of those tracks (then by id), with
 * follower counts, a badge (their top genre, or 'Rising') and whether the viewer follows them.
 */
export async function listFeaturedArtists(
  db: Db,
  viewer: UserRow | null,
  query: FeaturedArtistsQuery,
): Promise<FeaturedArtistList> {
  const ranked = await db
    .selectFrom('users')
    .innerJoin('tracks', 'tracks.userId', 'users.id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.displayName',
      'users.profileImage',
      eb.fn.sum<number>('tracks.playCount').as('plays'),
      eb.fn.countAll<number>().as('trackCount'),
    ])
    .where(listedTrack())
    .groupBy(['users.id', 'users.username', 'users.displayName', 'users.profileImage'])
    .orderBy('plays', 'desc')
    .orderBy('users.id', 'asc')
    .limit(query.limit)
    .execute();
  const ids = ranked.map((r) => r.id);
  const [followers, followed, genres] = await Promise.all([
    followerCounts(db, ids),
    followedIds(db, viewer?.id, ids),
    topGenres(db, ids),
  ]);
  return ranked.map((row) => {
    const genre = genres.get(row.id);
    return presentFeaturedArtist(row, {
      badge: genre ? genreBadge(genre) : RISING_BADGE,
      plays: Number(row.plays ?? 0),
      trackCount: Number(row.trackCount),
      followers: followers.get(row.id) ?? 0,
      followedByMe: followed.has(row.id),
    });
  });
}
