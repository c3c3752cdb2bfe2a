import type { TrackInfo } from '@common/rooms';
import {
  nextHost,
  type NewRoom,
  type ParticipantChange,
  type PlaybackClock,
  type RoomHead,
  type RoomParticipant,
  type RoomRecord,
  type RoomStore,
} from './store';

/** The rooms of a single process, in a Map; answers copies so no caller can change a room by accident. */
export function createMemoryRoomStore(): RoomStore {
  const rooms = new Map<string, RoomRecord>();
  // A field-by-field copy: several times cheaper than structuredClone for rooms of many participants.
  const copy = (room: RoomRecord): RoomRecord => ({
    ...room,
    track: room.track && { ...room.track },
    playback: { ...room.playback },
    participants: room.participants.map((p) => ({ ...p })),
  });
  const headOf = (room: RoomRecord): RoomHead => {
    const { participants: _participants, ...head } = room;
    return { ...head, track: head.track && { ...head.track }, playback: { ...head.playback } };
  };
  const unchanged = (roomId: string, room: RoomRecord | null = null): ParticipantChange => ({
    roomId,
    room: room ? headOf(room) : null,
    participant: null,
    newHost: null,
    deleted: false,
  });

  function remove(room: RoomRecord, index: number): ParticipantChange {
    const [participant] = room.participants.splice(index, 1) as [RoomParticipant];
    if (room.participants.length === 0) {
      rooms.delete(room.roomId);
      return { roomId: room.roomId, room: null, participant, newHost: null, deleted: true };
    }
    let newHost: RoomParticipant | null = null;
    if (room.hostSocketId === participant.socketId) {
      newHost = nextHost(room.participants, participant.socketId, false);
      room.hostSocketId = newHost!.socketId;
    }
    return {
      roomId: room.roomId,
      room: headOf(room),
      participant,
      newHost: newHost && { ...newHost },
      deleted: false,
    };
  }

  return {
    async create(newRoom: NewRoom) {
      if (rooms.has(newRoom.roomId)) return null;
      const room: RoomRecord = {
        roomId: newRoom.roomId,
        name: newRoom.name,
        hostSocketId: newRoom.host.socketId,
        createdAt: newRoom.createdAt,
        participants: [{ ...newRoom.host }],
        track: newRoom.track ? { ...newRoom.track } : null,
        playback: { ...newRoom.playback },
      };
      rooms.set(room.roomId, room);
      return copy(room);
    },

    async get(roomId) {
      const room = rooms.get(roomId);
      return room ? copy(room) : null;
    },

    async head(roomId) {
      const room = rooms.get(roomId);
      return room ? headOf(room) : null;
    },

    async place(roomId, socketId) {
      const room = rooms.get(roomId);
      if (!room) return null;
      const participant = room.participants.find((p) => p.socketId === socketId);
      const host = room.participants.find((p) => p.socketId === room.hostSocketId)!;
      return { room: headOf(room), participant: participant ? { ...participant } : null, host: { ...host } };
    },

    async participantsOf(roomId, socketIds) {
      const room = rooms.get(roomId);
      if (!room) return [];
      const byId = new Map(room.participants.map((p) => [p.socketId, p]));
      return socketIds.flatMap((id) => {
        const participant = byId.get(id);
        return participant ? [{ ...participant }] : [];
      });
    },

    async list() {
      return [...rooms.values()].sort((a, b) => a.createdAt - b.createdAt).map(copy);
    },

    async addParticipant(roomId, participant) {
      const room = rooms.get(roomId);
      if (!room) return null;
      const existing = room.participants.find((p) => p.socketId === participant.socketId);
      if (existing) {
        existing.isActive = true;
        existing.processId = participant.processId;
        existing.username = participant.username;
      } else {
        room.participants.push({ ...participant });
      }
      // An inactive host (dropped, maybe for good) must not keep the controls from someone who is here.
      const host = room.participants.find((p) => p.socketId === room.hostSocketId);
      if (participant.isActive && host && !host.isActive) room.hostSocketId = participant.socketId;
      return copy(room);
    },

    async removeParticipant(roomId, socketId, options) {
      const room = rooms.get(roomId);
      if (!room) return unchanged(roomId);
      const index = room.participants.findIndex((p) => p.socketId === socketId);
      if (index < 0) return unchanged(roomId, room);
      const found = room.participants[index]!;
      if (options?.onlyIfInactive && found.isActive) return unchanged(roomId, room);
      if (options?.onlyIfProcess !== undefined && found.processId !== options.onlyIfProcess) {
        return unchanged(roomId, room);
      }
      return remove(room, index);
    },

    async setActive(roomId, socketId, isActive) {
      const room = rooms.get(roomId);
      if (!room) return unchanged(roomId);
      const participant = room.participants.find((p) => p.socketId === socketId);
      if (!participant) return unchanged(roomId, room);
      participant.isActive = isActive;
      let newHost: RoomParticipant | null = null;
      if (!isActive) {
        participant.isBuffering = false;
        if (room.hostSocketId === socketId) {
          newHost = nextHost(room.participants, socketId, true);
          if (newHost) room.hostSocketId = newHost.socketId;
        }
      }
      return {
        roomId,
        room: headOf(room),
        participant: { ...participant },
        newHost: newHost && { ...newHost },
        deleted: false,
      };
    },

    async setPlayback(roomId, playback: PlaybackClock) {
      const room = rooms.get(roomId);
      if (!room) return false;
      room.playback = { ...playback };
      return true;
    },

    async setTrack(roomId, track: TrackInfo, playback: PlaybackClock) {
      const room = rooms.get(roomId);
      if (!room) return false;
      room.track = { ...track };
      room.playback = { ...playback };
      return true;
    },

    async setBuffering(roomId, socketId, isBuffering) {
      const room = rooms.get(roomId);
      const participant = room?.participants.find((p) => p.socketId === socketId);
      if (!room || !participant) return null;
      participant.isBuffering = isBuffering;
      return copy(room);
    },

    async removeProcess(processId) {
      const changes: ParticipantChange[] = [];
      for (const room of [...rooms.values()]) {
        for (const participant of [...room.participants]) {
          if (participant.processId !== processId) continue;
          const index = room.participants.findIndex((p) => p.socketId === participant.socketId);
          changes.push(remove(room, index));
        }
      }
      return changes;
    },

    async close() {
      rooms.clear();
    },
  };
}
