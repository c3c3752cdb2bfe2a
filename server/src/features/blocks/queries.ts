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
