import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { createRedisClient, parseRedisTarget, RedisHealth } from '../realtime/scaleout/redis';
import { tooManyRequests } from './errors';

/** One counted limit: `points` actions per key within `durationSeconds`. */
export interface LimitRule {
  /** Unique per rule: keys of different rules never meet (also in Redis, under `<prefix>limit:<name>:`). */
  name: string;
  points: number;
  durationSeconds: number;
  /** The 429 answer's message (with Retry-After) when the key has no points left. */
  message: string;
}

/** A limit applied to keys (an address, a user id, an email address). */
export interface Limiter {
  /** Takes `points` (default 1) for the key, or throws 429 with Retry-After when too few are left. */
  take(key: string, points?: number): Promise<void>;
  /** Gives points back (e.g. a successful login returns its attempt). */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

/** Creates limiters that are counted in Redis (shared by every process) or in this process. */
export interface Limits {
  limiter(rule: LimitRule): Limiter;
  /** Whether counts are shared through Redis. */
  readonly shared: boolean;
  /** Shared limits: whether Redis answers now (for /api/health/ready). */
  ping?(): Promise<boolean>;
  close(): Promise<void>;
}

function wrap(limiter: RateLimiterAbstract, rule: LimitRule): Limiter {
  return {
    async take(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (reason) {
        if (!(reason instanceof RateLimiterRes)) throw reason;
        throw tooManyRequests(reason.msBeforeNext / 1000, rule.message);
      }
    },
    async reward(key, points = 1) {
      await limiter.reward(key, points).catch(() => undefined);
    },
    async reset(key) {
      await limiter.delete(key).catch(() => undefined);
    },
  };
}

const memoryLimiter = (rule: LimitRule) =>
  new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds });

/**
 * Limits counted in this process (no Redis): right for one process; with N processes each counts alone.
 */
export function memoryLimits(): Limits {
  return {
    shared: false,
    limiter: (rule) => wrap(memoryLimiter(rule), rule),
    close: async () => undefined,
  };
}

/**
 * Limits counted in Redis, so N processes share one count. While Redis is away each process counts in its own
 * memory (an insurance limiter), so nobody is locked out and nobody gets unlimited attempts.
 */
export function redisLimits(
  redis: Redis,
  prefix: string,
  onClose: () => Promise<void> = async () => undefined,
): Limits {
  const names = new Set<string>();
  return {
    shared: true,
    limiter(rule) {
      if (names.has(rule.name)) throw new Error(`The limit ${rule.name} is declared twice`);
      names.add(rule.name);
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}limit:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        insuranceLimiter: memoryLimiter(rule),
      });
      return wrap(limiter, rule);
    },
    ping: async () => (await redis.ping()) === 'PONG',
    close: onClose,
  };
}

/** The app's limits: in Redis when REDIS_URL is set, in memory otherwise. */
export function createLimits(redisUrl: string | null, log: FastifyBaseLogger): Limits {
  if (!redisUrl) return memoryLimits();
  const target = parseRedisTarget(redisUrl);
  const client = createRedisClient(target, new RedisHealth(log), 'limits', { failFast: true });
  return redisLimits(client, target.prefix, async () => {
    if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
    else client.disconnect();
  });
}
