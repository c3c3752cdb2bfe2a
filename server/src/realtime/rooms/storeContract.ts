import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewRoom, RoomParticipant, RoomStore } from './store';

/** Builds a fresh, empty store for one test; cleanup runs after it. */
export type RoomStoreFactory = () => Promise<{ store: RoomStore; cleanup?: () => Promise<void> }>;

let joinClock = Date.parse('2026-01-01T12:00:00.000Z');

/** A participant for the contract tests. */
export function participant(socketId: string, overrides: Partial<RoomParticipant> = {}): RoomParticipant {
  joinClock += 1000;
  return {
    socketId,
    username: `user-${socketId}`,
    userId: 100 + socketId.length,
    isActive: true,
    joinedAt: new Date(joinClock).toISOString(),
    isBuffering: false,
    processId: 'process-a',
    ...overrides,
  };
}

/** A room hosted by `hostSocketId`, for the contract tests. */
export function newRoom(roomId: string, hostSocketId = 'host', overrides: Partial<NewRoom> = {}): NewRoom {
  return {
    roomId,
    name: `Room ${roomId}`,
    createdAt: Date.now(),
    host: participant(hostSocketId),
    track: null,
    playback: { isPlaying: false, position: 0, anchorTime: 1_000 },
    ...overrides,
  };
}

const sockets = (participants: readonly RoomParticipant[]) => participants.map((p) => p.socketId);

/** The behaviour every RoomStore implementation must have, run against stores from `factory`. */
export function describeRoomStoreContract(name: string, factory: RoomStoreFactory): void {
  describe(`${name} (RoomStore contract)`, () => {
    let store: RoomStore;
    let cleanup: (() => Promise<void>) | undefined;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });
    afterEach(async () => {
      await store.close();
      await cleanup?.();
    });

    /** A room with host 'h' and participants 'a', 'b' (in that join order). */
    async function roomOfThree(roomId = 'r1') {
      await store.create(newRoom(roomId, 'h'));
      await store.addParticipant(roomId, participant('a'));
      await store.addParticipant(roomId, participant('b'));
    }

    it('creates a room only when its id is free', async () => {
      const track = {
        title: 'Song',
        artist: 'Artist',
        audioUrl: '/media/a.mp3',
        coverArt: null,
        duration: 90,
      };
      const created = await store.create(newRoom('r1', 'h', { track, name: 'Friday' }));
      expect(created).toMatchObject({
        roomId: 'r1',
        name: 'Friday',
        hostSocketId: 'h',
        track,
        playback: { isPlaying: false, position: 0, anchorTime: 1_000 },
      });
      expect(sockets(created!.participants)).toEqual(['h']);
      expect(await store.create(newRoom('r1', 'other'))).toBeNull();
      expect((await store.get('r1'))!.hostSocketId).toBe('h');
      expect(await store.get('missing')).toBeNull();
    });

    it('creates once when many try the same id at the same time', async () => {
      const results = await Promise.all(
        ['s1', 's2', 's3', 's4', 's5'].map((s) => store.create(newRoom('race', s))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results.find(Boolean)!;
      expect((await store.get('race'))!.hostSocketId).toBe(winner.hostSocketId);
    });

    it('lists every room, oldest first', async () => {
      await store.create(newRoom('new', 'x', { createdAt: 2_000 }));
      await store.create(newRoom('old', 'y', { createdAt: 1_000 }));
      expect((await store.list()).map((room) => room.roomId)).toEqual(['old', 'new']);
    });

    it('adds participants in join order, once per socket', async () => {
      await roomOfThree();
      const again = await store.addParticipant('r1', participant('a', { processId: 'process-b' }));
      expect(sockets(again!.participants)).toEqual(['h', 'a', 'b']);
      expect(again!.participants[1]).toMatchObject({ isActive: true, processId: 'process-b' });
      expect(await store.addParticipant('missing', participant('z'))).toBeNull();
    });

    it('keeps a recovered participant in its place and joinedAt, active again', async () => {
      await roomOfThree();
      const before = (await store.get('r1'))!.participants[1]!;
      await store.setActive('r1', 'a', false);
      const after = await store.addParticipant('r1', participant('a', { processId: 'process-c' }));
      expect(after!.participants[1]).toMatchObject({
        socketId: 'a',
        joinedAt: before.joinedAt,
        isActive: true,
        processId: 'process-c',
      });
    });

    it("answers a socket's place with the room's head and host, without the other participants", async () => {
      await roomOfThree();
      await store.setActive('r1', 'b', false);
      const place = (await store.place('r1', 'b'))!;
      expect(place.room).toMatchObject({ roomId: 'r1', hostSocketId: 'h' });
      expect(place.room).not.toHaveProperty('participants');
      expect(place.participant).toMatchObject({ socketId: 'b', isActive: false, processId: 'process-a' });
      expect(place.host.socketId).toBe('h');
      expect((await store.place('r1', 'nobody'))!.participant).toBeNull();
      expect(await store.place('missing', 'h')).toBeNull();
    });

    it('answers the participants of some sockets, in the order asked, leaving out those not in the room', async () => {
      await roomOfThree();
      await store.setBuffering('r1', 'a', true);
      const found = await store.participantsOf('r1', ['b', 'gone', 'a']);
      expect(sockets(found)).toEqual(['b', 'a']);
      expect(found[1]).toMatchObject({ isBuffering: true, isActive: true });
      expect(await store.participantsOf('r1', [])).toEqual([]);
      expect(await store.participantsOf('missing', ['a'])).toEqual([]);
    });

    it('removes a participant who is not host without moving the host', async () => {
      await roomOfThree();
      const change = await store.removeParticipant('r1', 'a');
      expect(change).toMatchObject({ roomId: 'r1', deleted: false, newHost: null });
      expect(change.participant!.socketId).toBe('a');
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h', 'b']);
      expect(change.room!.hostSocketId).toBe('h');
      // The room after the change comes without its participants: a change costs the same in any room.
      expect(change.room).toMatchObject({ roomId: 'r1', name: expect.any(String) });
      expect(change.room).not.toHaveProperty('participants');
    });

    it('hands the host to the longest-present participant when the host leaves', async () => {
      await roomOfThree();
      const change = await store.removeParticipant('r1', 'h');
      expect(change.newHost!.socketId).toBe('a');
      expect(change.room!.hostSocketId).toBe('a');
      expect((await store.get('r1'))!.hostSocketId).toBe('a');
    });

    it('prefers an active participant as the next host', async () => {
      await roomOfThree();
      await store.setActive('r1', 'a', false);
      const change = await store.removeParticipant('r1', 'h');
      expect(change.newHost!.socketId).toBe('b');
    });

    it('gives the host to an inactive participant when no one is active', async () => {
      await roomOfThree();
      await store.setActive('r1', 'a', false);
      await store.setActive('r1', 'b', false);
      const change = await store.removeParticipant('r1', 'h');
      expect(change.newHost!.socketId).toBe('a');
    });

    it('deletes the room with its last participant', async () => {
      await store.create(newRoom('r1', 'h'));
      const change = await store.removeParticipant('r1', 'h');
      expect(change).toMatchObject({ roomId: 'r1', room: null, deleted: true, newHost: null });
      expect(change.participant!.socketId).toBe('h');
      expect(await store.get('r1')).toBeNull();
      expect(await store.list()).toEqual([]);
    });

    it('answers no change for an unknown room or socket', async () => {
      expect(await store.removeParticipant('missing', 'h')).toMatchObject({
        room: null,
        participant: null,
        deleted: false,
      });
      await store.create(newRoom('r1', 'h'));
      const change = await store.removeParticipant('r1', 'nobody');
      expect(change).toMatchObject({ participant: null, deleted: false, newHost: null });
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h']);
    });

    it('removes only an inactive participant when asked to', async () => {
      await roomOfThree();
      const kept = await store.removeParticipant('r1', 'a', { onlyIfInactive: true });
      expect(kept.participant).toBeNull();
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h', 'a', 'b']);
      await store.setActive('r1', 'a', false);
      const removed = await store.removeParticipant('r1', 'a', { onlyIfInactive: true });
      expect(removed.participant!.socketId).toBe('a');
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h', 'b']);
    });

    it('removes a participant only on its own process when asked to', async () => {
      await roomOfThree();
      await store.addParticipant('r1', participant('a', { processId: 'process-b' }));
      const kept = await store.removeParticipant('r1', 'a', { onlyIfProcess: 'process-a' });
      expect(kept.participant).toBeNull();
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h', 'a', 'b']);
      const removed = await store.removeParticipant('r1', 'b', { onlyIfProcess: 'process-a' });
      expect(removed.participant!.socketId).toBe('b');
      expect(sockets((await store.get('r1'))!.participants)).toEqual(['h', 'a']);
    });

    it('hands the host on at once when the host drops while others are active', async () => {
      await roomOfThree();
      await store.setBuffering('r1', 'h', true);
      const change = await store.setActive('r1', 'h', false);
      expect(change.newHost!.socketId).toBe('a');
      expect(change.participant).toMatchObject({ socketId: 'h', isActive: false, isBuffering: false });
      const room = (await store.get('r1'))!;
      expect(room.hostSocketId).toBe('a');
      expect(sockets(room.participants)).toEqual(['h', 'a', 'b']);
    });

    it('keeps the host role of a host who drops alone', async () => {
      await store.create(newRoom('r1', 'h'));
      const change = await store.setActive('r1', 'h', false);
      expect(change).toMatchObject({ newHost: null, deleted: false });
      expect(change.room!.hostSocketId).toBe('h');
      expect(change.participant!.isActive).toBe(false);
      expect((await store.get('r1'))!.participants[0]!.isActive).toBe(false);
      const back = await store.setActive('r1', 'h', true);
      expect(back.participant!.isActive).toBe(true);
      expect(back.room).not.toHaveProperty('participants');
      expect((await store.get('r1'))!.participants[0]!.isActive).toBe(true);
    });

    it('keeps the host role when the host drops and everyone else is inactive', async () => {
      await roomOfThree();
      await store.setActive('r1', 'a', false);
      await store.setActive('r1', 'b', false);
      const change = await store.setActive('r1', 'h', false);
      expect(change.newHost).toBeNull();
      expect(change.room!.hostSocketId).toBe('h');
    });

    it('gives the host role of an inactive host to an active participant who joins or comes back', async () => {
      await store.create(newRoom('r1', 'h'));
      await store.setActive('r1', 'h', false);
      const joined = await store.addParticipant('r1', participant('a'));
      expect(joined!.hostSocketId).toBe('a');
      expect(sockets(joined!.participants)).toEqual(['h', 'a']);
      expect((await store.get('r1'))!.hostSocketId).toBe('a');
      await store.setActive('r1', 'a', false);
      const back = await store.addParticipant('r1', participant('h'));
      expect(back!.hostSocketId).toBe('h');
      expect(sockets(back!.participants)).toEqual(['h', 'a']);
      const inactive = await store.addParticipant('r1', participant('b', { isActive: false }));
      expect(inactive!.hostSocketId).toBe('h');
    });

    it('keeps an active host when a participant joins', async () => {
      await store.create(newRoom('r1', 'h'));
      expect((await store.addParticipant('r1', participant('a')))!.hostSocketId).toBe('h');
    });

    it('sets the room clock and the track', async () => {
      await store.create(newRoom('r1', 'h'));
      expect(await store.setPlayback('r1', { isPlaying: true, position: 12.5, anchorTime: 5_000 })).toBe(
        true,
      );
      expect((await store.get('r1'))!.playback).toEqual({
        isPlaying: true,
        position: 12.5,
        anchorTime: 5_000,
      });
      const held = { isPlaying: false, position: 13, anchorTime: 5_500, holdUntil: 10_500 };
      expect(await store.setPlayback('r1', held)).toBe(true);
      expect((await store.get('r1'))!.playback).toEqual(held);
      expect(await store.setPlayback('r1', { isPlaying: true, position: 13, anchorTime: 7_000 })).toBe(true);
      expect((await store.head('r1'))!.playback).toEqual({
        isPlaying: true,
        position: 13,
        anchorTime: 7_000,
      });
      const track = { trackId: 7, title: 'Next', artist: 'Artist', audioUrl: '/media/n.mp3' };
      expect(await store.setTrack('r1', track, { isPlaying: false, position: 0, anchorTime: 6_000 })).toBe(
        true,
      );
      expect(await store.get('r1')).toMatchObject({ track, playback: { position: 0, anchorTime: 6_000 } });
      expect(await store.setPlayback('missing', { isPlaying: true, position: 0, anchorTime: 0 })).toBe(false);
      expect(await store.setTrack('missing', track, { isPlaying: true, position: 0, anchorTime: 0 })).toBe(
        false,
      );
      expect(await store.get('missing')).toBeNull();
    });

    it('answers a room without its participants: host, track and clock as get answers them', async () => {
      await roomOfThree();
      const track = { trackId: 3, title: 'Head', artist: 'Artist', audioUrl: '/media/h.mp3' };
      await store.setTrack('r1', track, {
        isPlaying: true,
        position: 4,
        anchorTime: 9_000,
        holdUntil: 9_500,
      });
      const { participants, ...withoutThem } = (await store.get('r1'))!;
      expect(participants).toHaveLength(3);
      expect(await store.head('r1')).toEqual(withoutThem);
      expect(await store.head('missing')).toBeNull();
      // A copy: changing it changes nothing stored.
      const head = (await store.head('r1'))!;
      head.playback.position = 99;
      expect((await store.head('r1'))!.playback.position).toBe(4);
    });

    it('sets and clears a participant buffering flag', async () => {
      await roomOfThree();
      const room = await store.setBuffering('r1', 'b', true);
      expect(room!.participants.find((p) => p.socketId === 'b')!.isBuffering).toBe(true);
      const cleared = await store.setBuffering('r1', 'b', false);
      expect(cleared!.participants.find((p) => p.socketId === 'b')!.isBuffering).toBe(false);
      expect(await store.setBuffering('r1', 'nobody', true)).toBeNull();
      expect(await store.setBuffering('missing', 'b', true)).toBeNull();
    });

    it('removes every participant of a dead process, handing hosts on and deleting emptied rooms', async () => {
      await store.create(newRoom('r1', 'h1', { host: participant('h1', { processId: 'dead' }) }));
      await store.addParticipant('r1', participant('a1', { processId: 'alive' }));
      await store.create(newRoom('r2', 'h2', { host: participant('h2', { processId: 'dead' }) }));
      await store.addParticipant('r2', participant('a2', { processId: 'dead' }));
      await store.create(newRoom('r3', 'h3', { host: participant('h3', { processId: 'alive' }) }));
      const changes = await store.removeProcess('dead');
      expect(changes.map((c) => `${c.roomId}:${c.participant!.socketId}`).sort()).toEqual([
        'r1:h1',
        'r2:a2',
        'r2:h2',
      ]);
      expect(changes.find((c) => c.roomId === 'r1')!.newHost!.socketId).toBe('a1');
      expect(changes.filter((c) => c.roomId === 'r2' && c.deleted)).toHaveLength(1);
      expect((await store.list()).map((room) => room.roomId)).toEqual(['r1', 'r3']);
      expect((await store.get('r1'))!.hostSocketId).toBe('a1');
      expect(await store.removeProcess('dead')).toEqual([]);
    });

    it('answers copies: changing an answer does not change the stored room', async () => {
      const created = await store.create(newRoom('r1', 'h'));
      created!.participants.push(participant('intruder'));
      created!.playback.position = 99;
      const room = await store.get('r1');
      expect(sockets(room!.participants)).toEqual(['h']);
      expect(room!.playback.position).toBe(0);
    });

    it('keeps every participant when many join at the same time', async () => {
      await store.create(newRoom('r1', 'h'));
      const joiners = Array.from({ length: 20 }, (_, i) => `s${i}`);
      await Promise.all(joiners.map((s) => store.addParticipant('r1', participant(s))));
      const room = await store.get('r1');
      expect(new Set(sockets(room!.participants))).toEqual(new Set(['h', ...joiners]));
    });
  });
}
