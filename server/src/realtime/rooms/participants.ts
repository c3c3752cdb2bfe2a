import { ROOM_MESSAGES } from '@common/rooms';
import type { RoomsSocket, SocketUser } from '../types';
import type { RoomsContext } from './context';
import { RoomError } from './errors';
import type { RoomHead, RoomParticipant, RoomRecord } from './store';

/** A socket as a new participant: the session's user, active, joined now, on this process. */
export function newParticipant(ctx: RoomsContext, socket: RoomsSocket, user: SocketUser): RoomParticipant {
  return {
    socketId: socket.id,
    username: user.username,
    userId: user.id,
    isActive: true,
    joinedAt: new Date().toISOString(),
    isBuffering: false,
    processId: ctx.processId,
  };
}

/** The room, or the refusal 'Room not found'. */
export async function findRoom(ctx: RoomsContext, roomId: string): Promise<RoomRecord> {
  const room = await ctx.store.get(roomId);
  if (!room) throw new RoomError(ROOM_MESSAGES.roomNotFound);
  return room;
}

/** The room without its participants (enough for a host's control), or the refusal 'Room not found'. */
export async function findRoomHead(ctx: RoomsContext, roomId: string): Promise<RoomHead> {
  const room = await ctx.store.head(roomId);
  if (!room) throw new RoomError(ROOM_MESSAGES.roomNotFound);
  return room;
}

/**
 * This socket's place in the room with the room's head and host, read without the other participants (the same
 * cost in a room of any size), or the refusal: 'Room not found', or `message` when the socket is not in it.
 */
export async function findPlace(
  ctx: RoomsContext,
  socket: RoomsSocket,
  roomId: string,
  message: string,
): Promise<{ room: RoomHead; participant: RoomParticipant; host: RoomParticipant }> {
  const place = await ctx.store.place(roomId, socket.id);
  if (!place) throw new RoomError(ROOM_MESSAGES.roomNotFound);
  if (!place.participant) throw new RoomError(message);
  return { room: place.room, participant: place.participant, host: place.host };
}

/** The room and this socket's place in it, or the refusal with `message` when the socket is not in it. */
export async function findOwnPlace(
  ctx: RoomsContext,
  socket: RoomsSocket,
  roomId: string,
  message: string,
): Promise<{ room: RoomRecord; participant: RoomParticipant }> {
  const room = await findRoom(ctx, roomId);
  const participant = room.participants.find((p) => p.socketId === socket.id);
  if (!participant) throw new RoomError(message);
  return { room, participant };
}
