import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/errors';

/** Payments a user may start per minute (a retried Idempotency-Key is not a new start). */
export const CHECKOUTS_PER_MINUTE = 30;
export const TOO_MANY_CHECKOUTS = 'Too many payment attempts. Please wait a minute and try again.';

// One limiter per app (keyed by its configuration), so apps sharing a process count separately.
const limiters = new WeakMap<object, RateLimiterMemory>();

/** Counts one payment start for the user; throws 429 (with Retry-After) past the limit. */
export async function takeCheckoutAttempt(config: AppConfig, userId: number): Promise<void> {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points: CHECKOUTS_PER_MINUTE, duration: 60 });
    limiters.set(config, limiter);
  }
  try {
    await limiter.consume(String(userId));
  } catch (reason) {
    if (!(reason instanceof RateLimiterRes)) throw reason;
    throw tooManyRequests(reason.msBeforeNext / 1000, TOO_MANY_CHECKOUTS);
  }
}
