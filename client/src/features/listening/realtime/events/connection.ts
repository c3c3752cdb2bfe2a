import { BLOCK_MESSAGES } from '@common/blocks';
import { ROOM_MESSAGES } from '@common/rooms';
import type { RoomContext } from '../context';
import type { RoomEventHandlers, ServerPayload } from '../transport';

/** Errors that answer a create-room or join-room (others, e.g. a chat refusal, leave a join pending). */
const JOIN_REFUSALS = new Set<string>([
  ROOM_MESSAGES.loginToCreateParty,
  ROOM_MESSAGES.loginToJoinParty,
  ROOM_MESSAGES.roomExists,
  ROOM_MESSAGES.roomNameRequired,
  ROOM_MESSAGES.invalidPayload,
  ROOM_MESSAGES.rateLimited,
  ROOM_MESSAGES.removedFromRoom,
  BLOCK_MESSAGES.joinParty,
]);

/**
 * A (re)connection: the rooms list is asked for, the clock measured, and the user put back into their room
 * (or a join lost with the old connection sent again) when the server could not recover the session.
 */
export function handleConnect(ctx: RoomContext): void {
  const { socket, store } = ctx;
  const state = store.getState();
  const target = state.room?.roomId ?? state.joiningRoomId;
  store.set({ connected: true, socketId: socket.id ?? null, lastError: null });
  socket.emit('get-rooms');
  if (target && !socket.recovered) {
    // Not recovered within the window (or a new process), or a join lost with the old connection:
    // ask for our place again.
    ctx.rejoin.roomId = target;
    store.set({ joiningRoomId: target });
    socket.emit('join-room', { roomId: target });
  }
  ctx.syncClock();
}

/** The connection's own events and the server's error event. */
export function connectionEvents(ctx: RoomContext): RoomEventHandlers {
  const { store } = ctx;
  return {
    connect: () => handleConnect(ctx),
    disconnect: () => store.set({ connected: false }),
    connect_error: (error: Error) => {
      store.set({ connected: false, lastError: ROOM_MESSAGES.connectionErrorStored(error.message) });
      ctx.notify({
        title: ROOM_MESSAGES.connectionErrorTitle,
        description: ROOM_MESSAGES.connectionError(error.message),
        variant: 'destructive',
      });
    },
    error: (payload: ServerPayload<'error'>) => {
      if (payload.message === ROOM_MESSAGES.roomNotFound) {
        // The room is gone (or never was): nothing to show or to join again.
        ctx.rejoin.roomId = null;
        store.set({ room: null, joiningRoomId: null, messages: [], reactions: [] });
      } else if (store.getState().joiningRoomId && JOIN_REFUSALS.has(payload.message)) {
        // A refused create or join leaves nothing pending.
        store.set({ joiningRoomId: null });
      }
      store.set({ lastError: payload.message });
      ctx.notify({ title: 'Error', description: payload.message });
    },
  };
}
