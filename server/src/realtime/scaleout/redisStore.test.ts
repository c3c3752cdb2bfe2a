import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRoomStoreContract } from '../rooms/storeContract';
import { deleteKeysWithPrefix, createRedisRoomStore } from './redisStore';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: Redis room store tests skipped`);

const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

function connect(): Redis {
  const client = new Redis(TEST_REDIS_URL);
  clients.push(client);
  return client;
}

if (available) {
  describeRoomStoreContract('Redis room store', async () => {
    const redis = connect();
    const prefix = uniquePrefix('store');
    return {
      store: createRedisRoomStore(redis, prefix),
      cleanup: async () => {
        await deleteKeysWithPrefix(redis, prefix);
        redis.disconnect();
      },
    };
  });

  describe('Redis room store across connections', () => {
    it('shares rooms between two processes and keeps the prefix to itself', async () => {
      const prefix = uniquePrefix('shared');
      const [a, b] = [connect(), connect()];
      const storeA = createRedisRoomStore(a, prefix);
      const storeB = createRedisRoomStore(b, prefix);
      const other = createRedisRoomStore(a, uniquePrefix('other'));
      try {
        const host = {
          socketId: 'host-socket',
          username: 'lunawaves',
          userId: 1,
          isActive: true,
          joinedAt: new Date().toISOString(),
          isBuffering: false,
          processId: 'process-a',
        };
        await storeA.create({
          roomId: 'room-1',
          name: 'Friday',
          createdAt: Date.now(),
          host,
          track: { title: 'Midnight', artist: 'Luna', audioUrl: '/media/m.mp3', coverArt: null },
          playback: { isPlaying: false, position: 0, anchorTime: 1 },
        });
        await storeB.addParticipant('room-1', {
          ...host,
          socketId: 'guest',
          username: 'djnova',
          processId: 'b',
        });
        await storeB.setPlayback('room-1', {
          isPlaying: true,
          position: 3.25,
          anchorTime: 1_763_800_000_123,
        });
        const seenByA = (await storeA.get('room-1'))!;
        expect(seenByA.participants.map((p) => p.username)).toEqual(['lunawaves', 'djnova']);
        expect(seenByA.track).toEqual({
          title: 'Midnight',
          artist: 'Luna',
          audioUrl: '/media/m.mp3',
          coverArt: null,
        });
        expect(seenByA.playback).toEqual({ isPlaying: true, position: 3.25, anchorTime: 1_763_800_000_123 });
        expect(await other.list()).toEqual([]);
        const change = await storeB.removeProcess('process-a');
        expect(change.map((c) => [c.participant?.username, c.newHost?.username])).toEqual([
          ['lunawaves', 'djnova'],
        ]);
        expect((await storeA.get('room-1'))!.hostSocketId).toBe('guest');
      } finally {
        await deleteKeysWithPrefix(a, prefix);
      }
      expect(await a.keys(`${prefix}*`)).toEqual([]);
    });
  });
} else {
  describe.skip(`Redis room store (Redis not reachable at ${TEST_REDIS_URL})`, () => {
    it('needs Redis', () => undefined);
  });
}
