import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { AppConfig } from '../../config';
import type { ParticipantChange } from '../rooms/store';
import type { ScaleOut } from '../scaleoutApi';
import { type LivenessTiming, startLiveness } from './liveness';
import {
  createRedisClient,
  observeAllCommands,
  parseRedisTarget,
  readyWithin,
  RedisHealth,
  streamsAdapterOptions,
} from './redis';
import { createRedisRoomStore } from './redisStore';
import { createSharedLimits } from './sharedLimits';

/** Ends a connection: politely when Redis answers, at once otherwise. */
async function release(client: Redis): Promise<void> {
  if (client.status === 'ready') await client.quit();
  else client.disconnect();
}

/**
 * Sharing rooms across processes when REDIS_URL is set: room state in Redis, events through the Socket.IO
 * Redis Streams adapter (which keeps connection-state recovery), socket caps and rate budgets counted in
 * Redis, and a heartbeat per process so the participants of a process that died are removed within
 * seconds. Answers null on a single process.
 */
export async function setupScaleOut(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event maps
  io: Server<any, any, any, any>,
  config: AppConfig,
  log: FastifyBaseLogger,
  timing?: Partial<LivenessTiming>,
): Promise<ScaleOut | null> {
  if (!config.redisUrl) return null;
  const target = parseRedisTarget(config.redisUrl);
  const health = new RedisHealth(log);
  // Room changes fail fast while Redis is away, so the user hears of it; broadcasts wait for Redis and go
  // out in order once it is back (nothing lost; the adapter's own commands never reject unhandled).
  const redis = createRedisClient(target, health, 'rooms', { failFast: true });
  const adapterClient = observeAllCommands(createRedisClient(target, health, 'adapter', { failFast: false }));
  const prefix = target.prefix;
  if (!(await readyWithin(redis, 3000)))
    log.error('Redis did not answer at start: rooms wait for it (reconnecting)');

  io.adapter(createAdapter(adapterClient, streamsAdapterOptions(prefix)));

  const processId = randomUUID();
  const store = createRedisRoomStore(redis, prefix);
  const limits = createSharedLimits(redis, prefix, processId, log);
  const listeners: Array<(changes: ParticipantChange[]) => void> = [];
  const liveness = await startLiveness({
    redis,
    prefix,
    processId,
    store,
    log,
    timing,
    onRemoved(changes) {
      for (const listener of listeners) {
        try {
          listener(changes);
        } catch (error) {
          log.error({ err: error }, 'handling removed participants failed');
        }
      }
    },
    onPresumedDead() {
      // Closing the transports (not a server disconnect) lets each client reconnect and rejoin on its own.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
  });
  log.info({ processId, prefix }, 'rooms shared across processes through Redis');

  return {
    store,
    processId,
    budgets: limits.budgets,
    sockets: limits.sockets,
    onParticipantsRemoved(listener) {
      listeners.push(listener);
    },
    async close() {
      // The sockets of this process were just dropped: they have a few seconds to come back on another
      // process (re-tagged there) before the others remove whoever did not.
      await liveness.stop({ linger: true });
      await Promise.allSettled([release(redis), release(adapterClient)]);
    },
  };
}
