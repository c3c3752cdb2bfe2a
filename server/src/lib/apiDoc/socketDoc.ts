import {
  bufferingSchema,
  changeTrackSchema,
  type ClientToServerEvents,
  createRoomSchema,
  deleteMessageSchema,
  joinRoomSchema,
  leaveRoomSchema,
  liveChatChannelSchema,
  playbackControlSchema,
  removeParticipantSchema,
  resyncSchema,
  ROOM_LIMITS,
  SOCKET_RATE_LIMITS,
  sendMessageSchema,
  sendReactionSchema,
  type ServerToClientEvents,
  timeSyncSchema,
} from '@common/rooms';
import type { z } from 'zod';
import type { ApiTypeName } from './apiTypes.generated';
import { type JsonSchema, schemaRef, zodToJsonSchema } from './jsonSchema';

/** What the client may send: the zod schema the server parses each payload with. */
const CLIENT_EVENTS: Record<
  keyof ClientToServerEvents,
  { payload: z.ZodType | null; ack?: ApiTypeName; summary: string }
> = {
  'get-rooms': { payload: null, summary: 'Ask for the rooms list (answered with rooms-list).' },
  'create-room': { payload: createRoomSchema, summary: 'Create a room and host it (signed in).' },
  'join-room': { payload: joinRoomSchema, summary: 'Join a room (answered with room-state).' },
  'leave-room': { payload: leaveRoomSchema, summary: 'Leave the room (back to the lobby).' },
  'playback-control': { payload: playbackControlSchema, summary: 'Play, pause or seek (host only).' },
  'change-track': { payload: changeTrackSchema, summary: 'Change the track (host only).' },
  'send-message': { payload: sendMessageSchema, summary: 'Send a chat message to the room.' },
  'send-reaction': {
    payload: sendReactionSchema,
    summary: 'Send a reaction at a position of the visualizer.',
  },
  buffering: {
    payload: bufferingSchema,
    summary: 'Report buffering; the room waits for buffering listeners.',
  },
  resync: { payload: resyncSchema, summary: "Ask for the room's playback again." },
  'time-sync': {
    payload: timeSyncSchema,
    ack: 'TimeSyncReply',
    summary: 'Sample the clock offset; the acknowledgement carries the server times.',
  },
  'live-chat:join': { payload: liveChatChannelSchema, summary: "Receive a live chat channel's messages." },
  'live-chat:leave': { payload: liveChatChannelSchema, summary: 'Stop receiving a live chat channel.' },
  'remove-participant': {
    payload: removeParticipantSchema,
    summary: 'Remove a listener, every tab of theirs, for good (host only).',
  },
  'delete-message': {
    payload: deleteMessageSchema,
    summary: "Delete a message of the room chat or of the room's live chat for everyone (host only).",
  },
};

/** What the server sends, by the wire type of common/rooms.ts each payload has. */
const SERVER_EVENTS: Record<
  keyof ServerToClientEvents,
  { payload: ApiTypeName; list?: true; summary: string }
> = {
  'room-created': { payload: 'RoomCreated', summary: 'To the creator: the room exists.' },
  'rooms-list': {
    payload: 'RoomSummary',
    list: true,
    summary: 'To the lobby (at most one per 250 ms) and on get-rooms.',
  },
  'room-state': { payload: 'RoomState', summary: 'To a joining socket: the whole room.' },
  'user-joined': { payload: 'UserJoined', summary: 'To the room: the first join after a quiet spell.' },
  'users-joined': {
    payload: 'UsersJoined',
    summary:
      'To the room: the joins that followed within 200 ms, gathered (once per 200 ms while joins go on).',
  },
  'user-left': { payload: 'UserLeft', summary: 'To the room.' },
  'host-changed': { payload: 'HostChanged', summary: 'To the room.' },
  'playback-update': { payload: 'PlaybackUpdate', summary: 'To the room: play at server time serverTime.' },
  'track-changed': { payload: 'TrackChanged', summary: 'To the room.' },
  'new-message': { payload: 'RoomChatMessage', summary: 'To the room.' },
  'new-reaction': { payload: 'Reaction', summary: 'To the room.' },
  'participant-buffering': { payload: 'ParticipantBuffering', summary: 'To the room.' },
  'participant-updated': {
    payload: 'Participant',
    summary:
      'To the room: a participant dropped (isActive false, may come back within the recovery window) or came back.',
  },
  error: {
    payload: 'SocketError',
    summary: 'To the sender only: its event was refused and nothing changed.',
  },
  'live-chat:message': { payload: 'LiveChatMessage', summary: 'To sockets that joined the channel.' },
  'live-chat:deleted': {
    payload: 'LiveChatDeleted',
    summary: "To sockets that joined the channel: the room's host deleted this message.",
  },
  'removed-from-room': {
    payload: 'RemovedFromRoom',
    summary: "To the removed listener's sockets: the host removed them; they cannot join the room again.",
  },
  'message-deleted': {
    payload: 'MessageDeleted',
    summary: 'To the room: the host deleted this chat message.',
  },
  'party-starting': { payload: 'PartyStarting', summary: "To the host's and reminded users' sockets." },
  notifications: {
    payload: 'NotificationsChanged',
    summary:
      "To a user's sockets: their notifications changed (a new one, or read elsewhere); the unread count.",
  },
};

/** The listening rooms' Socket.IO protocol, as an extension of the OpenAPI document. */
export function socketProtocol(hoist: (name: string, schema: JsonSchema) => void): JsonSchema {
  return {
    description:
      'Listening rooms run Socket.IO 4 on the same server. The handshake reads the session cookie (pn_session); ' +
      'a browser Origin must be this site. Every payload is parsed with its schema; a refusal (rate limited, ' +
      'invalid, not host, not in the room) is an `error` event to the sender only. Each event group has a rate ' +
      'budget per user (x-rate-limits: points per second window).',
    path: '/socket.io',
    auth: 'The session cookie at the handshake (optional: visitors may watch the lobby and join rooms).',
    limits: {
      socketsPerUser: ROOM_LIMITS.socketsPerUser,
      socketsPerVisitorAddress: ROOM_LIMITS.visitorSocketsPerAddress,
    },
    'x-rate-limits': SOCKET_RATE_LIMITS,
    clientToServer: Object.fromEntries(
      Object.entries(CLIENT_EVENTS).map(([event, { payload, ack, summary }]) => [
        event,
        {
          summary,
          ...(payload ? { payload: zodToJsonSchema(payload, 'input', hoist, `socket.${event}.`) } : {}),
          ...(ack ? { ack: schemaRef(ack) } : {}),
        },
      ]),
    ),
    serverToClient: Object.fromEntries(
      Object.entries(SERVER_EVENTS).map(([event, { payload, list, summary }]) => [
        event,
        { summary, payload: list ? { type: 'array', items: schemaRef(payload) } : schemaRef(payload) },
      ]),
    ),
  };
}
