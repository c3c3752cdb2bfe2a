import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL, uniquePrefix } from './realtime/scaleout/testRedis';
import { describeEachDatabase } from './test/databases';
import { createUser } from './test/factories';
import { type RealServer, startRealServer } from './test/realServer';

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: the process roles test is skipped`);

const EMAIL = 'roles-fan@example.test';

async function until<T>(get: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A web process and a worker process on one PostgreSQL database and one Redis, as `PROCESS_ROLE=web` and
 * `PROCESS_ROLE=worker` start them. Each has its own DATA_DIR, so the outbox file of a sent email shows which
 * process sent it.
 */
describeEachDatabase('PROCESS_ROLE: a web process and a worker process', (t) => {
  if (t.dialect !== 'postgres' || !redisUp) {
    it.skip(`needs PostgreSQL and Redis (roles split across processes; this variant runs on ${t.dialect})`);
    return;
  }
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-role-web-'));
  const workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-role-worker-'));
  const children: ChildProcess[] = [];
  let web: RealServer;
  let worker: RealServer | null = null;

  const start = async (role: 'web' | 'worker', dataDir: string) => {
    const server = await startRealServer({
      PATH: process.env.PATH ?? '',
      ...t.processEnv,
      DATA_DIR: dataDir,
      REDIS_URL: `${TEST_REDIS_URL}/0?prefix=${uniquePrefix('roles')}`,
      PROCESS_ROLE: role,
      SEED_DEMO: 'false',
      COOKIE_SECURE: 'false',
    });
    children.push(server.child);
    return server;
  };
  const resetJob = () =>
    t.db
      .selectFrom('jobs')
      .select(['id', 'status', 'payload'])
      .where('type', '=', 'send-mail')
      .orderBy('id', 'desc')
      .executeTakeFirst();

  beforeAll(async () => {
    await createUser(t.db, { username: 'rolesfan', email: EMAIL });
    web = await start('web', webDir);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(workerDir, { recursive: true, force: true });
  });

  it('the web process answers the API and runs no job: a password reset it queues stays queued', async () => {
    expect((await fetch(`${web.baseURL}/api/tracks`)).status).toBe(200);
    const reset = await fetch(`${web.baseURL}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: web.baseURL },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(reset.status).toBe(202);
    const queued = await resetJob();
    expect(queued?.status).toBe('queued');
    // Several of the runner's polls (every 500 ms) go by: nobody in this process claims it.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await resetJob())?.status).toBe('queued');
    expect(fs.existsSync(path.join(webDir, 'mail'))).toBe(false);
  });

  it('a worker process sends the email the web process queued', async () => {
    worker = await start('worker', workerDir);
    const job = await until(
      async () => {
        const row = await resetJob();
        return row?.status === 'done' ? row : undefined;
      },
      60_000,
      'the send-mail job done',
    );
    const { mailId } = job.payload as { mailId: number };
    const mail = await t.db
      .selectFrom('mailMessages')
      .select(['toAddress', 'status'])
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ toAddress: EMAIL, status: 'sent' });
    // The outbox file is in the worker's DATA_DIR, not the web process's.
    expect(fs.existsSync(path.join(workerDir, 'mail', `${mailId}.eml`))).toBe(true);
    expect(fs.existsSync(path.join(webDir, 'mail'))).toBe(false);
  }, 120_000);

  it('a job queued while the worker runs is sent by it too', async () => {
    const before = (await resetJob())?.id ?? 0;
    const reset = await fetch(`${web.baseURL}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: web.baseURL },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(reset.status).toBe(202);
    const job = await until(
      async () => {
        const row = await resetJob();
        return row && row.id > before && row.status === 'done' ? row : undefined;
      },
      30_000,
      'the second send-mail job done',
    );
    const { mailId } = job.payload as { mailId: number };
    expect(fs.existsSync(path.join(workerDir, 'mail', `${mailId}.eml`))).toBe(true);
  });

  it('the worker answers health and nothing else: the API, pages and sockets are 404 there', async () => {
    const base = worker!.baseURL;
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { dialect: 'postgres', status: 'up' },
    });
    expect((await fetch(`${base}/api/tracks`)).status).toBe(404);
    expect((await fetch(`${base}/api/user`)).status).toBe(404);
    const reset = await fetch(`${base}/api/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(reset.status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/socket.io/?EIO=4&transport=polling`)).status).toBe(404);
  });
});
