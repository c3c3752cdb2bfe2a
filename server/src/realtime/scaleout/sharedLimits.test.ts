import { LIVE_CHAT_LIMITS, LIVE_CHAT_MESSAGES } from '@common/listening';
import { ROOM_MESSAGES, SOCKET_RATE_LIMITS } from '@common/rooms';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signInCookie, waitFor } from '../../media/uploads/httpTesting';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { OWNER_BUDGET_FACTOR } from '../rateLimit';
import { connectSocket, sleep, TestSocket } from '../testing';
import { type AppProcess, AppProcesses } from './appProcesses';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: shared limits tests skipped`);

/** Connects a socket: the socket, or the server's refusal (the refused socket is closed). */
async function tryConnect(url: string, cookie?: string): Promise<TestSocket | string> {
  const socket = new TestSocket(url, cookie ? { cookie } : {});
  try {
    await socket.connected();
    return socket;
  } catch (error) {
    socket.close();
    return (error as Error).message;
  }
}

/** Tries to connect; answers 'connected' or the server's refusal (the socket is closed either way). */
async function attempt(url: string, cookie?: string): Promise<string> {
  const result = await tryConnect(url, cookie);
  if (typeof result === 'string') return result;
  result.close();
  return 'connected';
}

describeEachDatabase('socket caps, rate budgets and the rooms list across two app processes', (t) => {
  const processes = new AppProcesses(t, uniquePrefix('shared-limits'), process.env);
  const open: TestSocket[] = [];
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    processes.setUp();
    if (!available) return;
    [a, b] = await Promise.all([processes.start(), processes.start()]);
  }, 120_000);
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => processes.tearDown());

  async function connect(url: string, cookie?: string): Promise<TestSocket> {
    const socket = await connectSocket(url, cookie ? { cookie } : {});
    open.push(socket);
    return socket;
  }

  async function signedIn(): Promise<string> {
    const user = await createUser(t.db);
    return signInCookie(a.url, user.username, user.plainPassword);
  }

  it.skipIf(!available)(
    "counts a user's sockets on both processes against one cap of 10",
    async () => {
      const cookie = await signedIn();
      const onA: TestSocket[] = [];
      for (let i = 0; i < 5; i += 1) onA.push(await connect(a.url, cookie));
      for (let i = 0; i < 5; i += 1) await connect(b.url, cookie);
      expect(await attempt(a.url, cookie)).toBe(ROOM_MESSAGES.tooManyConnections);
      expect(await attempt(b.url, cookie)).toBe(ROOM_MESSAGES.tooManyConnections);

      // A tab closed on A frees a place on B.
      onA[0]!.close();
      await waitFor(async () => {
        const result = await tryConnect(b.url, cookie);
        if (typeof result === 'string') return false;
        open.push(result);
        return true;
      }, 30_000);
      expect(await attempt(a.url, cookie)).toBe(ROOM_MESSAGES.tooManyConnections);
    },
    30_000,
  );

  it.skipIf(!available)(
    'counts the visitor sockets of one address on both processes against one cap of 20',
    async () => {
      for (let i = 0; i < 10; i += 1) await connect(a.url);
      for (let i = 0; i < 10; i += 1) await connect(b.url);
      expect(await attempt(b.url)).toBe(ROOM_MESSAGES.tooManyVisitorConnections);
      expect(await attempt(a.url)).toBe(ROOM_MESSAGES.tooManyVisitorConnections);
    },
    30_000,
  );

  it.skipIf(!available)(
    "spends one user's event budget across the sockets of both processes",
    async () => {
      const cookie = await signedIn();
      const sockets = [
        ...(await Promise.all([0, 1, 2].map(() => connect(a.url, cookie)))),
        ...(await Promise.all([0, 1, 2].map(() => connect(b.url, cookie)))),
      ];
      const budget = SOCKET_RATE_LIMITS.lobby.points * OWNER_BUDGET_FACTOR;
      const each = budget / sockets.length;
      // Each socket stays well within its own budget; together they spend the user's.
      expect(each).toBeLessThan(SOCKET_RATE_LIMITS.lobby.points);
      for (const socket of sockets) for (let i = 0; i < each; i += 1) socket.emit('get-rooms');
      for (const socket of sockets) for (let i = 0; i < each; i += 1) await socket.next('rooms-list');
      expect(sockets.flatMap((s) => s.pending('error'))).toEqual([]);

      sockets[4]!.emit('get-rooms');
      expect(await sockets[4]!.nextError()).toBe(ROOM_MESSAGES.rateLimited);
      sockets[0]!.emit('get-rooms');
      expect(await sockets[0]!.nextError()).toBe(ROOM_MESSAGES.rateLimited);
    },
    30_000,
  );

  it.skipIf(!available)(
    "spends one user's live chat rate across both processes (429 with Retry-After)",
    async () => {
      const cookie = await signedIn();
      const post = (url: string, message: string) =>
        fetch(`${url}/api/live-chat/listening`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ message }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < LIVE_CHAT_LIMITS.ratePoints; i += 1) {
        statuses.push((await post(i % 2 === 0 ? a.url : b.url, `m${i}`)).status);
      }
      expect(statuses).toEqual(Array(LIVE_CHAT_LIMITS.ratePoints).fill(201));
      for (const url of [a.url, b.url]) {
        const limited = await post(url, 'one more');
        expect(limited.status).toBe(429);
        expect(await limited.json()).toEqual({ message: LIVE_CHAT_MESSAGES.rateLimited });
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    },
    30_000,
  );

  it.skipIf(!available)(
    'pushes room changes made on one process to lobby sockets on both, gathered, and not to members',
    async () => {
      const hostCookie = await signedIn();
      const guestCookie = await signedIn();
      const host = await connect(a.url, hostCookie);
      const member = await connect(b.url, guestCookie);
      const lobbyA = await connect(a.url);
      const lobbyB = await connect(b.url);
      const roomId = `room-${Date.now()}`;
      host.emit('create-room', { roomId, roomName: 'Toggle party' });
      await host.next('room-state');
      member.emit('join-room', { roomId });
      await member.next('room-state');
      for (const lobby of [lobbyA, lobbyB]) {
        await lobby.next(
          'rooms-list',
          (rooms) => rooms.some((r) => r.id === roomId && r.participantCount === 2),
          5000,
        );
      }
      await sleep(400);
      for (const socket of [host, member, lobbyA, lobbyB]) socket.drain();

      // Six quick toggles of isPlaying on A.
      for (let i = 0; i < 6; i += 1) {
        host.emit('playback-control', { roomId, action: i % 2 === 0 ? 'play' : 'pause', currentTime: i });
      }
      for (let i = 0; i < 6; i += 1) await member.next('playback-update', () => true, 30_000);
      await sleep(800);
      for (const lobby of [lobbyA, lobbyB]) {
        const pushes = lobby.pending('rooms-list');
        expect(pushes.length).toBeGreaterThanOrEqual(1);
        expect(pushes.length).toBeLessThanOrEqual(2);
        expect(pushes.at(-1)!.find((r) => r.id === roomId)).toMatchObject({ isPlaying: false });
      }
      expect(member.pending('rooms-list')).toEqual([]);
      expect(host.pending('rooms-list')).toEqual([]);

      // Asked, a member is answered; once it leaves, it is a lobby socket again.
      member.emit('get-rooms');
      expect((await member.next('rooms-list')).some((r) => r.id === roomId)).toBe(true);
      member.emit('leave-room', { roomId });
      const after = await member.next('rooms-list', () => true, 30_000);
      expect(after.find((r) => r.id === roomId)).toMatchObject({ participantCount: 1 });
      host.emit('leave-room', { roomId });
      await member.next('rooms-list', (rooms) => !rooms.some((r) => r.id === roomId), 30_000);
    },
    30_000,
  );
});
