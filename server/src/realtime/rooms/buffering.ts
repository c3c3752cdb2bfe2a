import { socketRooms } from '@common/rooms';
import type { RoomsContext } from './context';
import { positionAt, startingClock } from './clock';
import type { RoomRecord } from './store';

/**
 * A participant started buffering: a playing room waits for it (paused where it is now) until no active
 * participant is buffering, or bufferingWaitMaxMs at the latest. A room is held at most once per cooldown,
 * whoever asks, and one user (any of their sockets, before or after a reconnection) at most once per
 * cooldown in a room.
 */
export async function holdForBuffering(ctx: RoomsContext, room: RoomRecord, socketId: string): Promise<void> {
  if (!room.playback.isPlaying) return;
  const participant = room.participants.find((p) => p.socketId === socketId);
  if (!participant?.isActive) return;
  const now = Date.now();
  // A room at the end of its track has nothing left to wait for (a late joiner loading it is not a stall), and
  // asking uses none of the room's hold cooldown.
  const duration = room.track?.duration;
  if (duration && positionAt(room.playback, now, duration) >= duration - 0.05) return;
  const keys = [`room:${room.roomId}`, `user:${room.roomId}:${participant.userId}`];
  if (keys.some((key) => now - (ctx.lastHolds.get(key) ?? -Infinity) < ctx.buffering.cooldownMs)) return;
  forgetOldHolds(ctx, now);
  for (const key of keys) ctx.lastHolds.set(key, now);

  const position = positionAt(room.playback, now, room.track?.duration);
  const holdUntil = now + ctx.buffering.waitMaxMs;
  const held = await ctx.store.setPlayback(room.roomId, {
    isPlaying: false,
    position,
    anchorTime: now,
    holdUntil,
  });
  if (!held) return;
  ctx.io
    .to(socketRooms.room(room.roomId))
    .emit('playback-update', { isPlaying: false, currentTime: position, action: 'pause', serverTime: now });
  ctx.roomsList.schedule();
  ctx.timers.set(holdTimer(room.roomId), ctx.buffering.waitMaxMs, () =>
    resumeIfReady(ctx, room.roomId, { force: true, holdUntil }),
  );
}

/**
 * Plays a held room on when nobody active is buffering any more (or, forced, when the wait ran out);
 * a hold the host overrode in the meantime is left alone.
 */
export async function resumeIfReady(
  ctx: RoomsContext,
  roomId: string,
  options: { force?: boolean; holdUntil?: number } = {},
): Promise<void> {
  if (ctx.closing) return;
  const room = await ctx.store.get(roomId);
  const hold = room?.playback.holdUntil;
  if (!room || hold === undefined || room.playback.isPlaying) return;
  if (options.holdUntil !== undefined && hold !== options.holdUntil) return;
  if (!options.force && room.participants.some((p) => p.isActive && p.isBuffering)) return;
  ctx.timers.clear(holdTimer(roomId));
  const clock = startingClock(room.playback.position, Date.now());
  if (!(await ctx.store.setPlayback(roomId, clock))) return;
  ctx.io.to(socketRooms.room(roomId)).emit('playback-update', {
    isPlaying: true,
    currentTime: clock.position,
    action: 'play',
    serverTime: clock.anchorTime,
  });
  ctx.roomsList.schedule();
}

/** Drops holds older than the cooldown: they no longer refuse anything. */
function forgetOldHolds(ctx: RoomsContext, now: number): void {
  for (const [key, at] of ctx.lastHolds) {
    if (now - at >= ctx.buffering.cooldownMs) ctx.lastHolds.delete(key);
  }
}

function holdTimer(roomId: string): string {
  return `hold:${roomId}`;
}
