import { ROOM_SYNC } from '@common/rooms';
import type { RoomSocket } from '@/lib/socket';
import { type ClockSync, measureClock } from '../sync/clock';
import type { RoomStore } from './store';
import { exchangeTime } from './transport';

/** How many time-sync exchanges measure the clock at first, and how often and how many again later. */
export interface ClockSamplingOptions {
  initialSamples: number;
  resampleEveryMs: number;
  resampleCount: number;
}

const DEFAULT_SAMPLING: ClockSamplingOptions = {
  initialSamples: ROOM_SYNC.timeSyncSamples,
  resampleEveryMs: ROOM_SYNC.timeSyncIntervalMs,
  resampleCount: 4,
};

/** Keeps the room's server-clock estimate: measured on each connection, then again every so often. */
export class ClockSampling {
  private cancelResample: (() => void) | null = null;
  private readonly options: ClockSamplingOptions | false;
  private readonly exchange = (clientSentAt: number) => exchangeTime(this.socket, clientSentAt);

  constructor(
    private readonly clock: ClockSync,
    private readonly socket: RoomSocket,
    private readonly store: RoomStore,
    private readonly schedule: (fn: () => void, ms: number) => () => void,
    options: ClockSamplingOptions | false | undefined,
  ) {
    this.options = options ?? DEFAULT_SAMPLING;
  }

  /** Samples the clock offset now, then again every so often while connected. */
  async sync(): Promise<void> {
    const options = this.options;
    if (!options) return;
    this.stop();
    this.clock.reset();
    await measureClock(this.clock, this.exchange, { count: options.initialSamples, gapMs: 100 });
    this.publish();
    const again = () => {
      this.cancelResample = this.schedule(() => {
        if (!this.socket.connected) return;
        void measureClock(this.clock, this.exchange, { count: options.resampleCount, gapMs: 50 }).then(() => {
          this.publish();
          again();
        });
      }, options.resampleEveryMs);
    };
    again();
  }

  /** Stops the periodic measurement. */
  stop(): void {
    this.cancelResample?.();
    this.cancelResample = null;
  }

  private publish(): void {
    if (!this.clock.ready) return;
    this.store.set({ clockOffsetMs: this.clock.offset, clockRttMs: this.clock.rtt });
  }
}
