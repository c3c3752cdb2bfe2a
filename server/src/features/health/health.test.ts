import { UNAVAILABLE_MESSAGE } from '../../lib/outage';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection';
import { buildTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from '../../realtime/scaleout/testRedis';

const VERSION = '9.8.7-health';

describeEachDatabase('GET /api/health', (t) => {
  it('answers 200 with the version and the database up', async () => {
    const app = await t.buildApp({ version: VERSION });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: VERSION,
      database: { dialect: t.dialect, status: 'up' },
    });
  });

  describe('answers 503 when the database cannot answer', () => {
    it('a closed database', async () => {
      const handle = t.openHandle();
      const app = await buildTestApp(handle, { version: VERSION });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await handle.close();
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toMatchObject({
          status: 'unavailable',
          version: VERSION,
          database: { dialect: t.dialect, status: 'down' },
        });
      } finally {
        await app.close();
      }
    });

    it('a database closed before its first query', async () => {
      const handle = t.openHandle();
      const app = await buildTestApp(handle, { version: VERSION });
      try {
        await handle.close();
        const response = await app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
      } finally {
        await app.close();
      }
    });

    it('a request that carries a session cookie', async () => {
      const handle = t.openHandle();
      const app = await buildTestApp(handle, { version: VERSION });
      try {
        const cookie = `pn_session=${'a'.repeat(43)}`;
        await handle.close();
        const health = await app.inject({ method: 'GET', url: '/api/health', headers: { cookie } });
        expect(health.statusCode).toBe(503);
        // Any other API request with a session cookie answers 503 with a message, never a stack trace.
        const user = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
        expect(user.statusCode).toBe(503);
        expect(user.headers['retry-after']).toBe('5');
        expect(user.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      } finally {
        await app.close();
      }
    });

    if (t.dialect === 'postgres') {
      it('a PostgreSQL server that does not listen', async () => {
        const handle = createDb({
          databaseUrl: 'postgres://postgres@127.0.0.1:1/unreachable',
          sqlitePath: '',
        });
        const app = await buildTestApp(handle, { version: VERSION });
        try {
          const response = await app.inject({ method: 'GET', url: '/api/health' });
          expect(response.statusCode).toBe(503);
          expect(response.json()).toMatchObject({
            status: 'unavailable',
            database: { dialect: 'postgres', status: 'down' },
          });
        } finally {
          await app.close();
          await handle.close();
        }
      });
    }
  });
});

const redisUp = await redisAnswers();

describeEachDatabase('GET /api/health/live and /api/health/ready', (t) => {
  it('live answers 200 while the process answers, also with the database closed', async () => {
    const handle = t.openHandle();
    const app = await buildTestApp(handle);
    try {
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('no-store');
      expect(live.json()).toEqual({ status: 'ok' });
      await handle.close();
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('ready answers 200 when the database and storage answer, 503 once the database is closed', async () => {
    const handle = t.openHandle();
    const app = await buildTestApp(handle);
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
      await handle.close();
      const closed = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(closed.statusCode).toBe(503);
      expect(closed.headers['retry-after']).toBe('5');
      expect(closed.json()).toEqual({ status: 'unavailable', database: 'down', storage: 'up' });
    } finally {
      await app.close();
    }
  });

  it('ready answers 503 when the storage does not answer', async () => {
    const app = await t.buildApp();
    app.ctx.storage.ping = async () => false;
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'down' });
  });

  describe.skipIf(!redisUp)('with REDIS_URL', () => {
    it('ready says Redis is up when it answers', async () => {
      const app = await t.buildApp({}, { REDIS_URL: `${TEST_REDIS_URL}?prefix=${uniquePrefix('ready')}` });
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'up', storage: 'up', redis: 'up' });
    });
  });

  it('ready answers 503 when REDIS_URL names a Redis that does not answer', async () => {
    const app = await t.buildApp({}, { REDIS_URL: 'redis://127.0.0.1:1' });
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'up', storage: 'up', redis: 'down' });
    // The older endpoint keeps its own answer.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
