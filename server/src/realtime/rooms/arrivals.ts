import { socketRooms, type UserJoined } from '@common/rooms';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomsServer } from '../types';
import { presentParticipant } from './presenter';
import type { RoomStore } from './store';

/** How long the joins to one room that follow a first one are gathered into one announcement (ms). */
export const ARRIVALS_INTERVAL_MS = 200;

/**
 * Tells a room of the participants who join it on this process (decision 0078). The first join after a quiet
 * spell is told at once (user-joined); the joins that follow within the interval are gathered and told together
 * at its end (users-joined), and so on while joins keep coming. A room that fills up (a party starting, hundreds
 * of joins a second) then costs each member one message per interval instead of one per join: with one message
 * per join, a room of n members filling up sends n²/2 messages.
 *
 * A gathered list is read from the store when it goes out: a joiner who has left since is not in it (its leave was
 * told already), and each one comes with its state of that moment (dropped, buffering).
 */
export class Arrivals {
  /** The joiners gathered per room (a socket that joins, leaves and joins again is told once). */
  private readonly windows = new Map<string, { pending: Set<string>; timer: NodeJS.Timeout }>();
  private closed = false;

  constructor(
    private readonly io: RoomsServer,
    private readonly store: RoomStore,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number = ARRIVALS_INTERVAL_MS,
  ) {}

  /** A socket joined `roomId` (it has been sent the room's state): tells the room, now or with the next list. */
  joined(roomId: string, arrival: UserJoined): void {
    const window = this.windows.get(roomId);
    if (window) {
      window.pending.add(arrival.socketId);
      return;
    }
    // To the joiner too (it ignores its own join): through the adapter, this is the first message of the room
    // that gives the joiner's connection a recovery offset (its room state goes past the adapter: snapshot.ts).
    this.io.to(socketRooms.room(roomId)).emit('user-joined', arrival);
    this.open(roomId);
  }

  close(): void {
    this.closed = true;
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
  }

  private open(roomId: string): void {
    if (this.closed) return;
    const timer = setTimeout(() => void this.flush(roomId), this.intervalMs);
    timer.unref();
    this.windows.set(roomId, { pending: new Set(), timer });
  }

  private async flush(roomId: string): Promise<void> {
    const window = this.windows.get(roomId);
    this.windows.delete(roomId);
    if (!window || window.pending.size === 0) return;
    // Joins keep coming: the next ones are gathered while this list is read and sent.
    this.open(roomId);
    try {
      // Only the joiners are read: the list costs the same in a room of any size.
      const still = await this.store.participantsOf(roomId, [...window.pending]);
      if (this.closed) return;
      const joined: UserJoined[] = still.map((p) => ({
        socketId: p.socketId,
        username: p.username,
        participant: presentParticipant(p),
      }));
      if (joined.length > 0) this.io.to(socketRooms.room(roomId)).emit('users-joined', { joined });
    } catch (error) {
      // The joiners were sent the room; the others see them at their next room state (resync, recovery).
      this.log.error({ err: error, roomId, joiners: window.pending.size }, 'announcing joins failed');
    }
  }
}
