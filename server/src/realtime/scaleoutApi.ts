import type { BudgetFactory } from './budget';
import type { SocketCounts } from './connectionLimits';
import type { ParticipantChange, RoomStore } from './rooms/store';

/**
 * What sharing rooms across processes gives the real-time layer (answered by setupScaleOut when
 * REDIS_URL is set; a single process uses the memory store instead).
 */
export interface ScaleOut {
  /** The rooms, shared by every process. */
  store: RoomStore;
  /** This process's id: the processId of every participant whose socket is connected here. */
  processId: string;
  /** Rate budgets counted across processes (each process counts alone while Redis is away). */
  budgets: BudgetFactory;
  /** Open sockets per user and per visitor address, counted across processes. */
  sockets: SocketCounts;
  /**
   * Registers what to do when the participants of a process that died have been removed from the store
   * (one change per removed participant), so their rooms hear user-left and host-changed.
   */
  onParticipantsRemoved(listener: (changes: ParticipantChange[]) => void): void;
  /** Stops heartbeats and watchers and releases the Redis connections (the Socket.IO server is closed first). */
  close(): Promise<void>;
}
