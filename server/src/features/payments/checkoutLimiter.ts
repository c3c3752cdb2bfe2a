import type { AppContext } from '../../context';
import type { Limiter, Limits } from '../../lib/limits';

/** Payments a user may start per minute (a retried Idempotency-Key is not a new start). */
export const CHECKOUTS_PER_MINUTE = 30;
export const TOO_MANY_CHECKOUTS = 'Too many payment attempts. Please wait a minute and try again.';

// One limiter per app's limits (a rule is declared once per Limits), so apps sharing a process count apart.
const limiters = new WeakMap<Limits, Limiter>();

function checkoutLimiter(limits: Limits): Limiter {
  let limiter = limiters.get(limits);
  if (!limiter) {
    limiter = limits.limiter({
      name: 'checkout-user',
      points: CHECKOUTS_PER_MINUTE,
      durationSeconds: 60,
      message: TOO_MANY_CHECKOUTS,
    });
    limiters.set(limits, limiter);
  }
  return limiter;
}

/**
 * Counts one payment start for the user; throws 429 (with Retry-After) past the limit. Counted in the app's
 * limits: in Redis when REDIS_URL is set, so every process shares the count.
 */
export async function takeCheckoutAttempt(ctx: Pick<AppContext, 'limits'>, userId: number): Promise<void> {
  await checkoutLimiter(ctx.limits).take(String(userId));
}
