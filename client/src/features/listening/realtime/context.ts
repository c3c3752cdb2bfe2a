import type { RoomSocket } from '@/lib/socket';
import type { RoomStore } from './store';

/** A toast the room client asks the page to show. */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** What the room client's parts share: the socket, the state, the page's toasts and a timer. */
export interface RoomContext {
  socket: RoomSocket;
  store: RoomStore;
  notify: (notice: Notice) => void;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule: (fn: () => void, ms: number) => () => void;
  /** The room this client last asked to join again on its own (so it asks once per room). */
  rejoin: { roomId: string | null };
  /** Measures the clock offset again (after a connection or a resync). */
  syncClock: () => void;
}
