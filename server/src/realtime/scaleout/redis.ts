import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The default prefix of every key, stream and channel the app uses in Redis. */
export const DEFAULT_REDIS_PREFIX = 'pn:';

export interface RedisTarget {
  /** The connection URL, without the app's own `prefix` parameter. */
  url: string;
  /** Put in front of every key, stream and channel, so several deployments (or test runs) share one Redis. */
  prefix: string;
}

/**
 * Reads REDIS_URL: `redis://host:6379/0?prefix=party:` puts every key under `party:` (default `pn:`).
 * The prefix is kept to letters, digits and `:_-.` so it cannot break a key pattern.
 */
export function parseRedisTarget(redisUrl: string): RedisTarget {
  const url = new URL(redisUrl);
  const given = url.searchParams.get('prefix');
  url.searchParams.delete('prefix');
  if (given !== null && !/^[A-Za-z0-9:_.-]{1,64}$/.test(given)) {
    throw new Error('REDIS_URL: prefix may only hold letters, digits and : _ - . (at most 64 characters)');
  }
  return { url: url.toString(), prefix: given ?? DEFAULT_REDIS_PREFIX };
}

/** The delay before reconnection attempt `times`: 100 ms growing to 2 s, for ever. */
export const reconnectDelay = (times: number): number => Math.min(100 * 2 ** Math.min(times, 5), 2000);

/** Tracks the app's Redis connections together, so an outage is logged once and so is the return. */
export class RedisHealth {
  private readonly down = new Set<Redis>();
  constructor(private readonly log: FastifyBaseLogger) {}

  watch(client: Redis): void {
    client.on('error', (error: Error) => {
      if (this.down.has(client)) return;
      const first = this.down.size === 0;
      this.down.add(client);
      if (first) {
        this.log.error(
          { err: { message: error.message } },
          'Redis unreachable: rooms, socket caps and rate budgets are not shared across processes until it answers again (reconnecting)',
        );
      }
    });
    client.on('ready', () => {
      if (!this.down.delete(client) || this.down.size > 0) return;
      this.log.info('Redis reachable again: rooms, socket caps and rate budgets are shared across processes');
    });
  }
}

/**
 * A Redis client that never gives up reconnecting. With `failFast`, commands sent while Redis is away fail
 * at once (the caller answers with an error); otherwise they wait and run once it is back.
 */
export function createRedisClient(
  target: RedisTarget,
  health: RedisHealth,
  role: string,
  { failFast }: { failFast: boolean },
): Redis {
  const client = new Redis(target.url, {
    maxRetriesPerRequest: failFast ? 1 : null,
    enableOfflineQueue: !failFast,
    retryStrategy: reconnectDelay,
    connectionName: `panda-nation:${role}`,
  });
  health.watch(client);
  return client;
}

/** Resolves true once the client is ready, false when it is not within `timeoutMs`. */
export function readyWithin(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

type CommandSender = { sendCommand(...args: unknown[]): unknown };

/**
 * The Streams adapter leaves some command promises unobserved (SUBSCRIBE, session SET, PUBLISH): when
 * Redis is away at shutdown they reject, and an unobserved rejection would end the process. This marks
 * every command of the client, and of the copies the adapter makes of it, as observed; callers that await
 * a command still receive its error.
 */
export function observeAllCommands(client: Redis): Redis {
  const sender = client as unknown as CommandSender;
  const send = sender.sendCommand.bind(client);
  sender.sendCommand = (...args: unknown[]) => {
    const result = send(...args);
    if (result instanceof Promise) result.catch(() => undefined);
    return result;
  };
  const duplicate = client.duplicate.bind(client);
  client.duplicate = (...args: Parameters<Redis['duplicate']>) => observeAllCommands(duplicate(...args));
  return client;
}

/** The Redis Streams adapter's options for a deployment's key prefix (web and worker processes, and the cluster bench's bare baseline). */
export function streamsAdapterOptions(prefix: string) {
  return {
    streamName: `${prefix}socket.io`,
    channelPrefix: `${prefix}socket.io`,
    sessionKeyPrefix: `${prefix}sio:session:`,
    // Every payload of this app is JSON: skip the per-message search for binary data.
    onlyPlaintext: true,
  };
}
