import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../test/app';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';

const LOCKED = 'Too many failed login attempts. Please try again later.';
const WINDOW_SECONDS = 900;

/** A 429 with a whole-second Retry-After inside the window, and the given message. */
function expectTooMany(response: LightMyRequestResponse, message: string, maxSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
  const retryAfter = response.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

function expectInvalid(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'Invalid username or password' });
}

describeEachDatabase('login and registration limits', (t) => {
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    owner = await createUser(t.db);
  });

  const wrong = { password: 'Guessed-Wrong-000' };

  describe('per username', () => {
    it('locks a username after repeated failures, even for the right password, with Retry-After', async () => {
      const app = await t.buildApp({
        rateLimits: rateLimits({ loginPerUsername: 3, loginWindowSeconds: WINDOW_SECONDS }),
      });
      // Each attempt from a different address: the per-username count must catch a distributed guess.
      for (let i = 1; i <= 3; i += 1) {
        const response = await new TestClient(app, { remoteAddress: `10.0.1.${i}` }).post('/api/login', {
          username: owner.username,
          ...wrong,
        });
        expectInvalid(response);
      }
      const client = new TestClient(app, { remoteAddress: '10.0.1.9' });
      const locked = await client.post('/api/login', {
        username: owner.username,
        password: owner.plainPassword,
      });
      expectTooMany(locked, LOCKED, WINDOW_SECONDS);
      expect(locked.headers['set-cookie']).toBeUndefined();

      const otherCase = await client.post('/api/login', {
        username: owner.username.toUpperCase(),
        password: owner.plainPassword,
      });
      expectTooMany(otherCase, LOCKED, WINDOW_SECONDS);

      // Another account from the same address is not affected.
      const other = await client.post('/api/login', { username: uniqueUsername('other'), ...wrong });
      expectInvalid(other);
    });

    it("resets the username's count when the real owner signs in", async () => {
      const app = await t.buildApp({ rateLimits: rateLimits({ loginPerUsername: 3 }) });
      const client = new TestClient(app);
      const attempt = (password: string) => client.post('/api/login', { username: owner.username, password });

      expectInvalid(await attempt(wrong.password));
      expectInvalid(await attempt(wrong.password));
      expect((await attempt(owner.plainPassword)).statusCode).toBe(200);

      // Without the reset, the second of these would already be the third failure in a row.
      expectInvalid(await attempt(wrong.password));
      expectInvalid(await attempt(wrong.password));
      expectInvalid(await attempt(wrong.password));
      expectTooMany(await attempt(owner.plainPassword), LOCKED, 900);
    });
  });

  it('counts concurrent guesses: a burst for one username cannot slip past the limit', async () => {
    const app = await t.buildApp({ rateLimits: rateLimits({ loginPerUsername: 5 }) });
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new TestClient(app, { remoteAddress: `10.0.5.${i + 1}` }).post('/api/login', {
          username: owner.username,
          ...wrong,
        }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  describe('per IP address', () => {
    it('locks an address that fails with many usernames; other addresses go on', async () => {
      const app = await t.buildApp({ rateLimits: rateLimits({ loginPerIp: 3 }) });
      const attacker = new TestClient(app, { remoteAddress: '10.0.2.1' });
      for (let i = 0; i < 3; i += 1) {
        expectInvalid(await attacker.post('/api/login', { username: uniqueUsername('spray'), ...wrong }));
      }
      expectTooMany(
        await attacker.post('/api/login', { username: owner.username, password: owner.plainPassword }),
        LOCKED,
        900,
      );

      const neighbour = new TestClient(app, { remoteAddress: '10.0.2.2' });
      const response = await neighbour.post('/api/login', {
        username: owner.username,
        password: owner.plainPassword,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    it('limits attempts to register one username per hour', async () => {
      const app = await t.buildApp({ rateLimits: rateLimits({ registerPerUsername: 2 }) });
      const username = uniqueUsername('wanted');
      const attempt = (i: number) =>
        new TestClient(app, { remoteAddress: `10.0.4.${i}` }).post('/api/register', {
          username,
          password: 'Wanted-Name-5678',
        });
      expect((await attempt(1)).statusCode).toBe(201);
      const taken = await attempt(2);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'Username already exists' });
      expectTooMany(await attempt(3), 'Too many registration attempts. Please try again later.', 3600);
    });

    it('limits registrations per address per hour', async () => {
      const app = await t.buildApp({ rateLimits: rateLimits({ registerPerIp: 2 }) });
      const client = new TestClient(app, { remoteAddress: '10.0.3.1' });
      const register = () =>
        client.post('/api/register', { username: uniqueUsername('bulk'), password: 'Bulk-Signup-1234' });

      expect((await register()).statusCode).toBe(201);
      expect((await register()).statusCode).toBe(201);
      const refused = await register();
      expectTooMany(refused, 'Too many registration attempts. Please try again later.', 3600);
      expect(refused.headers['set-cookie']).toBeUndefined();

      const elsewhere = await new TestClient(app, { remoteAddress: '10.0.3.2' }).post('/api/register', {
        username: uniqueUsername('elsewhere'),
        password: 'Bulk-Signup-1234',
      });
      expect(elsewhere.statusCode).toBe(201);
    });
  });
});
