import { ROOM_MESSAGES, sendReactionSchema, socketRooms } from '@common/rooms';
import type { RoomsSocket } from '../../types';
import type { RoomsContext } from '../context';
import { findPlace } from '../participants';
import { guard } from './guard';

/** send-reaction: a wave or heart at a place on the visualizer, shown to the whole room. */
export function registerReactionHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  socket.on(
    'send-reaction',
    guard(ctx, socket, 'reaction', sendReactionSchema, async (input) => {
      const { room, participant } = await findPlace(ctx, socket, input.roomId, ROOM_MESSAGES.notInRoom);
      ctx.io.to(socketRooms.room(room.roomId)).emit('new-reaction', {
        reactionType: input.reactionType,
        position: { x: input.position.x, y: input.position.y },
        socketId: socket.id,
        username: participant.username,
        timestamp: new Date().toISOString(),
      });
    }),
  );
}
