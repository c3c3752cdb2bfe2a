import {
  newRoomId,
  type ReactionType,
  ROOM_LIMITS,
  ROOM_MESSAGES,
  type RoomState,
  type TrackInfo,
} from '@common/rooms';
import type { RoomContext } from './context';
import { isRoomHost } from './store';

/** The signed-in user, as far as rooms care. */
export interface RoomUser {
  id: number;
  username: string;
}

/** Which wording a login or name refusal uses: Host New Party / Live Rooms, or the Debug tab. */
export type ActionSource = 'party' | 'debug';

/** False (and the error 'Not connected to server' set and shown) when offline. */
function ensureConnected(ctx: RoomContext): boolean {
  if (ctx.socket.connected) return true;
  ctx.store.set({ lastError: ROOM_MESSAGES.notConnected });
  ctx.notify({ title: 'Error', description: ROOM_MESSAGES.notConnected });
  return false;
}

function loginRequired(ctx: RoomContext, description: string): void {
  ctx.notify({ title: ROOM_MESSAGES.loginRequired, description });
}

/** Asks for the room list again (Refresh). */
export function refreshRooms(ctx: RoomContext): void {
  if (ensureConnected(ctx)) ctx.socket.emit('get-rooms');
}

/**
 * Asks for the room list when in a room and connected (a lobby tab opened below the room): the server
 * sends list changes only to connections in no room.
 */
export function refreshRoomsInRoom(ctx: RoomContext): void {
  if (ctx.store.getState().room && ctx.socket.connected) ctx.socket.emit('get-rooms');
}

/** Leave Room: tells the server and clears the room and its chat. */
export function leaveRoom(ctx: RoomContext): void {
  const room = ctx.store.getState().room;
  if (room && ctx.socket.connected) ctx.socket.emit('leave-room', { roomId: room.roomId });
  ctx.rejoin.roomId = null;
  ctx.store.set({ room: null, joiningRoomId: null, messages: [], reactions: [] });
}

/**
 * Host New Party (source 'party') or the Debug form: checks the name and the login, then creates a
 * room with a new id (with a first track when a scheduled party has one). Answers the id, or null.
 */
export function createRoom(
  ctx: RoomContext,
  roomName: string,
  user: RoomUser | null,
  source: ActionSource,
  trackInfo: TrackInfo | null,
): string | null {
  const name = roomName.trim();
  if (!name) {
    if (source === 'party') {
      ctx.notify({ title: ROOM_MESSAGES.roomNameRequiredTitle, description: ROOM_MESSAGES.roomNameRequired });
    } else {
      ctx.notify({ title: 'Error', description: ROOM_MESSAGES.debugRoomNameRequired });
    }
    return null;
  }
  if (!user) {
    loginRequired(
      ctx,
      source === 'party' ? ROOM_MESSAGES.loginToCreateParty : ROOM_MESSAGES.loginToCreateRoom,
    );
    return null;
  }
  if (!ensureConnected(ctx)) return null;
  if (ctx.store.getState().room) leaveRoom(ctx);
  const roomId = newRoomId();
  ctx.store.set({ joiningRoomId: roomId });
  ctx.socket.emit('create-room', {
    roomId,
    username: user.username,
    roomName: name.slice(0, ROOM_LIMITS.roomNameMaxLength),
    trackInfo,
  });
  return roomId;
}

/** Joins a room (a card's Join, the Debug list or a /listening?room= link). */
export function joinRoom(
  ctx: RoomContext,
  roomId: string,
  user: RoomUser | null,
  source: ActionSource,
): boolean {
  if (!user) {
    loginRequired(ctx, source === 'party' ? ROOM_MESSAGES.loginToJoinParty : ROOM_MESSAGES.loginToJoinRoom);
    return false;
  }
  if (!ensureConnected(ctx)) return false;
  const room = ctx.store.getState().room;
  if (room?.roomId === roomId) return true;
  if (room) leaveRoom(ctx);
  ctx.store.set({ joiningRoomId: roomId });
  ctx.socket.emit('join-room', { roomId, username: user.username });
  return true;
}

/**
 * The current room when this client hosts it and is connected; otherwise null, after 'Permission Denied'
 * with `denied` for a non-host (the server enforces the same).
 */
function hostedRoom(ctx: RoomContext, denied: string): RoomState | null {
  const state = ctx.store.getState();
  const room = state.room;
  if (!room) return null;
  if (!isRoomHost(state)) {
    ctx.notify({ title: ROOM_MESSAGES.permissionDenied, description: denied, variant: 'destructive' });
    return null;
  }
  return ensureConnected(ctx) ? room : null;
}

/** Play, pause or seek: the host only (the server enforces it too). */
export function control(ctx: RoomContext, action: 'play' | 'pause' | 'seek', currentTime: number): boolean {
  const room = hostedRoom(ctx, ROOM_MESSAGES.hostOnlyPlayback);
  if (!room) return false;
  ctx.socket.emit('playback-control', { roomId: room.roomId, action, currentTime: Math.max(0, currentTime) });
  return true;
}

/** Plays a catalogue track in the room: the host only. */
export function changeTrack(ctx: RoomContext, trackInfo: TrackInfo): boolean {
  const room = hostedRoom(ctx, ROOM_MESSAGES.hostOnlyTrack);
  if (!room) return false;
  ctx.socket.emit('change-track', { roomId: room.roomId, trackInfo });
  return true;
}

/**
 * Room chat: a blank message is ignored (false); a user who is not among the participants gets
 * 'Could not find your user information.'. True when sent (the input clears).
 */
export function sendMessage(ctx: RoomContext, text: string, user: RoomUser | null): boolean {
  const state = ctx.store.getState();
  const room = state.room;
  const message = text.trim();
  if (!room || !message) return false;
  const me = room.participants.find((p) => p.socketId === state.socketId);
  if (!user || !me) {
    ctx.notify({ title: 'Error', description: ROOM_MESSAGES.userNotFound });
    return false;
  }
  if (!ensureConnected(ctx)) return false;
  ctx.socket.emit('send-message', { roomId: room.roomId, message, username: user.username });
  return true;
}

/** A reaction at a relative position (fractions 0 to 1) of the visualizer. */
export function sendReaction(
  ctx: RoomContext,
  reactionType: ReactionType,
  position: { x: number; y: number },
): boolean {
  const room = ctx.store.getState().room;
  if (!room) return false;
  if (!ensureConnected(ctx)) return false;
  const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0.5));
  ctx.socket.emit('send-reaction', {
    roomId: room.roomId,
    reactionType,
    position: { x: clamp(position.x), y: clamp(position.y) },
  });
  return true;
}

/** Reports that this participant's audio is waiting for data, or has caught up. */
export function setBuffering(ctx: RoomContext, isBuffering: boolean): void {
  const room = ctx.store.getState().room;
  if (!room || !ctx.socket.connected) return;
  ctx.socket.emit('buffering', { roomId: room.roomId, isBuffering });
}

/** Resync: asks for the room state again and re-measures the clock. */
export function resync(ctx: RoomContext): void {
  const room = ctx.store.getState().room;
  if (!room || !ensureConnected(ctx)) return;
  ctx.socket.emit('resync', { roomId: room.roomId });
  ctx.syncClock();
}

/** The host removes a listener (every tab of theirs) from the room; they cannot come back into it. */
export function removeParticipant(ctx: RoomContext, userId: number): boolean {
  const room = hostedRoom(ctx, ROOM_MESSAGES.hostOnlyModeration);
  if (!room) return false;
  ctx.socket.emit('remove-participant', { roomId: room.roomId, userId });
  return true;
}

/** The host deletes a message of the room chat or of the room's live chat, for everyone. */
export function deleteMessage(ctx: RoomContext, chat: 'room' | 'live', messageId: string): boolean {
  const room = hostedRoom(ctx, ROOM_MESSAGES.hostOnlyModeration);
  if (!room) return false;
  ctx.socket.emit('delete-message', { roomId: room.roomId, chat, messageId });
  return true;
}
