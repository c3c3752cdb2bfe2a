import { socketRooms } from '@common/rooms';
import type { RoomsSocket } from '../types';
import { resumeIfReady } from './buffering';
import type { RoomsContext } from './context';
import { runDetached } from './detached';
import { presentParticipant } from './presenter';
import { watchLobby } from './roomsList';
import type { ParticipantChange, RoomRecord } from './store';

/** How soon a removal that failed (the store could not be reached) is tried again (ms). */
const RETRY_MS = 5_000;

/** Tells a room what a participant change did: who left or dropped, and who hosts now. */
export async function announceChange(
  ctx: RoomsContext,
  change: ParticipantChange,
  kind: 'left' | 'dropped',
): Promise<void> {
  const { participant } = change;
  if (!participant) return;
  const room = ctx.io.to(socketRooms.room(change.roomId));
  if (kind === 'left') {
    room.emit('user-left', { socketId: participant.socketId, username: participant.username });
  } else {
    room.emit('participant-updated', presentParticipant(participant));
  }
  if (change.newHost) {
    room.emit('host-changed', { newHost: change.newHost.socketId, username: change.newHost.username });
  }
  ctx.roomsList.schedule();
  // A held room may have been waiting only for the participant who went away.
  if (change.room?.playback.holdUntil) await resumeIfReady(ctx, change.roomId);
}

/** Tells a room that a socket that joined or came back took the host role from an inactive host. */
export function announceHostTaken(
  ctx: RoomsContext,
  before: Pick<RoomRecord, 'hostSocketId'> | null,
  after: RoomRecord,
  socketId: string,
): void {
  if (after.hostSocketId !== socketId || before?.hostSocketId === socketId) return;
  const host = after.participants.find((p) => p.socketId === socketId);
  if (!host) return;
  ctx.io
    .to(socketRooms.room(after.roomId))
    .emit('host-changed', { newHost: socketId, username: host.username });
}

/**
 * Takes a socket out of its room at once (leave-room, a clean disconnect, or joining another room) and
 * back into the lobby.
 */
export async function leaveCurrentRoom(ctx: RoomsContext, socket: RoomsSocket): Promise<void> {
  const roomId = socket.data.roomId;
  if (!roomId) return;
  socket.data.roomId = null;
  runDetached(ctx.log, socket.leave(socketRooms.room(roomId)), 'leaving a socket room failed');
  // Back in the lobby: the push that tells others of this departure brings it the rooms list too.
  watchLobby(ctx.log, socket);
  // Armed before the store call, so a failed removal is tried again instead of leaving a ghost.
  armExpiry(ctx, roomId, socket.id, retryDelay(ctx));
  const change = await ctx.store.removeParticipant(roomId, socket.id);
  ctx.timers.clear(expiryTimer(roomId, socket.id));
  await announceChange(ctx, change, 'left');
}

/** Removes a participant after delayMs unless its socket is then in the room on this process. */
export function armExpiry(ctx: RoomsContext, roomId: string, socketId: string, delayMs: number): void {
  ctx.timers.set(expiryTimer(roomId, socketId), delayMs, () => expireParticipant(ctx, roomId, socketId));
}

/**
 * A participant whose socket is no longer in the room on this process is gone for good (whether the store
 * saw it drop or not). One that came back on another process belongs to that process and is left alone.
 */
async function expireParticipant(ctx: RoomsContext, roomId: string, socketId: string): Promise<void> {
  if (ctx.closing) return;
  const live = ctx.io.sockets.sockets.get(socketId);
  if (live?.connected && live.data.roomId === roomId) return;
  try {
    // One step, without reading the room: a participant not here or now on another process is left alone.
    const change = await ctx.store.removeParticipant(roomId, socketId, { onlyIfProcess: ctx.processId });
    await announceChange(ctx, change, 'left');
  } catch (error) {
    ctx.log.error({ err: error, roomId }, 'removing a departed participant failed; trying again');
    armExpiry(ctx, roomId, socketId, retryDelay(ctx));
  }
}

function retryDelay(ctx: RoomsContext): number {
  return Math.min(RETRY_MS, ctx.recoveryWindowMs);
}

/** The name of the timer that removes a participant whose socket left or dropped. */
export function expiryTimer(roomId: string, socketId: string): string {
  return `expiry:${roomId}:${socketId}`;
}
