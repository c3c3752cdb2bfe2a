import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL, uniquePrefix } from '../realtime/scaleout/testRedis';
import { HttpError } from './errors';
import { memoryLimits, redisLimits } from './limits';

const rule = { name: 'test', points: 2, durationSeconds: 60, message: 'Slow down, please.' };

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a refusal');
  return error;
}

describe('limits in memory', () => {
  it('takes points per key and answers 429 with the rule’s message and Retry-After when spent', async () => {
    const limiter = memoryLimits().limiter(rule);
    await limiter.take('a');
    await limiter.take('a');
    await limiter.take('b');
    const error = await refusal(limiter.take('a'));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Slow down, please.');
    expect(Number(error.headers['Retry-After'])).toBeGreaterThan(0);
    // A refused attempt counts too: two points back leave one to take.
    await limiter.reward('a', 2);
    await limiter.take('a');
    expect((await refusal(limiter.take('a'))).statusCode).toBe(429);
    await limiter.reset('a');
    await limiter.take('a');
  });
});

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: shared limit tests skipped`);

describe.skipIf(!redisUp)('limits in Redis', () => {
  const clients: Redis[] = [];
  const prefix = uniquePrefix('limits');
  beforeAll(() => {
    clients.push(new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL));
  });
  afterAll(async () => {
    const keys = await clients[0]!.keys(`${prefix}*`);
    if (keys.length) await clients[0]!.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('two processes share one count', async () => {
    const first = redisLimits(clients[0]!, prefix).limiter(rule);
    const second = redisLimits(clients[1]!, prefix).limiter(rule);
    await first.take('shared');
    await second.take('shared');
    expect((await refusal(first.take('shared'))).statusCode).toBe(429);
    expect((await refusal(second.take('shared'))).statusCode).toBe(429);
  });

  it('while Redis is away each process counts alone: nobody is locked out, nobody is unlimited', async () => {
    const gone = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    gone.on('error', () => undefined);
    const limiter = redisLimits(gone, prefix).limiter({ ...rule, name: 'away' });
    await limiter.take('x');
    await limiter.take('x');
    expect((await refusal(limiter.take('x'))).statusCode).toBe(429);
    gone.disconnect();
  });
});
