import { SOCKET_RATE_LIMITS, type SocketEventGroup } from '@common/rooms';
import { type BudgetFactory, memoryBudget, memoryBudgets, type RateBudget } from './budget';

/**
 * What one user (or one visitor address) may send across all its sockets, as a multiple of one socket's
 * budget: a few tabs work as usual, many sockets do not multiply the budget.
 */
export const OWNER_BUDGET_FACTOR = 3;

type Limits = Record<SocketEventGroup, { points: number; durationMs: number }>;

/**
 * Event budgets per event group (SOCKET_RATE_LIMITS): one per socket, counted in this process, and a
 * larger one per owner, counted by `ownerBudgets` (in this process, or across processes through Redis).
 */
export class SocketRateLimiter {
  private readonly perSocket = new Map<SocketEventGroup, RateBudget>();
  private readonly perOwner = new Map<SocketEventGroup, RateBudget>();

  constructor(ownerBudgets: BudgetFactory = memoryBudgets, limits: Limits = SOCKET_RATE_LIMITS) {
    for (const [group, limit] of Object.entries(limits) as [SocketEventGroup, Limits['lobby']][]) {
      this.perSocket.set(group, memoryBudget(limit));
      this.perOwner.set(
        group,
        ownerBudgets(`socket-${group}`, {
          points: limit.points * OWNER_BUDGET_FACTOR,
          durationMs: limit.durationMs,
        }),
      );
    }
  }

  /**
   * Takes one event from the socket's budget and its owner's (user id, or a visitor's address) for the
   * group; false when either is spent.
   */
  async allow(socketId: string, owner: string, group: SocketEventGroup): Promise<boolean> {
    if (!(await this.perSocket.get(group)!.take(socketId)).allowed) return false;
    return (await this.perOwner.get(group)!.take(owner)).allowed;
  }
}
