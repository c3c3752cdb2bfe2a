import { type Participant, ROOM_LIMITS, type RoomState, type RoomSummary } from '@common/rooms';
import { clockPoint } from './clock';
import type { RoomParticipant, RoomRecord } from './store';

/** A participant as clients see it (without the process it is connected to). */
export function presentParticipant(participant: RoomParticipant): Participant {
  return {
    socketId: participant.socketId,
    username: participant.username,
    userId: participant.userId,
    isActive: participant.isActive,
    joinedAt: participant.joinedAt,
    isBuffering: participant.isBuffering,
  };
}

/** The host participant of a room (the store keeps the host among the participants). */
export function hostOf(room: RoomRecord): RoomParticipant {
  return room.participants.find((p) => p.socketId === room.hostSocketId) ?? room.participants[0]!;
}

/** The full room state, with the room clock read at `now`. */
export function presentRoomState(room: RoomRecord, now: number): RoomState {
  const host = hostOf(room);
  return {
    roomId: room.roomId,
    name: room.name,
    host: room.hostSocketId,
    hostName: host.username,
    hostUserId: host.userId,
    participants: room.participants.map(presentParticipant),
    track: room.track,
    isPlaying: room.playback.isPlaying,
    ...clockPoint(room.playback, now, room.track?.duration),
  };
}

/** A room in the rooms list; its count includes participants who dropped and may come back. */
export function presentRoomSummary(room: RoomRecord): RoomSummary {
  return {
    id: room.roomId,
    name: room.name,
    hostName: hostOf(room).username,
    participantCount: room.participants.length,
    track: room.track,
    isPlaying: room.playback.isPlaying,
  };
}

/** The rooms list sent to clients: the newest ROOM_LIMITS.roomsListMax rooms, oldest first like the store's. */
export function presentRoomsList(rooms: readonly RoomRecord[]): RoomSummary[] {
  return rooms.slice(-ROOM_LIMITS.roomsListMax).map(presentRoomSummary);
}
