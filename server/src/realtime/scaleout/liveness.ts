import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ParticipantChange, RoomStore } from '../rooms/store';

/** How often a process says it is alive, how long that lasts, and how often the others look. */
export interface LivenessTiming {
  heartbeatMs: number;
  /** A process silent for this long is dead: its participants are removed. */
  ttlMs: number;
  sweepMs: number;
  /** After its own Redis connection comes back, a process waits this long before judging others. */
  graceMs: number;
  /** How long a process that shuts down cleanly stays "alive", so its clients can recover elsewhere. */
  shutdownLingerMs: number;
}

export const DEFAULT_LIVENESS: LivenessTiming = {
  heartbeatMs: 1000,
  ttlMs: 4000,
  sweepMs: 1000,
  graceMs: 5000,
  shutdownLingerMs: 10_000,
};

export interface LivenessOptions {
  redis: Redis;
  prefix: string;
  processId: string;
  store: RoomStore;
  log: FastifyBaseLogger;
  timing?: Partial<LivenessTiming>;
  /** Called with the changes made when a dead process's participants were removed. */
  onRemoved(changes: ParticipantChange[]): void;
  /** Called when this process finds it was taken for dead (its participants are gone): its clients must rejoin. */
  onPresumedDead(): void;
}

export interface Liveness {
  /** Stops the timers; with `linger`, this process stays alive for shutdownLingerMs (a clean shutdown). */
  stop(options?: { linger?: boolean }): Promise<void>;
  /** One sweep now (tests). */
  sweep(): Promise<void>;
}

/**
 * Keys: `processes` (set of process ids), `process:{id}:alive` (expires after ttlMs unless renewed),
 * `process:{id}:sweeper` (which process is removing a dead one's participants), `process:{id}:swept`
 * (set once they were removed, so a process that was only stalled learns it).
 */
const HEARTBEAT = `
if redis.call('EXISTS', KEYS[3]) == 1 then
  redis.call('DEL', KEYS[3])
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
  redis.call('SADD', KEYS[1], ARGV[1])
  return 'swept'
end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[1], ARGV[1])
return 'ok'
`;

/** Runs this process's heartbeat and the sweeper of dead processes. */
export async function startLiveness(options: LivenessOptions): Promise<Liveness> {
  const { redis, prefix, processId, store, log } = options;
  const timing = { ...DEFAULT_LIVENESS, ...options.timing };
  const processesKey = `${prefix}processes`;
  const aliveKey = (id: string) => `${prefix}process:${id}:alive`;
  const sweeperKey = (id: string) => `${prefix}process:${id}:sweeper`;
  const sweptKey = (id: string) => `${prefix}process:${id}:swept`;
  const membersKey = (id: string) => `${prefix}process:${id}:members`;

  let stopped = false;
  let judgeAfter = Date.now();
  let sweeping: Promise<void> | null = null;
  redis.on('ready', () => {
    // Every process lost its heartbeat during the outage: give them all time to renew it.
    judgeAfter = Date.now() + timing.graceMs;
  });

  async function beat(): Promise<void> {
    const answer = (await redis.eval(
      HEARTBEAT,
      3,
      processesKey,
      aliveKey(processId),
      sweptKey(processId),
      processId,
      String(timing.ttlMs),
    )) as string;
    if (answer === 'swept') {
      log.error(
        { processId },
        'This process was silent too long and taken for dead: its room participants were removed; reconnecting its clients',
      );
      options.onPresumedDead();
    }
  }

  async function sweepOnce(): Promise<void> {
    if (stopped || Date.now() < judgeAfter) return;
    const ids = await redis.smembers(processesKey);
    for (const id of ids) {
      if (id === processId || stopped) continue;
      if ((await redis.exists(aliveKey(id))) === 1) continue;
      // One process removes a dead one's participants; the claim lapses if that process dies too.
      const claimed = await redis.set(sweeperKey(id), processId, 'PX', 30_000, 'NX');
      if (claimed !== 'OK') continue;
      const changes = await store.removeProcess(id);
      if ((await redis.exists(aliveKey(id))) === 0) {
        await redis
          .multi()
          .srem(processesKey, id)
          .del(membersKey(id), sweeperKey(id))
          .set(sweptKey(id), processId, 'PX', 10 * 60 * 1000)
          .exec();
      } else {
        await redis.del(sweeperKey(id));
      }
      if (changes.length > 0) {
        log.warn(
          { deadProcess: id, participants: changes.length },
          'removed the participants of a process that stopped',
        );
        options.onRemoved(changes);
      }
    }
  }

  function sweep(): Promise<void> {
    // Never two sweeps at once in one process.
    sweeping ??= sweepOnce().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  const failed = (what: string) => (error: unknown) => {
    // Redis being away is logged once by the connection itself; anything else is worth a line.
    if (redis.status === 'ready') log.error({ err: error }, `room ${what} failed`);
  };

  await beat().catch(failed('heartbeat'));
  const heartbeat = setInterval(() => void beat().catch(failed('heartbeat')), timing.heartbeatMs);
  const sweeper = setInterval(() => void sweep().catch(failed('sweep of stopped processes')), timing.sweepMs);
  heartbeat.unref();
  sweeper.unref();

  return {
    async stop({ linger = false } = {}) {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(sweeper);
      await sweeping?.catch(() => undefined);
      if (redis.status !== 'ready') return;
      if (linger)
        await redis.set(aliveKey(processId), '1', 'PX', timing.shutdownLingerMs).catch(() => undefined);
      else await redis.del(aliveKey(processId)).catch(() => undefined);
    },
    sweep,
  };
}
