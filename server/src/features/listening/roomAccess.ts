import { BLOCK_MESSAGES } from '@common/blocks';
import { ROOM_MESSAGES } from '@common/rooms';
import type { Db } from '../../db/connection';
import { blockedByAny } from '../blocks';

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

/**
 * Why this user may not be in a room, or null when they may: the room's current host (when known) or the host
 * of the party it was opened for blocked them (told without saying so), or a host removed them from it. Read by
 * joining the room and by posting in its live chat.
 */
export async function roomRefusal(
  db: Db,
  roomId: string,
  userId: number,
  currentHostId: number | null = null,
): Promise<string | null> {
  const parties = await db
    .selectFrom('listeningParties')
    .select('hostId')
    .where('roomId', '=', roomId)
    .execute();
  const hosts = [...(currentHostId === null ? [] : [currentHostId]), ...parties.map((p) => Number(p.hostId))];
  if (await blockedByAny(db, hosts, userId)) return BLOCK_MESSAGES.joinParty;
  const removed = await db
    .selectFrom('roomRemovals')
    .select('userId')
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return removed ? ROOM_MESSAGES.removedFromRoom : null;
}
