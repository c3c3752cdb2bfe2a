import type { Db } from '../../db/connection';

/**
 * Listeners a room's host removed (decision 0062): refused when they try to join that room again and when
 * they post in its live chat, on every process.
 */
export async function recordRoomRemoval(
  db: Db,
  removal: { roomId: string; userId: number; removedBy: number },
): Promise<void> {
  await db
    .insertInto('roomRemovals')
    .values({ ...removal, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['roomId', 'userId']).doNothing())
    .execute();
}

/** Whether the host of `roomId` removed this user from it. */
export async function isRemovedFromRoom(db: Db, roomId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('roomRemovals')
    .select('userId')
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
