import { socketRooms } from '@common/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomsServer, RoomsSocket } from '../types';
import { runDetached } from './detached';
import { presentRoomsList } from './presenter';
import type { RoomStore } from './store';

/** How long changes are gathered into one rooms-list push (ms). */
export const ROOMS_LIST_PUSH_INTERVAL_MS = 250;

export interface RoomsListOptions {
  /** Gather changes this long, then push once (ms). */
  intervalMs?: number;
  /** Other processes' sockets may watch the lobby too (the push goes through the adapter to all of them). */
  shared?: boolean;
}

/**
 * Pushes the rooms list to the sockets that watch the lobby (the `lobby` Socket.IO room: connected and in
 * no listening room) when rooms change. Changes are gathered for an interval and pushed once at its end,
 * so a burst (a host toggling play, many joins) costs one push. A member of a room is not sent the list:
 * its own room reaches it as room events, and it asks for the list when it wants it (get-rooms).
 */
export class RoomsListBroadcaster {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly intervalMs: number;
  private readonly shared: boolean;

  constructor(
    private readonly io: RoomsServer,
    private readonly store: RoomStore,
    private readonly log: FastifyBaseLogger,
    options: RoomsListOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? ROOMS_LIST_PUSH_INTERVAL_MS;
    this.shared = options.shared ?? false;
  }

  /** Asks for a push at the end of the interval (one push for every change asked for until then). */
  schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.push();
    }, this.intervalMs);
    this.timer.unref();
  }

  private async push(): Promise<void> {
    // Nobody to tell on this process, and no other process to tell: skip reading the store.
    if (!this.shared && !this.io.of('/').adapter.rooms.has(socketRooms.lobby)) return;
    try {
      const rooms = await this.store.list();
      if (!this.closed) this.io.to(socketRooms.lobby).emit('rooms-list', presentRoomsList(rooms));
    } catch (error) {
      this.log.error({ err: error }, 'rooms list push failed');
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The socket watches the lobby: it is sent the rooms list when rooms change (it is in no room). */
export function watchLobby(log: FastifyBaseLogger, socket: RoomsSocket): void {
  runDetached(log, socket.join(socketRooms.lobby), 'joining the lobby failed');
}

/** The socket stops watching the lobby (it entered a room). */
export function leaveLobby(log: FastifyBaseLogger, socket: RoomsSocket): void {
  runDetached(log, socket.leave(socketRooms.lobby), 'leaving the lobby failed');
}
