import type { AppConfig } from '../../config';
import type { Limiter, Limits } from '../../lib/limits';

const LOCKED = 'Too many failed login attempts. Please try again later.';
const REGISTER = 'Too many registration attempts. Please try again later.';
const HOUR = 3600;

/** Takes one point from every limiter; throws the first 429 (with Retry-After) when any is spent. */
async function takeAll(takes: [Limiter, string][]): Promise<void> {
  const results = await Promise.allSettled(takes.map(([limiter, key]) => limiter.take(key)));
  const spent = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (spent) throw spent.reason;
}

/**
 * Login attempts are counted per IP and per username within a window. An attempt is taken before the
 * password is checked, so concurrent guesses cannot slip past the count; a successful login gives its
 * attempt back and clears the username's count, so the real owner is locked out at most for the rest
 * of the window. Registrations are counted per IP and per requested username per hour. The counts live in
 * the app's limits: Redis when REDIS_URL is set, so every process shares them.
 */
export class AuthLimiter {
  private readonly loginByIp: Limiter;
  private readonly loginByName: Limiter;
  private readonly registerByIp: Limiter;
  private readonly registerByName: Limiter;

  constructor(limits: Limits, rules: AppConfig['rateLimits']) {
    const window = rules.loginWindowSeconds;
    this.loginByIp = limits.limiter({
      name: 'login-ip',
      points: rules.loginPerIp,
      durationSeconds: window,
      message: LOCKED,
    });
    this.loginByName = limits.limiter({
      name: 'login-username',
      points: rules.loginPerUsername,
      durationSeconds: window,
      message: LOCKED,
    });
    this.registerByIp = limits.limiter({
      name: 'register-ip',
      points: rules.registerPerIp,
      durationSeconds: HOUR,
      message: REGISTER,
    });
    this.registerByName = limits.limiter({
      name: 'register-username',
      points: rules.registerPerUsername,
      durationSeconds: HOUR,
      message: REGISTER,
    });
  }

  /** Takes a login attempt for this IP and username; throws 429 when either has none left. */
  async beginLogin(ip: string, username: string): Promise<void> {
    await takeAll([
      [this.loginByIp, ip],
      [this.loginByName, username.toLowerCase()],
    ]);
  }

  /** A successful login: the IP gets its attempt back and the username's count is cleared. */
  async loginSucceeded(ip: string, username: string): Promise<void> {
    await Promise.allSettled([this.loginByIp.reward(ip, 1), this.loginByName.reset(username.toLowerCase())]);
  }

  /** Counts a registration attempt; throws 429 past the hourly limits. */
  async beginRegistration(ip: string, username: unknown): Promise<void> {
    const takes: [Limiter, string][] = [[this.registerByIp, ip]];
    if (typeof username === 'string' && username.trim()) {
      takes.push([this.registerByName, username.trim().toLowerCase()]);
    }
    await takeAll(takes);
  }
}
