import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobRow } from '../db/schema';
import { describeEachDatabase } from '../test/databases';
import { defineJob, defineLane, type JobContext } from './define';
import { enqueueJob } from './queue';
import { handBack, runPendingJobs } from './runner';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const lane = defineLane('queue-test', 1);

/** What the jobs of these tests did, in order. */
const done: string[] = [];

/** A job with a key (one per item at a time), a short cooldown after a failure, and a run that may fail. */
const itemJob = defineJob({
  type: 'queue-test-item',
  schema: z.object({ item: z.number().int(), fail: z.boolean().optional() }),
  lane,
  maxAttempts: 1,
  key: ({ item }) => String(item),
  failureCooldownMs: 60_000,
  async run(_ctx, { payload }) {
    if (payload.fail) throw new Error(`item ${payload.item} failed`);
    done.push(`item ${payload.item}`);
  },
});

/** A job that works in slices: each run queues its successor until the last slice. */
const sliceJob = defineJob({
  type: 'queue-test-slices',
  schema: z.object({ batch: z.number().int(), slice: z.number().int() }),
  lane,
  key: ({ batch }) => String(batch),
  async run(_ctx, run) {
    done.push(`slice ${run.payload.slice}`);
    if (run.payload.slice < 3) {
      // Asked twice: the key keeps one successor queued.
      await run.continueLater({ ...run.payload, slice: run.payload.slice + 1 });
      await run.continueLater({ ...run.payload, slice: run.payload.slice + 1 });
    }
  },
});

/** A job without a key: each one queued runs. */
const plainJob = defineJob({
  type: 'queue-test-plain',
  schema: z.object({ n: z.number() }),
  lane,
  async run(_ctx, { payload }) {
    done.push(`plain ${payload.n}`);
  },
});

const jobs = [itemJob, sliceJob, plainJob];

describeEachDatabase('typed jobs', (t) => {
  let ctx: JobContext;
  beforeAll(() => {
    ctx = { database: t.handle, storage: null as never, log: silent };
  });
  afterEach(async () => {
    done.length = 0;
    await t.db.deleteFrom('jobs').execute();
  });

  const rows = (type: string): Promise<JobRow[]> =>
    t.db.selectFrom('jobs').selectAll().where('type', '=', type).orderBy('id').execute();

  it('records the type, the parsed payload, the lane, the key and the tries of its definition', async () => {
    const id = await enqueueJob(t.db, itemJob, { item: 7 });
    expect(id).toEqual(expect.any(Number));
    const [row] = await rows('queue-test-item');
    expect(row).toMatchObject({
      id,
      type: 'queue-test-item',
      payload: { item: 7 },
      lane: 'queue-test',
      key: '7',
      maxAttempts: 1,
      status: 'queued',
    });
  });

  it('refuses a payload its schema does not accept when it is queued', async () => {
    // @ts-expect-error: a wrong payload does not compile; at run time its schema refuses it too.
    await expect(enqueueJob(t.db, itemJob, { item: 'seven' })).rejects.toThrow();
    expect(await rows('queue-test-item')).toEqual([]);
  });

  it('queues the same work once while it is queued or running, and any number of jobs without a key', async () => {
    expect(await enqueueJob(t.db, itemJob, { item: 1 })).not.toBeNull();
    expect(await enqueueJob(t.db, itemJob, { item: 1 })).toBeNull();
    expect(await enqueueJob(t.db, itemJob, { item: 2 })).not.toBeNull();
    await t.db.updateTable('jobs').set({ status: 'running' }).where('key', '=', '2').execute();
    expect(await enqueueJob(t.db, itemJob, { item: 2 })).toBeNull();
    expect(await enqueueJob(t.db, plainJob, { n: 1 })).not.toBeNull();
    expect(await enqueueJob(t.db, plainJob, { n: 1 })).not.toBeNull();
    expect((await rows('queue-test-item')).map((r) => r.key)).toEqual(['1', '2']);
    expect(await rows('queue-test-plain')).toHaveLength(2);
  });

  it('queues the work again once it is done, but not within the cooldown after it failed', async () => {
    await enqueueJob(t.db, itemJob, { item: 3 });
    await enqueueJob(t.db, itemJob, { item: 4, fail: true });
    await runPendingJobs(ctx, { jobs });
    expect(done).toEqual(['item 3']);
    expect((await rows('queue-test-item')).map((r) => [r.key, r.status])).toEqual([
      ['3', 'done'],
      ['4', 'failed'],
    ]);
    expect(await enqueueJob(t.db, itemJob, { item: 3 })).not.toBeNull();
    expect(await enqueueJob(t.db, itemJob, { item: 4 })).toBeNull();
    // Once the cooldown has passed, the failed work may be queued again.
    await t.db
      .updateTable('jobs')
      .set({ updatedAt: new Date(Date.now() - 61_000).toISOString() })
      .where('key', '=', '4')
      .execute();
    expect(await enqueueJob(t.db, itemJob, { item: 4 })).not.toBeNull();
  });

  it('lets a running job queue its own successor, once, until its work is over', async () => {
    await enqueueJob(t.db, sliceJob, { batch: 1, slice: 1 });
    await runPendingJobs(ctx, { jobs });
    expect(done).toEqual(['slice 1', 'slice 2', 'slice 3']);
    const slices = await rows('queue-test-slices');
    expect(slices.map((r) => [r.payload, r.status])).toEqual([
      [{ batch: 1, slice: 1 }, 'done'],
      [{ batch: 1, slice: 2 }, 'done'],
      [{ batch: 1, slice: 3 }, 'done'],
    ]);
  });

  it('closes a job handed back while its twin is queued: the twin does the work', async () => {
    const first = (await enqueueJob(t.db, itemJob, { item: 5 }))!;
    await t.db.updateTable('jobs').set({ status: 'running', attempts: 1 }).where('id', '=', first).execute();
    await t.db
      .insertInto('jobs')
      .values({ type: itemJob.type, payload: JSON.stringify({ item: 5 }), lane: 'queue-test', key: '5' })
      .execute();
    await handBack(ctx, first, 'Handed back: the server stopped before the job finished');
    const [closed, twin] = await rows('queue-test-item');
    expect(closed).toMatchObject({ id: first, status: 'done' });
    expect(closed!.lastError).toMatch(/^Superseded/);
    expect(twin).toMatchObject({ status: 'queued', key: '5' });
    await runPendingJobs(ctx, { jobs });
    expect(done).toEqual(['item 5']);
  });

  it('fails a stored job whose payload its definition cannot read at once, without retries', async () => {
    await t.db
      .insertInto('jobs')
      .values({
        type: plainJob.type,
        payload: JSON.stringify({ n: 'x' }),
        lane: 'queue-test',
        maxAttempts: 5,
      })
      .execute();
    await runPendingJobs(ctx, { jobs, backoffMs: () => 0 });
    const [row] = await rows('queue-test-plain');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^The job's payload is not valid/);
    expect(done).toEqual([]);
  });

  describe('a runner given one type twice', () => {
    it('refuses to start', async () => {
      await expect(runPendingJobs(ctx, { jobs: [plainJob, { ...plainJob }] })).rejects.toThrow(
        'The job type queue-test-plain is defined twice',
      );
    });
  });
});
