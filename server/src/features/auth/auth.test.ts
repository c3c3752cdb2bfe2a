import { publicUserSchema } from '@common/auth';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { buildTestApp } from '../../test/app';
import { setCookie, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';
import { setUserRole } from './commands/setUserRole';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PUBLIC_USER_KEYS = Object.keys(publicUserSchema.shape).sort();

describeEachDatabase('auth API', (t) => {
  let app: FastifyInstance;
  /** A user made by the factory, shared by the login tests. */
  let member: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    app = await t.buildApp();
    member = await createUser(t.db, { displayName: 'Member', genres: ['Trap'] });
  });

  it('GET /api/user answers 401 with a message when signed out', async () => {
    const response = await new TestClient(app).get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  describe('roles at registration', () => {
    let fresh: FastifyInstance;
    let closeFresh: () => Promise<void>;
    let database: Awaited<ReturnType<typeof t.openEmptyDatabase>>;

    beforeAll(async () => {
      database = await t.openEmptyDatabase();
      await migrateToLatest(database.db);
      // A seeded account exists first: it must not count as the first account.
      await createUser(database.db, {}, { source: 'seed' });
      fresh = await buildTestApp(database);
      closeFresh = () => fresh.close();
    });
    afterAll(() => closeFresh());

    it('makes the first account registered through the API an admin, and the next one a user', async () => {
      const first = await new TestClient(fresh).post('/api/register', {
        username: uniqueUsername('first'),
        password: 'Opening-Night-77',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().role).toBe('admin');

      const second = await new TestClient(fresh).post('/api/register', {
        username: uniqueUsername('second'),
        password: 'Second-Verse-88',
      });
      expect(second.statusCode).toBe(201);
      expect(second.json().role).toBe('user');
    });

    it('does not hand the role to the next registration when the first administrator is demoted', async () => {
      const admins = await database.db
        .selectFrom('users')
        .select('username')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
      await setUserRole(database.db, admins[0]!.username, 'user');
      const next = await new TestClient(fresh).post('/api/register', {
        username: uniqueUsername('after'),
        password: 'Late-Arrival-2026',
      });
      expect(next.statusCode).toBe(201);
      expect(next.json().role).toBe('user');
    });
  });

  it('accepts payment-provider ids at registration but never stores them from a client', async () => {
    const username = uniqueUsername('payer');
    const response = await new TestClient(app).post('/api/register', {
      username,
      password: 'Card-On-File-4242',
      stripeCustomerId: 'cus_someone_else',
      stripeSubscriptionId: 'sub_someone_else',
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .select(['stripeCustomerId', 'stripeSubscriptionId'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stripeCustomerId: null, stripeSubscriptionId: null });
  });

  it('makes exactly one administrator when the first registrations arrive at once', async () => {
    const database = await t.openEmptyDatabase();
    await migrateToLatest(database.db);
    const racing = await buildTestApp(database);
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          new TestClient(racing, { remoteAddress: `10.0.1.${i + 1}` }).post('/api/register', {
            username: uniqueUsername(`race${i}`),
            password: 'Photo-Finish-99',
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
      expect(answers.filter((a) => a.json().role === 'admin')).toHaveLength(1);
    } finally {
      await racing.close();
    }
  });

  describe('POST /api/register', () => {
    it('answers 201 with the new user and signs them in', async () => {
      const client = new TestClient(app);
      const username = uniqueUsername('Luna');
      const response = await client.post('/api/register', {
        username,
        password: 'Velvet-Static-2024',
        displayName: 'Luna Waves',
        email: 'Luna@Example.com',
        userType: 'Vocalist',
        location: 'Atlanta, GA',
        genres: 'R&B',
        bio: 'Late-night R&B.',
        emailSubscribed: false,
      });
      expect(response.statusCode).toBe(201);
      const user = response.json();
      expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(user).toMatchObject({
        username,
        displayName: 'Luna Waves',
        email: 'luna@example.com',
        profileImage: null,
        userType: 'Vocalist',
        location: 'Atlanta, GA',
        genres: ['R&B'],
        bio: 'Late-night R&B.',
        emailSubscribed: false,
      });
      expect(user.id).toEqual(expect.any(Number));
      expect(user.createdAt).toMatch(ISO_TIMESTAMP);
      const cookie = setCookie(response, 'pn_session');
      expect(cookie?.attributes.get('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      expect(cookie?.attributes.has('secure')).toBe(false);

      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    });

    it('stores a missing genre as an empty list and the default user type', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: uniqueUsername('plain'),
        password: 'Plain-Sailing-31',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        genres: [],
        userType: 'artist',
        emailSubscribed: true,
        displayName: null,
        email: null,
      });
    });

    it('keeps a list of genres as given', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: uniqueUsername('multi'),
        password: 'Many-Genres-55',
        genres: ['House', 'Techno'],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().genres).toEqual(['House', 'Techno']);
    });

    it('refuses a username shorter than 3 characters', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: 'ab',
        password: 'Long-Enough-99',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Username must be at least 3 characters.' });
    });

    it('refuses a password shorter than 6 characters', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: uniqueUsername('short'),
        password: 'abc12',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Password must be at least 6 characters.' });
    });

    it('refuses a username that exists, in any case, and signs nobody in', async () => {
      for (const username of [member.username, member.username.toUpperCase()]) {
        const client = new TestClient(app);
        const response = await client.post('/api/register', { username, password: 'Copycat-Claim-12' });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'Username already exists' });
        expect(response.headers['set-cookie']).toBeUndefined();
        expect((await client.get('/api/user')).statusCode).toBe(401);
      }
    });

    it('lets only one of three simultaneous registrations of a name (in any case) through', async () => {
      const username = uniqueUsername('Race');
      const responses = await Promise.all(
        [username, username.toLowerCase(), username.toUpperCase()].map((name) =>
          new TestClient(app).post('/api/register', { username: name, password: 'Photo-Finish-909' }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409]);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toEqual({ message: 'Username already exists' });
      }
      const rows = await t.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /api/login', () => {
    it('answers 200 with the user and signs them in', async () => {
      const client = new TestClient(app);
      const response = await client.post('/api/login', {
        username: member.username,
        password: member.plainPassword,
      });
      expect(response.statusCode).toBe(200);
      const user = response.json();
      expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(user).toMatchObject({
        id: member.id,
        username: member.username,
        displayName: 'Member',
        genres: ['Trap'],
        role: 'user',
      });
      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    });

    it('refuses a wrong password and an unknown user with the same message', async () => {
      for (const credentials of [
        { username: member.username, password: 'Wrong-Password-00' },
        { username: uniqueUsername('ghost'), password: member.plainPassword },
      ]) {
        const client = new TestClient(app);
        const response = await client.post('/api/login', credentials);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid username or password' });
        expect(response.headers['set-cookie']).toBeUndefined();
        expect((await client.get('/api/user')).statusCode).toBe(401);
      }
    });

    it('applies the sign-in length rules', async () => {
      const client = new TestClient(app);
      const shortName = await client.post('/api/login', { username: 'ab', password: 'Long-Enough-99' });
      expect(shortName.statusCode).toBe(400);
      expect(shortName.json()).toEqual({ message: 'Username must be at least 3 characters.' });
      const shortPassword = await client.post('/api/login', { username: member.username, password: '12345' });
      expect(shortPassword.statusCode).toBe(400);
      expect(shortPassword.json()).toEqual({ message: 'Password must be at least 6 characters.' });
    });
  });

  describe('passwords', () => {
    it('are stored as argon2id hashes with m=19456, t=2, p=1', async () => {
      const row = await t.db
        .selectFrom('users')
        .select('password')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(row.password).not.toContain(member.plainPassword);
    });

    it('never leave the server: no password key, hash or plain text in any answer', async () => {
      const client = new TestClient(app);
      const username = uniqueUsername('leak');
      const password = 'Quiet-Harbour-6612';
      const responses = [
        await client.post('/api/register', { username, password, genres: 'House' }),
        await client.get('/api/user'),
        await client.post('/api/logout'),
        await client.post('/api/login', { username, password }),
        await client.get('/api/user'),
        await client.post('/api/login', { username, password: `${password}-wrong` }),
        await client.post('/api/register', { username, password }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([201, 200, 200, 200, 200, 401, 409]);
      const { password: hash } = await t.db
        .selectFrom('users')
        .select('password')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(hash.startsWith('$argon2id$')).toBe(true);
      for (const response of responses) {
        expect(response.body).not.toContain(hash);
        expect(response.body).not.toContain('$argon2id$');
        expect(response.body).not.toContain(password);
        expect(JSON.stringify(Object.keys(response.json()))).not.toMatch(/password/i);
      }
    });
  });
});
