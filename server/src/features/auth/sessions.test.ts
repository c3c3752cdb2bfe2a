import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCookie, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { testConfig } from '../../test/app';
import { createSession, deleteExpiredSessions, validateSession } from './sessions';

const COOKIE = 'pn_session';
const DAY_MS = 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Milliseconds between a date and now plus some days. */
const offsetFromNowPlus = (date: string | Date, days: number) =>
  Math.abs(new Date(date).getTime() - (Date.now() + days * DAY_MS));

describeEachDatabase('sessions', (t) => {
  let app: FastifyInstance;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await t.buildApp();
    user = await createUser(t.db);
  });

  /** A client signed in as the shared user. */
  async function signIn(): Promise<TestClient> {
    const client = new TestClient(app);
    const response = await client.post('/api/login', {
      username: user.username,
      password: user.plainPassword,
    });
    expect(response.statusCode).toBe(200);
    return client;
  }

  const sessionRow = (token: string) =>
    t.db.selectFrom('sessions').selectAll().where('id', '=', sha256(token)).executeTakeFirst();

  describe('cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/, not Secure outside production, and lasts 30 days', async () => {
      const client = new TestClient(app);
      const response = await client.post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      const cookie = setCookie(response, COOKIE);
      expect(cookie).toBeDefined();
      expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie!.attributes.get('httponly')).toBe(true);
      expect(cookie!.attributes.get('samesite')).toBe('Lax');
      expect(cookie!.attributes.get('path')).toBe('/');
      expect(cookie!.attributes.has('secure')).toBe(false);
      expect(offsetFromNowPlus(cookie!.attributes.get('expires') as string, 30)).toBeLessThan(60_000);
    });

    it('is Secure (and __Host- prefixed) in production', async () => {
      const production = await t.buildApp({}, { NODE_ENV: 'production' });
      const client = new TestClient(production);
      const response = await client.post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      expect(response.statusCode).toBe(200);
      const cookie = setCookie(response, '__Host-pn_session');
      expect(cookie).toBeDefined();
      expect(cookie!.attributes.get('secure')).toBe(true);
      expect(cookie!.attributes.get('httponly')).toBe(true);
      expect(cookie!.attributes.get('samesite')).toBe('Lax');
      expect(cookie!.attributes.get('path')).toBe('/');
      expect(cookie!.attributes.has('domain')).toBe(false);
      expect((await client.get('/api/user')).json().username).toBe(user.username);
    });

    it('can be sent over plain HTTP in production when COOKIE_SECURE=false', async () => {
      const plainHttp = await t.buildApp({}, { NODE_ENV: 'production', COOKIE_SECURE: 'false' });
      const client = new TestClient(plainHttp);
      const response = await client.post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      const cookie = setCookie(response, COOKIE);
      expect(cookie).toBeDefined();
      expect(cookie!.attributes.has('secure')).toBe(false);
      expect(cookie!.attributes.get('httponly')).toBe(true);
      expect((await client.get('/api/user')).statusCode).toBe(200);
    });
  });

  describe('storage', () => {
    it('keeps only the SHA-256 of the token, never the token itself', async () => {
      const client = await signIn();
      const token = client.jar.get(COOKIE)!;
      const row = await sessionRow(token);
      expect(row).toMatchObject({ id: sha256(token), userId: user.id });
      const all = await t.db.selectFrom('sessions').selectAll().execute();
      expect(JSON.stringify(all)).not.toContain(token);
    });

    it('refuses a malformed or unknown token with 401', async () => {
      for (const value of ['not-a-token', 'A'.repeat(43)]) {
        const client = new TestClient(app);
        client.jar.set(COOKIE, value);
        const response = await client.get('/api/user');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Not authenticated' });
      }
    });

    it('refuses a cookie holding the stored hash instead of the token', async () => {
      const client = await signIn();
      const stolen = new TestClient(app);
      stolen.jar.set(COOKIE, sha256(client.jar.get(COOKIE)!));
      expect((await stolen.get('/api/user')).statusCode).toBe(401);
    });
  });

  describe('rotation at login', () => {
    it('replaces the session: the old cookie is dead, the new one works', async () => {
      const client = await signIn();
      const oldJar = client.jar.copy();
      const oldToken = client.jar.get(COOKIE)!;

      const again = await client.post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      expect(again.statusCode).toBe(200);
      const newToken = client.jar.get(COOKIE)!;
      expect(newToken).not.toBe(oldToken);

      expect(await sessionRow(oldToken)).toBeUndefined();
      expect((await client.get('/api/user')).statusCode).toBe(200);
      const old = await new TestClient(app, { jar: oldJar }).get('/api/user');
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ message: 'Not authenticated' });
    });

    it('also happens when registering while signed in', async () => {
      const client = await signIn();
      const oldJar = client.jar.copy();
      const response = await client.post('/api/register', {
        username: `${user.username.slice(0, 20)}_alt`,
        password: 'Second-Account-42',
      });
      expect(response.statusCode).toBe(201);
      expect((await client.get('/api/user')).json().username).toBe(`${user.username.slice(0, 20)}_alt`);
      expect((await new TestClient(app, { jar: oldJar }).get('/api/user')).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('answers 200, clears the cookie and kills the session', async () => {
      const client = await signIn();
      const oldJar = client.jar.copy();
      const token = client.jar.get(COOKIE)!;

      const response = await client.post('/api/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out' });
      const cleared = setCookie(response, COOKIE);
      expect(cleared).toBeDefined();
      expect(cleared!.value).toBe('');
      expect(new Date(cleared!.attributes.get('expires') as string).getTime()).toBeLessThan(Date.now());
      expect(cleared!.attributes.get('path')).toBe('/');

      expect(await sessionRow(token)).toBeUndefined();
      expect((await client.get('/api/user')).statusCode).toBe(401);
      const replay = await new TestClient(app, { jar: oldJar }).get('/api/user');
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ message: 'Not authenticated' });
    });

    it('ends only its own session: another device stays signed in', async () => {
      const phone = await signIn();
      const laptop = await signIn();
      expect((await phone.post('/api/logout')).statusCode).toBe(200);
      expect((await phone.get('/api/user')).statusCode).toBe(401);
      expect((await laptop.get('/api/user')).statusCode).toBe(200);
    });

    it('answers 200 when nobody is signed in', async () => {
      const response = await new TestClient(app).post('/api/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out' });
    });
  });

  describe('lifetime', () => {
    it('a session past its expiry answers 401 and is deleted', async () => {
      const client = await signIn();
      const token = client.jar.get(COOKIE)!;
      await t.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sha256(token))
        .execute();
      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
      expect(await sessionRow(token)).toBeUndefined();
    });

    it('a session used a day or more after its last extension is extended to 30 days, cookie included', async () => {
      const client = await signIn();
      const token = client.jar.get(COOKIE)!;
      await t.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() + 10 * DAY_MS).toISOString() })
        .where('id', '=', sha256(token))
        .execute();

      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(200);
      const row = await sessionRow(token);
      expect(offsetFromNowPlus(row!.expiresAt, 30)).toBeLessThan(60_000);
      const cookie = setCookie(response, COOKIE);
      expect(cookie).toBeDefined();
      expect(cookie!.value).toBe(token);
      expect(cookie!.attributes.get('httponly')).toBe(true);
      expect(offsetFromNowPlus(cookie!.attributes.get('expires') as string, 30)).toBeLessThan(60_000);
    });

    it('an active user is not signed out after 30 days: a use on day 2 moves the end to 30 days from then', async () => {
      const client = await signIn();
      const token = client.jar.get(COOKIE)!;
      // Last extended 2 days ago: 28 days left.
      await t.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() + 28 * DAY_MS).toISOString() })
        .where('id', '=', sha256(token))
        .execute();
      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(200);
      expect(offsetFromNowPlus((await sessionRow(token))!.expiresAt, 30)).toBeLessThan(60_000);
      expect(setCookie(response, COOKIE)?.value).toBe(token);
    });

    it('a session extended less than a day ago is not touched', async () => {
      const client = await signIn();
      const token = client.jar.get(COOKIE)!;
      const expiresAt = new Date(Date.now() + 29.5 * DAY_MS).toISOString();
      await t.db.updateTable('sessions').set({ expiresAt }).where('id', '=', sha256(token)).execute();

      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(new Date((await sessionRow(token))!.expiresAt).toISOString()).toBe(expiresAt);
    });

    it('the hourly sweep deletes expired sessions and keeps live ones', async () => {
      const live = await signIn();
      const expired = await signIn();
      const expiredToken = expired.jar.get(COOKIE)!;
      await t.db
        .updateTable('sessions')
        .set({ expiresAt: new Date(Date.now() - DAY_MS).toISOString() })
        .where('id', '=', sha256(expiredToken))
        .execute();

      await deleteExpiredSessions(t.db);

      expect(await sessionRow(expiredToken)).toBeUndefined();
      expect(await sessionRow(live.jar.get(COOKIE)!)).toBeDefined();
      expect((await live.get('/api/user')).statusCode).toBe(200);
    });
  });
  describe("the session's user", () => {
    it('keeps its stored types: JSON lists and booleans, user by user', async () => {
      const fan = await createUser(t.db, { genres: ['House', 'Drill'], emailSubscribed: true });
      const other = await createUser(t.db, { genres: [], emailSubscribed: false });
      const config = testConfig();
      const first = await createSession(t.db, config, fan.id, null);
      const second = await createSession(t.db, config, other.id, null);
      for (let round = 0; round < 2; round += 1) {
        const found = await validateSession(t.db, config, first.token);
        expect(found?.user).toMatchObject({ id: fan.id, genres: ['House', 'Drill'], emailSubscribed: true });
        const theirs = await validateSession(t.db, config, second.token);
        expect(theirs?.user).toMatchObject({ id: other.id, genres: [], emailSubscribed: false });
      }
      expect(await validateSession(t.db, config, 'x'.repeat(43))).toBeNull();
    });
  });
});
