import type { Db } from '../../db/connection';

/** Whether `blockerId` has blocked `blockedId`. */
export async function hasBlocked(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('userBlocks')
    .select('blockerId')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The people `userId` has blocked (whose comments and notifications they no longer see). */
export async function blockedIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('userBlocks')
    .select('blockedId')
    .where('blockerId', '=', userId)
    .execute();
  return rows.map((row) => row.blockedId);
}

/** Whether any of `blockerIds` has blocked `blockedId` (a room's host or its party's host, say). */
export async function blockedByAny(db: Db, blockerIds: number[], blockedId: number): Promise<boolean> {
  const others = blockerIds.filter((id) => id !== blockedId);
  if (others.length === 0) return false;
  const row = await db
    .selectFrom('userBlocks')
    .select('blockerId')
    .where('blockerId', 'in', others)
    .where('blockedId', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}
