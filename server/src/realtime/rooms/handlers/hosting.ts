import {
  deleteMessageSchema,
  removeParticipantSchema,
  ROOM_MESSAGES,
  roomLiveChatChannel,
  socketRooms,
} from '@common/rooms';
import { recordRoomRemoval } from '../../../features/listening';
import type { RoomsSocket } from '../../types';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { announceChange } from '../membership';
import { findRoom } from '../participants';
import { hostOf } from '../presenter';
import type { RoomRecord } from '../store';
import { guard } from './guard';

/** The room, when this socket hosts it; otherwise the refusal. */
async function hostedRoom(ctx: RoomsContext, socket: RoomsSocket, roomId: string): Promise<RoomRecord> {
  const room = await findRoom(ctx, roomId);
  if (room.hostSocketId !== socket.id) throw new RoomError(ROOM_MESSAGES.hostOnlyModeration);
  return room;
}

/**
 * remove-participant and delete-message: the host keeps the room civil (decision 0062). A removed listener
 * leaves with every tab they had in the room and cannot join it again; a deleted message vanishes for everyone.
 */
export function registerHostingHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  socket.on(
    'remove-participant',
    guard(ctx, socket, 'control', removeParticipantSchema, async ({ roomId, userId }) => {
      const room = await hostedRoom(ctx, socket, roomId);
      const host = hostOf(room);
      if (userId === host.userId) throw new RoomError(ROOM_MESSAGES.cannotRemoveSelf);
      const places = room.participants.filter((p) => p.userId === userId);
      if (places.length === 0) throw new RoomError(ROOM_MESSAGES.listenerNotFound);
      // Recorded first: a tab of theirs that tries to come back meanwhile is already refused.
      await recordRoomRemoval(ctx.db, { roomId, userId, removedBy: host.userId });
      // Out of the room's broadcasts on every process, then told (their client leaves the room).
      ctx.io.in(socketRooms.user(userId)).socketsLeave(socketRooms.room(roomId));
      ctx.io
        .to(socketRooms.user(userId))
        .emit('removed-from-room', { roomId, message: ROOM_MESSAGES.removedFromRoom });
      for (const place of places) {
        const change = await ctx.store.removeParticipant(roomId, place.socketId);
        await announceChange(ctx, change, 'left');
      }
    }),
  );

  socket.on(
    'delete-message',
    guard(ctx, socket, 'control', deleteMessageSchema, async ({ roomId, chat, messageId }) => {
      await hostedRoom(ctx, socket, roomId);
      if (chat === 'room') {
        // The room chat is not stored: every client drops the message it holds.
        ctx.io.to(socketRooms.room(roomId)).emit('message-deleted', { messageId });
        return;
      }
      const id = Number(messageId);
      const channel = roomLiveChatChannel(roomId);
      const removed = Number.isSafeInteger(id)
        ? await ctx.db
            .updateTable('liveChatMessages')
            .set({ removedAt: new Date().toISOString() })
            .where('id', '=', id)
            .where('channel', '=', channel)
            .where('removedAt', 'is', null)
            .returning('id')
            .executeTakeFirst()
        : undefined;
      if (!removed) throw new RoomError(ROOM_MESSAGES.messageNotFound);
      ctx.io.to(socketRooms.liveChat(channel)).emit('live-chat:deleted', { channel, id });
    }),
  );
}
