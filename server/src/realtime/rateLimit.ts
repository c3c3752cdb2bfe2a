import { SOCKET_RATE_LIMITS, type SocketEventGroup } from '@common/rooms';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * What one user (or one visitor address) may send across all its sockets, as a multiple of one socket's
 * budget: a few tabs work as usual, many sockets do not multiply the budget.
 */
export const OWNER_BUDGET_FACTOR = 3;

type Limits = Record<SocketEventGroup, { points: number; durationMs: number }>;

/** Event budgets per event group (SOCKET_RATE_LIMITS): one per socket, and a larger one per owner. */
export class SocketRateLimiter {
  private readonly perSocket = new Map<SocketEventGroup, RateLimiterMemory>();
  private readonly perOwner = new Map<SocketEventGroup, RateLimiterMemory>();

  constructor(limits: Limits = SOCKET_RATE_LIMITS) {
    for (const [group, limit] of Object.entries(limits) as [SocketEventGroup, Limits['lobby']][]) {
      const duration = Math.max(1, Math.round(limit.durationMs / 1000));
      this.perSocket.set(group, new RateLimiterMemory({ points: limit.points, duration }));
      this.perOwner.set(
        group,
        new RateLimiterMemory({ points: limit.points * OWNER_BUDGET_FACTOR, duration }),
      );
    }
  }

  /**
   * Takes one event from the socket's budget and its owner's (user id, or a visitor's address) for the
   * group; false when either is spent.
   */
  async allow(socketId: string, owner: string, group: SocketEventGroup): Promise<boolean> {
    try {
      await this.perSocket.get(group)!.consume(socketId);
      await this.perOwner.get(group)!.consume(owner);
      return true;
    } catch {
      return false;
    }
  }
}
