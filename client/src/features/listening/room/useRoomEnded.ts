import type { RoomState } from '@common/rooms';
import { useEffect, useState } from 'react';
import { isFinished, msUntilFinished } from '../sync/drift';

/**
 * Whether the room is playing and its track has played to its end (as the Now Playing card reads it). Read on
 * every render; between renders one timer, set for the moment the track ends, renders again then. The timer is
 * set again whenever the room or the clock estimate (`clockOffsetMs`) changes.
 */
export function useRoomEnded(
  room: RoomState,
  serverNow: () => number,
  clockOffsetMs: number | null,
): boolean {
  const [, setTick] = useState(0);
  const ended = room.isPlaying && isFinished(clockOf(room), serverNow());
  useEffect(() => {
    const wait = msUntilFinished(clockOf(room), serverNow());
    if (wait === null || wait === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 20);
    return () => clearTimeout(timer);
  }, [room, serverNow, clockOffsetMs]);
  return ended;
}

/** The room's clock with its track's length, which is where a playing room stops. */
function clockOf(room: RoomState) {
  return { ...room, duration: room.track?.duration ?? null };
}
