import type { RoomState } from '@common/rooms';
import { useEffect, useState } from 'react';
import { isFinished, msUntilFinished, roomClock } from '../sync/drift';

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
  const ended = room.isPlaying && isFinished(roomClock(room), serverNow());
  useEffect(() => {
    const wait = msUntilFinished(roomClock(room), serverNow());
    if (wait === null || wait === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 20);
    return () => clearTimeout(timer);
  }, [room, serverNow, clockOffsetMs]);
  return ended;
}
