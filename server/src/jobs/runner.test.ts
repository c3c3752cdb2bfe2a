import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DbHandle } from '../db/connection';
import { z } from 'zod';
import { json } from '../db/values';
import { LocalStorage } from '../media/storage';
import { describeEachDatabase } from '../test/databases';
import { defineJob, defineLane, type JobContext, type JobLane, type JobRun } from './define';
import { enqueueJob } from './queue';
import { claimJob, runPendingJobs, startJobRunner } from './runner';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const past = (ms: number) => new Date(Date.now() - ms).toISOString();

async function insertJob(handle: DbHandle, values: Record<string, unknown> = {}) {
  const row = await handle.db
    .insertInto('jobs')
    .values({ type: 'test-job', payload: json({}), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function jobById(handle: DbHandle, id: number) {
  return handle.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

type Handler = (ctx: JobContext, run: JobRun<Record<string, unknown>>) => Promise<void>;

/** A job kind of these tests: any object payload, in its own lane unless one is given. */
function testJob(type: string, run: Handler, lane: JobLane = defineLane(`lane-${type}`, 1)) {
  return defineJob({ type, schema: z.object({}).passthrough(), lane, run });
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describeEachDatabase('durable jobs', (t) => {
  let ctx: JobContext;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-jobs-media-'));
  beforeAll(() => {
    ctx = { database: t.handle, storage: new LocalStorage(mediaDir), log: silent };
  });
  afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

  const ran: number[] = [];
  const ok: Handler = async (_ctx, { job }) => void ran.push(job.id);

  it('a job left running by a process that died is taken again once its lease has run out', async () => {
    const stale = await insertJob(t.handle, { status: 'running', attempts: 1, lockedUntil: past(5_000) });
    const leased = await insertJob(t.handle, {
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    // A new process starts: its runner finishes the abandoned job and leaves the one still leased alone.
    await runPendingJobs(ctx, { jobs: [testJob('test-job', ok)] });
    expect(ran).toContain(stale);
    expect(ran).not.toContain(leased);
    expect(await jobById(t.handle, stale)).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
    expect((await jobById(t.handle, leased)).status).toBe('running');
    await t.db.deleteFrom('jobs').execute();
  });

  it('a failing job is retried with a backoff and marked failed after max_attempts', async () => {
    const id = await insertJob(t.handle, { maxAttempts: 3 });
    const delays: number[] = [];
    const failing: Handler = async () => {
      throw new Error('decoder exploded');
    };
    const options = {
      jobs: [testJob('test-job', failing)],
      backoffMs: (attempt: number) => {
        delays.push(attempt);
        return 0;
      },
    };
    await runPendingJobs(ctx, options);
    expect(delays).toEqual([1, 2]);
    expect(await jobById(t.handle, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'decoder exploded',
      lockedUntil: null,
    });
  });

  it('a retry waits for its backoff', async () => {
    const id = await insertJob(t.handle);
    const failing: Handler = async () => {
      throw new Error('try later');
    };
    expect(await runPendingJobs(ctx, { jobs: [testJob('test-job', failing)], backoffMs: () => 60_000 })).toBe(
      1,
    );
    const job = await jobById(t.handle, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'try later' });
    expect(Date.parse(String(job.runAfter))).toBeGreaterThan(Date.now() + 50_000);
    await t.db.deleteFrom('jobs').execute();
  });

  it('two runners claiming at the same moment never get the same job', async () => {
    await insertJob(t.handle);
    const other: JobContext = { ...ctx, database: t.openHandle() };
    const claims = await Promise.all([
      claimJob(ctx, 60_000, ['test-job']),
      claimJob(other, 60_000, ['test-job']),
      claimJob(ctx, 60_000, ['test-job']),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await t.db.deleteFrom('jobs').execute();
  });

  it('the runner starts a job as soon as it is queued in the same process', async () => {
    const seen: number[] = [];
    const quick = testJob('quick-job', async (_c, { job }) => void seen.push(job.id));
    const runner = startJobRunner(ctx, { jobs: [quick], pollMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 100));
      const id = (await enqueueJob(t.db, quick, {}))!;
      await until(async () => (await jobById(t.handle, id)).status === 'done', 30_000);
      expect(seen).toEqual([id]);
    } finally {
      await runner.stop();
    }
    await t.db.deleteFrom('jobs').execute();
  });

  it('lanes: a quick job is not held up by a long one of another lane', async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const started: string[] = [];
    const runner = startJobRunner(ctx, {
      jobs: [
        testJob(
          'slow-job',
          async () => {
            started.push('slow');
            await slowGate;
          },
          defineLane('media', 1),
        ),
        testJob('quick-job', async () => void started.push('quick'), defineLane('mail', 1)),
      ],
      pollMs: 20,
    });
    try {
      const slow = [
        await insertJob(t.handle, { type: 'slow-job' }),
        await insertJob(t.handle, { type: 'slow-job' }),
      ];
      const quick = await insertJob(t.handle, { type: 'quick-job' });
      await until(async () => (await jobById(t.handle, quick)).status === 'done');
      // The media lane runs one job at a time: the second slow job still waits, the quick one is done.
      expect(started.filter((s) => s === 'slow')).toHaveLength(1);
      expect((await jobById(t.handle, slow[1]!)).status).toBe('queued');
      releaseSlow();
      await until(async () => (await jobById(t.handle, slow[1]!)).status === 'done');
    } finally {
      releaseSlow();
      await runner.stop();
    }
    await t.db.deleteFrom('jobs').execute();
  });

  it('a job handed back by a stopping runner keeps its place: the next start runs it before later ones', async () => {
    let releaseFirst!: () => void;
    const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve));
    const order: number[] = [];
    const interrupted = await insertJob(t.handle, { type: 'slow-job', runAfter: past(60_000) });
    const stopping = startJobRunner(ctx, {
      jobs: [testJob('slow-job', () => firstGate, defineLane('media', 1))],
      pollMs: 20,
    });
    try {
      await until(async () => (await jobById(t.handle, interrupted)).status === 'running');
      // Work queued while the interrupted job runs (uploads keep arriving).
      const later = [
        await insertJob(t.handle, { type: 'slow-job' }),
        await insertJob(t.handle, { type: 'slow-job' }),
      ];
      expect(await stopping.stop(50)).toEqual([interrupted]);
      expect(await jobById(t.handle, interrupted)).toMatchObject({ status: 'queued', attempts: 0 });

      await runPendingJobs(ctx, {
        jobs: [testJob('slow-job', async (_ctx, { job }) => void order.push(job.id), defineLane('media', 1))],
      });
      expect(order).toEqual([interrupted, ...later]);
      expect(await jobById(t.handle, interrupted)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      releaseFirst();
    }
    // The stopped runner's handler finishes now and records its outcome (the attempt counts again): wait for
    // that write before clearing the table, or it could land on a later test's job that reuses the id.
    await until(async () => (await jobById(t.handle, interrupted)).attempts === 2);
    await t.db.deleteFrom('jobs').execute();
  });
});
