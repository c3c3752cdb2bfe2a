import type { Dj } from '@common/spinroom';
import type { Db } from '../../../db/connection';
import { presentDj } from '../presenter';

/** The DJ Network: every DJ profile with its user's image and location, most followed first. */
export async function listDjs(db: Db, viewerId: number | null): Promise<Dj[]> {
  const rows = await db
    .selectFrom('djProfiles')
    .leftJoin('users', 'users.id', 'djProfiles.userId')
    .select((eb) => [
      'djProfiles.id',
      'djProfiles.userId',
      'djProfiles.djName',
      'djProfiles.badge',
      'djProfiles.followers as baseFollowers',
      'djProfiles.mixCount',
      'users.profileImage',
      'users.location',
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('follows.followeeId', '=', 'djProfiles.userId')
        .as('followCount'),
    ])
    .orderBy('djProfiles.id')
    .execute();

  const followed = new Set<number>();
  const userIds = rows.map((r) => r.userId).filter((id): id is number => id !== null);
  if (viewerId !== null && userIds.length > 0) {
    const follows = await db
      .selectFrom('follows')
      .select('followeeId')
      .where('followerId', '=', viewerId)
      .where('followeeId', 'in', userIds)
      .execute();
    for (const f of follows) followed.add(f.followeeId);
  }

  return rows
    .map((row) => presentDj(row, row.userId !== null && followed.has(row.userId)))
    .sort((a, b) => b.followers - a.followers || a.id - b.id);
}
