import { ARTIST_MESSAGES } from '@common/artists';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/errors';
import type { ArtistUser } from './presenter';
import { accountNotHeld, listedTrack } from '../../db/listing';

/** The public columns of a user, or a 404. */
export async function findArtist(db: Db, id: number): Promise<ArtistUser> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'profileImage', 'bio', 'location', 'userType'])
    .where('id', '=', id)
    // A suspended or banned account's profile is hidden meanwhile (decision 0061).
    .where(accountNotHeld())
    .executeTakeFirst();
  if (!user) throw notFound(ARTIST_MESSAGES.userNotFound);
  return user;
}

/** Followers per user, for a list of users (absent users have none). */
export async function followerCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('follows')
    .select((eb) => ['followeeId', eb.fn.countAll<number>().as('count')])
    .where('followeeId', 'in', userIds)
    .groupBy('followeeId')
    .execute();
  return new Map(rows.map((r) => [Number(r.followeeId), Number(r.count)]));
}

/** Which of these users the viewer follows. */
export async function followedIds(
  db: Db,
  followerId: number | undefined,
  userIds: number[],
): Promise<Set<number>> {
  if (followerId === undefined || userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('followeeId')
    .where('followerId', '=', followerId)
    .where('followeeId', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => Number(r.followeeId)));
}

/** Number of public, published tracks and their plays, per owner. */
export async function publicTrackStats(
  db: Db,
  userIds: number[],
): Promise<Map<number, { plays: number; trackCount: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tracks')
    .select((eb) => [
      'userId',
      eb.fn.countAll<number>().as('trackCount'),
      eb.fn.sum<number>('playCount').as('plays'),
    ])
    .where('userId', 'in', userIds)
    .where(listedTrack())
    .groupBy('userId')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.userId), { plays: Number(r.plays ?? 0), trackCount: Number(r.trackCount) }]),
  );
}
