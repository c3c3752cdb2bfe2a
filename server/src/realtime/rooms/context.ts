import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import type { ConnectionLimits } from '../connectionLimits';
import type { KeyedQueue } from '../keyedQueue';
import type { SocketRateLimiter } from '../rateLimit';
import type { RoomsServer, RoomsSocket } from '../types';
import type { Arrivals } from './arrivals';
import type { RoomsListBroadcaster } from './roomsList';
import type { RoomStore } from './store';

/** What the room handlers share: transport, state, and this process's timers. */
export interface RoomsContext {
  io: RoomsServer;
  store: RoomStore;
  /** This process's id, stored with every participant connected here. */
  processId: string;
  db: Db;
  log: FastifyBaseLogger;
  limiter: SocketRateLimiter;
  roomsList: RoomsListBroadcaster;
  /** Tells rooms of their joiners, gathering the joins that come close together. */
  arrivals: Arrivals;
  /** Timers of this process (recovery windows, buffering holds), cleared on close. */
  timers: Timers;
  /** How long a dropped participant is kept for its connection to be recovered (ms). */
  recoveryWindowMs: number;
  /** How long a buffering participant may hold a playing room, and how often a room may be held (ms). */
  buffering: { waitMaxMs: number; cooldownMs: number };
  /** When each room, and each user in each room, last held it for buffering (one hold per cooldown). */
  lastHolds: Map<string, number>;
  /** Each socket's events, and each user's room creations, one after another. */
  queues: KeyedQueue;
  /** Open sockets per user and per visitor address. */
  connections: ConnectionLimits;
  /** True once the server is shutting down: disconnects then change no room. */
  closing: boolean;
}

/** Named timers: setting a name again replaces its timer. A failing callback is logged, never thrown. */
export class Timers {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly log: FastifyBaseLogger) {}

  set(name: string, delayMs: number, run: () => Promise<void> | void): void {
    this.clear(name);
    const timer = setTimeout(() => {
      this.timers.delete(name);
      // A rejected callback (a store that cannot be reached) must not become an unhandled rejection.
      new Promise<void>((resolve) => resolve(run())).catch((error: unknown) =>
        this.log.error({ err: error, timer: name }, 'room timer failed'),
      );
    }, delayMs);
    timer.unref();
    this.timers.set(name, timer);
  }

  has(name: string): boolean {
    return this.timers.has(name);
  }

  clear(name: string): void {
    const timer = this.timers.get(name);
    if (timer) clearTimeout(timer);
    this.timers.delete(name);
  }

  clearAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * One group of socket event handlers (a feature's): attached to every connecting socket, with the rooms' shared
 * state. The listening feature's module lists its groups (lobby, playback, chat, ...).
 */
export type SocketHandlers = (ctx: RoomsContext, socket: RoomsSocket) => void;
