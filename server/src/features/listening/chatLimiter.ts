import { LIVE_CHAT_LIMITS, LIVE_CHAT_MESSAGES } from '@common/listening';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors';

/** Live chat posts per user: LIVE_CHAT_LIMITS.ratePoints per window, else a 429 with Retry-After. */
export class LiveChatLimiter {
  private readonly limiter = new RateLimiterMemory({
    points: LIVE_CHAT_LIMITS.ratePoints,
    duration: LIVE_CHAT_LIMITS.rateWindowSeconds,
  });

  /** Takes one message from the user's budget, or throws the 429. */
  async take(userId: number): Promise<void> {
    try {
      await this.limiter.consume(String(userId));
    } catch (reason) {
      const res = reason as RateLimiterRes;
      throw tooManyRequests(
        typeof res?.msBeforeNext === 'number' ? res.msBeforeNext / 1000 : LIVE_CHAT_LIMITS.rateWindowSeconds,
        LIVE_CHAT_MESSAGES.rateLimited,
      );
    }
  }
}
