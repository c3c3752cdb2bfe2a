import { ROOM_SYNC } from '@common/rooms';
import type { PlaybackClock } from './store';

/**
 * The room's position (seconds) at server time `now`: a playing room advances with the clock from its
 * anchor, never past the track's end; before the anchor (the play lead) it holds at its position.
 */
export function positionAt(playback: PlaybackClock, now: number, duration?: number | null): number {
  const elapsed = playback.isPlaying ? Math.max(0, now - playback.anchorTime) / 1000 : 0;
  const position = playback.position + elapsed;
  return duration && duration > 0 ? Math.min(position, duration) : position;
}

/**
 * The pair (currentTime, serverTime) a client needs: at serverTime the track is at currentTime. While a
 * play lead runs, that is the future start; otherwise it is now.
 */
export function clockPoint(
  playback: PlaybackClock,
  now: number,
  duration?: number | null,
): { currentTime: number; serverTime: number } {
  if (playback.isPlaying && playback.anchorTime > now) {
    return { currentTime: clampTo(playback.position, duration), serverTime: playback.anchorTime };
  }
  return { currentTime: positionAt(playback, now, duration), serverTime: now };
}

/** The clock of a room that plays from `position` once every client had time to get ready. */
export function startingClock(
  position: number,
  now: number,
  leadMs: number = ROOM_SYNC.playLeadMs,
): PlaybackClock {
  return { isPlaying: true, position, anchorTime: now + leadMs };
}

/** The clock of a room paused at `position`. */
export function pausedClock(position: number, now: number): PlaybackClock {
  return { isPlaying: false, position, anchorTime: now };
}

function clampTo(position: number, duration?: number | null): number {
  return duration && duration > 0 ? Math.min(position, duration) : position;
}
