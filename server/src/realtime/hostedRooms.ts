import type { RoomStore } from './rooms/store';

/**
 * The id of the room each of these users hosts, where one is open. Rooms come oldest first: a connected host's
 * newest room wins over one whose host dropped.
 */
export async function roomsHostedBy(store: RoomStore, userIds: number[]): Promise<Map<number, string>> {
  const wanted = new Set(userIds);
  const hosted = new Map<number, string>();
  if (wanted.size === 0) return hosted;
  const active = new Set<number>();
  for (const room of await store.list()) {
    const host = room.participants.find((p) => p.socketId === room.hostSocketId);
    if (!host || !wanted.has(host.userId)) continue;
    if (host.isActive) {
      hosted.set(host.userId, room.roomId);
      active.add(host.userId);
    } else if (!hosted.has(host.userId) && !active.has(host.userId)) {
      hosted.set(host.userId, room.roomId);
    }
  }
  return hosted;
}
