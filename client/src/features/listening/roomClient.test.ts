import type { RoomState, TrackInfo } from '@common/rooms';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RoomSocket } from '@/lib/socket';
import { type Notice, RoomClient } from './roomClient';

type Handler = (...args: unknown[]) => void;

/** A socket.io client stand-in: records what is emitted and lets a test deliver server events. */
class FakeSocket {
  connected = false;
  active = true;
  recovered = false;
  id: string | undefined = undefined;
  sent: { event: string; payload: unknown }[] = [];
  private handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
  timeout() {
    return { emit: (event: string, payload: unknown) => this.sent.push({ event, payload }) };
  }
  connect() {
    this.active = true;
    return this;
  }
  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }
  /** Delivers a server event (or connect/disconnect) to the client. */
  receive(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  last(event: string) {
    return this.sent.filter((s) => s.event === event).at(-1)?.payload;
  }
  count(event: string) {
    return this.sent.filter((s) => s.event === event).length;
  }
}

const luna = { id: 1, username: 'lunawaves' };
const nova = { id: 2, username: 'djnova' };
const track: TrackInfo = {
  trackId: 7,
  title: 'Midnight Drive',
  artist: 'Luna Waves',
  audioUrl: '/media/a.wav',
};

function roomState(overrides: Partial<RoomState> = {}): RoomState {
  return {
    roomId: 'room-1',
    name: "Luna's party",
    host: 'sock-host',
    hostName: 'lunawaves',
    hostUserId: 1,
    participants: [
      {
        socketId: 'sock-host',
        username: 'lunawaves',
        userId: 1,
        isActive: true,
        joinedAt: '2026-11-22T12:00:00.000Z',
        isBuffering: false,
      },
    ],
    track: null,
    isPlaying: false,
    currentTime: 0,
    serverTime: 1_000,
    ...overrides,
  };
}

const guestParticipant = {
  socketId: 'sock-guest',
  username: 'djnova',
  userId: 2,
  isActive: true,
  joinedAt: '2026-11-22T12:01:00.000Z',
  isBuffering: false,
};

describe('room client', () => {
  let socket: FakeSocket;
  let notices: Notice[];
  let timers: { fn: () => void; ms: number }[];
  let client: RoomClient;

  function connectAs(id: string) {
    socket.id = id;
    socket.receive('connect');
  }

  beforeEach(() => {
    socket = new FakeSocket();
    notices = [];
    timers = [];
    client = new RoomClient(socket as unknown as RoomSocket, {
      notify: (n) => notices.push(n),
      schedule: (fn, ms) => {
        timers.push({ fn, ms });
        return () => {};
      },
      clockSync: false,
    });
    client.attach();
  });

  it('on connect clears the error and asks for the room list; shows the list', () => {
    client.refreshRooms();
    expect(client.getState().lastError).toBe('Not connected to server');
    connectAs('sock-host');
    expect(client.getState()).toMatchObject({ connected: true, lastError: null, socketId: 'sock-host' });
    expect(socket.count('get-rooms')).toBe(1);
    socket.receive('rooms-list', [
      { id: 'room-1', name: 'x', hostName: 'lunawaves', participantCount: 2, track, isPlaying: true },
    ]);
    expect(client.getState().rooms).toHaveLength(1);
    expect(client.getState().roomsLoaded).toBe(true);
  });

  it('stores and shows a connection error', () => {
    socket.receive('connect_error', new Error('xhr poll error'));
    expect(client.getState().lastError).toBe('Connection error: xhr poll error');
    expect(notices.at(-1)).toEqual({
      title: 'Connection Error',
      description: 'Failed to connect to live room server: xhr poll error',
      variant: 'destructive',
    });
  });

  it('refuses a blank party name, then a visitor, with the spec texts (Host New Party and Debug)', () => {
    connectAs('sock-host');
    expect(client.createRoom('   ', luna)).toBeNull();
    expect(notices.at(-1)).toEqual({
      title: 'Room name required',
      description: 'Please provide a name for your listening party.',
    });
    expect(client.createRoom('Friday', null)).toBeNull();
    expect(notices.at(-1)).toEqual({
      title: 'Login Required',
      description: 'You need to be logged in to create a listening party',
    });
    expect(client.createRoom('', luna, 'debug')).toBeNull();
    expect(notices.at(-1)).toEqual({ title: 'Error', description: 'Please enter a room name' });
    expect(client.createRoom('Test', null, 'debug')).toBeNull();
    expect(notices.at(-1)?.description).toBe('You need to be logged in to create a room');
    expect(socket.count('create-room')).toBe(0);
  });

  it('creates a room with a room- id, toasts Room Created and takes the room state', () => {
    connectAs('sock-host');
    const roomId = client.createRoom('  Friday night  ', luna)!;
    expect(roomId).toMatch(/^room-\d+$/);
    expect(socket.last('create-room')).toEqual({
      roomId,
      username: 'lunawaves',
      roomName: 'Friday night',
      trackInfo: null,
    });
    socket.receive('room-created', { roomId });
    expect(notices.at(-1)).toEqual({
      title: 'Room Created',
      description: "You've created a new listening room.",
    });
    socket.receive('room-state', roomState({ roomId }));
    expect(client.getState().room?.roomId).toBe(roomId);
    expect(client.isHost()).toBe(true);
  });

  it("sends the host's removals and deletions for its room", () => {
    connectAs('sock-host');
    const roomId = client.createRoom('Friday night', luna)!;
    socket.receive('room-state', roomState({ roomId }));
    expect(client.removeParticipant(2)).toBe(true);
    expect(socket.last('remove-participant')).toEqual({ roomId, userId: 2 });
    expect(client.deleteMessage('live', '41')).toBe(true);
    expect(socket.last('delete-message')).toEqual({ roomId, chat: 'live', messageId: '41' });
  });

  it('asks a visitor to log in to join (party and debug wording) and sets the offline error', () => {
    expect(client.joinRoom('room-1', null)).toBe(false);
    expect(notices.at(-1)).toEqual({
      title: 'Login Required',
      description: 'You need to be logged in to join a listening party',
    });
    client.joinRoom('room-1', null, 'debug');
    expect(notices.at(-1)?.description).toBe('You need to be logged in to join a room');
    expect(client.joinRoom('room-1', nova)).toBe(false);
    expect(client.getState().lastError).toBe('Not connected to server');
    expect(socket.count('join-room')).toBe(0);
  });

  describe('inside a room as a guest', () => {
    beforeEach(() => {
      connectAs('sock-guest');
      client.joinRoom('room-1', nova);
      socket.receive(
        'room-state',
        roomState({ participants: [...roomState().participants, guestParticipant] }),
      );
    });

    it('ignores the state of a room it did not ask for', () => {
      socket.receive('room-state', roomState({ roomId: 'room-9' }));
      expect(client.getState().room?.roomId).toBe('room-1');
    });

    it('refuses playback and track changes to a non-host with Permission Denied', () => {
      expect(client.isHost()).toBe(false);
      expect(client.control('play', 0)).toBe(false);
      expect(notices.at(-1)).toMatchObject({
        title: 'Permission Denied',
        description: 'Only the host can control playback.',
      });
      expect(client.changeTrack(track)).toBe(false);
      expect(notices.at(-1)?.description).toBe('Only the host can change tracks.');
      expect(socket.count('playback-control') + socket.count('change-track')).toBe(0);
    });

    it('takes joins told together in order, without doubles, and names them in one toast', () => {
      const p = (socketId: string, username: string, userId: number) => ({
        ...guestParticipant,
        socketId,
        username,
        userId,
      });
      const joined = (list: Array<ReturnType<typeof p>>) => ({
        joined: list.map((participant) => ({
          socketId: participant.socketId,
          username: participant.username,
          participant,
        })),
      });
      // This client's own entry (it joined in the same moment) is not news to it.
      socket.receive('users-joined', joined([p('sock-guest', 'djnova', 2), p('sock-3', 'mayaverse', 5)]));
      expect(notices.at(-1)).toEqual({ title: 'User Joined', description: 'mayaverse has joined the room.' });
      socket.receive(
        'users-joined',
        joined([p('sock-4', 'beatsmith', 6), p('sock-3', 'mayaverse', 5), p('sock-5', 'kora', 7)]),
      );
      expect(notices.at(-1)).toEqual({
        title: 'Users Joined',
        description: 'beatsmith, mayaverse and 1 other have joined the room.',
      });
      expect(client.getState().room?.participants.map((x) => x.socketId)).toEqual([
        'sock-host',
        'sock-guest',
        'sock-4',
        'sock-3',
        'sock-5',
      ]);
      const count = notices.length;
      socket.receive('users-joined', joined([p('sock-guest', 'djnova', 2)]));
      expect(notices).toHaveLength(count);
    });

    it('learns the host from a join told after the host change, and adds a participant it had not heard of', () => {
      // sock-7 took the host role as it joined; its join was gathered and told after host-changed.
      socket.receive('host-changed', { newHost: 'sock-7', username: 'kora' });
      expect(client.getState().room?.hostUserId).toBe(1);
      socket.receive('users-joined', {
        joined: [
          {
            socketId: 'sock-7',
            username: 'kora',
            participant: { ...guestParticipant, socketId: 'sock-7', username: 'kora', userId: 7 },
          },
        ],
      });
      expect(client.getState().room).toMatchObject({ host: 'sock-7', hostName: 'kora', hostUserId: 7 });
      // A drop of someone whose join never reached this client (its process stopped first).
      socket.receive('participant-updated', {
        ...guestParticipant,
        socketId: 'sock-8',
        username: 'mayaverse',
        userId: 5,
        isActive: false,
      });
      expect(client.getState().room?.participants.map((x) => [x.socketId, x.isActive])).toContainEqual([
        'sock-8',
        false,
      ]);
      socket.receive('participant-updated', {
        ...guestParticipant,
        socketId: 'sock-8',
        username: 'mayaverse',
        userId: 5,
        isActive: true,
      });
      expect(client.getState().room?.participants.filter((x) => x.socketId === 'sock-8')).toHaveLength(1);
    });

    it('follows joins, leaves, host changes, playback and track changes with the spec toasts', () => {
      socket.receive('user-joined', {
        socketId: 'sock-3',
        username: 'mayaverse',
        participant: { ...guestParticipant, socketId: 'sock-3', username: 'mayaverse', userId: 5 },
      });
      expect(notices.at(-1)).toEqual({ title: 'User Joined', description: 'mayaverse has joined the room.' });
      expect(client.getState().room?.participants).toHaveLength(3);

      socket.receive('user-left', { socketId: 'sock-host', username: 'lunawaves' });
      expect(notices.at(-1)?.description).toBe('lunawaves has left the room.');
      socket.receive('host-changed', { newHost: 'sock-guest', username: 'djnova' });
      expect(notices.at(-1)).toEqual({ title: 'Host Changed', description: 'djnova is now the host.' });
      expect(client.isHost()).toBe(true);
      expect(client.getState().room?.hostUserId).toBe(2);

      socket.receive('playback-update', {
        isPlaying: true,
        currentTime: 4,
        action: 'play',
        serverTime: 5000,
      });
      expect(client.getState().room).toMatchObject({ isPlaying: true, currentTime: 4, serverTime: 5000 });
      socket.receive('track-changed', { track, isPlaying: false, currentTime: 0, serverTime: 6000 });
      expect(notices.at(-1)).toEqual({
        title: 'Track Changed',
        description: 'Now playing: Midnight Drive by Luna Waves',
      });
      expect(client.getState().room?.track?.title).toBe('Midnight Drive');
      expect(client.changeTrack(track)).toBe(true);
      expect(socket.last('change-track')).toEqual({ roomId: 'room-1', trackInfo: track });
    });

    it('sends trimmed chat, ignores blanks, and refuses a user who is not a participant', () => {
      expect(client.sendMessage('   ', nova)).toBe(false);
      expect(client.sendMessage('  hello room ', nova)).toBe(true);
      expect(socket.last('send-message')).toEqual({
        roomId: 'room-1',
        message: 'hello room',
        username: 'djnova',
      });
      socket.receive('user-left', { socketId: 'sock-guest', username: 'djnova' });
      expect(client.sendMessage('still here?', nova)).toBe(false);
      expect(notices.at(-1)).toEqual({
        title: 'Error',
        description: 'Could not find your user information.',
      });
      expect(socket.count('send-message')).toBe(1);
    });

    it('shows messages and reactions; a reaction vanishes after 2 s', () => {
      socket.receive('new-message', {
        id: 'm-1',
        socketId: 'sock-host',
        username: 'lunawaves',
        message: 'welcome',
        timestamp: '2026-11-22T12:02:00.000Z',
        isHost: true,
        isMember: false,
      });
      expect(client.getState().messages.map((m) => m.message)).toEqual(['welcome']);
      client.sendReaction('wave', { x: 1.4, y: -2 });
      expect(socket.last('send-reaction')).toEqual({
        roomId: 'room-1',
        reactionType: 'wave',
        position: { x: 1, y: 0 },
      });
      socket.receive('new-reaction', {
        reactionType: 'wave',
        position: { x: 0.25, y: 0.5 },
        socketId: 'sock-guest',
        username: 'djnova',
        timestamp: '2026-11-22T12:02:01.000Z',
      });
      expect(client.getState().reactions).toHaveLength(1);
      expect(timers.at(-1)?.ms).toBe(2000);
      timers.at(-1)!.fn();
      expect(client.getState().reactions).toHaveLength(0);
    });

    it("drops a message the host deleted, and refuses the host's tools to a guest", () => {
      for (const [id, message] of [
        ['m-1', 'welcome'],
        ['m-2', 'spam'],
      ]) {
        socket.receive('new-message', {
          id,
          socketId: 'sock-host',
          username: 'lunawaves',
          message,
          timestamp: '2026-11-22T12:02:00.000Z',
          isHost: true,
          isMember: false,
        });
      }
      socket.receive('message-deleted', { messageId: 'm-2' });
      expect(client.getState().messages.map((m) => m.message)).toEqual(['welcome']);
      expect(client.deleteMessage('room', 'm-1')).toBe(false);
      expect(client.removeParticipant(1)).toBe(false);
      expect(notices.at(-1)).toMatchObject({
        title: 'Permission Denied',
        description: 'Only the host can remove listeners and messages.',
      });
      expect(socket.count('delete-message') + socket.count('remove-participant')).toBe(0);
    });

    it('leaves the room when the host removes this user, and says so', () => {
      socket.receive('removed-from-room', {
        roomId: 'room-9',
        message: 'The host removed you from this room.',
      });
      expect(client.getState().room?.roomId).toBe('room-1');
      socket.receive('removed-from-room', {
        roomId: 'room-1',
        message: 'The host removed you from this room.',
      });
      expect(client.getState()).toMatchObject({ room: null, messages: [], joiningRoomId: null });
      expect(socket.last('leave-room')).toEqual({ roomId: 'room-1' });
      expect(notices.at(-1)).toEqual({
        title: 'Removed from room',
        description: 'The host removed you from this room.',
        variant: 'destructive',
      });
    });

    it('clears a pending join the server refused because the host removed this user', () => {
      client.leaveRoom();
      client.joinRoom('room-1', nova);
      expect(client.getState().joiningRoomId).toBe('room-1');
      socket.receive('error', { message: 'The host removed you from this room.' });
      expect(client.getState().joiningRoomId).toBeNull();
    });

    it('stores and shows a server error', () => {
      socket.receive('error', { message: 'Only the host can control playback.' });
      expect(client.getState().lastError).toBe('Only the host can control playback.');
      expect(notices.at(-1)).toEqual({ title: 'Error', description: 'Only the host can control playback.' });
    });

    it('Leave Room clears the room and its chat', () => {
      socket.receive('new-message', {
        id: 'm-1',
        socketId: 'sock-host',
        username: 'lunawaves',
        message: 'hi',
        timestamp: '2026-11-22T12:02:00.000Z',
        isHost: true,
        isMember: false,
      });
      client.leaveRoom();
      expect(socket.last('leave-room')).toEqual({ roomId: 'room-1' });
      expect(client.getState()).toMatchObject({ room: null, messages: [], reactions: [] });
    });

    it('after a reconnection that was not recovered, joins its room again', () => {
      socket.receive('disconnect');
      expect(client.getState().connected).toBe(false);
      socket.recovered = false;
      connectAs('sock-guest-2');
      expect(socket.last('join-room')).toEqual({ roomId: 'room-1' });
    });

    it('sends a join again when the connection dropped before the room answered', () => {
      client.leaveRoom();
      client.joinRoom('room-2', nova);
      socket.receive('disconnect');
      connectAs('sock-guest-3');
      expect(socket.last('join-room')).toEqual({ roomId: 'room-2' });
    });

    it('after a recovered reconnection, does not join again', () => {
      const joins = socket.count('join-room');
      socket.receive('disconnect');
      socket.recovered = true;
      connectAs('sock-guest');
      expect(socket.count('join-room')).toBe(joins);
    });

    it('joins again when a room state no longer lists this connection', () => {
      const joins = socket.count('join-room');
      socket.receive('room-state', roomState());
      expect(socket.count('join-room')).toBe(joins + 1);
      socket.receive('room-state', roomState());
      expect(socket.count('join-room')).toBe(joins + 1);
    });

    it("clears the room on 'Room not found' (e.g. it closed while this user was away)", () => {
      socket.receive('error', { message: 'Room not found' });
      expect(client.getState().room).toBeNull();
      expect(notices.at(-1)).toEqual({ title: 'Error', description: 'Room not found' });
    });

    it('dims a participant who dropped and shows them again when back', () => {
      socket.receive('participant-updated', { ...guestParticipant, socketId: 'sock-host', isActive: false });
      expect(client.getState().room?.participants[0]?.isActive).toBe(false);
    });

    it('keeps its own room card in the list from the room itself, and asks for the list when a lobby tab opens', () => {
      const other = {
        id: 'room-2',
        name: 'Other',
        hostName: 'x',
        participantCount: 4,
        track,
        isPlaying: true,
      };
      // Joined before any list came: its own room is listed from the room state.
      expect(client.getState().rooms).toEqual([
        {
          id: 'room-1',
          name: "Luna's party",
          hostName: 'lunawaves',
          participantCount: 2,
          track: null,
          isPlaying: false,
        },
      ]);
      socket.receive('rooms-list', [
        other,
        {
          id: 'room-1',
          name: "Luna's party",
          hostName: 'lunawaves',
          participantCount: 1,
          track: null,
          isPlaying: false,
        },
      ]);
      expect(client.getState().rooms.map((r) => [r.id, r.participantCount])).toEqual([
        ['room-2', 4],
        ['room-1', 2],
      ]);
      socket.receive('user-joined', {
        socketId: 'sock-3',
        username: 'mayaverse',
        participant: { ...guestParticipant, socketId: 'sock-3', username: 'mayaverse', userId: 5 },
      });
      socket.receive('playback-update', {
        isPlaying: true,
        currentTime: 3,
        action: 'play',
        serverTime: 2_000,
      });
      expect(client.getState().rooms[1]).toMatchObject({
        id: 'room-1',
        participantCount: 3,
        isPlaying: true,
      });
      expect(client.getState().rooms[0]).toBe(other);

      const asked = socket.count('get-rooms');
      client.refreshRoomsInRoom();
      expect(socket.count('get-rooms')).toBe(asked + 1);
      client.leaveRoom();
      client.refreshRoomsInRoom();
      expect(socket.count('get-rooms')).toBe(asked + 1);
    });

    it('reports buffering and asks for a resync', () => {
      client.setBuffering(true);
      expect(socket.last('buffering')).toEqual({ roomId: 'room-1', isBuffering: true });
      socket.receive('participant-buffering', { socketId: 'sock-guest', isBuffering: true });
      expect(client.getState().room?.participants.find((p) => p.socketId === 'sock-guest')?.isBuffering).toBe(
        true,
      );
      client.resync();
      expect(socket.last('resync')).toEqual({ roomId: 'room-1' });
    });
  });
});
