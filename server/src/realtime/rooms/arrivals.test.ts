import type { UserJoined } from '@common/rooms';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { RoomsServer } from '../types';
import { Arrivals } from './arrivals';
import { createMemoryRoomStore } from './memoryStore';
import { presentParticipant } from './presenter';
import type { RoomStore } from './store';
import { newRoom, participant } from './storeContract';

/** What went out: the event, the Socket.IO room it went to, and who was left out. */
interface Sent {
  event: string;
  to: string;
  except: string | null;
  payload: unknown;
}

let sent: Sent[];
let store: RoomStore;
let arrivals: Arrivals;
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const io = {
  to: (to: string) => ({
    emit: (event: string, payload: unknown) => sent.push({ event, to, except: null, payload }),
  }),
} as unknown as RoomsServer;

/** A participant joins room r1 in the store, and the joiner is handed to `arrivals` as the join handler does. */
async function join(socketId: string): Promise<UserJoined> {
  const p = participant(socketId);
  await store.addParticipant('r1', p);
  const arrival = { socketId, username: p.username, participant: presentParticipant(p) };
  arrivals.joined('r1', arrival);
  return arrival;
}

/** Lets the interval end and the gathered list be read from the store and sent. */
async function endInterval(): Promise<void> {
  await vi.advanceTimersByTimeAsync(200);
}

beforeEach(async () => {
  vi.useFakeTimers();
  sent = [];
  store = createMemoryRoomStore();
  await store.create(newRoom('r1', 'h'));
  arrivals = new Arrivals(io, store, log, 200);
});

afterEach(() => {
  arrivals.close();
  vi.useRealTimers();
});

it('tells the first join at once, to the whole room (the joiner gets its recovery offset from it)', async () => {
  const a = await join('a');
  expect(sent).toEqual([{ event: 'user-joined', to: 'room:r1', except: null, payload: a }]);
  await endInterval();
  // Nobody else came: nothing more, and the next join after the quiet spell is told at once again.
  expect(sent).toHaveLength(1);
  await endInterval();
  await join('b');
  expect(sent.map((s) => s.event)).toEqual(['user-joined', 'user-joined']);
});

it('gathers the joins that follow within the interval into one users-joined, in order, as stored when it goes out', async () => {
  await join('a');
  await join('b');
  await join('c');
  await join('d');
  // c drops (its participant stays, inactive) and d leaves before the list goes out.
  await store.setActive('r1', 'c', false);
  await store.removeParticipant('r1', 'd');
  expect(sent).toHaveLength(1);
  await endInterval();
  expect(sent).toHaveLength(2);
  const list = sent[1]!;
  expect(list).toMatchObject({ event: 'users-joined', to: 'room:r1', except: null });
  const { joined } = list.payload as { joined: UserJoined[] };
  expect(joined.map((j) => j.socketId)).toEqual(['b', 'c']);
  expect(joined[1]!.participant.isActive).toBe(false);
  expect(joined[0]).toMatchObject({ username: 'user-b', participant: { socketId: 'b', isActive: true } });
});

it('sends one list per interval while joins keep coming, then goes quiet', async () => {
  await join('a');
  for (const id of ['b', 'c']) await join(id);
  await endInterval();
  for (const id of ['d', 'e', 'f']) await join(id);
  await endInterval();
  await endInterval();
  expect(sent.map((s) => s.event)).toEqual(['user-joined', 'users-joined', 'users-joined']);
  expect((sent[2]!.payload as { joined: UserJoined[] }).joined.map((j) => j.socketId)).toEqual([
    'd',
    'e',
    'f',
  ]);
  await join('g');
  expect(sent.at(-1)).toMatchObject({ event: 'user-joined', payload: { socketId: 'g' } });
});

it('names a socket that joined, left and joined again within the interval once', async () => {
  await join('a');
  await join('b');
  await store.removeParticipant('r1', 'b');
  await join('b');
  await endInterval();
  expect((sent[1]!.payload as { joined: UserJoined[] }).joined.map((j) => j.socketId)).toEqual(['b']);
});

it('sends nothing for joiners who all left, nor for a room that is gone, nor after closing', async () => {
  await join('a');
  await join('b');
  await store.removeParticipant('r1', 'b');
  await endInterval();
  expect(sent).toHaveLength(1);
  // The list was read (b had left: nothing to send) and the next interval gathers too; then a quiet spell.
  await endInterval();

  await join('c');
  await join('d');
  for (const id of ['h', 'a', 'c', 'd']) await store.removeParticipant('r1', id);
  await endInterval();
  expect(sent.map((s) => s.event)).toEqual(['user-joined', 'user-joined']);

  await store.create(newRoom('r1', 'h'));
  await endInterval();
  await join('e');
  await join('f');
  arrivals.close();
  await endInterval();
  expect(sent.map((s) => s.event)).toEqual(['user-joined', 'user-joined', 'user-joined']);
});

it('logs a list it could not read and goes on', async () => {
  await join('a');
  await join('b');
  vi.spyOn(store, 'participantsOf').mockRejectedValueOnce(new Error('store away'));
  await endInterval();
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ roomId: 'r1', joiners: 1 }),
    'announcing joins failed',
  );
  await join('c');
  await endInterval();
  expect(sent.at(-1)).toMatchObject({ event: 'users-joined' });
});
