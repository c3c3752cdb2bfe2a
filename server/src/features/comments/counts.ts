import type { Db } from '../../db/connection';

/**
 * How many comments each user left on these tracks (a moderator's removed ones not counted), for the Fan
 * Portal's comment counts and engagement; `exceptUserId` (the artist) is left out.
 */
export async function commentCountsByAuthor(
  db: Db,
  trackIds: number[],
  exceptUserId: number,
): Promise<{ userId: number; count: number; first: string }[]> {
  if (trackIds.length === 0) return [];
  const rows = await db
    .selectFrom('trackComments')
    .select((eb) => ['userId', eb.fn.countAll<number>().as('count'), eb.fn.min('createdAt').as('first')])
    .where('trackId', 'in', trackIds)
    .where('removedAt', 'is', null)
    .where('userId', '!=', exceptUserId)
    .groupBy('userId')
    .execute();
  return rows.map((row) => ({
    userId: Number(row.userId),
    count: Number(row.count),
    first: String(row.first),
  }));
}
