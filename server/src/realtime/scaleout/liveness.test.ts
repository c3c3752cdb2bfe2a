import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParticipantChange } from '../rooms/store';
import { newRoom, participant } from '../rooms/storeContract';
import { type Liveness, startLiveness } from './liveness';
import { createRedisRoomStore, deleteKeysWithPrefix } from './redisStore';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: process liveness tests skipped`);

const log = Fastify({ logger: false }).log;
const fast = { heartbeatMs: 100, ttlMs: 500, sweepMs: 100, graceMs: 500, shutdownLingerMs: 60_000 };

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!available)('process liveness in Redis', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup() {
    const redis = new Redis(TEST_REDIS_URL);
    const prefix = uniquePrefix('liveness');
    cleanups.push(async () => {
      await deleteKeysWithPrefix(redis, prefix);
      redis.disconnect();
    });
    return { redis, prefix, store: createRedisRoomStore(redis, prefix) };
  }

  async function live(
    redis: Redis,
    prefix: string,
    processId: string,
    store: ReturnType<typeof createRedisRoomStore>,
    removed: ParticipantChange[][] = [],
    presumedDead: string[] = [],
  ): Promise<Liveness> {
    const liveness = await startLiveness({
      redis,
      prefix,
      processId,
      store,
      log,
      timing: fast,
      onRemoved: (changes) => removed.push(changes),
      onPresumedDead: () => presumedDead.push(processId),
    });
    cleanups.push(() => liveness.stop());
    return liveness;
  }

  it('removes the participants of a process that stopped beating and hands its rooms on', async () => {
    const { redis, prefix, store } = await setup();
    const removed: ParticipantChange[][] = [];
    const a = await live(redis, prefix, 'process-a', store);
    await live(redis, prefix, 'process-b', store, removed);
    await store.create(newRoom('r1', 'host', { host: participant('host', { processId: 'process-a' }) }));
    await store.addParticipant('r1', participant('guest', { processId: 'process-b' }));
    await store.create(newRoom('r2', 'solo', { host: participant('solo', { processId: 'process-a' }) }));

    // Alive and beating: nothing is touched.
    await new Promise((r) => setTimeout(r, 800));
    expect(removed).toEqual([]);

    // A process killed outright: its heartbeat simply stops.
    const killedAt = Date.now();
    await a.stop();
    await redis.set(`${prefix}process:process-a:alive`, '1', 'PX', fast.ttlMs);
    const changes = (
      await until(
        () => removed.flat(),
        (c) => c.length === 2,
      )
    ).sort((x, y) => x.roomId.localeCompare(y.roomId));
    expect(Date.now() - killedAt).toBeLessThan(fast.ttlMs + 1500);
    expect(
      changes.map((c) => [c.roomId, c.participant?.socketId, c.newHost?.socketId ?? null, c.deleted]),
    ).toEqual([
      ['r1', 'host', 'guest', false],
      ['r2', 'solo', null, true],
    ]);
    expect((await store.get('r1'))!.hostSocketId).toBe('guest');
    expect(await store.get('r2')).toBeNull();
    // A sweep that began before the simulated leftover heartbeat was written keeps the id until the next one.
    expect(
      await until(
        () => redis.smembers(`${prefix}processes`),
        (ids) => ids.length === 1,
      ),
    ).toEqual(['process-b']);
  });

  it('acts once per dead process when several processes sweep', async () => {
    const { redis, prefix, store } = await setup();
    const removedB: ParticipantChange[][] = [];
    const removedC: ParticipantChange[][] = [];
    await store.create(newRoom('r1', 'host', { host: participant('host', { processId: 'gone' }) }));
    await store.addParticipant('r1', participant('guest', { processId: 'process-b' }));
    await redis.sadd(`${prefix}processes`, 'gone');
    await live(redis, prefix, 'process-b', store, removedB);
    await live(redis, prefix, 'process-c', store, removedC);
    await until(
      () => removedB.length + removedC.length,
      (n) => n > 0,
    );
    await new Promise((r) => setTimeout(r, 400));
    expect([...removedB, ...removedC].flat().map((c) => c.participant?.socketId)).toEqual(['host']);
  });

  it('keeps a cleanly stopped process alive a little longer, so its clients can recover elsewhere', async () => {
    const { redis, prefix, store } = await setup();
    const removed: ParticipantChange[][] = [];
    const a = await live(redis, prefix, 'process-a', store);
    await live(redis, prefix, 'process-b', store, removed);
    await store.create(newRoom('r1', 'host', { host: participant('host', { processId: 'process-a' }) }));
    await a.stop({ linger: true });
    await new Promise((r) => setTimeout(r, fast.ttlMs * 2));
    expect(removed).toEqual([]);
    expect(await redis.pttl(`${prefix}process:process-a:alive`)).toBeGreaterThan(50_000);
  });

  it('tells a process that was taken for dead, so its clients rejoin', async () => {
    const { redis, prefix, store } = await setup();
    const presumedDead: string[] = [];
    await live(redis, prefix, 'stalled', store, [], presumedDead);
    await redis.set(`${prefix}process:stalled:swept`, 'process-b');
    await until(
      () => presumedDead.length,
      (n) => n > 0,
    );
    expect(presumedDead).toEqual(['stalled']);
    expect(await redis.exists(`${prefix}process:stalled:alive`)).toBe(1);
  });
});
