import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import {
  connectSocket,
  type RealtimeTestApp,
  sessionCookie,
  sleep,
  startRealtimeApp,
  type TestSocket,
} from '../testing';
import { ROOMS_LIST_PUSH_INTERVAL_MS } from './roomsList';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('rooms-list pushes', (t) => {
  let server: RealtimeTestApp;
  let host: User;
  let guest: User;
  const cookies = new Map<number, string>();
  const open: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeApp(t.handle, { recoveryWindowMs: 1500 });
    [host, guest] = await Promise.all([createUser(t.db), createUser(t.db)]);
    for (const user of [host, guest]) cookies.set(user.id, await sessionCookie(server.app, user));
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    await expect
      .poll(async () => (await server.app.ctx.realtime!.listRooms()).length, { timeout: 30_000 })
      .toBe(0);
  });
  afterAll(() => server.app.close());

  async function connect(user: User | null): Promise<TestSocket> {
    const socket = await connectSocket(server.url, user ? { cookie: cookies.get(user.id)! } : {});
    open.push(socket);
    return socket;
  }

  /** A room hosted by `host`, joined by `guest`, and a visitor in the lobby who has seen both. */
  async function partyWithLobby() {
    const lobby = await connect(null);
    const hostSocket = await connect(host);
    const member = await connect(guest);
    const roomId = `room-${Date.now()}`;
    hostSocket.emit('create-room', { roomId, roomName: 'Toggle party' });
    await hostSocket.next('room-state');
    member.emit('join-room', { roomId });
    await member.next('room-state');
    await lobby.next('rooms-list', (rooms) => rooms.some((r) => r.id === roomId && r.participantCount === 2));
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 2);
    for (const socket of [lobby, hostSocket, member]) socket.drain();
    return { lobby, hostSocket, member, roomId };
  }

  it('gathers a burst of play/pause toggles into one push to the lobby, and sends none to the room', async () => {
    const { lobby, hostSocket, member, roomId } = await partyWithLobby();
    const sentAt = Date.now();
    for (let i = 0; i < 6; i += 1) {
      hostSocket.emit('playback-control', { roomId, action: i % 2 === 0 ? 'play' : 'pause', currentTime: i });
    }
    for (let i = 0; i < 6; i += 1) await member.next('playback-update');
    const first = await lobby.next('rooms-list');
    // Pushed at the end of the interval, not at the first change.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(ROOMS_LIST_PUSH_INTERVAL_MS - 20);
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 3);
    const pushes = [first, ...lobby.pending('rooms-list')];
    expect(pushes.length).toBeLessThanOrEqual(2);
    expect(pushes.at(-1)!.find((r) => r.id === roomId)).toMatchObject({
      isPlaying: false,
      participantCount: 2,
    });
    expect(member.pending('rooms-list')).toEqual([]);
    expect(hostSocket.pending('rooms-list')).toEqual([]);

    // A playing room shows LIVE in the lobby.
    hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 10 });
    const live = await lobby.next('rooms-list');
    expect(live.find((r) => r.id === roomId)).toMatchObject({ isPlaying: true });
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 2);
    expect(member.pending('rooms-list')).toEqual([]);
  });

  it('stores each control before its update reaches the room, in order, and the lobby ends on the last state', async () => {
    const { lobby, hostSocket, member, roomId } = await partyWithLobby();
    const actions = ['play', 'pause', 'play', 'seek', 'pause'] as const;
    for (const [i, action] of actions.entries()) {
      const position = i + 0.5;
      hostSocket.emit('playback-control', { roomId, action, currentTime: position });
      const update = await member.next('playback-update');
      expect(update).toMatchObject({ action, currentTime: position, isPlaying: action !== 'pause' });
      // Asked on hearing the update: the room's state already has the clock the update carried.
      member.emit('resync', { roomId });
      const state = await member.next('room-state');
      expect(state.isPlaying).toBe(update.isPlaying);
      if (update.isPlaying) expect(state.currentTime).toBeGreaterThanOrEqual(position);
      else expect(state.currentTime).toBe(position);
    }
    expect(hostSocket.pending('error')).toEqual([]);
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 3);
    const pushes = lobby.pending('rooms-list');
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.at(-1)!.find((r) => r.id === roomId)).toMatchObject({
      isPlaying: false,
      participantCount: 2,
    });
    expect(member.pending('rooms-list')).toEqual([]);
  });

  it('answers a member who asks, and pushes to it again once it has left the room', async () => {
    const { lobby, hostSocket, member, roomId } = await partyWithLobby();
    member.emit('get-rooms');
    expect((await member.next('rooms-list')).find((r) => r.id === roomId)).toMatchObject({
      participantCount: 2,
    });

    member.emit('leave-room', { roomId });
    const afterLeave = await member.next('rooms-list');
    expect(afterLeave.find((r) => r.id === roomId)).toMatchObject({ participantCount: 1 });
    expect((await lobby.next('rooms-list')).find((r) => r.id === roomId)).toMatchObject({
      participantCount: 1,
    });

    hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
    expect((await member.next('rooms-list')).find((r) => r.id === roomId)).toMatchObject({ isPlaying: true });
    expect(hostSocket.pending('rooms-list')).toEqual([]);
  });

  it('keeps a member whose connection came back out of the lobby', async () => {
    const { lobby, hostSocket, member, roomId } = await partyWithLobby();
    const before = member.id;
    member.socket.io.engine.close();
    await member.next('room-state', (s) => s.roomId === roomId, 30_000);
    expect(member.socket.recovered).toBe(true);
    expect(member.id).toBe(before);
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 2);
    member.drain();
    lobby.drain();

    hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
    await member.next('playback-update');
    await lobby.next('rooms-list');
    await sleep(ROOMS_LIST_PUSH_INTERVAL_MS * 2);
    expect(member.pending('rooms-list')).toEqual([]);
  });
});
