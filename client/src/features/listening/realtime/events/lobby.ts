import type { RoomSummary } from '@common/rooms';
import type { RoomContext } from '../context';
import type { RoomEventHandlers, ServerPayload } from '../transport';

/** The rooms list, and a room this client created (joined at once). */
export function lobbyEvents(ctx: RoomContext): RoomEventHandlers {
  const { socket, store } = ctx;
  return {
    'rooms-list': (rooms: RoomSummary[]) => store.set({ rooms, roomsLoaded: true }),
    'room-created': ({ roomId }: ServerPayload<'room-created'>) => {
      ctx.notify({ title: 'Room Created', description: "You've created a new listening room." });
      const state = store.getState();
      if (state.room?.roomId !== roomId && state.joiningRoomId !== roomId) {
        store.set({ joiningRoomId: roomId });
        socket.emit('join-room', { roomId });
      }
    },
  };
}
