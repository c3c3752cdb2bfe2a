import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';
import type { Db, DbHandle } from '../connection';
import { migrateToLatest } from '../migrate';
import { seedIfEmpty } from './index';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/** A logger that records what it was told. */
function recordingLog() {
  const lines: unknown[][] = [];
  return { lines, log: { info: (...args: unknown[]) => void lines.push(args) } as never };
}

/** What the seed needs: the database, storage and a logger. */
function seedContext(db: Db, log: never) {
  return { database: { db } as DbHandle, storage: undefined as never, log };
}

describeEachDatabase('demo seed', (t) => {
  let app: FastifyInstance;
  let firstRun: boolean;
  let firstLog: unknown[][];

  beforeAll(async () => {
    const { lines, log } = recordingLog();
    firstRun = await seedIfEmpty(seedContext(t.db, log));
    firstLog = lines;
    app = await t.buildApp();
  });

  describe('seedIfEmpty', () => {
    it('seeds once when several processes start together on a fresh database', async () => {
      const fresh = await t.openEmptyDatabase();
      try {
        await migrateToLatest(fresh.db);
        const quiet = recordingLog().log;
        const results = await Promise.all([1, 2, 3].map(() => seedIfEmpty(seedContext(fresh.db, quiet))));
        expect(results.filter(Boolean)).toHaveLength(1);
        const users = await fresh.db.selectFrom('users').select('username').execute();
        expect(users).toHaveLength(DEMO_USERS.length);
      } finally {
        await fresh.close();
      }
    });

    it('leaves a database that already has accounts alone', async () => {
      const fresh = await t.openEmptyDatabase();
      try {
        await migrateToLatest(fresh.db);
        await createUser(fresh.db);
        expect(await seedIfEmpty(seedContext(fresh.db, recordingLog().log))).toBe(false);
        expect(await fresh.db.selectFrom('users').select('id').execute()).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });

    it('fills an empty database with the demo users and says so', async () => {
      expect(firstRun).toBe(true);
      expect(firstLog).toEqual([[{ users: DEMO_USERS.length }, 'seeded demo content']]);
      const rows = await t.db.selectFrom('users').select(['username', 'role']).orderBy('id').execute();
      expect(rows).toEqual(DEMO_USERS.map((u) => ({ username: u.username, role: 'user' })));
    });

    it('does nothing the second time', async () => {
      const { lines, log } = recordingLog();
      expect(await seedIfEmpty(seedContext(t.db, log))).toBe(false);
      expect(lines).toEqual([]);
      const { count } = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(DEMO_USERS.length);
    });
  });

  describe('demo accounts', () => {
    it('sign in with the demo password and show their profile', async () => {
      const demo = DEMO_USERS[0]!;
      const client = new TestClient(app);
      const response = await client.post('/api/login', { username: demo.username, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: demo.username,
        displayName: demo.displayName,
        userType: demo.userType,
        location: demo.location,
        genres: demo.genres,
        bio: demo.bio,
        email: demo.email,
        role: 'user',
      });
      expect((await client.get('/api/user')).json().username).toBe(demo.username);
    });

    it('every demo account accepts the demo password and refuses another', async () => {
      for (const demo of DEMO_USERS) {
        const ok = await new TestClient(app).post('/api/login', {
          username: demo.username,
          password: DEMO_PASSWORD,
        });
        expect(ok.statusCode, demo.username).toBe(200);
      }
      const wrong = await new TestClient(app).post('/api/login', {
        username: DEMO_USERS[1]!.username,
        password: `${DEMO_PASSWORD}-not`,
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('never take the admin role: the first account registered through the API does', async () => {
      const response = await new TestClient(app).post('/api/register', {
        username: uniqueUsername('owner'),
        password: 'Owner-Of-The-Site-1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('admin');
    });
  });
});
