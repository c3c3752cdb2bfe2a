import type { RealtimeHub } from '../../realtime/hub';

/** Where a live stream finds its host's open listening room: host user id -> room id. */
export type ListeningRoomLookup = (hostUserIds: number[]) => Promise<Map<number, string>>;

/**
 * The rooms the real-time layer (every process) says these hosts have open. With no real-time server
 * attached, or when it cannot answer, no host has a room: Join Stream then says so instead of failing.
 */
export function listeningRoomsOf(
  realtime: RealtimeHub | undefined,
  onError: (error: unknown) => void = () => undefined,
): ListeningRoomLookup {
  return async (hostUserIds) => {
    if (!realtime || hostUserIds.length === 0) return new Map();
    try {
      return await realtime.roomsHostedBy(hostUserIds);
    } catch (error) {
      onError(error);
      return new Map();
    }
  };
}
