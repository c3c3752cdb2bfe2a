import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type BudgetFactory, type BudgetLimit, memoryBudget, type RateBudget } from '../budget';
import type { SocketCounts } from '../connectionLimits';

/**
 * Keys, under the deployment's prefix:
 * - `limits:budget:{name}:{key}`: the points taken in the current window (expires with the window);
 * - `limits:sockets:{owner}`: hash socket id -> process id of the owner's open sockets.
 */
const TAKE = `
local taken = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { taken, ttl }
`;

/**
 * Admits a socket under its owner when fewer than the cap are open across processes. A socket counted for
 * a process that is no longer alive, or for this process but no longer open here (its release was lost
 * while Redis was away), is forgotten on the way.
 * ARGV: prefix, this process, the socket, the cap, the key's lifetime (ms), then this process's other open
 * sockets of the owner.
 */
const ADMIT = `
local prefix, me, socketId, cap = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
local mine = {}
for i = 6, #ARGV do mine[ARGV[i]] = true end
local fields = redis.call('HGETALL', KEYS[1])
local open = 0
local known = false
for i = 1, #fields, 2 do
  local other, processId = fields[i], fields[i + 1]
  if other == socketId then
    known = true
  elseif processId == me then
    if mine[other] then open = open + 1 else redis.call('HDEL', KEYS[1], other) end
  elseif redis.call('EXISTS', prefix .. 'process:' .. processId .. ':alive') == 1 then
    open = open + 1
  else
    redis.call('HDEL', KEYS[1], other)
  end
end
if not known and open >= cap then return 0 end
redis.call('HSET', KEYS[1], socketId, me)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/** Forgets a socket, unless another process has taken it over since (a recovered connection). */
const RELEASE = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
`;

/** How long an owner's socket count outlives its last admission (a safety net; sockets are released). */
const SOCKETS_KEY_TTL_MS = 24 * 60 * 60 * 1000;

interface LimitScripts {
  limitsTake(key: string, windowMs: string): Promise<[number, number]>;
  limitsAdmit(key: string, ...args: string[]): Promise<number>;
  limitsRelease(key: string, socketId: string, processId: string): Promise<number>;
}

/** Socket caps and rate budgets shared by every process through Redis. */
export interface SharedLimits {
  budgets: BudgetFactory;
  sockets: SocketCounts;
}

/**
 * Socket caps and rate budgets counted in Redis, so N processes allow what one does. When Redis cannot
 * answer, each process counts alone (as without Redis) and one error is logged until Redis answers again:
 * a connection that is down is reported by the connection itself, anything else here.
 */
export function createSharedLimits(
  redis: Redis,
  prefix: string,
  processId: string,
  log: FastifyBaseLogger,
): SharedLimits {
  const scripts: Array<[keyof LimitScripts, string]> = [
    ['limitsTake', TAKE],
    ['limitsAdmit', ADMIT],
    ['limitsRelease', RELEASE],
  ];
  for (const [name, lua] of scripts) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 1, lua });
  }
  const scripted = redis as unknown as LimitScripts;

  let degraded = false;
  function failed(error: unknown): void {
    if (degraded) return;
    degraded = true;
    if (redis.status === 'ready') {
      log.error(
        { err: error },
        'Redis refused a limit check: socket caps and rate budgets count per process',
      );
    }
  }
  function answered(): void {
    degraded = false;
  }

  const budgets: BudgetFactory = (name: string, limit: BudgetLimit): RateBudget => {
    const local = memoryBudget(limit);
    const windowMs = String(Math.max(1, Math.round(limit.durationMs)));
    return {
      async take(key) {
        let reply: [number, number];
        try {
          reply = await scripted.limitsTake(`${prefix}limits:budget:${name}:${key}`, windowMs);
        } catch (error) {
          failed(error);
          return local.take(key);
        }
        answered();
        const [taken, ttl] = reply;
        return { allowed: Number(taken) <= limit.points, msBeforeNext: Math.max(0, Number(ttl)) };
      },
    };
  };

  const socketsKey = (owner: string) => `${prefix}limits:sockets:${owner}`;
  const sockets: SocketCounts = {
    async admit(owner, socketId, cap, othersHere) {
      try {
        const admitted = await scripted.limitsAdmit(
          socketsKey(owner),
          prefix,
          processId,
          socketId,
          String(cap),
          String(SOCKETS_KEY_TTL_MS),
          ...othersHere,
        );
        answered();
        return Number(admitted) === 1;
      } catch (error) {
        failed(error);
        return true;
      }
    },
    async release(owner, socketId) {
      try {
        await scripted.limitsRelease(socketsKey(owner), socketId, processId);
        answered();
      } catch (error) {
        // Forgotten at the owner's next admission on this process (it is no longer open here).
        failed(error);
      }
    },
  };

  return { budgets, sockets };
}
