import { ROOM_MESSAGES, socketRooms } from '@common/rooms';
import type { DisconnectReason } from 'socket.io';
import { changedIdentity } from '../../handshake';
import type { RoomsSocket } from '../../types';
import type { RoomsContext } from '../context';
import { runDetached } from '../detached';
import { announceChange, announceHostTaken, armExpiry, expiryTimer, leaveCurrentRoom } from '../membership';
import { newParticipant } from '../participants';
import { presentParticipant } from '../presenter';
import { leaveLobby, watchLobby } from '../roomsList';
import { sendRoomState } from '../snapshot';
import { enqueue } from './guard';

/** Disconnects that mean "I am leaving": the participant is removed at once. */
const CLEAN_REASONS = new Set<DisconnectReason>([
  'client namespace disconnect',
  'server namespace disconnect',
]);

/** The rooms socketRooms.user names. */
const USER_ROOM = /^user:\d+$/;

/** A socket's arrival (new or recovered) and departure. */
export function registerConnectionHandlers(ctx: RoomsContext, socket: RoomsSocket): void {
  const userRoom = socket.data.user ? socketRooms.user(socket.data.user.id) : null;
  // A recovered socket keeps its rooms: one whose user changed must stop hearing the previous user's.
  for (const room of [...socket.rooms]) {
    if (USER_ROOM.test(room) && room !== userRoom) {
      runDetached(ctx.log, socket.leave(room), 'leaving a user room failed');
    }
  }
  // A socket recovered into its room keeps out of the lobby (the room's events are its news).
  if (!socket.data.roomId) watchLobby(ctx.log, socket);
  if (userRoom) runDetached(ctx.log, socket.join(userRoom), 'joining a user room failed');

  if (socket.recovered) enqueue(ctx, socket, () => handleRecovered(ctx, socket));

  socket.on('disconnect', (reason) => {
    enqueue(ctx, socket, () => handleDisconnect(ctx, socket, reason));
  });
}

/**
 * A connection recovered within the window: back into its room and role (or, if the room lost it
 * meanwhile, in again as a new participant), then a fresh room state.
 */
async function handleRecovered(ctx: RoomsContext, socket: RoomsSocket): Promise<void> {
  const roomId = socket.data.roomId;
  if (!roomId) return;
  ctx.timers.clear(expiryTimer(roomId, socket.id));
  const user = socket.data.user;
  if (changedIdentity.has(socket) || !user) {
    await leaveCurrentRoom(ctx, socket);
    return;
  }
  const before = await ctx.store.get(roomId);
  const wasIn = before?.participants.some((p) => p.socketId === socket.id) ?? false;
  const room = before && (await ctx.store.addParticipant(roomId, newParticipant(ctx, socket, user)));
  if (!room) {
    socket.data.roomId = null;
    runDetached(ctx.log, socket.leave(socketRooms.room(roomId)), 'leaving a socket room failed');
    watchLobby(ctx.log, socket);
    socket.emit('error', { message: ROOM_MESSAGES.roomNotFound });
    return;
  }
  await socket.join(socketRooms.room(roomId));
  leaveLobby(ctx.log, socket);
  const participant = presentParticipant(room.participants.find((p) => p.socketId === socket.id)!);
  if (wasIn) socket.to(socketRooms.room(roomId)).emit('participant-updated', participant);
  else {
    socket
      .to(socketRooms.room(roomId))
      .emit('user-joined', { socketId: socket.id, username: participant.username, participant });
  }
  announceHostTaken(ctx, before, room, socket.id);
  sendRoomState(socket, room);
  ctx.roomsList.schedule();
}

/**
 * A clean disconnect leaves at once; any other keeps the participant, inactive, for the recovery window
 * (a host with active company hands the host on at once).
 */
async function handleDisconnect(
  ctx: RoomsContext,
  socket: RoomsSocket,
  reason: DisconnectReason,
): Promise<void> {
  const roomId = socket.data.roomId;
  if (ctx.closing || !roomId) return;
  if (CLEAN_REASONS.has(reason)) {
    await leaveCurrentRoom(ctx, socket);
    return;
  }
  // Armed before the store call: a drop the store never heard of still ends the participant.
  armExpiry(ctx, roomId, socket.id, ctx.recoveryWindowMs + 1000);
  const change = await ctx.store.setActive(roomId, socket.id, false);
  if (!change.participant) return;
  await announceChange(ctx, change, 'dropped');
}
