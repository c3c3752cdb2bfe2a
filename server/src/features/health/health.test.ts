import { UNAVAILABLE_MESSAGE } from '../../lib/outage';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection';
import { buildTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';

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
