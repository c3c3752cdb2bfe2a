import { socketRooms } from '@common/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomsServer } from '../types';
import { presentRoomsList } from './presenter';
import type { RoomStore } from './store';

/** Pushes the rooms list to every connected socket when rooms change, at most once per interval. */
export class RoomsListBroadcaster {
  private lastPush = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly io: RoomsServer,
    private readonly store: RoomStore,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 500,
  ) {}

  /** Asks for a push: at once when none went out lately, otherwise at the end of the interval. */
  schedule(): void {
    if (this.timer || this.closed) return;
    const wait = Math.max(0, this.lastPush + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastPush = Date.now();
      void this.push();
    }, wait);
    this.timer.unref();
  }

  private async push(): Promise<void> {
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
