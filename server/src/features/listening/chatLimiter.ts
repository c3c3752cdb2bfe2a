import { LIVE_CHAT_LIMITS, LIVE_CHAT_MESSAGES } from '@common/listening';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { memoryBudget, type RateBudget } from '../../realtime/budget';

const LIMIT = { points: LIVE_CHAT_LIMITS.ratePoints, durationMs: LIVE_CHAT_LIMITS.rateWindowSeconds * 1000 };

/**
 * Live chat posts per user: LIVE_CHAT_LIMITS.ratePoints per window, else a 429 with Retry-After. Counted
 * across processes when the real-time layer shares its budgets (REDIS_URL), in this process otherwise.
 */
export class LiveChatLimiter {
  private budget: RateBudget | null = null;

  /** `ctx` gives the real-time layer, attached after the routes: its budget is taken at the first post. */
  constructor(private readonly ctx?: Pick<AppContext, 'realtime'>) {}

  /** Takes one message from the user's budget, or throws the 429. */
  async take(userId: number): Promise<void> {
    this.budget ??= this.ctx?.realtime?.budget?.('live-chat', LIMIT) ?? memoryBudget(LIMIT);
    const answer = await this.budget.take(String(userId));
    if (!answer.allowed) {
      throw tooManyRequests(answer.msBeforeNext / 1000, LIVE_CHAT_MESSAGES.rateLimited);
    }
  }
}
