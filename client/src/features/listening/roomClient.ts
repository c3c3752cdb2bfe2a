import {
  newRoomId,
  type Participant,
  type Reaction,
  type ReactionType,
  ROOM_LIMITS,
  ROOM_MESSAGES,
  ROOM_SYNC,
  type RoomChatMessage,
  type RoomState,
  type RoomSummary,
  type TimeSyncReply,
  type TrackInfo,
} from '@common/rooms';
import type { RoomSocket } from '@/lib/socket';
import { ClockSync, measureClock } from './sync/clock';

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

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The signed-in user, as far as rooms care. */
export interface RoomUser {
  id: number;
  username: string;
}

/** Which wording a login or name refusal uses: Host New Party / Live Rooms, or the Debug tab. */
export type ActionSource = 'party' | 'debug';

export interface RoomClientDeps {
  notify: (notice: Notice) => void;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Clock-offset sampling (tests turn it off). */
  clockSync?: { initialSamples: number; resampleEveryMs: number; resampleCount: number } | false;
}

const MAX_MESSAGES = 200;
/** Errors that answer a create-room or join-room (others, e.g. a chat refusal, leave a join pending). */
const JOIN_REFUSALS = new Set<string>([
  ROOM_MESSAGES.loginToCreateParty,
  ROOM_MESSAGES.loginToJoinParty,
  ROOM_MESSAGES.roomExists,
  ROOM_MESSAGES.roomNameRequired,
  ROOM_MESSAGES.invalidPayload,
  ROOM_MESSAGES.rateLimited,
]);
const TIME_SYNC_TIMEOUT_MS = 2000;

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

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
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

/**
 * The client side of the listening rooms (part 1, sections 4, 5, 7 and 8): it follows the socket's
 * events into one state object, shows the spec's toasts, checks what the client can check before
 * emitting (login, room name, host-only controls, membership), keeps the clock offset, and puts the
 * user back into their room after a reconnection that the server could not recover.
 */
/** Where a playback or track-change payload puts the room's clock. */
function clockOf(payload: { isPlaying: boolean; currentTime: number; serverTime: number }) {
  return { isPlaying: payload.isPlaying, currentTime: payload.currentTime, serverTime: payload.serverTime };
}

export class RoomClient {
  private state: ListeningState = initialState;
  private readonly listeners = new Set<() => void>();
  private readonly detachers: (() => void)[] = [];
  private readonly schedule: NonNullable<RoomClientDeps['schedule']>;
  private reactionKey = 0;
  private rejoinedFor: string | null = null;
  private resampleCancel: (() => void) | null = null;
  /** The server clock estimate shared by the room's audio. */
  readonly clock = new ClockSync();

  constructor(
    private readonly socket: RoomSocket,
    private readonly deps: RoomClientDeps,
  ) {
    this.schedule = deps.schedule ?? defaultSchedule;
  }

  // ---- state -------------------------------------------------------------------------------------

  getState = (): ListeningState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<ListeningState>): void {
    const state = { ...this.state, ...next };
    // A member of a room is not sent rooms-list changes: its own room's card follows the room itself.
    if (state.room && (next.room !== undefined || next.rooms !== undefined)) {
      state.rooms = withOwnRoom(state.rooms, state.room);
    }
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Whether this connection is the room's host. */
  isHost(state: ListeningState = this.state): boolean {
    return state.room !== null && state.socketId !== null && state.room.host === state.socketId;
  }

  /** The server's clock now (ms since the epoch). */
  serverNow = (): number => this.clock.serverNow();

  // ---- wiring ------------------------------------------------------------------------------------

  /** Starts following the socket's events (and connects it when needed). */
  attach(): void {
    const s = this.socket;
    const on = <E extends Parameters<RoomSocket['on']>[0]>(
      event: E,
      handler: Parameters<RoomSocket['on']>[1],
    ) => {
      s.on(event, handler as never);
      this.detachers.push(() => s.off(event, handler as never));
    };
    on('connect', () => this.handleConnect());
    on('disconnect', () => this.set({ connected: false }));
    on('connect_error', (error: Error) => this.handleConnectError(error));
    on('room-created', (payload: { roomId: string }) => this.handleRoomCreated(payload.roomId));
    on('rooms-list', (rooms: RoomSummary[]) => this.set({ rooms, roomsLoaded: true }));
    on('room-state', (state: RoomState) => this.handleRoomState(state));
    on('user-joined', (payload: { participant: Participant; username: string; socketId: string }) =>
      this.handleUserJoined(payload),
    );
    on('user-left', (payload: { socketId: string; username: string }) => this.handleUserLeft(payload));
    on('host-changed', (payload: { newHost: string; username: string }) => this.handleHostChanged(payload));
    on('playback-update', (payload: Parameters<RoomClient['handlePlayback']>[0]) =>
      this.handlePlayback(payload),
    );
    on('track-changed', (payload: Parameters<RoomClient['handleTrackChanged']>[0]) =>
      this.handleTrackChanged(payload),
    );
    on('new-message', (message: RoomChatMessage) => this.handleMessage(message));
    on('new-reaction', (reaction: Reaction) => this.handleReaction(reaction));
    on('participant-buffering', (payload: { socketId: string; isBuffering: boolean }) =>
      this.handleBuffering(payload),
    );
    on('participant-updated', (participant: Participant) => this.handleParticipantUpdated(participant));
    on('error', (payload: { message: string }) => this.handleServerError(payload));
    if (s.connected) this.handleConnect();
    else s.connect();
  }

  /** Stops following the socket; leaves the room first. */
  detach(): void {
    if (this.state.room) this.leaveRoom();
    for (const detach of this.detachers.splice(0)) detach();
    this.resampleCancel?.();
    this.resampleCancel = null;
  }

  /** Opens a new handshake (the session's user changed: the server reads identity at the handshake). */
  reconnect(): void {
    if (this.state.room) this.leaveRoom();
    // A join still in flight is sent again on the new connection (see handleConnect).
    this.socket.disconnect();
    this.socket.connect();
  }

  // ---- server events -----------------------------------------------------------------------------

  private handleConnect(): void {
    const target = this.state.room?.roomId ?? this.state.joiningRoomId;
    this.set({ connected: true, socketId: this.socket.id ?? null, lastError: null });
    this.socket.emit('get-rooms');
    if (target && !this.socket.recovered) {
      // Not recovered within the window (or a new process), or a join lost with the old connection:
      // ask for our place again.
      this.rejoinedFor = target;
      this.set({ joiningRoomId: target });
      this.socket.emit('join-room', { roomId: target });
    }
    void this.syncClock();
  }

  private handleConnectError(error: Error): void {
    this.set({ connected: false, lastError: ROOM_MESSAGES.connectionErrorStored(error.message) });
    this.deps.notify({
      title: ROOM_MESSAGES.connectionErrorTitle,
      description: ROOM_MESSAGES.connectionError(error.message),
      variant: 'destructive',
    });
  }

  private handleRoomCreated(roomId: string): void {
    this.deps.notify({ title: 'Room Created', description: "You've created a new listening room." });
    if (this.state.room?.roomId !== roomId && this.state.joiningRoomId !== roomId) {
      this.set({ joiningRoomId: roomId });
      this.socket.emit('join-room', { roomId });
    }
  }

  private handleRoomState(state: RoomState): void {
    const current = this.state.room?.roomId ?? null;
    const expected = this.state.joiningRoomId;
    if (state.roomId !== current && state.roomId !== expected) return;
    const socketId = this.socket.id ?? this.state.socketId;
    const present = state.participants.some((p) => p.socketId === socketId);
    const fresh = state.roomId !== current;
    this.set({
      room: state,
      joiningRoomId: present ? null : this.state.joiningRoomId,
      messages: fresh ? [] : this.state.messages,
      reactions: fresh ? [] : this.state.reactions,
      socketId,
    });
    if (!present && this.state.connected && this.rejoinedFor !== state.roomId) {
      // The room no longer knows this connection (e.g. a recovery on another process): join again.
      this.rejoinedFor = state.roomId;
      this.socket.emit('join-room', { roomId: state.roomId });
    } else if (present) {
      this.rejoinedFor = null;
    }
  }

  private handleUserJoined(payload: { socketId: string; username: string; participant: Participant }) {
    const room = this.state.room;
    if (!room) return;
    const others = room.participants.filter((p) => p.socketId !== payload.socketId);
    this.set({ room: { ...room, participants: [...others, payload.participant] } });
    if (payload.socketId !== this.state.socketId) {
      this.deps.notify({ title: 'User Joined', description: `${payload.username} has joined the room.` });
    }
  }

  private handleUserLeft(payload: { socketId: string; username: string }): void {
    const room = this.state.room;
    if (!room) return;
    this.set({
      room: { ...room, participants: room.participants.filter((p) => p.socketId !== payload.socketId) },
    });
    this.deps.notify({ title: 'User Left', description: `${payload.username} has left the room.` });
  }

  private handleHostChanged(payload: { newHost: string; username: string }): void {
    const room = this.state.room;
    if (!room) return;
    const participant = room.participants.find((p) => p.socketId === payload.newHost);
    this.set({
      room: {
        ...room,
        host: payload.newHost,
        hostName: payload.username,
        hostUserId: participant?.userId ?? room.hostUserId,
      },
    });
    this.deps.notify({ title: 'Host Changed', description: `${payload.username} is now the host.` });
  }

  private handlePlayback(payload: {
    isPlaying: boolean;
    currentTime: number;
    serverTime: number;
    action: string;
  }): void {
    const room = this.state.room;
    if (!room) return;
    this.set({ room: { ...room, ...clockOf(payload) } });
  }

  private handleTrackChanged(payload: {
    track: TrackInfo;
    isPlaying: boolean;
    currentTime: number;
    serverTime: number;
  }): void {
    const room = this.state.room;
    if (!room) return;
    this.set({ room: { ...room, track: payload.track, ...clockOf(payload) } });
    this.deps.notify({
      title: 'Track Changed',
      description: `Now playing: ${payload.track.title} by ${payload.track.artist}`,
    });
  }

  private handleMessage(message: RoomChatMessage): void {
    if (!this.state.room) return;
    this.set({ messages: [...this.state.messages, message].slice(-MAX_MESSAGES) });
  }

  private handleReaction(reaction: Reaction): void {
    if (!this.state.room) return;
    this.reactionKey += 1;
    const key = this.reactionKey;
    this.set({ reactions: [...this.state.reactions, { ...reaction, key }] });
    this.schedule(() => {
      this.set({ reactions: this.state.reactions.filter((r) => r.key !== key) });
    }, ROOM_LIMITS.reactionDisplayMs);
  }

  private handleBuffering(payload: { socketId: string; isBuffering: boolean }): void {
    const room = this.state.room;
    if (!room) return;
    this.set({
      room: {
        ...room,
        participants: room.participants.map((p) =>
          p.socketId === payload.socketId ? { ...p, isBuffering: payload.isBuffering } : p,
        ),
      },
    });
  }

  private handleParticipantUpdated(participant: Participant): void {
    const room = this.state.room;
    if (!room) return;
    this.set({
      room: {
        ...room,
        participants: room.participants.map((p) => (p.socketId === participant.socketId ? participant : p)),
      },
    });
  }

  private handleServerError(payload: { message: string }): void {
    if (payload.message === ROOM_MESSAGES.roomNotFound) {
      // The room is gone (or never was): nothing to show or to join again.
      this.rejoinedFor = null;
      this.set({ room: null, joiningRoomId: null, messages: [], reactions: [] });
    } else if (this.state.joiningRoomId && JOIN_REFUSALS.has(payload.message)) {
      // A refused create or join leaves nothing pending.
      this.set({ joiningRoomId: null });
    }
    this.set({ lastError: payload.message });
    this.deps.notify({ title: 'Error', description: payload.message });
  }

  // ---- clock -------------------------------------------------------------------------------------

  private exchange = (clientSentAt: number): Promise<TimeSyncReply> =>
    new Promise((resolve, reject) => {
      this.socket
        .timeout(TIME_SYNC_TIMEOUT_MS)
        .emit('time-sync', { clientSentAt }, (error: Error | null, reply: TimeSyncReply) => {
          if (error) reject(error);
          else resolve(reply);
        });
    });

  /** Samples the clock offset now, then again every so often while connected. */
  private async syncClock(): Promise<void> {
    const options = this.deps.clockSync ?? {
      initialSamples: ROOM_SYNC.timeSyncSamples,
      resampleEveryMs: ROOM_SYNC.timeSyncIntervalMs,
      resampleCount: 4,
    };
    if (!options) return;
    this.resampleCancel?.();
    this.resampleCancel = null;
    this.clock.reset();
    await measureClock(this.clock, this.exchange, { count: options.initialSamples, gapMs: 100 });
    this.publishClock();
    const again = () => {
      this.resampleCancel = this.schedule(() => {
        if (!this.socket.connected) return;
        void measureClock(this.clock, this.exchange, { count: options.resampleCount, gapMs: 50 }).then(() => {
          this.publishClock();
          again();
        });
      }, options.resampleEveryMs);
    };
    again();
  }

  private publishClock(): void {
    if (!this.clock.ready) return;
    this.set({ clockOffsetMs: this.clock.offset, clockRttMs: this.clock.rtt });
  }

  // ---- actions -----------------------------------------------------------------------------------

  /** False (and the error 'Not connected to server' set and shown) when offline. */
  private ensureConnected(): boolean {
    if (this.socket.connected) return true;
    this.set({ lastError: ROOM_MESSAGES.notConnected });
    this.deps.notify({ title: 'Error', description: ROOM_MESSAGES.notConnected });
    return false;
  }

  private loginRequired(description: string): void {
    this.deps.notify({ title: ROOM_MESSAGES.loginRequired, description });
  }

  /** Asks for the room list again (Refresh). */
  refreshRooms(): void {
    if (this.ensureConnected()) this.socket.emit('get-rooms');
  }

  /**
   * Asks for the room list when in a room and connected (a lobby tab opened below the room): the server
   * sends list changes only to connections in no room.
   */
  refreshRoomsInRoom(): void {
    if (this.state.room && this.socket.connected) this.socket.emit('get-rooms');
  }

  /**
   * Host New Party (source 'party') or the Debug form: checks the name and the login, then creates a
   * room with a new id (with a first track when a scheduled party has one). Answers the id, or null.
   */
  createRoom(
    roomName: string,
    user: RoomUser | null,
    source: ActionSource = 'party',
    trackInfo: TrackInfo | null = null,
  ): string | null {
    const name = roomName.trim();
    if (!name) {
      if (source === 'party') {
        this.deps.notify({
          title: ROOM_MESSAGES.roomNameRequiredTitle,
          description: ROOM_MESSAGES.roomNameRequired,
        });
      } else {
        this.deps.notify({ title: 'Error', description: ROOM_MESSAGES.debugRoomNameRequired });
      }
      return null;
    }
    if (!user) {
      this.loginRequired(
        source === 'party' ? ROOM_MESSAGES.loginToCreateParty : ROOM_MESSAGES.loginToCreateRoom,
      );
      return null;
    }
    if (!this.ensureConnected()) return null;
    if (this.state.room) this.leaveRoom();
    const roomId = newRoomId();
    this.set({ joiningRoomId: roomId });
    this.socket.emit('create-room', {
      roomId,
      username: user.username,
      roomName: name.slice(0, ROOM_LIMITS.roomNameMaxLength),
      trackInfo,
    });
    return roomId;
  }

  /** Joins a room (a card's Join, the Debug list or a /listening?room= link). */
  joinRoom(roomId: string, user: RoomUser | null, source: ActionSource = 'party'): boolean {
    if (!user) {
      this.loginRequired(source === 'party' ? ROOM_MESSAGES.loginToJoinParty : ROOM_MESSAGES.loginToJoinRoom);
      return false;
    }
    if (!this.ensureConnected()) return false;
    if (this.state.room?.roomId === roomId) return true;
    if (this.state.room) this.leaveRoom();
    this.set({ joiningRoomId: roomId });
    this.socket.emit('join-room', { roomId, username: user.username });
    return true;
  }

  /** Leave Room: tells the server and clears the room and its chat. */
  leaveRoom(): void {
    const room = this.state.room;
    if (room && this.socket.connected) this.socket.emit('leave-room', { roomId: room.roomId });
    this.rejoinedFor = null;
    this.set({ room: null, joiningRoomId: null, messages: [], reactions: [] });
  }

  /**
   * The current room when this client hosts it and is connected; otherwise null, after 'Permission Denied'
   * with `denied` for a non-host (the server enforces the same).
   */
  private hostedRoom(denied: string): RoomState | null {
    const room = this.state.room;
    if (!room) return null;
    if (!this.isHost()) {
      this.deps.notify({
        title: ROOM_MESSAGES.permissionDenied,
        description: denied,
        variant: 'destructive',
      });
      return null;
    }
    return this.ensureConnected() ? room : null;
  }

  /** Play, pause or seek: the host only (the server enforces it too). */
  control(action: 'play' | 'pause' | 'seek', currentTime: number): boolean {
    const room = this.hostedRoom(ROOM_MESSAGES.hostOnlyPlayback);
    if (!room) return false;
    this.socket.emit('playback-control', {
      roomId: room.roomId,
      action,
      currentTime: Math.max(0, currentTime),
    });
    return true;
  }

  /** Plays a catalogue track in the room: the host only. */
  changeTrack(trackInfo: TrackInfo): boolean {
    const room = this.hostedRoom(ROOM_MESSAGES.hostOnlyTrack);
    if (!room) return false;
    this.socket.emit('change-track', { roomId: room.roomId, trackInfo });
    return true;
  }

  /**
   * Room chat: a blank message is ignored (false); a user who is not among the participants gets
   * 'Could not find your user information.'. True when sent (the input clears).
   */
  sendMessage(text: string, user: RoomUser | null): boolean {
    const room = this.state.room;
    const message = text.trim();
    if (!room || !message) return false;
    const me = room.participants.find((p) => p.socketId === this.state.socketId);
    if (!user || !me) {
      this.deps.notify({ title: 'Error', description: ROOM_MESSAGES.userNotFound });
      return false;
    }
    if (!this.ensureConnected()) return false;
    this.socket.emit('send-message', { roomId: room.roomId, message, username: user.username });
    return true;
  }

  /** A reaction at a relative position (fractions 0 to 1) of the visualizer. */
  sendReaction(reactionType: ReactionType, position: { x: number; y: number }): boolean {
    const room = this.state.room;
    if (!room) return false;
    if (!this.ensureConnected()) return false;
    const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0.5));
    this.socket.emit('send-reaction', {
      roomId: room.roomId,
      reactionType,
      position: { x: clamp(position.x), y: clamp(position.y) },
    });
    return true;
  }

  /** Reports that this participant's audio is waiting for data, or has caught up. */
  setBuffering(isBuffering: boolean): void {
    const room = this.state.room;
    if (!room || !this.socket.connected) return;
    this.socket.emit('buffering', { roomId: room.roomId, isBuffering });
  }

  /** Resync: asks for the room state again and re-measures the clock. */
  resync(): void {
    const room = this.state.room;
    if (!room || !this.ensureConnected()) return;
    this.socket.emit('resync', { roomId: room.roomId });
    void this.syncClock();
  }
}
