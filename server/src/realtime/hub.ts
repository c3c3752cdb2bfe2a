import type { NotificationsChanged } from '@common/notifications';
import type { LiveChatMessage, PartyStarting, RoomSummary } from '@common/rooms';
import type { BudgetFactory } from './budget';

/**
 * What the rest of the server may ask of the real-time layer, on one process or many. Set on the app
 * context by attachRealtime; absent when the app is built without a listening HTTP server.
 */
export interface RealtimeHub {
  /** The rooms open now (every process), for Home's live sessions and Join Stream. */
  listRooms(): Promise<RoomSummary[]>;
  /** The id of the room each of these users hosts, where one is open. */
  roomsHostedBy(userIds: number[]): Promise<Map<number, string>>;
  /** Sends a live chat message to every socket watching its channel. */
  emitLiveChat(message: LiveChatMessage): void;
  /** Tells a signed-in user (every socket of theirs) that a party they asked to be reminded of starts. */
  emitPartyStarting(userId: number, payload: PartyStarting): void;
  /** The users among these with a socket open on this process (none in a worker). Stand-ins may leave it out. */
  localUsers?(userIds: readonly number[]): number[];
  /**
   * Tells one user's sockets on this process that their notifications changed. Each process pushes to its own
   * sockets, having heard of the change itself (features/notifications/live.ts).
   */
  emitNotificationsLocally?(userId: number, payload: NotificationsChanged): void;
  /**
   * A rate budget by name: counted across processes with REDIS_URL (each process alone while Redis is
   * away), in this process otherwise. Ask once per name and keep it. Stand-ins of the hub in API tests may
   * leave it out (the caller then counts in its own process).
   */
  budget?: BudgetFactory;
  /** Socket.IO connections open on this process (for metrics). Stand-ins of the hub may leave it out. */
  openSockets?(): number;
  close(): Promise<void>;
}
