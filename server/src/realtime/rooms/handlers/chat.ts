import { randomUUID } from 'node:crypto';
import { ROOM_LIMITS, ROOM_MESSAGES, sendMessageSchema, socketRooms } from '@common/rooms';
import { isPremiumFan } from '../../../features/fans';
import type { RoomsSocket } from '../../types';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { findPlace } from '../participants';
import { guard } from './guard';

/** send-message: room chat, trimmed and length-limited, marked HOST and member. */
export function registerChatHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  socket.on(
    'send-message',
    guard(ctx, socket, 'chat', sendMessageSchema, async (input) => {
      const { room, participant, host } = await findPlace(
        ctx,
        socket,
        input.roomId,
        ROOM_MESSAGES.userNotFound,
      );
      const message = input.message.trim();
      if (!message) throw new RoomError(ROOM_MESSAGES.blankMessage);
      if ([...message].length > ROOM_LIMITS.messageMaxLength)
        throw new RoomError(ROOM_MESSAGES.messageTooLong);
      const isMember =
        participant.userId !== host.userId && (await isPremiumFan(ctx.db, participant.userId, host.userId));
      ctx.io.to(socketRooms.room(room.roomId)).emit('new-message', {
        id: randomUUID(),
        socketId: socket.id,
        username: participant.username,
        message,
        timestamp: new Date().toISOString(),
        isHost: room.hostSocketId === socket.id,
        isMember,
      });
    }),
  );
}
