import type { ServerToClientEvents, TimeSyncReply } from '@common/rooms';
import type { RoomSocket } from '@/lib/socket';

/** A server event's payload, as common/rooms.ts declares it. */
export type ServerPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** What the room client does on each socket event: the server's events and the connection's own. */
export type RoomEventHandlers = Partial<ServerToClientEvents> & {
  connect?: () => void;
  disconnect?: () => void;
  connect_error?: (error: Error) => void;
};

const TIME_SYNC_TIMEOUT_MS = 2000;

/** Follows the socket's events with `handlers`; answers the function that stops following them. */
export function listenToRoomEvents(socket: RoomSocket, handlers: RoomEventHandlers): () => void {
  const entries = Object.entries(handlers) as [string, (...args: never[]) => void][];
  for (const [event, handler] of entries) socket.on(event as never, handler as never);
  return () => {
    for (const [event, handler] of entries) socket.off(event as never, handler as never);
  };
}

/** One time-sync exchange: the server's receive and send times for `clientSentAt`, or an error after 2 s. */
export function exchangeTime(socket: RoomSocket, clientSentAt: number): Promise<TimeSyncReply> {
  return new Promise((resolve, reject) => {
    socket
      .timeout(TIME_SYNC_TIMEOUT_MS)
      .emit('time-sync', { clientSentAt }, (error: Error | null, reply: TimeSyncReply) => {
        if (error) reject(error);
        else resolve(reply);
      });
  });
}
