import {
  createRoomSchema,
  joinRoomSchema,
  leaveRoomSchema,
  ROOM_MESSAGES,
  socketRooms,
  type TrackInfo,
} from '@common/rooms';
import { z } from 'zod';
import { roomRefusal } from '../../../features/listening';
import type { RoomsSocket, SocketUser } from '../../types';
import { pausedClock } from '../clock';
import type { RoomsContext } from '../context';
import { RoomError } from '../errors';
import { announceHostTaken, leaveCurrentRoom } from '../membership';
import { findRoom, newParticipant } from '../participants';
import { presentParticipant, presentRoomsList } from '../presenter';
import { leaveLobby } from '../roomsList';
import { sendRoomState } from '../snapshot';
import { resolveTrack } from '../tracks';
import { guard, requireSocketUser } from './guard';

/**
 * get-rooms, create-room, join-room and leave-room. get-rooms answers the asker wherever it is; a socket in
 * no room is also sent the list when rooms change (see RoomsListBroadcaster), a member of a room is not.
 */
export function registerLobbyHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  const getRooms = guard(ctx, socket, 'lobby', z.unknown(), async () => {
    socket.emit('rooms-list', presentRoomsList(await ctx.store.list()));
  });
  socket.on('get-rooms', () => getRooms(undefined));

  socket.on(
    'create-room',
    guard(ctx, socket, 'lobby', createRoomSchema, async (input) => {
      const user = requireSocketUser(socket, ROOM_MESSAGES.loginToCreateParty);
      const track = input.trackInfo ? await resolveTrack(ctx.db, input.trackInfo) : null;
      // One creation per user at a time, so two tabs cannot both pass the "already hosting" check.
      let failure: unknown = null;
      await ctx.queues.run(`create:${user.id}`, async () => {
        try {
          await createRoom(ctx, socket, user, input, track);
        } catch (error) {
          failure = error;
        }
      });
      if (failure) throw failure;
    }),
  );

  socket.on(
    'join-room',
    guard(ctx, socket, 'lobby', joinRoomSchema, async (input) => {
      const user = requireSocketUser(socket, ROOM_MESSAGES.loginToJoinParty);
      // The room's head, this socket's place and the host: not every participant (a join costs the same in a
      // room of any size until the joiner is sent the room).
      const existing = await ctx.store.place(input.roomId, socket.id);
      if (!existing) throw new RoomError(ROOM_MESSAGES.roomNotFound);
      const refusal = await roomRefusal(ctx.db, existing.room.roomId, user.id, existing.host.userId);
      if (refusal) throw new RoomError(refusal);
      if (existing.participant) {
        const room = await findRoom(ctx, input.roomId);
        sendRoomState(socket, room);
        return;
      }
      await leaveCurrentRoom(ctx, socket);
      const participant = newParticipant(ctx, socket, user);
      const room = await ctx.store.addParticipant(input.roomId, participant);
      if (!room) throw new RoomError(ROOM_MESSAGES.roomNotFound);
      socket.data.roomId = room.roomId;
      await socket.join(socketRooms.room(room.roomId));
      leaveLobby(ctx.log, socket);
      sendRoomState(socket, room);
      ctx.arrivals.joined(room.roomId, {
        socketId: socket.id,
        username: user.username,
        participant: presentParticipant(participant),
      });
      announceHostTaken(ctx, existing.room, room, socket.id);
      ctx.roomsList.schedule();
    }),
  );

  socket.on(
    'leave-room',
    guard(ctx, socket, 'lobby', leaveRoomSchema, async (input) => {
      if (socket.data.roomId !== input.roomId) throw new RoomError(ROOM_MESSAGES.notInRoom);
      await leaveCurrentRoom(ctx, socket);
    }),
  );
}

/**
 * A new room hosted by this socket. A user hosts one room at a time: creating is refused while another of
 * their connected sockets hosts one (this socket's own room is left first, so it may move on to a new one).
 * A room whose host dropped (a closed tab, waiting out the recovery window) does not block a new one.
 */
async function createRoom(
  ctx: RoomsContext,
  socket: RoomsSocket,
  user: SocketUser,
  input: z.output<typeof createRoomSchema>,
  track: TrackInfo | null,
): Promise<void> {
  const rooms = await ctx.store.list();
  if (rooms.some((room) => room.roomId === input.roomId)) throw new RoomError(ROOM_MESSAGES.roomExists);
  const hostsAnother = rooms.some((room) =>
    room.participants.some(
      (p) =>
        p.socketId === room.hostSocketId && p.userId === user.id && p.isActive && p.socketId !== socket.id,
    ),
  );
  if (hostsAnother) throw new RoomError(ROOM_MESSAGES.alreadyHosting);
  await leaveCurrentRoom(ctx, socket);
  const now = Date.now();
  const room = await ctx.store.create({
    roomId: input.roomId,
    name: input.roomName ?? `${user.username}'s room`,
    createdAt: now,
    host: newParticipant(ctx, socket, user),
    track,
    playback: pausedClock(0, now),
  });
  if (!room) throw new RoomError(ROOM_MESSAGES.roomExists);
  socket.data.roomId = room.roomId;
  await socket.join(socketRooms.room(room.roomId));
  leaveLobby(ctx.log, socket);
  socket.emit('room-created', { roomId: room.roomId });
  sendRoomState(socket, room);
  ctx.roomsList.schedule();
}
