import type { Reaction, RoomChatMessage, RoomState, RoomSummary } from '@common/rooms';

/** A reaction on screen, with a key of its own (it vanishes after 2 s). */
export interface ShownReaction extends Reaction {
  key: number;
}

/** Everything the Listening Parties screen shows from the real-time connection. */
export interface ListeningState {
  connected: boolean;
  socketId: string | null;
  rooms: RoomSummary[];
  roomsLoaded: boolean;
  /** The room this user is in (full state), or null. */
  room: RoomState | null;
  /** A join sent and not answered yet. */
  joiningRoomId: string | null;
  messages: RoomChatMessage[];
  reactions: ShownReaction[];
  /** The last error (server error event, connection error or an offline action), shown in Debug. */
  lastError: string | null;
  /** Server minus client clock (ms) and the best round trip, once measured. */
  clockOffsetMs: number | null;
  clockRttMs: number | null;
}

const initialState: ListeningState = {
  connected: false,
  socketId: null,
  rooms: [],
  roomsLoaded: false,
  room: null,
  joiningRoomId: null,
  messages: [],
  reactions: [],
  lastError: null,
  clockOffsetMs: null,
  clockRttMs: null,
};

/** The rooms list with this client's own room as its room state says (added when the list lacks it). */
function withOwnRoom(rooms: RoomSummary[], room: RoomState): RoomSummary[] {
  const own: RoomSummary = {
    id: room.roomId,
    name: room.name,
    hostName: room.hostName,
    participantCount: room.participants.length,
    track: room.track,
    isPlaying: room.isPlaying,
  };
  const index = rooms.findIndex((r) => r.id === own.id);
  if (index < 0) return [...rooms, own];
  const listed = rooms[index]!;
  const same =
    listed.name === own.name &&
    listed.hostName === own.hostName &&
    listed.participantCount === own.participantCount &&
    listed.track === own.track &&
    listed.isPlaying === own.isPlaying;
  return same ? rooms : rooms.map((r, i) => (i === index ? own : r));
}

/** The one state object of the rooms connection, and who listens to it (React's useSyncExternalStore). */
export class RoomStore {
  private state: ListeningState = initialState;
  private readonly listeners = new Set<() => void>();

  getState = (): ListeningState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Merges `next` into the state and tells every listener. */
  set(next: Partial<ListeningState>): void {
    const state = { ...this.state, ...next };
    // A member of a room is not sent rooms-list changes: its own room's card follows the room itself.
    if (state.room && (next.room !== undefined || next.rooms !== undefined)) {
      state.rooms = withOwnRoom(state.rooms, state.room);
    }
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** Whether this connection is the room's host. */
export function isRoomHost(state: ListeningState): boolean {
  return state.room !== null && state.socketId !== null && state.room.host === state.socketId;
}
