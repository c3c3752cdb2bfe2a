import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../../config';
import { tooManyRequests } from '../../lib/errors';

const LOCKED = 'Too many failed login attempts. Please try again later.';
const REGISTER = 'Too many registration attempts. Please try again later.';
const HOUR = 3600;

function retryAfter(reason: unknown): number {
  const res = reason as RateLimiterRes | null;
  return res && typeof res.msBeforeNext === 'number' ? res.msBeforeNext / 1000 : 60;
}

/** Takes one point from every limiter, or throws 429 (with Retry-After) when any is spent. */
async function consumeAll(limiters: [RateLimiterMemory, string][], message: string): Promise<void> {
  const results = await Promise.allSettled(limiters.map(([limiter, key]) => limiter.consume(key)));
  const spent = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (spent) throw tooManyRequests(retryAfter(spent.reason), message);
}

/**
 * Login attempts are counted per IP and per username within a window. An attempt is taken before the
 * password is checked, so concurrent guesses cannot slip past the count; a successful login gives its
 * attempt back and clears the username's count, so the real owner is locked out at most for the rest
 * of the window. Registrations are counted per IP and per requested username per hour.
 */
export class AuthLimiter {
  private readonly loginByIp: RateLimiterMemory;
  private readonly loginByName: RateLimiterMemory;
  private readonly registerByIp: RateLimiterMemory;
  private readonly registerByName: RateLimiterMemory;

  constructor(limits: AppConfig['rateLimits']) {
    this.loginByIp = new RateLimiterMemory({
      points: limits.loginPerIp,
      duration: limits.loginWindowSeconds,
    });
    this.loginByName = new RateLimiterMemory({
      points: limits.loginPerUsername,
      duration: limits.loginWindowSeconds,
    });
    this.registerByIp = new RateLimiterMemory({ points: limits.registerPerIp, duration: HOUR });
    this.registerByName = new RateLimiterMemory({ points: limits.registerPerUsername, duration: HOUR });
  }

  /** Takes a login attempt for this IP and username; throws 429 when either has none left. */
  async beginLogin(ip: string, username: string): Promise<void> {
    await consumeAll(
      [
        [this.loginByIp, ip],
        [this.loginByName, username.toLowerCase()],
      ],
      LOCKED,
    );
  }

  /** A successful login: the IP gets its attempt back and the username's count is cleared. */
  async loginSucceeded(ip: string, username: string): Promise<void> {
    await Promise.allSettled([this.loginByIp.reward(ip, 1), this.loginByName.delete(username.toLowerCase())]);
  }

  /** Counts a registration attempt; throws 429 past the hourly limits. */
  async beginRegistration(ip: string, username: unknown): Promise<void> {
    const limiters: [RateLimiterMemory, string][] = [[this.registerByIp, ip]];
    if (typeof username === 'string' && username.trim()) {
      limiters.push([this.registerByName, username.trim().toLowerCase()]);
    }
    await consumeAll(limiters, REGISTER);
  }
}
