import { z } from 'zod';
import type { NotificationsChanged } from './notifications';

/**
 * The listening rooms' real-time contract (part 1, sections 3, 4, 7 and 9): the events both ends speak,
 * their payloads, and the limits. Declared once here; the server parses every incoming payload with these
 * schemas and the client is typed by the same event maps.
 *
 * Beyond the spec's events, three more keep participants in tight sync: `time-sync` (an NTP-style clock
 * sample answered through an acknowledgement), `buffering` (a participant waiting for audio) and `resync`
 * (ask for the room state again). Playback payloads carry `serverTime`: the server clock (ms since the
 * epoch) at which `currentTime` holds, so a client plays "at server time T".
 */

/** Timing and size constants of part 1, section 9, and the server's own limits. */
export const ROOM_LIMITS = {
  /** The host's audio seeks when it drifts more than this from the room time (seconds). */
  hostSeekDriftSeconds: 2,
  /** Reactions and visualizer ripples vanish after this (ms). */
  reactionDisplayMs: 2000,
  /** Participant avatars shown before '+N listeners'. */
  avatarsShown: 5,
  visualizerBars: 40,
  /** Room chat panel height inside rooms, and elsewhere (px). */
  roomChatHeightPx: 300,
  chatHeightPx: 400,
  /** Longest room chat message, after trimming (characters). */
  messageMaxLength: 500,
  /** Longest room name (characters). */
  roomNameMaxLength: 80,
  /** Largest socket message the server accepts (bytes). */
  maxHttpBufferSize: 16 * 1024,
  /** A client that drops for less than this comes back into its room and role (ms). */
  recoveryWindowMs: 2 * 60 * 1000,
  /** Sockets one signed-in user may have open at once (tabs and devices). */
  socketsPerUser: 10,
  /** Visitor sockets one network address may have open at once. */
  visitorSocketsPerAddress: 20,
  /** Rooms sent in one rooms-list (the newest ones). */
  roomsListMax: 100,
} as const;

/**
 * Server-clock sync of the listening rooms (see the "serverTime" of playback payloads). The first four are
 * the server's; the others are what a client aims for when it keeps its audio on the room clock.
 */
export const ROOM_SYNC = {
  /** A play, or a seek while playing, starts this long after the server receives it, so every client starts together (ms). */
  playLeadMs: 500,
  /** A track change while playing starts this long after it: the new audio has to load first (ms). */
  trackChangeLeadMs: 1500,
  /** A buffering participant holds a playing room at most this long; then it plays on without them (ms). */
  bufferingWaitMaxMs: 5000,
  /** One participant holds the room at most once in this long, so a poor connection cannot stall everyone (ms). */
  bufferingHoldCooldownMs: 15_000,
  /** Clock samples taken through time-sync when connecting; the one with the shortest round trip wins. */
  timeSyncSamples: 8,
  /** Take new clock samples this often while in a room (ms). */
  timeSyncIntervalMs: 30_000,
  /** Drift above this (the median of the last few measurements) is closed by nudging playbackRate (ms). */
  nudgeFromMs: 5,
  /** Drift above this is closed by a seek (ms). */
  seekFromMs: 400,
  /** The largest playbackRate change used to close drift (0.05 = 5 %). */
  maxRateNudge: 0.05,
} as const;

/** Real-time client defaults (part 1, section 9). */
export const SOCKET_CLIENT_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** Per-socket event budgets: at most `points` events of a group per `durationMs`. */
export const SOCKET_RATE_LIMITS = {
  lobby: { points: 20, durationMs: 10_000 },
  control: { points: 10, durationMs: 1_000 },
  chat: { points: 5, durationMs: 5_000 },
  reaction: { points: 10, durationMs: 1_000 },
  sync: { points: 30, durationMs: 1_000 },
} as const;
export type SocketEventGroup = keyof typeof SOCKET_RATE_LIMITS;

/** The texts of part 1, sections 5 and 8, and the server's own refusals. */
export const ROOM_MESSAGES = {
  hostOnlyPlayback: 'Only the host can control playback.',
  hostOnlyTrack: 'Only the host can change tracks.',
  permissionDenied: 'Permission Denied',
  notConnected: 'Not connected to server',
  loginToCreateParty: 'You need to be logged in to create a listening party',
  loginToCreateRoom: 'You need to be logged in to create a room',
  loginToJoinParty: 'You need to be logged in to join a listening party',
  loginToJoinRoom: 'You need to be logged in to join a room',
  loginRequired: 'Login Required',
  roomNameRequiredTitle: 'Room name required',
  roomNameRequired: 'Please provide a name for your listening party.',
  debugRoomNameRequired: 'Please enter a room name',
  userNotFound: 'Could not find your user information.',
  roomNotFound: 'Room not found',
  roomExists: 'A room with this id already exists',
  notInRoom: 'You are not in this room',
  blankMessage: 'Message cannot be empty',
  messageTooLong: `Message is too long (at most ${500} characters)`,
  trackNotFound: 'Track not found',
  invalidPayload: 'Invalid request',
  rateLimited: 'Too many requests. Please slow down.',
  tooManyLiveChats: 'Too many live chats open at once',
  alreadyHosting: 'You are already hosting a room',
  hostOnlyModeration: 'Only the host can remove listeners and messages.',
  cannotRemoveSelf: 'You cannot remove yourself. Leave the room instead.',
  listenerNotFound: 'That listener is no longer in the room.',
  messageNotFound: 'That message is no longer in the chat.',
  removedFromRoom: 'The host removed you from this room.',
  tooManyConnections: 'Too many connections open. Close a tab and try again.',
  tooManyVisitorConnections: 'Too many connections from your network. Please try again later.',
  connectionErrorTitle: 'Connection Error',
  connectionError: (message: string) => `Failed to connect to live room server: ${message}`,
  connectionErrorStored: (message: string) => `Connection error: ${message}`,
} as const;

/** A new room's id: 'room-' plus a timestamp (part 1, section 9). */
export const newRoomId = (now: number = Date.now()): string => `room-${now}`;
export const roomIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid room id');

/**
 * What a room plays. With `trackId` the server takes title, artist, audio and cover from the catalogue
 * (a public, published track) and ignores the rest; without it, audioUrl must be a path on this site.
 */
export const trackInfoSchema = z.object({
  trackId: z.number().int().positive().optional(),
  title: z.string().trim().min(1).max(200),
  artist: z.string().trim().max(200).default(''),
  audioUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/(?!\/)/, 'Audio must come from this site'),
  coverArt: z.string().trim().max(500).nullable().optional(),
  /** Seconds, when known. */
  duration: z.number().nonnegative().nullable().optional(),
});
export type TrackInfo = z.output<typeof trackInfoSchema>;

export const REACTION_TYPES = ['wave', 'heart', 'fire', 'clap'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

const fraction = z.number().min(0).max(1);
/** The username in payloads is accepted for the spec's shape but never trusted: the session's is used. */
const claimedUsername = z.string().max(100).optional();

export const createRoomSchema = z.object({
  roomId: roomIdSchema,
  username: claimedUsername,
  /** The party's name (Host New Party's Room Name); defaults to "{username}'s room". */
  roomName: z
    .string()
    .trim()
    .min(1, ROOM_MESSAGES.roomNameRequired)
    .max(ROOM_LIMITS.roomNameMaxLength)
    .optional(),
  trackInfo: trackInfoSchema.nullable().optional(),
});
export const joinRoomSchema = z.object({ roomId: roomIdSchema, username: claimedUsername });
export const leaveRoomSchema = z.object({ roomId: roomIdSchema });
export const playbackControlSchema = z.object({
  roomId: roomIdSchema,
  action: z.enum(['play', 'pause', 'seek']),
  currentTime: z
    .number()
    .min(0)
    .max(24 * 60 * 60),
});
export const changeTrackSchema = z.object({ roomId: roomIdSchema, trackInfo: trackInfoSchema });
export const sendMessageSchema = z.object({
  roomId: roomIdSchema,
  message: z.string().max(ROOM_LIMITS.messageMaxLength * 4),
  username: claimedUsername,
});
export const removeParticipantSchema = z.object({
  roomId: roomIdSchema,
  userId: z.number().int().positive(),
});
/** The host deletes a message: one of the room chat (its id) or of the room's stored live chat (its number). */
export const deleteMessageSchema = z.object({
  roomId: roomIdSchema,
  chat: z.enum(['room', 'live']),
  messageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export const sendReactionSchema = z.object({
  roomId: roomIdSchema,
  reactionType: z.enum(REACTION_TYPES),
  position: z.object({ x: fraction, y: fraction }),
});
export const bufferingSchema = z.object({ roomId: roomIdSchema, isBuffering: z.boolean() });
export const resyncSchema = z.object({ roomId: roomIdSchema });
export const timeSyncSchema = z.object({ clientSentAt: z.number() });
export const liveChatChannelSchema = z.object({
  channel: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'Invalid channel'),
});

export type CreateRoomInput = z.input<typeof createRoomSchema>;
export type JoinRoomInput = z.input<typeof joinRoomSchema>;
export type PlaybackControlInput = z.input<typeof playbackControlSchema>;
export type ChangeTrackInput = z.input<typeof changeTrackSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendReactionInput = z.input<typeof sendReactionSchema>;
export type RemoveParticipantInput = z.input<typeof removeParticipantSchema>;
export type DeleteMessageInput = z.input<typeof deleteMessageSchema>;

/** A participant (part 1, section 3), plus the user id and whether they are waiting for audio. */
export interface Participant {
  socketId: string;
  username: string;
  userId: number;
  isActive: boolean;
  /** ISO time the participant joined; the longest present becomes host when the host leaves. */
  joinedAt: string;
  isBuffering: boolean;
}

/** The full state pushed on joining and on resync (part 1, section 3). */
export interface RoomState {
  roomId: string;
  name: string;
  /** Socket id of the host. */
  host: string;
  hostName: string;
  hostUserId: number;
  participants: Participant[];
  track: TrackInfo | null;
  isPlaying: boolean;
  /** Position in seconds at `serverTime`. */
  currentTime: number;
  /** Server clock (ms since the epoch) at which currentTime holds. */
  serverTime: number;
}

/** A room in the list (part 1, section 3). */
export interface RoomSummary {
  id: string;
  name: string;
  hostName: string;
  participantCount: number;
  track: TrackInfo | null;
  isPlaying: boolean;
}

export interface RoomChatMessage {
  /** Given by the server, so the host can delete the message for everyone. */
  id: string;
  socketId: string;
  username: string;
  message: string;
  /** ISO time. */
  timestamp: string;
  isHost: boolean;
  /** The sender is a Premium Fan of the room's host (member badge). */
  isMember: boolean;
}

export interface Reaction {
  reactionType: ReactionType;
  position: { x: number; y: number };
  socketId: string;
  username: string;
  /** ISO time. */
  timestamp: string;
}

export interface PlaybackUpdate {
  isPlaying: boolean;
  currentTime: number;
  action: 'play' | 'pause' | 'seek';
  serverTime: number;
}

export interface TrackChanged {
  track: TrackInfo;
  isPlaying: boolean;
  currentTime: number;
  serverTime: number;
}

/** One message of the live chat panel (part 1, section 3), stored per channel. */
export interface LiveChatMessage {
  id: number;
  channel: string;
  senderId: number | null;
  senderName: string;
  message: string;
  /** ISO time. */
  timestamp: string;
  type: 'music' | 'reaction';
}

/** A scheduled party whose start time has come, pushed to the users who asked for a reminder. */
export interface PartyStarting {
  partyId: number;
  title: string;
  hostName: string;
  /** The host's room, when it is open. */
  roomId: string | null;
}

export interface TimeSyncReply {
  clientSentAt: number;
  serverReceivedAt: number;
  serverSentAt: number;
}

/** Events the client sends (part 1, section 7, plus the sync events above). */
export interface ClientToServerEvents {
  'get-rooms': () => void;
  'create-room': (payload: CreateRoomInput) => void;
  'join-room': (payload: JoinRoomInput) => void;
  'leave-room': (payload: { roomId: string }) => void;
  'playback-control': (payload: PlaybackControlInput) => void;
  'change-track': (payload: ChangeTrackInput) => void;
  'send-message': (payload: SendMessageInput) => void;
  'send-reaction': (payload: SendReactionInput) => void;
  buffering: (payload: { roomId: string; isBuffering: boolean }) => void;
  resync: (payload: { roomId: string }) => void;
  'time-sync': (payload: { clientSentAt: number }, ack: (reply: TimeSyncReply) => void) => void;
  'live-chat:join': (payload: { channel: string }) => void;
  'live-chat:leave': (payload: { channel: string }) => void;
  /** The host removes a listener (all their tabs); they cannot come back into this room. */
  'remove-participant': (payload: RemoveParticipantInput) => void;
  /** The host deletes a message of the room chat or of the room's live chat, for everyone. */
  'delete-message': (payload: DeleteMessageInput) => void;
}

/** The payload of room-created. */
export interface RoomCreated {
  roomId: string;
}
/** The payload of user-joined. */
export interface UserJoined {
  socketId: string;
  username: string;
  participant: Participant;
}
/**
 * The payload of users-joined: the participants who joined a room within a moment of each other, in the order
 * they joined, each as the room keeps it now (sent instead of one user-joined each while a room fills up).
 */
export interface UsersJoined {
  joined: UserJoined[];
}
/** The payload of user-left. */
export interface UserLeft {
  socketId: string;
  username: string;
}
/** The payload of host-changed. */
export interface HostChanged {
  newHost: string;
  username: string;
}
/** The payload of participant-buffering. */
export interface ParticipantBuffering {
  socketId: string;
  isBuffering: boolean;
}
/** The payload of removed-from-room, sent to the listener the host removed. */
export interface RemovedFromRoom {
  roomId: string;
  message: string;
}
/** The payload of message-deleted (room chat) and live-chat:deleted (a stored channel's message). */
export interface MessageDeleted {
  messageId: string;
}
export interface LiveChatDeleted {
  channel: string;
  id: number;
}

/** The payload of error: a refused event (rate limited, invalid, not host, not in the room). */
export interface SocketError {
  message: string;
}

/** Events the client receives (part 1, section 7, plus the live chat panel and party reminders). */
export interface ServerToClientEvents {
  'room-created': (payload: RoomCreated) => void;
  'rooms-list': (rooms: RoomSummary[]) => void;
  'room-state': (state: RoomState) => void;
  'user-joined': (payload: UserJoined) => void;
  'users-joined': (payload: UsersJoined) => void;
  'user-left': (payload: UserLeft) => void;
  'host-changed': (payload: HostChanged) => void;
  'playback-update': (payload: PlaybackUpdate) => void;
  'track-changed': (payload: TrackChanged) => void;
  'new-message': (message: RoomChatMessage) => void;
  'new-reaction': (reaction: Reaction) => void;
  'participant-buffering': (payload: ParticipantBuffering) => void;
  /** A participant dropped (isActive false: it may come back within the recovery window) or came back. */
  'participant-updated': (participant: Participant) => void;
  error: (payload: SocketError) => void;
  'live-chat:message': (message: LiveChatMessage) => void;
  'live-chat:deleted': (payload: LiveChatDeleted) => void;
  'removed-from-room': (payload: RemovedFromRoom) => void;
  'message-deleted': (payload: MessageDeleted) => void;
  'party-starting': (payload: PartyStarting) => void;
  /** The user's notifications changed (a new one, or read in another tab): the new unread count. */
  notifications: (payload: NotificationsChanged) => void;
}

/** The stored live chat channel shown inside a room (its host may delete its messages). */
export const roomLiveChatChannel = (roomId: string): string => `room:${roomId}`;
/** The room whose live chat a channel is, or null for any other channel. */
export const roomOfLiveChatChannel = (channel: string): string | null =>
  channel.startsWith('room:') ? channel.slice('room:'.length) : null;

/** Socket.IO room names, from one place. */
export const socketRooms = {
  room: (roomId: string) => `room:${roomId}`,
  liveChat: (channel: string) => `live-chat:${channel}`,
  user: (userId: number) => `user:${userId}`,
  lobby: 'lobby',
} as const;
