import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysWithPrefix } from './redisStore';
import { createSharedLimits, type SharedLimits } from './sharedLimits';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from './testRedis';

const available = await redisAnswers();
if (!available) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: shared limits (Redis) tests skipped`);

describe.skipIf(!available)('socket caps and rate budgets counted in Redis', () => {
  const prefix = uniquePrefix('limits');
  const log = Fastify({ logger: false }).log;
  const clients: Redis[] = [];
  let admin: Redis;
  /** Two processes' views, each on its own connection. */
  let a: SharedLimits;
  let b: SharedLimits;

  const alive = (processId: string) => admin.set(`${prefix}process:${processId}:alive`, '1', 'PX', 60_000);

  beforeAll(async () => {
    admin = new Redis(TEST_REDIS_URL);
    const [ca, cb] = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    clients.push(admin, ca, cb);
    a = createSharedLimits(ca, prefix, 'process-a', log);
    b = createSharedLimits(cb, prefix, 'process-b', log);
    await Promise.all([alive('process-a'), alive('process-b')]);
  });
  afterAll(async () => {
    await deleteKeysWithPrefix(admin, prefix);
    for (const client of clients) client.disconnect();
  });

  it('spends one budget from every process, and says when the window starts again', async () => {
    const limit = { points: 3, durationMs: 4000 };
    const onA = a.budgets('chat', limit);
    const onB = b.budgets('chat', limit);
    expect((await onA.take('user:1')).allowed).toBe(true);
    expect((await onB.take('user:1')).allowed).toBe(true);
    expect((await onA.take('user:1')).allowed).toBe(true);
    const refused = await onB.take('user:1');
    expect(refused.allowed).toBe(false);
    expect(refused.msBeforeNext).toBeGreaterThan(0);
    expect(refused.msBeforeNext).toBeLessThanOrEqual(4000);
    // Other keys and other budgets are their own.
    expect((await onB.take('user:2')).allowed).toBe(true);
    expect((await b.budgets('reactions', limit).take('user:1')).allowed).toBe(true);
  });

  it('admits sockets of one owner up to the cap across processes, a recovered socket again, and frees on release', async () => {
    expect(await a.sockets.admit('user:7', 's1', 2, [])).toBe(true);
    expect(await b.sockets.admit('user:7', 's2', 2, [])).toBe(true);
    expect(await a.sockets.admit('user:7', 's3', 2, ['s1'])).toBe(false);
    expect(await b.sockets.admit('user:7', 's3', 2, ['s2'])).toBe(false);
    // s1's connection recovered on B: the same socket, counted once.
    expect(await b.sockets.admit('user:7', 's1', 2, ['s2'])).toBe(true);
    // A's late release of s1 leaves B's count alone.
    await a.sockets.release('user:7', 's1');
    expect(await a.sockets.admit('user:7', 's3', 2, [])).toBe(false);
    await b.sockets.release('user:7', 's1');
    expect(await a.sockets.admit('user:7', 's3', 2, [])).toBe(true);
  });

  it('forgets the sockets of a process that is no longer alive, and its own sockets no longer open', async () => {
    await alive('process-c');
    const c = createSharedLimits(clients[1]!, prefix, 'process-c', log);
    expect(await c.sockets.admit('address:10.0.0.1', 'c1', 2, [])).toBe(true);
    expect(await c.sockets.admit('address:10.0.0.1', 'c2', 2, ['c1'])).toBe(true);
    expect(await a.sockets.admit('address:10.0.0.1', 'a1', 2, [])).toBe(false);
    await admin.del(`${prefix}process:process-c:alive`);
    expect(await a.sockets.admit('address:10.0.0.1', 'a1', 2, [])).toBe(true);
    expect(await admin.hkeys(`${prefix}limits:sockets:address:10.0.0.1`)).toEqual(['a1']);

    // A's releases were lost (Redis away): its next admission counts only what is open here.
    expect(await a.sockets.admit('address:10.0.0.1', 'a2', 2, ['a1'])).toBe(true);
    expect(await a.sockets.admit('address:10.0.0.1', 'a3', 2, ['a2'])).toBe(true);
    expect((await admin.hkeys(`${prefix}limits:sockets:address:10.0.0.1`)).sort()).toEqual(['a2', 'a3']);
  });
});
