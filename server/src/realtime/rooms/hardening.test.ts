import { ROOM_LIMITS, SOCKET_RATE_LIMITS } from '@common/rooms';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { createMemoryRoomStore } from './memoryStore';
import { presentRoomsList } from './presenter';
import type { RoomRecord, RoomStore } from './store';

type User = Awaited<ReturnType<typeof createUser>>;

const RECOVERY_WINDOW_MS = 1500;
const BUFFERING_WAIT_MS = 500;
let roomSequence = 0;
const newRoomId = () => `hard-${Date.now()}-${++roomSequence}`;

/** A memory store whose methods can be made to fail (the store cannot be reached) or answer late. */
function unreliableStore() {
  const store = createMemoryRoomStore();
  const failures = new Map<keyof RoomStore, number>();
  const delays = new Map<keyof RoomStore, number>();
  const wrapped = {} as Record<keyof RoomStore, (...args: unknown[]) => Promise<unknown>>;
  for (const name of Object.keys(store) as (keyof RoomStore)[]) {
    wrapped[name] = async (...args: unknown[]) => {
      const left = failures.get(name) ?? 0;
      if (left > 0) {
        failures.set(name, left - 1);
        throw new Error(`connect ECONNREFUSED (${name})`);
      }
      const delay = delays.get(name);
      if (delay) await sleep(delay);
      return (store[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return {
    store: wrapped as unknown as RoomStore,
    /** The next `times` calls of this method fail. */
    fail(name: keyof RoomStore, times = 1) {
      failures.set(name, times);
    },
    delay(name: keyof RoomStore, ms: number) {
      delays.set(name, ms);
    },
    heal() {
      failures.clear();
      delays.clear();
    },
  };
}

describeEachDatabase('listening rooms under failures and abuse', (t) => {
  let server: RealtimeTestApp;
  let hub: RealtimeHub;
  const flaky = unreliableStore();
  const cookies = new Map<number, string>();
  const open: TestSocket[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    server = await startRealtimeApp(t.handle, {
      recoveryWindowMs: RECOVERY_WINDOW_MS,
      bufferingWaitMaxMs: BUFFERING_WAIT_MS,
      store: flaky.store,
    });
    hub = server.app.ctx.realtime!;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    flaky.heal();
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await server.app.close();
  });

  async function newUser(): Promise<User> {
    const user = await createUser(t.db);
    cookies.set(user.id, await sessionCookie(server.app, user));
    return user;
  }

  async function connect(user: User | null): Promise<TestSocket> {
    const socket = await connectSocket(server.url, user ? { cookie: cookies.get(user.id)! } : {});
    open.push(socket);
    return socket;
  }

  async function hostRoom(user: User) {
    const socket = await connect(user);
    const roomId = newRoomId();
    socket.emit('create-room', { roomId });
    const state = await socket.next('room-state');
    return { socket, roomId, state };
  }

  async function join(user: User, roomId: string) {
    const socket = await connect(user);
    socket.emit('join-room', { roomId });
    const state = await socket.next('room-state');
    return { socket, state };
  }

  const dropTransport = (socket: TestSocket) => socket.socket.io.engine.close();

  describe('a store that cannot be reached', () => {
    it('keeps running when the store fails inside a buffering timer', async () => {
      const [dj, fan] = await Promise.all([newUser(), newUser()]);
      const { socket: host, roomId } = await hostRoom(dj);
      const { socket: guest } = await join(fan, roomId);
      host.emit('playback-control', { roomId, action: 'play', currentTime: 3 });
      await host.next('playback-update');
      guest.emit('buffering', { roomId, isBuffering: true });
      expect(await host.next('playback-update')).toMatchObject({ isPlaying: false, action: 'pause' });
      flaky.fail('get', 1);
      await sleep(BUFFERING_WAIT_MS + 300);
      expect(unhandled).toEqual([]);
      host.emit('resync', { roomId });
      expect((await host.next('room-state')).roomId).toBe(roomId);
    });

    it('removes a participant whose drop the store never heard of, trying again until it can', async () => {
      const [dj, fan] = await Promise.all([newUser(), newUser()]);
      const { socket: host, roomId } = await hostRoom(dj);
      const { socket: guest } = await join(fan, roomId);
      const id = guest.id;
      guest.socket.io.reconnection(false);
      flaky.fail('setActive', 1);
      flaky.fail('removeParticipant', 1);
      dropTransport(guest);
      const left = await host.next('user-left', () => true, RECOVERY_WINDOW_MS * 3 + 3000);
      expect(left).toEqual({ socketId: id, username: fan.username });
      host.emit('resync', { roomId });
      expect((await host.next('room-state')).participants.map((p) => p.socketId)).toEqual([host.id]);
      expect(unhandled).toEqual([]);
    });

    it('does not leave a ghost host when the store fails as the last one leaves', async () => {
      const dj = await newUser();
      const { socket: host, roomId } = await hostRoom(dj);
      flaky.fail('removeParticipant', 1);
      host.emit('leave-room', { roomId });
      expect(await host.nextError()).toBe('Something went wrong on our side. Please try again.');
      expect((await hub.listRooms()).some((room) => room.id === roomId)).toBe(true);
      await expect
        .poll(async () => (await hub.listRooms()).some((room) => room.id === roomId), { timeout: 30_000 })
        .toBe(false);
    });

    it('handles a recovered socket only after its own disconnect, even when the store is slow', async () => {
      const [dj, fan] = await Promise.all([newUser(), newUser()]);
      const { socket: host, roomId } = await hostRoom(dj);
      const { socket: guest } = await join(fan, roomId);
      const id = guest.id;
      flaky.delay('setActive', 400);
      const back = new Promise<void>((resolve) => guest.socket.once('connect', () => resolve()));
      dropTransport(guest);
      await back;
      expect(guest.socket.recovered).toBe(true);
      await guest.next('room-state');
      const updates = [await host.next('participant-updated'), await host.next('participant-updated')].map(
        (p) => [p.socketId, p.isActive],
      );
      expect(updates).toEqual([
        [id, false],
        [id, true],
      ]);
      host.emit('resync', { roomId });
      const state = await host.next('room-state');
      expect(state.participants.find((p) => p.socketId === id)).toMatchObject({ isActive: true });
    });
  });

  describe('limits per account and per address', () => {
    it('lets a user host one room at a time', async () => {
      const dj = await newUser();
      const { socket: first } = await hostRoom(dj);
      const second = await connect(dj);
      second.emit('create-room', { roomId: newRoomId() });
      expect(await second.nextError()).toBe('You are already hosting a room');
      const moved = newRoomId();
      first.emit('create-room', { roomId: moved });
      expect((await first.next('room-state')).roomId).toBe(moved);
      const hosted = (await hub.listRooms()).filter((room) => room.hostName === dj.username);
      expect(hosted.map((room) => room.id)).toEqual([moved]);
    });

    it('lets a user whose hosting tab dropped host a new room from another tab', async () => {
      const dj = await newUser();
      const { socket: first, roomId } = await hostRoom(dj);
      // An unclean drop: the host waits out the recovery window, inactive, in its room.
      first.socket.io.reconnection(false);
      first.socket.io.engine.close();
      await sleep(300);
      expect((await hub.listRooms()).some((room) => room.id === roomId)).toBe(true);
      const second = await connect(dj);
      const next = newRoomId();
      second.emit('create-room', { roomId: next });
      expect((await second.next('room-state')).roomId).toBe(next);
    });

    it('refuses a user more sockets than the cap, and a visitor address likewise', async () => {
      const fan = await newUser();
      const tabs = await Promise.all(Array.from({ length: ROOM_LIMITS.socketsPerUser }, () => connect(fan)));
      await expect(connect(fan)).rejects.toThrow('Too many connections open. Close a tab and try again.');
      tabs[0]!.close();
      await sleep(100);
      expect((await connect(fan)).socket.connected).toBe(true);

      await Promise.all(Array.from({ length: ROOM_LIMITS.visitorSocketsPerAddress }, () => connect(null)));
      await expect(connect(null)).rejects.toThrow(
        'Too many connections from your network. Please try again later.',
      );
      expect((await connect(await newUser())).socket.connected).toBe(true);
    });

    it('counts one user’s events across all their sockets', async () => {
      const [dj, fan] = await Promise.all([newUser(), newUser()]);
      const { socket: host, roomId } = await hostRoom(dj);
      const tabs = [];
      for (let i = 0; i < 4; i += 1) tabs.push((await join(fan, roomId)).socket);
      const perSocket = SOCKET_RATE_LIMITS.chat.points;
      for (const tab of tabs) {
        for (let i = 0; i < perSocket; i += 1)
          tab.emit('send-message', { roomId, message: `${tab.id} ${i}` });
      }
      await sleep(300);
      const delivered = host.pending('new-message').length;
      expect(delivered).toBeLessThan(tabs.length * perSocket);
      expect(delivered).toBeGreaterThanOrEqual(perSocket * 2);
      const refused = tabs.flatMap((tab) => tab.pending('error')).map((e) => e.message);
      expect(refused).toContain('Too many requests. Please slow down.');
    });

    it('sends at most the newest rooms in a rooms list, oldest first', () => {
      const rooms = Array.from({ length: ROOM_LIMITS.roomsListMax + 30 }, (_, i) => {
        const host = {
          socketId: `s${i}`,
          username: `dj${i}`,
          userId: i + 1,
          isActive: true,
          joinedAt: new Date(0).toISOString(),
          isBuffering: false,
          processId: 'p',
        };
        const room: RoomRecord = {
          roomId: `r${i}`,
          name: `Room ${i}`,
          hostSocketId: host.socketId,
          createdAt: i,
          participants: [host],
          track: null,
          playback: { isPlaying: false, position: 0, anchorTime: 0 },
        };
        return room;
      });
      const list = presentRoomsList(rooms);
      expect(list).toHaveLength(ROOM_LIMITS.roomsListMax);
      expect(list[0]!.id).toBe('r30');
      expect(list.at(-1)!.id).toBe(`r${ROOM_LIMITS.roomsListMax + 29}`);
    });
  });
});
