import { BLOCK_MESSAGES } from '@common/blocks';
import {
  ROOM_LIMITS,
  ROOM_MESSAGES,
  ROOM_SYNC,
  roomLiveChatChannel,
  type LiveChatMessage,
  SOCKET_RATE_LIMITS,
  type RoomState,
  type TrackInfo,
} from '@common/rooms';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { createTrack } from '../../features/tracks/testing';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import type { RealtimeHub } from '../hub';
import {
  connectSocket,
  type RealtimeTestApp,
  sessionCookie,
  sleep,
  startRealtimeApp,
  type TestSocket,
} from '../testing';

type User = Awaited<ReturnType<typeof createUser>>;

const RECOVERY_WINDOW_MS = 1500;
const BUFFERING_WAIT_MS = 600;
let roomSequence = 0;
const newRoomId = () => `room-${Date.now()}-${++roomSequence}`;
const sockets = (state: RoomState) => state.participants.map((p) => p.socketId);

/** Resolves once the server has handled everything this socket sent before (its events run in order). */
async function settled(socket: TestSocket): Promise<void> {
  socket.emit('resync', { roomId: 'room-settled' });
  expect(await socket.nextError()).toBe('Room not found');
}

describeEachDatabase('listening rooms over Socket.IO', (t) => {
  let server: RealtimeTestApp;
  let hub: RealtimeHub;
  let host: User;
  let guest: User;
  let third: User;
  const cookies = new Map<number, string>();
  let track: TrackRow;
  let draft: TrackRow;
  let privateTrack: TrackRow;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    server = await startRealtimeApp(t.handle, {
      recoveryWindowMs: RECOVERY_WINDOW_MS,
      bufferingWaitMaxMs: BUFFERING_WAIT_MS,
    });
    hub = server.app.ctx.realtime!;
    [host, guest, third] = await Promise.all([
      createUser(t.db, { username: `host_${Date.now() % 100000}` }),
      createUser(t.db),
      createUser(t.db),
    ]);
    for (const user of [host, guest, third]) cookies.set(user.id, await sessionCookie(server.app, user));
    track = await createTrack(t.db, {
      title: 'Midnight Tide',
      artist: 'Luna Waves',
      duration: 180,
      coverArt: '/c.png',
    });
    draft = await createTrack(t.db, { status: 'draft' });
    privateTrack = await createTrack(t.db, { visibility: 'private' });
  });
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    // A user hosts one room at a time: the next test starts once this one's rooms are gone.
    await expect
      .poll(async () => (await hub.roomsHostedBy([host.id, guest.id, third.id])).size, { timeout: 30_000 })
      .toBe(0);
  });
  afterAll(() => server.app.close());

  async function connect(user: User | null, origin?: string): Promise<TestSocket> {
    const socket = await connectSocket(server.url, {
      ...(user ? { cookie: cookies.get(user.id)! } : {}),
      ...(origin ? { origin } : {}),
    });
    open.push(socket);
    return socket;
  }

  /** A room created by `user`'s new socket, with the room state it received. */
  async function hostRoom(user: User = host, trackInfo?: TrackInfo) {
    const socket = await connect(user);
    const roomId = newRoomId();
    socket.emit('create-room', { roomId, username: user.username, trackInfo: trackInfo ?? null });
    const state = await socket.next('room-state');
    return { socket, roomId, state };
  }

  async function join(user: User, roomId: string) {
    const socket = await connect(user);
    socket.emit('join-room', { roomId, username: user.username });
    const state = await socket.next('room-state');
    return { socket, state };
  }

  const catalogue = (row: TrackRow): TrackInfo => ({
    trackId: row.id,
    title: 'anything',
    artist: 'anyone',
    audioUrl: '/elsewhere.mp3',
  });

  describe('connecting', () => {
    it('lets a visitor list rooms but not create or join one', async () => {
      const { roomId } = await hostRoom();
      const visitor = await connect(null);
      visitor.emit('get-rooms');
      const rooms = await visitor.next('rooms-list');
      expect(rooms.find((room) => room.id === roomId)).toMatchObject({
        hostName: host.username,
        participantCount: 1,
        isPlaying: false,
      });
      visitor.emit('create-room', { roomId: newRoomId(), username: 'visitor' });
      expect(await visitor.nextError()).toBe('You need to be logged in to create a listening party');
      visitor.emit('join-room', { roomId, username: 'visitor' });
      expect(await visitor.nextError()).toBe('You need to be logged in to join a listening party');
      expect((await hub.listRooms()).find((room) => room.id === roomId)!.participantCount).toBe(1);
    });

    it('refuses a handshake from another site', async () => {
      await expect(connectSocket(server.url, { origin: 'https://evil.example' })).rejects.toThrow();
      const fromHere = await connect(host, server.url);
      expect(fromHere.socket.connected).toBe(true);
    });

    it('works over HTTP long-polling too, with the session of the cookie', async () => {
      const polling = await connectSocket(server.url, {
        cookie: cookies.get(guest.id)!,
        transports: ['polling'],
      });
      open.push(polling);
      expect(polling.socket.io.engine.transport.name).toBe('polling');
      const roomId = newRoomId();
      polling.emit('create-room', { roomId });
      expect((await polling.next('room-state')).hostName).toBe(guest.username);
      await expect(
        connectSocket(server.url, { origin: 'https://evil.example', transports: ['polling'] }),
      ).rejects.toThrow();
    });

    it('treats a forged or expired session cookie as a visitor', async () => {
      const forged = await connectSocket(server.url, { cookie: `pn_session=${'a'.repeat(43)}` });
      open.push(forged);
      forged.emit('create-room', { roomId: newRoomId() });
      expect(await forged.nextError()).toBe(ROOM_MESSAGES.loginToCreateParty);
    });

    it('answers time-sync with the server clock through the acknowledgement', async () => {
      const socket = await connect(null);
      const clientSentAt = Date.now();
      const reply = await new Promise<{
        clientSentAt: number;
        serverReceivedAt: number;
        serverSentAt: number;
      }>((resolve) => socket.socket.emit('time-sync', { clientSentAt }, resolve));
      const after = Date.now();
      expect(reply.clientSentAt).toBe(clientSentAt);
      expect(reply.serverReceivedAt).toBeGreaterThanOrEqual(clientSentAt);
      expect(reply.serverSentAt).toBeGreaterThanOrEqual(reply.serverReceivedAt);
      expect(reply.serverSentAt).toBeLessThanOrEqual(after);
    });
  });

  describe('creating and joining', () => {
    it('creates a room with a catalogue track, the session username and the creator as host', async () => {
      const watcher = await connect(null);
      const socket = await connect(host);
      const roomId = newRoomId();
      socket.emit('create-room', { roomId, username: 'impostor', trackInfo: catalogue(track) });
      expect(await socket.next('room-created')).toEqual({ roomId });
      const state = await socket.next('room-state');
      expect(state).toMatchObject({
        roomId,
        name: `${host.username}'s room`,
        host: socket.id,
        hostName: host.username,
        hostUserId: host.id,
        track: {
          trackId: track.id,
          title: 'Midnight Tide',
          artist: 'Luna Waves',
          audioUrl: track.audioUrl,
          coverArt: '/c.png',
          duration: 180,
        },
        isPlaying: false,
        currentTime: 0,
      });
      expect(state.participants).toEqual([
        {
          socketId: socket.id,
          username: host.username,
          userId: host.id,
          isActive: true,
          joinedAt: expect.any(String),
          isBuffering: false,
        },
      ]);
      expect(Math.abs(state.serverTime - Date.now())).toBeLessThan(1000);
      const list = await watcher.next('rooms-list', (rooms) => rooms.some((room) => room.id === roomId));
      expect(list.find((room) => room.id === roomId)).toEqual({
        id: roomId,
        name: `${host.username}'s room`,
        hostName: host.username,
        participantCount: 1,
        track: state.track,
        isPlaying: false,
      });
    });

    it('names a room as asked and refuses a blank name, a taken id and a track not in the catalogue', async () => {
      const socket = await connect(host);
      const roomId = newRoomId();
      socket.emit('create-room', { roomId, roomName: '  Friday Night  ' });
      expect((await socket.next('room-state')).name).toBe('Friday Night');
      const other = await connect(guest);
      other.emit('create-room', { roomId, roomName: 'Mine' });
      expect(await other.nextError()).toBe('A room with this id already exists');
      other.emit('create-room', { roomId: newRoomId(), roomName: '   ' });
      expect(await other.nextError()).toBe('Please provide a name for your listening party.');
      for (const row of [draft, privateTrack]) {
        other.emit('create-room', { roomId: newRoomId(), trackInfo: catalogue(row) });
        expect(await other.nextError()).toBe('Track not found');
      }
      other.emit('create-room', {
        roomId: newRoomId(),
        trackInfo: { ...catalogue(track), trackId: 99_999_999_999 },
      });
      expect(await other.nextError()).toBe('Track not found');
      expect(other.pending('room-state')).toEqual([]);
    });

    it('joins: the joiner gets the room state, the others user-joined, names from the session', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket, state } = await join(guest, roomId);
      expect(sockets(state)).toEqual([hostSocket.id, socket.id]);
      expect(state.host).toBe(hostSocket.id);
      expect(await hostSocket.next('user-joined')).toEqual({
        socketId: socket.id,
        username: guest.username,
        participant: expect.objectContaining({
          socketId: socket.id,
          username: guest.username,
          isActive: true,
        }),
      });
      socket.emit('join-room', { roomId });
      expect(sockets(await socket.next('room-state'))).toEqual([hostSocket.id, socket.id]);
      socket.emit('join-room', { roomId: 'room-missing' });
      expect(await socket.nextError()).toBe('Room not found');
    });

    it("refuses to let someone the host blocked join the host's room, without telling them why", async () => {
      const { roomId } = await hostRoom();
      await t.db
        .insertInto('userBlocks')
        .values({ blockerId: host.id, blockedId: third.id, createdAt: new Date().toISOString() })
        .execute();
      try {
        const socket = await connect(third);
        socket.emit('join-room', { roomId });
        expect(await socket.nextError()).toBe(BLOCK_MESSAGES.joinParty);
        expect((await hub.listRooms()).find((room) => room.id === roomId)!.participantCount).toBe(1);
        // Someone else still joins.
        await join(guest, roomId);
      } finally {
        await t.db.deleteFrom('userBlocks').where('blockerId', '=', host.id).execute();
      }
    });

    it('lets one user be in a room twice (two tabs)', async () => {
      const { roomId } = await hostRoom();
      await join(guest, roomId);
      const { state } = await join(guest, roomId);
      expect(state.participants.filter((p) => p.userId === guest.id)).toHaveLength(2);
    });

    it('moves a socket that joins another room out of its first one', async () => {
      const first = await hostRoom();
      const second = await hostRoom(third);
      const { socket } = await join(guest, first.roomId);
      socket.emit('join-room', { roomId: second.roomId });
      expect(sockets(await socket.next('room-state'))).toEqual([second.socket.id, socket.id]);
      expect(await first.socket.next('user-left')).toEqual({ socketId: socket.id, username: guest.username });
    });
  });

  describe('playback', () => {
    it('refuses play, pause, seek and change-track from anyone but the host', async () => {
      const { roomId } = await hostRoom(host, catalogue(track));
      const { socket } = await join(guest, roomId);
      for (const action of ['play', 'pause', 'seek'] as const) {
        socket.emit('playback-control', { roomId, action, currentTime: 10 });
        expect(await socket.nextError()).toBe('Only the host can control playback.');
      }
      socket.emit('change-track', { roomId, trackInfo: catalogue(track) });
      expect(await socket.nextError()).toBe('Only the host can change tracks.');
      socket.emit('resync', { roomId });
      expect(await socket.next('room-state')).toMatchObject({ isPlaying: false, currentTime: 0 });
    });

    it('plays at a server time a little ahead, for everyone, and the room clock runs on its own', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket } = await join(guest, roomId);
      const before = Date.now();
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 30 });
      const update = await socket.next('playback-update');
      expect(update).toMatchObject({ isPlaying: true, currentTime: 30, action: 'play' });
      expect(update.serverTime).toBeGreaterThanOrEqual(before + ROOM_SYNC.playLeadMs);
      expect(update.serverTime).toBeLessThanOrEqual(Date.now() + ROOM_SYNC.playLeadMs);
      expect(await hostSocket.next('playback-update')).toEqual(update);

      // During the lead, a late joiner is told the same start.
      const early = await join(third, roomId);
      expect(early.state).toMatchObject({ isPlaying: true, currentTime: 30, serverTime: update.serverTime });

      await sleep(update.serverTime - Date.now() + 400);
      const late = await join(third, roomId);
      const elapsed = (late.state.serverTime - update.serverTime) / 1000;
      expect(elapsed).toBeGreaterThan(0.35);
      expect(late.state.currentTime).toBeCloseTo(30 + elapsed, 3);
      expect(late.state.serverTime).toBeLessThanOrEqual(Date.now());
      await sleep(200);
      late.socket.emit('resync', { roomId });
      const again = await late.socket.next('room-state');
      expect(again.currentTime).toBeGreaterThan(late.state.currentTime + 0.15);
    });

    it('pauses where the host says and seeks keeping the playing state', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket } = await join(guest, roomId);
      hostSocket.emit('playback-control', { roomId, action: 'seek', currentTime: 50 });
      expect(await socket.next('playback-update')).toMatchObject({
        isPlaying: false,
        currentTime: 50,
        action: 'seek',
      });
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 50 });
      await socket.next('playback-update');
      hostSocket.emit('playback-control', { roomId, action: 'seek', currentTime: 90 });
      const seek = await socket.next('playback-update');
      expect(seek).toMatchObject({ isPlaying: true, currentTime: 90, action: 'seek' });
      expect(seek.serverTime).toBeGreaterThan(Date.now());
      hostSocket.emit('playback-control', { roomId, action: 'pause', currentTime: 91.5 });
      const pause = await socket.next('playback-update');
      expect(pause).toMatchObject({ isPlaying: false, currentTime: 91.5, action: 'pause' });
      await sleep(150);
      socket.emit('resync', { roomId });
      expect((await socket.next('room-state')).currentTime).toBe(91.5);
      hostSocket.emit('playback-control', { roomId, action: 'seek', currentTime: 999 });
      expect((await socket.next('playback-update')).currentTime).toBe(180);
    });

    it('changes the track from the catalogue, playing on when the room was playing', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      hostSocket.emit('change-track', { roomId, trackInfo: catalogue(track) });
      const paused = await socket.next('track-changed');
      expect(paused).toMatchObject({
        track: { trackId: track.id, title: 'Midnight Tide', artist: 'Luna Waves', audioUrl: track.audioUrl },
        isPlaying: false,
        currentTime: 0,
      });
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 12 });
      await socket.next('playback-update');
      const before = Date.now();
      hostSocket.emit('change-track', {
        roomId,
        trackInfo: { title: 'Own mix', artist: 'Host', audioUrl: '/media/audio/mix.mp3' },
      });
      const playing = await socket.next('track-changed');
      expect(playing).toMatchObject({
        track: { title: 'Own mix', artist: 'Host', audioUrl: '/media/audio/mix.mp3' },
        isPlaying: true,
        currentTime: 0,
      });
      expect(playing.serverTime).toBeGreaterThanOrEqual(before + ROOM_SYNC.trackChangeLeadMs);
      hostSocket.emit('change-track', { roomId, trackInfo: catalogue(draft) });
      expect(await hostSocket.nextError()).toBe('Track not found');
      hostSocket.emit('change-track', {
        roomId,
        trackInfo: { title: 'x', audioUrl: 'https://elsewhere.example/a.mp3' },
      });
      expect(await hostSocket.nextError()).toBe('Invalid request');
    });
  });

  describe('tracks from outside the catalogue', () => {
    it('keeps a cover on this site and drops one from anywhere else', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const own = { title: 'Demo', artist: 'Me', audioUrl: '/media/demo.mp3' };
      const covers: [string, string | null][] = [
        ['/covers/demo.png', '/covers/demo.png'],
        ['https://evil.example/pixel.png', null],
        ['//evil.example/pixel.png', null],
        ['/\\evil.example/pixel.png', null],
        ['javascript:alert(1)', null],
      ];
      for (const [coverArt, kept] of covers) {
        hostSocket.emit('change-track', { roomId, trackInfo: { ...own, coverArt } });
        expect((await hostSocket.next('track-changed')).track.coverArt ?? null, coverArt).toBe(kept);
      }
      hostSocket.emit('resync', { roomId });
      expect((await hostSocket.next('room-state')).track!.coverArt ?? null).toBeNull();
    });
  });

  describe('chat and reactions', () => {
    it('sends trimmed messages to the whole room, marked HOST and member', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      await t.db
        .insertInto('subscriptions')
        .values({ userId: guest.id, kind: 'fan', planId: 'premium_fan', artistId: host.id, status: 'active' })
        .execute();
      hostSocket.emit('send-message', { roomId, message: '  Welcome!  ', username: 'someone else' });
      const fromHost = await socket.next('new-message');
      expect(fromHost).toEqual({
        id: expect.any(String),
        socketId: hostSocket.id,
        username: host.username,
        message: 'Welcome!',
        timestamp: expect.any(String),
        isHost: true,
        isMember: false,
      });
      expect(await hostSocket.next('new-message')).toEqual(fromHost);
      const longest = 'x'.repeat(ROOM_LIMITS.messageMaxLength);
      socket.emit('send-message', { roomId, message: longest });
      expect(await hostSocket.next('new-message')).toMatchObject({
        username: guest.username,
        message: longest,
        isHost: false,
        isMember: true,
      });
    });

    it('refuses blank, too long and outsider messages', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      hostSocket.emit('send-message', { roomId, message: '   ' });
      expect(await hostSocket.nextError()).toBe('Message cannot be empty');
      hostSocket.emit('send-message', { roomId, message: 'y'.repeat(ROOM_LIMITS.messageMaxLength + 1) });
      expect(await hostSocket.nextError()).toBe('Message is too long (at most 500 characters)');
      const outsider = await connect(guest);
      outsider.emit('send-message', { roomId, message: 'hello' });
      expect(await outsider.nextError()).toBe('Could not find your user information.');
      await sleep(50);
      expect(hostSocket.pending('new-message')).toEqual([]);
    });

    it('sends reactions at a position to the whole room', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      socket.emit('send-reaction', { roomId, reactionType: 'wave', position: { x: 0.25, y: 1 } });
      const reaction = await hostSocket.next('new-reaction');
      expect(reaction).toEqual({
        reactionType: 'wave',
        position: { x: 0.25, y: 1 },
        socketId: socket.id,
        username: guest.username,
        timestamp: expect.any(String),
      });
      expect(await socket.next('new-reaction')).toEqual(reaction);
      socket.emit('send-reaction', { roomId, reactionType: 'heart', position: { x: 1.5, y: 0 } });
      expect(await socket.nextError()).toBe('Invalid request');
      const outsider = await connect(third);
      outsider.emit('send-reaction', { roomId, reactionType: 'heart', position: { x: 0.5, y: 0.5 } });
      expect(await outsider.nextError()).toBe('You are not in this room');
    });
  });

  describe('bad input and floods', () => {
    it('answers every malformed payload with an error and changes nothing', async () => {
      const { socket: hostSocket, roomId, state } = await hostRoom(host, catalogue(track));
      const bad: [string, unknown][] = [
        ['create-room', { roomId: '../etc' }],
        ['create-room', 'room-1'],
        ['join-room', {}],
        ['join-room', { roomId: 'x'.repeat(65) }],
        ['leave-room', 5],
        ['playback-control', { roomId, action: 'rewind', currentTime: 1 }],
        ['playback-control', { roomId, action: 'play', currentTime: -1 }],
        ['playback-control', { roomId, action: 'play', currentTime: 'soon' }],
        ['change-track', { roomId, trackInfo: { title: '', audioUrl: '/a.mp3' } }],
        ['change-track', { roomId, trackInfo: { title: 'x', audioUrl: '//evil.example/a.mp3' } }],
        ['send-message', { roomId, message: 5 }],
        ['send-message', { roomId, message: 'x'.repeat(ROOM_LIMITS.messageMaxLength * 4 + 1) }],
        ['send-reaction', { roomId, reactionType: 'boo', position: { x: 0, y: 0 } }],
        ['send-reaction', { roomId, reactionType: 'wave' }],
        ['buffering', { roomId, isBuffering: 'yes' }],
        ['resync', {}],
        ['live-chat:join', { channel: 'not a channel!' }],
        ['live-chat:leave', null],
      ];
      for (const [event, payload] of bad) {
        hostSocket.emitRaw(event, payload);
        expect(await hostSocket.nextError(), `${event} ${JSON.stringify(payload)}`).toBe('Invalid request');
      }
      hostSocket.emitRaw('time-sync', { clientSentAt: 'now' }, () => undefined);
      expect(await hostSocket.nextError()).toBe('Invalid request');
      hostSocket.emit('resync', { roomId });
      const after = await hostSocket.next('room-state');
      expect({ ...after, serverTime: 0 }).toEqual({ ...state, serverTime: 0 });
    });

    it('closes a connection that sends more than the largest message', async () => {
      const socket = await connect(host);
      const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
      socket.emitRaw('send-message', {
        roomId: 'r',
        message: 'x'.repeat(ROOM_LIMITS.maxHttpBufferSize + 10),
      });
      expect(await closed).toBe('transport close');
    });

    it('rate-limits each event group per socket', async () => {
      const { socket, roomId } = await hostRoom();
      const chat = SOCKET_RATE_LIMITS.chat.points;
      for (let i = 0; i <= chat; i += 1) socket.emit('send-message', { roomId, message: `m${i}` });
      expect(await socket.nextError()).toBe('Too many requests. Please slow down.');
      expect(socket.pending('error')).toEqual([]);
      const delivered = [];
      for (let i = 0; i < chat; i += 1) delivered.push((await socket.next('new-message')).message);
      expect(delivered).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);

      const reactions = SOCKET_RATE_LIMITS.reaction.points;
      for (let i = 0; i <= reactions; i += 1) {
        socket.emit('send-reaction', { roomId, reactionType: 'heart', position: { x: 0.5, y: 0.5 } });
      }
      expect(await socket.nextError()).toBe('Too many requests. Please slow down.');

      const visitor = await connect(null);
      for (let i = 0; i <= SOCKET_RATE_LIMITS.lobby.points; i += 1) visitor.emit('get-rooms');
      expect(await visitor.nextError()).toBe('Too many requests. Please slow down.');
      await sleep(50);
      expect(visitor.pending('rooms-list').length).toBeLessThanOrEqual(SOCKET_RATE_LIMITS.lobby.points + 1);

      const sync = SOCKET_RATE_LIMITS.sync.points;
      const acks: Promise<unknown>[] = [];
      for (let i = 0; i <= sync; i += 1) {
        acks.push(new Promise((resolve) => visitor.socket.emit('time-sync', { clientSentAt: i }, resolve)));
      }
      expect(await visitor.nextError()).toBe('Too many requests. Please slow down.');
      await Promise.all(acks.slice(0, sync));

      for (let i = 0; i <= SOCKET_RATE_LIMITS.control.points; i += 1) {
        socket.emit('playback-control', { roomId, action: 'seek', currentTime: i });
      }
      expect(await socket.nextError()).toBe('Too many requests. Please slow down.');
    });
  });

  describe('leaving and host hand-off', () => {
    it('hands the host to the longest-present participant when the host leaves', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket: first } = await join(guest, roomId);
      const { socket: second } = await join(third, roomId);
      hostSocket.emit('leave-room', { roomId });
      expect(await second.next('user-left')).toEqual({ socketId: hostSocket.id, username: host.username });
      expect(await second.next('host-changed')).toEqual({ newHost: first.id, username: guest.username });
      first.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
      expect(await second.next('playback-update')).toMatchObject({ isPlaying: true });
      second.emit('send-message', { roomId, message: 'hi' });
      expect((await first.next('new-message')).isHost).toBe(false);
      hostSocket.emit('leave-room', { roomId });
      expect(await hostSocket.nextError()).toBe('You are not in this room');
    });

    it('hands the host on at once when the host closes the page', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      const hostId = hostSocket.id;
      hostSocket.close();
      expect(await socket.next('user-left')).toEqual({ socketId: hostId, username: host.username });
      expect(await socket.next('host-changed')).toEqual({ newHost: socket.id, username: guest.username });
      socket.emit('resync', { roomId });
      const state = await socket.next('room-state');
      expect(state).toMatchObject({ host: socket.id, hostName: guest.username, hostUserId: guest.id });
      expect(sockets(state)).toEqual([socket.id]);
    });

    it('removes a room when its last participant leaves', async () => {
      const watcher = await connect(null);
      const { socket: hostSocket, roomId } = await hostRoom();
      await watcher.next('rooms-list', (rooms) => rooms.some((room) => room.id === roomId));
      watcher.drain();
      hostSocket.emit('leave-room', { roomId });
      await watcher.next('rooms-list', (rooms) => !rooms.some((room) => room.id === roomId));
      expect((await hub.listRooms()).some((room) => room.id === roomId)).toBe(false);
      const late = await connect(guest);
      late.emit('join-room', { roomId });
      expect(await late.nextError()).toBe('Room not found');
    });
  });

  describe('dropped connections', () => {
    const dropTransport = (socket: TestSocket) => socket.socket.io.engine.close();
    const reconnected = (socket: TestSocket) =>
      new Promise<void>((resolve) => socket.socket.once('connect', () => resolve()));

    it('brings a host who drops alone back into the room as host, with the same socket id', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const id = hostSocket.id;
      const back = reconnected(hostSocket);
      dropTransport(hostSocket);
      await back;
      expect(hostSocket.socket.recovered).toBe(true);
      expect(hostSocket.id).toBe(id);
      const state = await hostSocket.next('room-state');
      expect(state.host).toBe(id);
      expect(state.participants).toEqual([expect.objectContaining({ socketId: id, isActive: true })]);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 5 });
      expect(await hostSocket.next('playback-update')).toMatchObject({ isPlaying: true, currentTime: 5 });
    });

    it('hands the host on at once when the host drops with others present; the host comes back as a guest', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      const id = hostSocket.id;
      const back = reconnected(hostSocket);
      dropTransport(hostSocket);
      expect(await socket.next('participant-updated')).toMatchObject({ socketId: id, isActive: false });
      expect(await socket.next('host-changed')).toEqual({ newHost: socket.id, username: guest.username });
      await back;
      expect(hostSocket.socket.recovered).toBe(true);
      expect(hostSocket.id).toBe(id);
      expect(await socket.next('participant-updated')).toMatchObject({ socketId: id, isActive: true });
      const state = await hostSocket.next('room-state');
      expect(state.host).toBe(socket.id);
      expect(sockets(state)).toEqual([id, socket.id]);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
      expect(await hostSocket.nextError()).toBe('Only the host can control playback.');
      hostSocket.emit('send-message', { roomId, message: 'back' });
      expect((await socket.next('new-message')).socketId).toBe(id);
    });

    it('takes a participant out of the room when its session ended during the drop', async () => {
      const leaver = await createUser(t.db);
      cookies.set(leaver.id, await sessionCookie(server.app, leaver));
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(leaver, roomId);
      const id = socket.id;
      socket.socket.io.reconnection(false);
      dropTransport(socket);
      await hostSocket.next('participant-updated');
      await t.db.deleteFrom('sessions').where('userId', '=', leaver.id).execute();
      const back = reconnected(socket);
      socket.socket.connect();
      await back;
      expect(socket.socket.recovered).toBe(true);
      expect(await hostSocket.next('user-left')).toEqual({ socketId: id, username: leaver.username });
      socket.emit('send-message', { roomId, message: 'still here?' });
      expect(await socket.nextError()).toBe('Could not find your user information.');
      socket.emit('join-room', { roomId });
      expect(await socket.nextError()).toBe('You need to be logged in to join a listening party');
    });

    it('gives the host role of a host who dropped alone to the first active joiner', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const hostId = hostSocket.id;
      hostSocket.socket.io.reconnection(false);
      dropTransport(hostSocket);
      await sleep(100);
      const { socket, state } = await join(guest, roomId);
      expect(state.host).toBe(socket.id);
      expect(state.participants).toEqual([
        expect.objectContaining({ socketId: hostId, isActive: false }),
        expect.objectContaining({ socketId: socket.id, isActive: true }),
      ]);
      expect(await socket.next('host-changed')).toEqual({ newHost: socket.id, username: guest.username });
      socket.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
      expect(await socket.next('playback-update')).toMatchObject({ isPlaying: true });
      expect(socket.pending('error')).toEqual([]);
    });

    it('stops telling a recovered socket about its previous user once the session ended', async () => {
      const leaver = await createUser(t.db);
      cookies.set(leaver.id, await sessionCookie(server.app, leaver));
      const socket = await connect(leaver);
      socket.socket.io.reconnection(false);
      const payload = { partyId: 9, title: 'Late show', hostName: host.username, roomId: null };
      hub.emitPartyStarting(leaver.id, payload);
      expect(await socket.next('party-starting')).toEqual(payload);
      dropTransport(socket);
      await t.db.deleteFrom('sessions').where('userId', '=', leaver.id).execute();
      const back = reconnected(socket);
      socket.socket.connect();
      await back;
      expect(socket.socket.recovered).toBe(true);
      hub.emitPartyStarting(leaver.id, { ...payload, partyId: 10 });
      await sleep(150);
      expect(socket.pending('party-starting')).toEqual([]);
    });

    it('removes a participant who does not come back within the recovery window', async () => {
      const { socket: hostSocket, roomId } = await hostRoom();
      const { socket } = await join(guest, roomId);
      const id = socket.id;
      socket.socket.io.reconnection(false);
      dropTransport(socket);
      expect(await hostSocket.next('participant-updated')).toMatchObject({ socketId: id, isActive: false });
      const left = await hostSocket.next('user-left', () => true, RECOVERY_WINDOW_MS + 3000);
      expect(left).toEqual({ socketId: id, username: guest.username });
      hostSocket.emit('resync', { roomId });
      expect((await hostSocket.next('room-state')).participants).toHaveLength(1);
    });
  });

  describe('buffering', () => {
    it('holds a playing room for a buffering participant and plays on when it is ready', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket } = await join(guest, roomId);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 20 });
      await socket.next('playback-update');
      await hostSocket.next('playback-update');
      socket.emit('buffering', { roomId, isBuffering: true });
      expect(await hostSocket.next('participant-buffering')).toEqual({
        socketId: socket.id,
        isBuffering: true,
      });
      const hold = await hostSocket.next('playback-update');
      expect(hold).toMatchObject({ isPlaying: false, action: 'pause', currentTime: 20 });
      socket.emit('resync', { roomId });
      expect((await socket.next('room-state')).participants[1]).toMatchObject({ isBuffering: true });
      socket.emit('buffering', { roomId, isBuffering: false });
      expect(await hostSocket.next('participant-buffering')).toEqual({
        socketId: socket.id,
        isBuffering: false,
      });
      const resume = await hostSocket.next('playback-update');
      expect(resume).toMatchObject({ isPlaying: true, action: 'play', currentTime: 20 });
      expect(resume.serverTime).toBeGreaterThan(Date.now());

      // Within the cooldown, buffering again is shown but does not stop the room.
      socket.emit('buffering', { roomId, isBuffering: true });
      await hostSocket.next('participant-buffering');
      await sleep(100);
      expect(hostSocket.pending('playback-update')).toEqual([]);
    });

    it('plays on without a participant who buffers too long, and lets the host override a hold', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket: slow } = await join(guest, roomId);
      await join(third, roomId);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 40 });
      await hostSocket.next('playback-update');
      slow.emit('buffering', { roomId, isBuffering: true });
      const held = await hostSocket.next('playback-update');
      expect(held).toMatchObject({ isPlaying: false, action: 'pause' });
      const resumed = await hostSocket.next('playback-update', () => true, BUFFERING_WAIT_MS + 2000);
      expect(resumed).toMatchObject({ isPlaying: true, action: 'play', currentTime: held.currentTime });
      expect(resumed.serverTime - held.serverTime).toBeGreaterThanOrEqual(BUFFERING_WAIT_MS);

      // Another room (this one was held moments ago): a host control overrides the hold.
      const other = await hostRoom(third, catalogue(track));
      const { socket: waiting } = await join(guest, other.roomId);
      other.socket.emit('playback-control', { roomId: other.roomId, action: 'play', currentTime: 40 });
      await other.socket.next('playback-update');
      waiting.emit('buffering', { roomId: other.roomId, isBuffering: true });
      expect(await other.socket.next('playback-update')).toMatchObject({ isPlaying: false });
      other.socket.emit('playback-control', { roomId: other.roomId, action: 'pause', currentTime: 41 });
      expect(await other.socket.next('playback-update')).toMatchObject({ isPlaying: false, currentTime: 41 });
      await sleep(BUFFERING_WAIT_MS + 200);
      expect(other.socket.pending('playback-update')).toEqual([]);
    });

    it('holds a room at most once per cooldown, whoever asks and from however many sockets', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket: firstTab } = await join(guest, roomId);
      const { socket: secondTab } = await join(guest, roomId);
      const { socket: other } = await join(third, roomId);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 10 });
      await hostSocket.next('playback-update');
      firstTab.emit('buffering', { roomId, isBuffering: true });
      expect(await hostSocket.next('playback-update')).toMatchObject({ isPlaying: false });
      firstTab.emit('buffering', { roomId, isBuffering: false });
      expect(await hostSocket.next('playback-update')).toMatchObject({ isPlaying: true });

      secondTab.emit('buffering', { roomId, isBuffering: true });
      await hostSocket.next('participant-buffering', (p) => p.socketId === secondTab.id);
      firstTab.close();
      const { socket: reopened } = await join(guest, roomId);
      reopened.emit('buffering', { roomId, isBuffering: true });
      await hostSocket.next('participant-buffering', (p) => p.socketId === reopened.id);
      other.emit('buffering', { roomId, isBuffering: true });
      await hostSocket.next('participant-buffering', (p) => p.socketId === other.id);
      await sleep(100);
      expect(hostSocket.pending('playback-update')).toEqual([]);
    });

    it('does not hold a room whose track has reached its end', async () => {
      const { socket: hostSocket, roomId } = await hostRoom(host, catalogue(track));
      const { socket } = await join(guest, roomId);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 180 });
      await hostSocket.next('playback-update');
      socket.emit('buffering', { roomId, isBuffering: true });
      await hostSocket.next('participant-buffering', (p) => p.socketId === socket.id);
      await sleep(100);
      expect(hostSocket.pending('playback-update')).toEqual([]);

      // That used none of the room's hold cooldown: played again, a real stall holds the room.
      socket.emit('buffering', { roomId, isBuffering: false });
      await hostSocket.next('participant-buffering', (p) => p.socketId === socket.id);
      hostSocket.emit('playback-control', { roomId, action: 'play', currentTime: 0 });
      await hostSocket.next('playback-update');
      socket.emit('buffering', { roomId, isBuffering: true });
      expect(await hostSocket.next('playback-update')).toMatchObject({ isPlaying: false, action: 'pause' });
    });

    it('refuses buffering and resync from outside the room', async () => {
      const { roomId } = await hostRoom();
      const outsider = await connect(guest);
      outsider.emit('buffering', { roomId, isBuffering: true });
      expect(await outsider.nextError()).toBe('You are not in this room');
      outsider.emit('resync', { roomId });
      expect(await outsider.nextError()).toBe('You are not in this room');
    });
  });

  describe('the hub', () => {
    it('lists rooms and finds the rooms users host', async () => {
      const [dj, listener] = await Promise.all([createUser(t.db), createUser(t.db)]);
      cookies.set(dj.id, await sessionCookie(server.app, dj));
      cookies.set(listener.id, await sessionCookie(server.app, listener));
      const { roomId } = await hostRoom(dj);
      await join(listener, roomId);
      const hosted = await hub.roomsHostedBy([dj.id, listener.id]);
      expect([...hosted]).toEqual([[dj.id, roomId]]);
      expect((await hub.listRooms()).find((room) => room.id === roomId)).toMatchObject({
        hostName: dj.username,
        participantCount: 2,
      });
      expect(await hub.roomsHostedBy([])).toEqual(new Map());
    });

    it('does not list rooms whose people have all left', async () => {
      const { roomId, socket } = await hostRoom(third);
      socket.close();
      await expect.poll(async () => (await hub.listRooms()).some((room) => room.id === roomId)).toBe(false);
      expect((await hub.roomsHostedBy([third.id])).has(third.id)).toBe(false);
    });

    it('pushes live chat to the sockets watching a channel, visitors included', async () => {
      const watcher = await connect(null);
      const elsewhere = await connect(null);
      watcher.emit('live-chat:join', { channel: 'party:42' });
      elsewhere.emit('live-chat:join', { channel: 'party:43' });
      await Promise.all([settled(watcher), settled(elsewhere)]);
      const message = {
        id: 1,
        channel: 'party:42',
        senderId: host.id,
        senderName: host.username,
        message: 'Drop incoming',
        timestamp: new Date().toISOString(),
        type: 'music' as const,
      };
      hub.emitLiveChat(message);
      expect(await watcher.next('live-chat:message')).toEqual(message);
      watcher.emit('live-chat:leave', { channel: 'party:42' });
      await settled(watcher);
      hub.emitLiveChat({ ...message, id: 2 });
      await sleep(100);
      expect(watcher.pending('live-chat:message')).toEqual([]);
      expect(elsewhere.pending('live-chat:message')).toEqual([]);
    });

    it('lets one socket watch a limited number of live chats', async () => {
      const watcher = await connect(null);
      for (let i = 0; i < 10; i += 1) watcher.emit('live-chat:join', { channel: `c${i}` });
      watcher.emit('live-chat:join', { channel: 'one-too-many' });
      expect(await watcher.nextError()).toBe('Too many live chats open at once');
    });

    it('tells every socket of a user, and only theirs, that a party starts', async () => {
      const tabs = [await connect(guest), await connect(guest)];
      const other = await connect(third);
      const payload = { partyId: 7, title: 'Sunday session', hostName: host.username, roomId: null };
      hub.emitPartyStarting(guest.id, payload);
      for (const tab of tabs) expect(await tab.next('party-starting')).toEqual(payload);
      await sleep(50);
      expect(other.pending('party-starting')).toEqual([]);
    });
  });

  describe("the host's tools: removing a listener, deleting messages (decision 0062)", () => {
    const participantsOf = async (roomId: string) =>
      (await hub.listRooms()).find((room) => room.id === roomId)?.participantCount;

    describe('removing a listener', () => {
      it('takes every tab of theirs out, tells them and the room, and refuses them back', async () => {
        const { socket: hostSocket, roomId } = await hostRoom();
        const first = await join(guest, roomId);
        const second = await join(guest, roomId);
        const other = await join(third, roomId);
        expect(await participantsOf(roomId)).toBe(4);

        hostSocket.emit('remove-participant', { roomId, userId: guest.id });
        for (const tab of [first.socket, second.socket]) {
          expect(await tab.next('removed-from-room')).toEqual({
            roomId,
            message: 'The host removed you from this room.',
          });
        }
        const left = [await other.socket.next('user-left'), await other.socket.next('user-left')];
        expect(left.map((l) => l.socketId).sort()).toEqual([first.socket.id, second.socket.id].sort());
        expect(await participantsOf(roomId)).toBe(2);

        // They hear nothing more of the room...
        hostSocket.emit('send-message', { roomId, message: 'carry on' });
        await other.socket.next('new-message');
        await sleep(50);
        expect(first.socket.pending('new-message')).toEqual([]);
        // ...cannot come back, and cannot post in the room's live chat.
        first.socket.emit('join-room', { roomId });
        expect(await first.socket.nextError()).toBe(ROOM_MESSAGES.removedFromRoom);
        const fresh = await connect(guest);
        fresh.emit('join-room', { roomId });
        expect(await fresh.nextError()).toBe(ROOM_MESSAGES.removedFromRoom);
        const client = await signedInClient(server.app, guest);
        const posted = await client.post(`/api/live-chat/${roomLiveChatChannel(roomId)}`, {
          message: 'let me back',
          type: 'music',
        });
        expect(posted.statusCode).toBe(403);
        expect(posted.json()).toEqual({ message: ROOM_MESSAGES.removedFromRoom });
        // Leaving (what their client does when told) puts the tab back in the lobby without an error.
        first.socket.emit('leave-room', { roomId });
        first.socket.emit('get-rooms');
        expect((await first.socket.next('rooms-list')).some((room) => room.id === roomId)).toBe(true);
        expect(first.socket.pending('error')).toEqual([]);
        // Kept in the database, so every process (and the room opened again for a party) refuses them.
        const stored = await t.db
          .selectFrom('roomRemovals')
          .selectAll()
          .where('roomId', '=', roomId)
          .execute();
        expect(stored).toMatchObject([{ userId: guest.id, removedBy: host.id }]);
      });

      it('is the host alone, never the host themself, and only someone in the room', async () => {
        const { socket: hostSocket, roomId } = await hostRoom();
        const { socket } = await join(guest, roomId);
        socket.emit('remove-participant', { roomId, userId: host.id });
        expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
        hostSocket.emit('remove-participant', { roomId, userId: host.id });
        expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.cannotRemoveSelf);
        hostSocket.emit('remove-participant', { roomId, userId: third.id });
        expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.listenerNotFound);
        hostSocket.emit('remove-participant', { roomId, userId: -4 });
        expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.invalidPayload);
        expect(await participantsOf(roomId)).toBe(2);
        // Nobody was recorded as removed: the third user still joins.
        await join(third, roomId);
      });
    });

    describe('deleting messages', () => {
      it('deletes a room chat message for everyone; only the host may', async () => {
        const { socket: hostSocket, roomId } = await hostRoom();
        const { socket } = await join(guest, roomId);
        socket.emit('send-message', { roomId, message: 'buy followers at spam.example' });
        const message = await hostSocket.next('new-message');
        await socket.next('new-message');

        socket.emit('delete-message', { roomId, chat: 'room', messageId: message.id });
        expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
        hostSocket.emit('delete-message', { roomId, chat: 'room', messageId: message.id });
        expect(await socket.next('message-deleted')).toEqual({ messageId: message.id });
        expect(await hostSocket.next('message-deleted')).toEqual({ messageId: message.id });
      });

      it("deletes a message of the room's stored live chat: gone from its history and from every watcher", async () => {
        const { socket: hostSocket, roomId } = await hostRoom();
        const { socket } = await join(guest, roomId);
        const channel = roomLiveChatChannel(roomId);
        const watcher = await connect(third);
        watcher.emit('live-chat:join', { channel });
        // A socket's events run in order: once a later one is refused, its join has been handled.
        watcher.emit('resync', { roomId: 'room-settled' });
        expect(await watcher.nextError()).toBe(ROOM_MESSAGES.roomNotFound);
        const client = await signedInClient(server.app, guest);
        const posted = await client.post(`/api/live-chat/${channel}`, { message: 'spam', type: 'music' });
        const { id } = posted.json() as LiveChatMessage;
        expect(await watcher.next('live-chat:message')).toMatchObject({ id, message: 'spam' });

        socket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
        expect(await socket.nextError()).toBe(ROOM_MESSAGES.hostOnlyModeration);
        hostSocket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
        expect(await watcher.next('live-chat:deleted')).toEqual({ channel, id });
        const history = await client.get(`/api/live-chat/${channel}`);
        expect((history.json() as { messages: LiveChatMessage[] }).messages).toEqual([]);
        // Once only, and never a message of another channel.
        hostSocket.emit('delete-message', { roomId, chat: 'live', messageId: String(id) });
        expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.messageNotFound);
        const elsewhere = await client.post('/api/live-chat/listening', { message: 'hello', type: 'music' });
        hostSocket.emit('delete-message', {
          roomId,
          chat: 'live',
          messageId: String((elsewhere.json() as LiveChatMessage).id),
        });
        expect(await hostSocket.nextError()).toBe(ROOM_MESSAGES.messageNotFound);
      });
    });
  });
});
