import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where tests look for Redis (the local default, as CI runs it). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at TEST_REDIS_URL within a second. */
export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await Promise.race([
      probe.connect().then(() => probe.ping()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix no other test run uses. */
export const uniquePrefix = (label: string): string => `pn-test:${label}:${randomBytes(5).toString('hex')}:`;
