import type { RoomState } from '@common/rooms';
import { useEffect, useState } from 'react';
import { isFinished, msUntilFinished } from '../sync/drift';

/**
 * Whether the room's track has played to its end. Follows a playing room with one timer set for the moment it
 * ends (set again if the clock estimate moved), rather than re-reading the position on an interval.
 */
export function useRoomEnded(room: RoomState, serverNow: () => number): boolean {
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const clock = { ...room, duration: room.track?.duration ?? null };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = serverNow();
      const done = isFinished(clock, now);
      setEnded(done);
      const wait = msUntilFinished(clock, now);
      if (!done && wait !== null) timer = setTimeout(check, wait + 20);
    };
    check();
    return () => clearTimeout(timer);
  }, [room, serverNow]);
  return ended;
}
