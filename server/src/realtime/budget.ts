import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** At most `points` takes per `durationMs` (a fixed window that starts with the first take). */
export interface BudgetLimit {
  points: number;
  durationMs: number;
}

/** What one take answered: allowed or not, and how long until the window starts again (ms). */
export interface BudgetAnswer {
  allowed: boolean;
  msBeforeNext: number;
}

/** A rate budget per key (a user, a visitor's address): one process's, or shared by every process. */
export interface RateBudget {
  /** Takes one point from the key's budget. */
  take(key: string): Promise<BudgetAnswer>;
}

/** Budgets by name, each with its own limit: counted in this process, or shared through Redis. */
export type BudgetFactory = (name: string, limit: BudgetLimit) => RateBudget;

/** A budget counted in this process only. */
export function memoryBudget(limit: BudgetLimit): RateBudget {
  const limiter = new RateLimiterMemory({
    points: limit.points,
    duration: Math.max(1, Math.round(limit.durationMs / 1000)),
  });
  return {
    async take(key) {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, msBeforeNext: res.msBeforeNext };
      } catch (reason) {
        if (reason instanceof RateLimiterRes) return { allowed: false, msBeforeNext: reason.msBeforeNext };
        throw reason;
      }
    },
  };
}

/** The factory of budgets counted in this process only (one process, no REDIS_URL). */
export const memoryBudgets: BudgetFactory = (_name, limit) => memoryBudget(limit);
