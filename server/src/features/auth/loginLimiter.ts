import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/errors';

const LOCKED = 'Too many failed login attempts. Please try again later.';
const REGISTER = 'Too many registrations from this address. Please try again later.';

function retryAfter(res: RateLimiterRes | null): number {
  return res ? res.msBeforeNext / 1000 : 60;
}

/**
 * Failed logins are counted per IP and per username within a window; a success clears the
 * username's count, so the real owner is locked out at most for the rest of the window.
 */
export class AuthLimiter {
  private readonly ip: RateLimiterMemory;
  private readonly username: RateLimiterMemory;
  private readonly register: RateLimiterMemory;

  constructor(private readonly limits: AppConfig['rateLimits']) {
    this.ip = new RateLimiterMemory({ points: limits.loginPerIp, duration: limits.loginWindowSeconds });
    this.username = new RateLimiterMemory({
      points: limits.loginPerUsername,
      duration: limits.loginWindowSeconds,
    });
    this.register = new RateLimiterMemory({ points: limits.registerPerIp, duration: 3600 });
  }

  /** Throws 429 (with Retry-After) when either key has no attempts left. */
  async assertLoginAllowed(ip: string, username: string): Promise<void> {
    const [byIp, byName] = await Promise.all([this.ip.get(ip), this.username.get(username.toLowerCase())]);
    if (byIp && byIp.consumedPoints >= this.limits.loginPerIp)
      throw tooManyRequests(retryAfter(byIp), LOCKED);
    if (byName && byName.consumedPoints >= this.limits.loginPerUsername)
      throw tooManyRequests(retryAfter(byName), LOCKED);
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await Promise.allSettled([this.ip.consume(ip), this.username.consume(username.toLowerCase())]);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.username.delete(username.toLowerCase());
  }

  /** Counts a registration attempt; throws 429 past the hourly limit. */
  async consumeRegistration(ip: string): Promise<void> {
    try {
      await this.register.consume(ip);
    } catch (res) {
      throw tooManyRequests(retryAfter(res as RateLimiterRes), REGISTER);
    }
  }
}
