import { ROOM_MESSAGES } from '@common/rooms';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInCookie } from '../../media/uploads/httpTesting';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { connectSocket, type TestSocket } from '../testing';
import { AppProcesses } from './appProcesses';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: two-process room tests skipped`);

/** The events of the Socket.IO stream every process reads (the adapter's entries, oldest first). */
async function eventsInStream(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const entries = await redis.xrange(`${prefix}socket.io`, '-', '+');
    return entries.flatMap(([, fields]) => {
      const data = fields[fields.indexOf('data') + 1];
      const packet = data ? (JSON.parse(data) as { packet?: { data?: unknown[] } }).packet : undefined;
      return typeof packet?.data?.[0] === 'string' ? [packet.data[0]] : [];
    });
  } finally {
    redis.disconnect();
  }
}

describeEachDatabase('rooms shared by two app processes through Redis', (t) => {
  const prefix = uniquePrefix('two-processes');
  const processes = new AppProcesses(t, prefix, process.env);
  const sockets: TestSocket[] = [];

  beforeAll(() => processes.setUp());

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await processes.tearDown();
  });

  it.skipIf(!available)(
    'lets participants on different processes chat, follow the host and its removals and deletions, and hands the room on when the host process is killed',
    async () => {
      const host = await createUser(t.db, { username: 'lunawaves' });
      const guest = await createUser(t.db, { username: 'djnova' });
      const a = await processes.start();
      const b = await processes.start();
      const hostSocket = await connectSocket(a.url, {
        cookie: await signInCookie(a.url, host.username, host.plainPassword),
      });
      const guestSocket = await connectSocket(b.url, {
        cookie: await signInCookie(b.url, guest.username, guest.plainPassword),
      });
      sockets.push(hostSocket, guestSocket);
      const hostId = hostSocket.id;
      const guestId = guestSocket.id;

      // The host creates a room on process A; process B lists it and its guest joins it there.
      const roomId = `room-${Date.now()}`;
      const track = { title: 'Midnight Drive', artist: 'Luna Waves', audioUrl: '/media/audio/midnight.mp3' };
      hostSocket.emit('create-room', { roomId, roomName: 'Friday Listening', trackInfo: track });
      await hostSocket.next('room-created', (p) => p.roomId === roomId, 30_000);
      guestSocket.emit('get-rooms');
      const list = await guestSocket.next(
        'rooms-list',
        (rooms) => rooms.some((r) => r.id === roomId),
        30_000,
      );
      expect(list.find((r) => r.id === roomId)).toMatchObject({
        name: 'Friday Listening',
        hostName: 'lunawaves',
        participantCount: 1,
        track: { title: 'Midnight Drive', artist: 'Luna Waves' },
      });
      guestSocket.emit('join-room', { roomId });
      const state = await guestSocket.next('room-state', (s) => s.roomId === roomId, 30_000);
      expect(state.host).toBe(hostId);
      expect(state.hostName).toBe('lunawaves');
      expect(state.participants.map((p) => p.username)).toEqual(['lunawaves', 'djnova']);
      const joined = await hostSocket.next('user-joined', () => true, 30_000);
      expect(joined).toMatchObject({ socketId: guestId, username: 'djnova' });

      // Chat crosses processes both ways, marked isHost for the host.
      guestSocket.emit('send-message', { roomId, message: '  hello from B  ' });
      const fromB = await hostSocket.next('new-message', (m) => m.username === 'djnova', 30_000);
      expect(fromB).toMatchObject({
        socketId: guestId,
        message: 'hello from B',
        isHost: false,
      });
      hostSocket.emit('send-message', { roomId, message: 'welcome, from A' });
      expect(await guestSocket.next('new-message', (m) => m.username === 'lunawaves', 30_000)).toMatchObject({
        socketId: hostId,
        message: 'welcome, from A',
        isHost: true,
      });

      // The host on A plays and seeks; the guest on B follows.
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 12 });
      expect(await guestSocket.next('playback-update', (u) => u.action === 'play', 30_000)).toMatchObject({
        isPlaying: true,
        currentTime: 12,
      });
      hostSocket.emit('playback-control', { roomId, action: 'seek', currentTime: 42.5 });
      const seek = await guestSocket.next('playback-update', (u) => u.action === 'seek', 30_000);
      expect(seek).toMatchObject({ isPlaying: true, currentTime: 42.5 });
      expect(Math.abs(seek.serverTime - Date.now())).toBeLessThan(5000);
      // The guest may not.
      guestSocket.emit('playback-control', { roomId, action: 'pause', currentTime: 1 });
      expect(await guestSocket.nextError(10_000)).toBe('Only the host can control playback.');

      // The host on A deletes the guest's message and removes a listener connected to B: both cross processes.
      hostSocket.emit('delete-message', { roomId, chat: 'room', messageId: fromB.id });
      expect(await guestSocket.next('message-deleted', () => true, 30_000)).toEqual({ messageId: fromB.id });
      const extra = await createUser(t.db, { username: 'mayaverse' });
      const extraSocket = await connectSocket(b.url, {
        cookie: await signInCookie(b.url, extra.username, extra.plainPassword),
      });
      sockets.push(extraSocket);
      extraSocket.emit('join-room', { roomId });
      await extraSocket.next('room-state', (s) => s.roomId === roomId, 30_000);
      // Told alone, or with the joins that came just before it (rooms/arrivals.ts).
      await hostSocket.nextJoined((j) => j.username === 'mayaverse', 30_000);
      hostSocket.emit('remove-participant', { roomId, userId: extra.id });
      expect(await extraSocket.next('removed-from-room', () => true, 30_000)).toEqual({
        roomId,
        message: ROOM_MESSAGES.removedFromRoom,
      });
      expect(await guestSocket.next('user-left', (l) => l.username === 'mayaverse', 30_000)).toEqual({
        socketId: extraSocket.id,
        username: 'mayaverse',
      });
      // A room state goes to its socket alone (decision 0078): the stream every process reads carries the
      // room's events, never a joiner's copy of the whole room.
      const streamed = await eventsInStream(prefix);
      expect(streamed).toEqual(expect.arrayContaining(['user-joined', 'new-message', 'playback-update']));
      expect(streamed).not.toContain('room-state');
      hostSocket.emit('send-message', { roomId, message: 'after the removal' });
      await guestSocket.next('new-message', (m) => m.message === 'after the removal', 30_000);
      extraSocket.emit('leave-room', { roomId });
      extraSocket.emit('join-room', { roomId });
      expect(await extraSocket.nextError(10_000)).toBe(ROOM_MESSAGES.removedFromRoom);
      expect(extraSocket.pending('new-message')).toEqual([]);

      // Process A dies without a word: within seconds the guest on B hears the host left and hosts now.
      const killedAt = Date.now();
      a.child.kill('SIGKILL');
      const changed = await guestSocket.next('host-changed', () => true, 30_000);
      const handOffMs = Date.now() - killedAt;
      expect(changed).toEqual({ newHost: guestId, username: 'djnova' });
      expect(handOffMs).toBeLessThan(10_000);
      expect(await guestSocket.next('user-left', () => true, 30_000)).toEqual({
        socketId: hostId,
        username: 'lunawaves',
      });

      // The new host controls the room; the room state says so.
      guestSocket.emit('playback-control', { roomId, action: 'pause', currentTime: 50 });
      expect(await guestSocket.next('playback-update', (u) => u.action === 'pause', 30_000)).toMatchObject({
        isPlaying: false,
        currentTime: 50,
      });
      guestSocket.emit('resync', { roomId });
      const after = await guestSocket.next('room-state', () => true, 30_000);
      expect(after).toMatchObject({ host: guestId, hostName: 'djnova', isPlaying: false });
      expect(after.participants.map((p) => p.username)).toEqual(['djnova']);
      expect(b.child.exitCode).toBeNull();
    },
    120_000,
  );
});
