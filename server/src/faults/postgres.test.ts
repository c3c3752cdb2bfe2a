import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { testDatabaseUrl } from '../config';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { json } from '../db/values';
import { z } from 'zod';
import { defineJob, defineLane } from '../jobs/define';
import { type JobRunner, startJobRunner } from '../jobs/runner';
import { UNAVAILABLE_MESSAGE } from '../lib/outage';
import { TestSocket, sessionCookie, startRealtimeApp } from '../realtime/testing';
import { TestClient, signedInClient } from '../test/client';
import { DEFAULT_POSTGRES_URL } from '../test/databases';
import { createUser } from '../test/factories';
import { TcpRelay } from '../test/tcpRelay';

const url = testDatabaseUrl() ?? DEFAULT_POSTGRES_URL;

async function answers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const available = await answers();
if (!available) console.warn(`PostgreSQL not reachable at ${url}: PostgreSQL outage tests skipped`);

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!available)('PostgreSQL cut and restored while requests and jobs run', () => {
  const schema = `pn_fault_${randomBytes(5).toString('hex')}`;
  const direct = new URL(url);
  let relay: TcpRelay;
  let handle: DbHandle;
  let admin: DbHandle;
  let app: FastifyInstance;
  let appUrl: string;
  let runner: JobRunner;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => void rejections.push(reason);
  let releaseJob!: () => void;
  const jobGate = new Promise<void>((resolve) => (releaseJob = resolve));
  let jobStarted = false;

  // A job that is in the middle of its work when the database goes away, then needs it again.
  const probe = defineJob({
    type: 'outage-probe',
    schema: z.object({}),
    lane: defineLane('probe', 1),
    async run(ctx) {
      jobStarted = true;
      await jobGate;
      await ctx.database.db.selectFrom('users').select('id').limit(1).execute();
    },
  });

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    admin = createDb({ databaseUrl: url, sqlitePath: '' });
    await admin.db.schema.createSchema(schema).execute();
    const migrator = createDb({ databaseUrl: url, sqlitePath: '', pgSchema: schema });
    await migrateToLatest(migrator.db);
    await migrator.close();
    relay = await TcpRelay.open(direct.hostname, Number(direct.port || 5432));
    await relay.up();
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    handle = createDb({
      databaseUrl: relayed.toString(),
      sqlitePath: '',
      pgSchema: schema,
      pgPoolSize: 4,
      queryTimeoutMs: 3_000,
    });
    ({ app } = await startRealtimeApp(handle));
    appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    runner = startJobRunner(app.ctx, { jobs: [probe], pollMs: 100 });
  });

  afterAll(async () => {
    releaseJob();
    await runner?.stop(1_000);
    await app?.close();
    await handle?.close();
    await relay?.down();
    await admin?.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin?.close();
    process.off('unhandledRejection', onRejection);
  });

  it('answers 503 during the cut, works after it, and the interrupted job runs again without using an attempt', async () => {
    const user = await createUser(handle.db);
    const client = await signedInClient(app, user);
    expect((await client.get('/api/me/tracks')).statusCode).toBe(200);
    const socket = new TestSocket(appUrl, { cookie: await sessionCookie(app, user) });
    await socket.connected();

    // maxAttempts 1: if the cut counted as the job's own failure, the job would end as failed.
    const job = await handle.db
      .insertInto('jobs')
      .values({ type: 'outage-probe', payload: json({}), maxAttempts: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await until(() => jobStarted);

    const cutAt = Date.now();
    await relay.down();
    releaseJob();

    const during = await client.get('/api/me/tracks');
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
    const login = await new TestClient(app).post('/api/login', {
      username: user.username,
      password: 'Wrong-Password-123',
    });
    expect(login.statusCode).toBe(503);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: { status: 'down' }, storage: { status: 'up' } });

    // A room action that needs the database is refused with a plain message; the socket stays connected.
    socket.socket.emit('create-room', {
      roomId: 'outage-room',
      username: user.username,
      trackInfo: { trackId: 1, title: 'Any', audioUrl: '/media/audio/any.mp3' },
    });
    expect(await socket.nextError(10_000)).toBe(UNAVAILABLE_MESSAGE);
    expect(socket.socket.connected).toBe(true);

    // The cut lasts a few seconds of traffic: every request in it answers 503, none hangs or fails otherwise.
    for (let i = 0; i < 20; i++) {
      const response = await client.get('/api/me/tracks');
      expect(response.statusCode).toBe(503);
      await new Promise((r) => setTimeout(r, 100));
    }

    await relay.up();
    const restoredAt = Date.now();
    await until(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200);
    await until(async () => (await client.get('/api/me/tracks')).statusCode === 200);
    const recoveredAt = Date.now();

    await until(async () => {
      const row = await admin.db
        .withSchema(schema)
        .selectFrom('jobs')
        .select('status')
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      return row.status === 'done';
    });
    const done = await admin.db
      .withSchema(schema)
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect(socket.socket.connected).toBe(true);
    socket.socket.disconnect();
    expect(rejections).toEqual([]);
    console.info(
      JSON.stringify({
        fault: 'postgres cut',
        cutSeconds: (restoredAt - cutAt) / 1000,
        recoverySeconds: (recoveredAt - restoredAt) / 1000,
      }),
    );
  });
});
