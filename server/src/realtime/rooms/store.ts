import type { Participant, TrackInfo } from '@common/rooms';

/**
 * Where the listening rooms live: in this process (memoryStore) or shared by every process (Redis).
 * Every method is one atomic step, so two processes changing the same room never lose an update.
 *
 * Invariants every implementation keeps:
 * - a room always has at least one participant, and its host is one of them (removing the last
 *   participant deletes the room);
 * - participants are kept in the order they joined (the first is the longest present);
 * - a socket appears at most once in a room.
 */
export interface RoomStore {
  /** Creates the room if no room has this id; answers the stored room, or null when the id is taken. */
  create(room: NewRoom): Promise<RoomRecord | null>;
  get(roomId: string): Promise<RoomRecord | null>;
  /**
   * The room without its participants (host, track, clock): what a host's control needs, read without
   * copying or transferring every participant. Answers null when the room does not exist.
   */
  head(roomId: string): Promise<RoomHead | null>;
  /**
   * The room without its participants, with the participant of `socketId` (null when that socket is not in it)
   * and the host, in one step: what a join, a chat message or a reaction needs, read in the same time in a room of
   * any size (decision 0078). Answers null when the room does not exist.
   */
  place(roomId: string, socketId: string): Promise<RoomPlace | null>;
  /**
   * The participants of these sockets that are in the room, in the order asked, as stored now (none when the room
   * does not exist).
   */
  participantsOf(roomId: string, socketIds: readonly string[]): Promise<RoomParticipant[]>;
  /** Every room, oldest first. */
  list(): Promise<RoomRecord[]>;
  /**
   * Adds a participant at the end of the room, or, when the socket is already in it (a recovered
   * connection), makes it active again with its new process id while keeping its place and joinedAt.
   * When the host is inactive and the participant added is active, the participant becomes host (in the
   * same step). Answers null when the room does not exist.
   */
  addParticipant(roomId: string, participant: RoomParticipant): Promise<RoomRecord | null>;
  /**
   * Removes a socket from a room. When it was the host, the longest-present participant becomes host
   * (an active one if any, otherwise the longest-present inactive one). The room is deleted with its
   * last participant. With onlyIfInactive, an active participant is left alone (participant: null); with
   * onlyIfProcess, so is one whose processId is another (it came back on another process).
   */
  removeParticipant(
    roomId: string,
    socketId: string,
    options?: { onlyIfInactive?: boolean; onlyIfProcess?: string },
  ): Promise<ParticipantChange>;
  /**
   * Marks a participant active or not (an unclean disconnect keeps it, inactive, for the recovery
   * window). Going inactive clears its buffering flag; when it is the host and another participant is
   * active, the longest-present active participant becomes host.
   */
  setActive(roomId: string, socketId: string, isActive: boolean): Promise<ParticipantChange>;
  /** Sets the room clock; answers false when the room does not exist (the room itself is not read back). */
  setPlayback(roomId: string, playback: PlaybackClock): Promise<boolean>;
  /** Sets the track and the room clock together; answers false when the room does not exist. */
  setTrack(roomId: string, track: TrackInfo, playback: PlaybackClock): Promise<boolean>;
  /** Answers null when the room or the participant does not exist. */
  setBuffering(roomId: string, socketId: string, isBuffering: boolean): Promise<RoomRecord | null>;
  /**
   * Removes every participant whose processId is this one, in every room (a process that died), with
   * the same host hand-off and deletion as removeParticipant; one change per removed participant.
   */
  removeProcess(processId: string): Promise<ParticipantChange[]>;
  /** Releases connections; the memory store forgets its rooms. */
  close(): Promise<void>;
}

/**
 * The room clock: at server time anchorTime (ms since the epoch) the track is at `position` seconds;
 * while playing, it advances with the server clock from there. anchorTime may lie slightly in the future
 * (the play lead): before it, a playing room holds at `position`.
 */
export interface PlaybackClock {
  isPlaying: boolean;
  position: number;
  anchorTime: number;
  /**
   * Set while a playing room is held (paused) for participants who are buffering: the server time at which
   * it plays on at the latest. Stores keep it as part of the clock.
   */
  holdUntil?: number;
}

/** A participant as stored: the public Participant plus the process its socket is connected to. */
export interface RoomParticipant extends Participant {
  processId: string;
}

export interface RoomRecord {
  roomId: string;
  name: string;
  /** Socket id of the host; always one of `participants`. */
  hostSocketId: string;
  /** Ms since the epoch. */
  createdAt: number;
  participants: RoomParticipant[];
  track: TrackInfo | null;
  playback: PlaybackClock;
}

/** A room without its participants. */
export type RoomHead = Omit<RoomRecord, 'participants'>;

/** A room's head with one socket's place in it and its host (RoomStore.place). */
export interface RoomPlace {
  room: RoomHead;
  /** The participant of the socket asked about; null when it is not in the room. */
  participant: RoomParticipant | null;
  host: RoomParticipant;
}

export interface NewRoom {
  roomId: string;
  name: string;
  createdAt: number;
  /** The creator, who becomes host and first participant. */
  host: RoomParticipant;
  track: TrackInfo | null;
  playback: PlaybackClock;
}

/** What a participant change did. */
export interface ParticipantChange {
  roomId: string;
  /**
   * The room after the change, without its participants (so a change costs the same in a room of any size:
   * decision 0078); null when it was deleted or did not exist.
   */
  room: RoomHead | null;
  /** The participant removed or updated (as it was stored); null when the socket was not in the room. */
  participant: RoomParticipant | null;
  /** The new host, when the change moved the host role. */
  newHost: RoomParticipant | null;
  /** The room was deleted by this change (its last participant left). */
  deleted: boolean;
}

/** The participant that takes over from a leaving or dropping host: the longest present, active first. */
export function nextHost(
  participants: readonly RoomParticipant[],
  leavingSocketId: string,
  activeOnly: boolean,
): RoomParticipant | null {
  const others = participants.filter((participant) => participant.socketId !== leavingSocketId);
  const active = others.find((participant) => participant.isActive);
  if (active) return active;
  return activeOnly ? null : (others[0] ?? null);
}
