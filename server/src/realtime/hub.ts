import type { LiveChatMessage, PartyStarting, RoomSummary } from '@common/rooms';

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
  close(): Promise<void>;
}
