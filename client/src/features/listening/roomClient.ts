import type { ReactionType, TrackInfo } from '@common/rooms';
import type { RoomSocket } from '@/lib/socket';
import * as actions from './realtime/actions';
import type { ActionSource, RoomUser } from './realtime/actions';
import { type ClockSamplingOptions, ClockSampling } from './realtime/clockSampling';
import type { Notice, RoomContext } from './realtime/context';
import { chatEvents } from './realtime/events/chat';
import { connectionEvents, handleConnect } from './realtime/events/connection';
import { lobbyEvents } from './realtime/events/lobby';
import { membershipEvents } from './realtime/events/membership';
import { playbackEvents } from './realtime/events/playback';
import { isRoomHost, type ListeningState, RoomStore } from './realtime/store';
import { listenToRoomEvents } from './realtime/transport';
import { ClockSync } from './sync/clock';

export type { ActionSource, RoomUser } from './realtime/actions';
export type { Notice } from './realtime/context';
export type { ListeningState, ShownReaction } from './realtime/store';

export interface RoomClientDeps {
  notify: (notice: Notice) => void;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Clock-offset sampling (tests turn it off). */
  clockSync?: ClockSamplingOptions | false;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * The client side of the listening rooms (part 1, sections 4, 5, 7 and 8), put together from its parts as
 * the server's room handlers are: the state (realtime/store), the socket's events (realtime/transport, with
 * one handler file per event group in realtime/events), the clock (realtime/clockSampling) and the actions
 * the page calls (realtime/actions: what the client can check before emitting, such as the login, the room
 * name, host-only controls and membership).
 */
export class RoomClient {
  private readonly store = new RoomStore();
  private readonly ctx: RoomContext;
  private readonly sampling: ClockSampling;
  private stopListening: (() => void) | null = null;
  /** The server clock estimate shared by the room's audio. */
  readonly clock = new ClockSync();

  constructor(
    private readonly socket: RoomSocket,
    deps: RoomClientDeps,
  ) {
    const schedule = deps.schedule ?? defaultSchedule;
    this.sampling = new ClockSampling(this.clock, socket, this.store, schedule, deps.clockSync);
    this.ctx = {
      socket,
      store: this.store,
      notify: deps.notify,
      schedule,
      rejoin: { roomId: null },
      syncClock: () => void this.sampling.sync(),
    };
  }

  getState = (): ListeningState => this.store.getState();

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  /** Whether this connection is the room's host. */
  isHost(state: ListeningState = this.store.getState()): boolean {
    return isRoomHost(state);
  }

  /** The server's clock now (ms since the epoch). */
  serverNow = (): number => this.clock.serverNow();

  /** Starts following the socket's events (and connects it when needed). */
  attach(): void {
    const ctx = this.ctx;
    this.stopListening = listenToRoomEvents(this.socket, {
      ...connectionEvents(ctx),
      ...lobbyEvents(ctx),
      ...membershipEvents(ctx),
      ...playbackEvents(ctx),
      ...chatEvents(ctx),
    });
    if (this.socket.connected) handleConnect(ctx);
    // Only a socket that is not already connecting is told to: connect() on one whose handshake is under way
    // sends a second CONNECT packet, and a server that has finished the first closes the whole connection.
    else if (!this.socket.active) this.socket.connect();
  }

  /** Stops following the socket; leaves the room first. */
  detach(): void {
    if (this.store.getState().room) this.leaveRoom();
    this.stopListening?.();
    this.stopListening = null;
    this.sampling.stop();
  }

  /** Opens a new handshake (the session's user changed: the server reads identity at the handshake). */
  reconnect(): void {
    if (this.store.getState().room) this.leaveRoom();
    // A join still in flight is sent again on the new connection (see handleConnect).
    this.socket.disconnect();
    this.socket.connect();
  }

  /** Asks for the room list again (Refresh). */
  refreshRooms(): void {
    actions.refreshRooms(this.ctx);
  }

  /** Asks for the room list when in a room and connected (a lobby tab opened below the room). */
  refreshRoomsInRoom(): void {
    actions.refreshRoomsInRoom(this.ctx);
  }

  /** Host New Party or the Debug form: answers the new room's id, or null. */
  createRoom(
    roomName: string,
    user: RoomUser | null,
    source: ActionSource = 'party',
    trackInfo: TrackInfo | null = null,
  ): string | null {
    return actions.createRoom(this.ctx, roomName, user, source, trackInfo);
  }

  /** Joins a room (a card's Join, the Debug list or a /listening?room= link). */
  joinRoom(roomId: string, user: RoomUser | null, source: ActionSource = 'party'): boolean {
    return actions.joinRoom(this.ctx, roomId, user, source);
  }

  /** Leave Room: tells the server and clears the room and its chat. */
  leaveRoom(): void {
    actions.leaveRoom(this.ctx);
  }

  /** Play, pause or seek: the host only (the server enforces it too). */
  control(action: 'play' | 'pause' | 'seek', currentTime: number): boolean {
    return actions.control(this.ctx, action, currentTime);
  }

  /** Plays a catalogue track in the room: the host only. */
  changeTrack(trackInfo: TrackInfo): boolean {
    return actions.changeTrack(this.ctx, trackInfo);
  }

  /** Room chat; true when sent (the input clears). */
  sendMessage(text: string, user: RoomUser | null): boolean {
    return actions.sendMessage(this.ctx, text, user);
  }

  /** The host removes a listener (every tab of theirs); they cannot come back into the room. */
  removeParticipant(userId: number): boolean {
    return actions.removeParticipant(this.ctx, userId);
  }

  /** The host deletes a message of the room chat or of the room's live chat, for everyone. */
  deleteMessage(chat: 'room' | 'live', messageId: string): boolean {
    return actions.deleteMessage(this.ctx, chat, messageId);
  }

  /** A reaction at a relative position (fractions 0 to 1) of the visualizer. */
  sendReaction(reactionType: ReactionType, position: { x: number; y: number }): boolean {
    return actions.sendReaction(this.ctx, reactionType, position);
  }

  /** Reports that this participant's audio is waiting for data, or has caught up. */
  setBuffering(isBuffering: boolean): void {
    actions.setBuffering(this.ctx, isBuffering);
  }

  /** Resync: asks for the room state again and re-measures the clock. */
  resync(): void {
    actions.resync(this.ctx);
  }
}
