import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, signInCookie, waitFor } from '../../media/uploads/httpTesting';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { connectSocket, type TestSocket } from '../testing';
import { deleteKeysWithPrefix } from './redisStore';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: two-process room tests skipped`);

const root = path.resolve(import.meta.dirname, '../../../..');

interface AppProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

describeEachDatabase('rooms shared by two app processes through Redis', (t) => {
  const prefix = uniquePrefix('two-processes');
  const children: ChildProcess[] = [];
  const sockets: TestSocket[] = [];
  let dataDir: string;
  let ownDir = false;
  let redis: Redis;

  /** Starts a real app process (node + tsx, no seed, no jobs) sharing the suite's database and Redis prefix. */
  async function startProcess(): Promise<AppProcess> {
    const port = await freePort();
    const env = {
      ...process.env,
      ...t.processEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      REDIS_URL: `${TEST_REDIS_URL}?prefix=${prefix}`,
    } as Record<string, string>;
    // One process: node with tsx's loader (the tsx CLI would run the server in a child that survives SIGKILL).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/media/uploads/testServer.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitFor(() => output.includes('listening') || child.exitCode !== null, 60_000);
    expect(child.exitCode, output).toBeNull();
    return { child, url: `http://127.0.0.1:${port}`, output: () => output };
  }

  beforeAll(() => {
    ownDir = t.dialect !== 'sqlite';
    // SQLite: the suite's directory, so both processes open the suite's database file.
    dataDir = ownDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'pn-two-')) : t.processEnv.DATA_DIR!;
    redis = new Redis(TEST_REDIS_URL);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await deleteKeysWithPrefix(redis, prefix);
    redis.disconnect();
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!available)(
    'lets participants on different processes chat and follow the host, and hands the room on when the host process is killed',
    async () => {
      const host = await createUser(t.db, { username: 'lunawaves' });
      const guest = await createUser(t.db, { username: 'djnova' });
      const a = await startProcess();
      const b = await startProcess();
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
      await hostSocket.next('room-created', (p) => p.roomId === roomId, 10_000);
      guestSocket.emit('get-rooms');
      const list = await guestSocket.next(
        'rooms-list',
        (rooms) => rooms.some((r) => r.id === roomId),
        10_000,
      );
      expect(list.find((r) => r.id === roomId)).toMatchObject({
        name: 'Friday Listening',
        hostName: 'lunawaves',
        participantCount: 1,
        track: { title: 'Midnight Drive', artist: 'Luna Waves' },
      });
      guestSocket.emit('join-room', { roomId });
      const state = await guestSocket.next('room-state', (s) => s.roomId === roomId, 10_000);
      expect(state.host).toBe(hostId);
      expect(state.hostName).toBe('lunawaves');
      expect(state.participants.map((p) => p.username)).toEqual(['lunawaves', 'djnova']);
      const joined = await hostSocket.next('user-joined', () => true, 10_000);
      expect(joined).toMatchObject({ socketId: guestId, username: 'djnova' });

      // Chat crosses processes both ways, marked isHost for the host.
      guestSocket.emit('send-message', { roomId, message: '  hello from B  ' });
      expect(await hostSocket.next('new-message', (m) => m.username === 'djnova', 10_000)).toMatchObject({
        socketId: guestId,
        message: 'hello from B',
        isHost: false,
      });
      hostSocket.emit('send-message', { roomId, message: 'welcome, from A' });
      expect(await guestSocket.next('new-message', (m) => m.username === 'lunawaves', 10_000)).toMatchObject({
        socketId: hostId,
        message: 'welcome, from A',
        isHost: true,
      });

      // The host on A plays and seeks; the guest on B follows.
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 12 });
      expect(await guestSocket.next('playback-update', (u) => u.action === 'play', 10_000)).toMatchObject({
        isPlaying: true,
        currentTime: 12,
      });
      hostSocket.emit('playback-control', { roomId, action: 'seek', currentTime: 42.5 });
      const seek = await guestSocket.next('playback-update', (u) => u.action === 'seek', 10_000);
      expect(seek).toMatchObject({ isPlaying: true, currentTime: 42.5 });
      expect(Math.abs(seek.serverTime - Date.now())).toBeLessThan(5000);
      // The guest may not.
      guestSocket.emit('playback-control', { roomId, action: 'pause', currentTime: 1 });
      expect(await guestSocket.nextError(10_000)).toBe('Only the host can control playback.');

      // Process A dies without a word: within seconds the guest on B hears the host left and hosts now.
      const killedAt = Date.now();
      a.child.kill('SIGKILL');
      const changed = await guestSocket.next('host-changed', () => true, 15_000);
      const handOffMs = Date.now() - killedAt;
      expect(changed).toEqual({ newHost: guestId, username: 'djnova' });
      expect(handOffMs).toBeLessThan(10_000);
      expect(await guestSocket.next('user-left', () => true, 5000)).toEqual({
        socketId: hostId,
        username: 'lunawaves',
      });

      // The new host controls the room; the room state says so.
      guestSocket.emit('playback-control', { roomId, action: 'pause', currentTime: 50 });
      expect(await guestSocket.next('playback-update', (u) => u.action === 'pause', 10_000)).toMatchObject({
        isPlaying: false,
        currentTime: 50,
      });
      guestSocket.emit('resync', { roomId });
      const after = await guestSocket.next('room-state', () => true, 10_000);
      expect(after).toMatchObject({ host: guestId, hostName: 'djnova', isPlaying: false });
      expect(after.participants.map((p) => p.username)).toEqual(['djnova']);
      expect(b.child.exitCode).toBeNull();
    },
    120_000,
  );
});
