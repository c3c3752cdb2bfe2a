import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, defineLane } from '../../jobs/define';
import { enqueueJob } from '../../jobs/queue';
import { runPendingJobs } from '../../jobs/runner';
import { queueMail } from '../../mail/queueMail';
import { sendMailJob } from '../../mail/sendMailJob';
import { contactMail } from '../../mail/templates/messages';
import { LocalStorage } from '../../media/storage/index';
import { connectSocket, startRealtimeApp } from '../../realtime/testing';
import { describeEachDatabase } from '../../test/databases';
import { Scrape } from '../../test/prometheusText';
import { registerOpsRoutes, setDroppedLogLinesSource } from './index';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** Scrapes the app and parses the answer (every line must be a comment, a sample or empty). */
async function scrape(app: FastifyInstance): Promise<Scrape> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const line of response.body.split('\n')) {
    expect(line).toMatch(/^(#.*|[a-zA-Z_:][a-zA-Z0-9_:]*(\{.*\})? [-+0-9.eEInfNa]+)?$/);
  }
  return new Scrape(response.body);
}

const okJob = defineJob({
  type: 'metrics-test-ok',
  schema: z.object({}),
  lane: defineLane('metrics-test', 1),
  run: async () => undefined,
});
const failingJob = defineJob({
  type: 'metrics-test-failing',
  schema: z.object({}),
  lane: defineLane('metrics-test', 1),
  maxAttempts: 2,
  run: async () => {
    throw new Error('not today');
  },
});

describe('GET /metrics without METRICS_TOKEN', () => {
  describeEachDatabase('is not served', (t) => {
    it('answers 404, with or without a token', async () => {
      const app = await t.buildApp();
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const withToken = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(withToken.statusCode).toBe(404);
      expect(withToken.json()).toEqual({ message: 'Not found' });
    });
  });
});

describeEachDatabase('GET /metrics', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp({ metricsToken: TOKEN });
  });

  afterEach(() => setDroppedLogLinesSource(() => 0));

  it('answers 401 without a token or with a wrong one, 200 with the right one', async () => {
    const missing = await app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Not authenticated' });
      expect(wrong.body).not.toContain('pandanation_');
    }
    const right = await app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route pattern and status class, never by URL', async () => {
    const before = await scrape(app);
    const list = { method: 'GET', route: '/api/tracks', status_class: '2xx' };
    const missingTrack = { method: 'GET', route: '/api/tracks/:id', status_class: '4xx' };
    expect((await app.inject({ method: 'GET', url: '/api/tracks?limit=3' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/tracks' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/tracks/987654321' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/no-such-page/4242.png' })).statusCode).toBe(404);

    const after = await scrape(app);
    const duration = 'pandanation_http_request_duration_seconds';
    expect(after.type(duration)).toBe('HISTOGRAM');
    expect(after.value(duration, list) - before.value(duration, list)).toBe(2);
    expect(after.value(duration, missingTrack) - before.value(duration, missingTrack)).toBe(1);
    expect(after.value(duration, { route: '(unmatched)', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    const routes = after.labelSets(duration).map((labels) => labels.route ?? '');
    expect(routes.some((route) => /987654321|4242|limit=/.test(route))).toBe(false);
    // The scrape itself is in flight while it is collected.
    expect(after.value('pandanation_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
    expect(
      after.value('pandanation_db_query_duration_seconds', { operation: 'select', outcome: 'ok' }),
    ).toBeGreaterThan(
      before.value('pandanation_db_query_duration_seconds', { operation: 'select', outcome: 'ok' }),
    );
  });

  it('shows the job queue per lane, and counts job outcomes by type', async () => {
    const db = t.db;
    await enqueueJob(db, okJob, {});
    await enqueueJob(db, failingJob, {});
    await enqueueJob(db, okJob, {}, { runAfter: new Date(Date.now() + 3_600_000) });
    await db
      .updateTable('jobs')
      .set({ runAfter: new Date(Date.now() - 30_000).toISOString() })
      .where('type', '=', okJob.type)
      .where('runAfter', '<=', new Date().toISOString())
      .execute();

    const queued = await scrape(app);
    const lane = { lane: 'metrics-test' };
    expect(queued.value('pandanation_job_queue_depth', lane)).toBe(2);
    expect(queued.value('pandanation_jobs_scheduled', lane)).toBe(1);
    expect(queued.value('pandanation_jobs_running', lane)).toBe(0);
    expect(queued.value('pandanation_job_oldest_due_age_seconds', lane)).toBeGreaterThanOrEqual(29);
    // The app's own lanes are shown even when nothing is queued in them.
    expect(queued.labelSets('pandanation_job_queue_depth').map((labels) => labels.lane)).toEqual(
      expect.arrayContaining(['media', 'mail', 'campaign', 'metrics-test']),
    );

    await runPendingJobs(app.ctx, { jobs: [okJob, failingJob], backoffMs: () => 0 });
    const ran = await scrape(app);
    const finished = 'pandanation_jobs_finished_total';
    expect(ran.value(finished, { type: okJob.type, outcome: 'done' })).toBe(1);
    expect(ran.value(finished, { type: failingJob.type, outcome: 'retried' })).toBe(1);
    expect(ran.value(finished, { type: failingJob.type, outcome: 'failed' })).toBe(1);
    expect(ran.value('pandanation_job_queue_depth', lane)).toBe(0);
    expect(ran.value('pandanation_job_oldest_due_age_seconds', lane)).toBe(0);
    expect(ran.value('pandanation_jobs_scheduled', lane)).toBe(1);
  });

  it('counts mail handed to the built-in transport (the outbox)', async () => {
    const before = await scrape(app);
    await queueMail(app.ctx.database.db, app.ctx.config.mail, {
      kind: 'contact',
      to: 'listener@example.test',
      template: contactMail({
        origin: 'http://localhost',
        name: 'Ada',
        email: 'ada@example.test',
        subject: 'Hi',
        body: 'Hello',
      }),
    });
    await runPendingJobs(app.ctx, { jobs: [sendMailJob] });
    const after = await scrape(app);
    const sent = { transport: 'outbox', outcome: 'sent' };
    expect(after.value('pandanation_mail_total', sent) - before.value('pandanation_mail_total', sent)).toBe(
      1,
    );
    expect(
      after.value('pandanation_jobs_finished_total', { type: 'send-mail', outcome: 'done' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts storage errors, and the storage stays what it was', async () => {
    expect(app.ctx.storage).toBeInstanceOf(LocalStorage);
    expect(app.ctx.storage.constructor).toBe(LocalStorage);
    const read = { operation: 'read', kind: 'error' };
    const before = (await scrape(app)).value('pandanation_storage_errors_total', read);
    await expect(app.ctx.storage.read('audio/no-such-object.mp3')).rejects.toThrow();
    expect(await app.ctx.storage.stat('audio/no-such-object.mp3')).toBeNull();
    const after = await scrape(app);
    expect(after.value('pandanation_storage_errors_total', read) - before).toBe(1);
    expect(after.value('pandanation_storage_errors_total', { operation: 'stat' })).toBe(0);
  });

  it('reads dropped log lines from the source registered later, 0 until then', async () => {
    const name = 'pandanation_log_lines_dropped_total';
    expect((await scrape(app)).type(name)).toBe('COUNTER');
    expect((await scrape(app)).value(name)).toBe(0);
    setDroppedLogLinesSource(() => 7);
    expect((await scrape(app)).value(name)).toBe(7);
  });

  it("includes the process's default metrics (event-loop delay), and the pool on PostgreSQL", async () => {
    const families = await scrape(app);
    expect(families.families.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(families.families.has('nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(families.families.has('process_resident_memory_bytes')).toBe(true);
    expect(families.value('pandanation_build_info', { version: app.ctx.config.version })).toBe(1);
    expect(families.families.has('pandanation_db_pool_waiting')).toBe(t.dialect === 'postgres');
    if (t.dialect === 'postgres') expect(families.value('pandanation_db_pool_waiting')).toBe(0);
  });

  it('lets several apps in one process count apart', async () => {
    const other = await t.buildApp({ metricsToken: TOKEN });
    await other.inject({ method: 'GET', url: '/api/health/live' });
    await other.inject({ method: 'GET', url: '/api/health/live' });
    const live = { route: '/api/health/live', status_class: '2xx' };
    expect((await scrape(other)).value('pandanation_http_request_duration_seconds', live)).toBe(2);
    expect((await scrape(app)).value('pandanation_http_request_duration_seconds', live)).toBe(0);
  });
});

describeEachDatabase('registerOpsRoutes on an app of its own', (t) => {
  it('serves health and metrics, counting its own requests', async () => {
    const full = await t.buildApp({ metricsToken: TOKEN });
    const ops = Fastify({ logger: false });
    registerOpsRoutes(ops, { ...full.ctx, telemetry: undefined });
    try {
      expect((await ops.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
      expect((await ops.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect((await ops.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await ops.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const live = { route: '/api/health/live', status_class: '2xx' };
      expect((await scrape(ops)).value('pandanation_http_request_duration_seconds', live)).toBe(1);
    } finally {
      await ops.close();
    }
  });
});

describeEachDatabase('GET /metrics with sockets open', (t) => {
  let url: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app, url } = await startRealtimeApp(t.handle, {}, { metricsToken: TOKEN }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows open sockets and live rooms', async () => {
    expect((await scrape(app)).value('pandanation_sockets_open')).toBe(0);
    const socket = await connectSocket(url);
    try {
      const families = await scrape(app);
      expect(families.value('pandanation_sockets_open')).toBe(1);
      expect(families.type('pandanation_rooms_live')).toBe('GAUGE');
      expect(families.value('pandanation_rooms_live')).toBe(0);
    } finally {
      socket.close();
    }
  });
});
