import type { JobRow } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { FailureRun, backoffDelay } from '../lib/backgroundLoop';
import { outageOf } from '../lib/outage';
import { persistThroughOutage } from '../lib/persistThroughOutage';
import type { AnyJobDefinition, JobContext, JobLane } from './define';
import { enqueueSuccessor, jobSignals } from './queue';

export interface JobRunnerOptions {
  /** The kinds of job this runner runs (the app's: every module's job definitions). */
  jobs: readonly AnyJobDefinition[];
  /** How often the table is polled for due jobs (also catches jobs queued by other processes). */
  pollMs?: number;
  /** How long a claimed job is reserved; a job whose process died is taken again after this. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1 after the first failure). */
  backoffMs?: (attempt: number) => number;
  /** How long stop() waits for running jobs. */
  stopGraceMs?: number;
}

/** One lane of this runner: the job types it claims and how many of them run at once. */
interface RunnerLane {
  name: string;
  types: string[];
  concurrency: number;
}

const DEFAULTS = {
  pollMs: 500,
  leaseMs: 60_000,
  // Doubling from 5 s, at most 30 minutes between tries.
  backoffMs: (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 30 * 60_000),
  stopGraceMs: 5_000,
};

/** A lane's concurrency in this process (a lane that reads the configuration runs one at a time without it). */
function concurrencyOf(lane: JobLane, ctx: JobContext): number {
  if (typeof lane.concurrency === 'number') return lane.concurrency;
  return ctx.config ? lane.concurrency(ctx.config) : 1;
}

/** The lanes of these definitions, each with the types it claims; a type defined twice is a mistake. */
function lanesOf(jobs: readonly AnyJobDefinition[], ctx: JobContext): RunnerLane[] {
  const lanes = new Map<string, RunnerLane>();
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.type)) throw new Error(`The job type ${job.type} is defined twice`);
    seen.add(job.type);
    const lane = lanes.get(job.lane.name);
    if (lane) lane.types.push(job.type);
    else
      lanes.set(job.lane.name, {
        name: job.lane.name,
        types: [job.type],
        concurrency: concurrencyOf(job.lane, ctx),
      });
  }
  return [...lanes.values()];
}

function settings(options: JobRunnerOptions, ctx: JobContext) {
  return {
    jobs: new Map(options.jobs.map((job) => [job.type, job])),
    lanes: lanesOf(options.jobs, ctx),
    pollMs: options.pollMs ?? DEFAULTS.pollMs,
    leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
    backoffMs: options.backoffMs ?? DEFAULTS.backoffMs,
    stopGraceMs: options.stopGraceMs ?? DEFAULTS.stopGraceMs,
  };
}
type Settings = ReturnType<typeof settings>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Takes one due job, atomically on SQLite and PostgreSQL: a queued job whose time has come, or a running job
 * whose lease ran out (its process died). The conditional UPDATE only matches while the row is still
 * claimable, so when two runners pick the same id only one gets it back.
 */
export async function claimJob(ctx: JobContext, leaseMs: number, types: string[]): Promise<JobRow | null> {
  const { db } = ctx.database;
  if (types.length === 0) return null;
  // PostgreSQL keeps microseconds and JavaScript milliseconds: a job queued within this very millisecond
  // (run_after = now() with microseconds) must already count as due, so compare with the next millisecond.
  const now = iso(Date.now() + 1);
  const candidate = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', 'in', types)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('runAfter', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
    )
    .orderBy('runAfter')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return null;
  const claimed = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      lockedUntil: iso(Date.now() + leaseMs),
      updatedAt: now,
    }))
    .where('id', '=', candidate.id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('runAfter', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<', now)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2000);
}

/** How long an interrupted job waits before it is tried again (the dependency may still be away). */
const OUTAGE_RETRY_MS = 2_000;

/**
 * Writes the outcome of a job, trying again while the database is away (an outcome that cannot be written
 * would leave the job to its lease and count an attempt it never used). Gives up only when `keepTrying`
 * turns false (the runner is stopping). Answers whether it was written.
 */
function persist(
  ctx: JobContext,
  write: () => Promise<unknown>,
  keepTrying: () => boolean,
): Promise<boolean> {
  return persistThroughOutage(write, {
    keepTrying,
    delayMs: (failures) => backoffDelay(failures, 5_000),
    failures: new FailureRun(ctx.log, 'recording a job outcome'),
  }).then(
    () => true,
    () => false,
  );
}

/** What a job that could not go back to the queue records: the same work is queued again already. */
const SUPERSEDED = 'Superseded: the same work was already queued again';

/**
 * Moves a job back to 'queued' with `changes`. A job with a key whose twin was queued meanwhile (at most one
 * queued job per type and key) is closed instead: the queued twin does the same work.
 */
async function requeue(
  ctx: JobContext,
  jobId: number,
  changes: { runAfter?: string; lastError: string; attempts?: 'same' | 'uncount' },
): Promise<void> {
  const { db } = ctx.database;
  try {
    await db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'queued',
        ...(changes.attempts === 'uncount' ? { attempts: eb('attempts', '-', 1) } : {}),
        ...(changes.runAfter === undefined ? {} : { runAfter: changes.runAfter }),
        lockedUntil: null,
        lastError: changes.lastError,
        updatedAt: iso(Date.now()),
      }))
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db
      .updateTable('jobs')
      .set({ status: 'done', lockedUntil: null, lastError: SUPERSEDED, updatedAt: iso(Date.now()) })
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .execute();
  }
}

/**
 * Puts a running job back in the queue without counting the attempt it could not finish. Without a delay it
 * keeps its place (its run_after), so work interrupted by a restart runs first on the next start instead of
 * behind everything queued meanwhile; with one (a dependency away) it waits that long.
 */
export async function handBack(
  ctx: JobContext,
  jobId: number,
  reason: string,
  delayMs?: number,
): Promise<void> {
  await requeue(ctx, jobId, {
    attempts: 'uncount',
    lastError: reason,
    ...(delayMs === undefined ? {} : { runAfter: iso(Date.now() + delayMs) }),
  });
}

/**
 * Runs one claimed job to its end: done, queued again after a backoff, failed after max_attempts, or handed
 * back without using an attempt when a dependency (database, storage) was away. A payload its definition
 * cannot read fails at once (no try would change it). Never rejects.
 */
async function runClaimed(
  ctx: JobContext,
  job: JobRow,
  s: Settings,
  keepTrying: () => boolean,
  handedBack: ReadonlySet<number> = new Set(),
): Promise<void> {
  const { db } = ctx.database;
  const definition = s.jobs.get(job.type);
  const extendLease = async () => {
    await db
      .updateTable('jobs')
      .set({ lockedUntil: iso(Date.now() + s.leaseMs) })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .execute();
  };
  const heartbeat = setInterval(() => void extendLease().catch(() => undefined), Math.max(50, s.leaseMs / 3));
  heartbeat.unref();
  let retryable = definition !== undefined;
  try {
    if (!definition) throw new Error(`No handler for jobs of type ${job.type}`);
    if (job.attempts > job.maxAttempts) {
      throw new Error(`Gave up after ${job.maxAttempts} attempts (the last one stopped without finishing)`);
    }
    const parsed = definition.schema.safeParse(job.payload);
    if (!parsed.success) {
      retryable = false;
      throw new Error(`The job's payload is not valid: ${parsed.error.issues[0]?.message ?? 'unreadable'}`);
    }
    await definition.run(ctx, {
      job,
      payload: parsed.data,
      finalAttempt: job.attempts >= job.maxAttempts,
      extendLease,
      continueLater: (payload, options = {}) => enqueueSuccessor(db, definition, payload, options),
    });
    clearInterval(heartbeat);
    ctx.telemetry?.jobFinished(job.type, 'done');
    await persist(
      ctx,
      () =>
        db
          .updateTable('jobs')
          .set((eb) => ({
            status: 'done',
            // Handed back by a stopping runner, then finished after all: the attempt counts again.
            attempts: handedBack.has(job.id) ? eb('attempts', '+', 1) : eb.ref('attempts'),
            lockedUntil: null,
            lastError: null,
            updatedAt: iso(Date.now()),
          }))
          .where('id', '=', job.id)
          .execute(),
      keepTrying,
    );
  } catch (error) {
    clearInterval(heartbeat);
    const dependency = outageOf(error);
    if (dependency) {
      ctx.log.info({ job: job.id, type: job.type, dependency }, 'job interrupted by an outage, handed back');
      const reason = `Interrupted: ${dependency} unavailable`;
      ctx.telemetry?.jobFinished(job.type, 'interrupted');
      await persist(ctx, () => handBack(ctx, job.id, reason, OUTAGE_RETRY_MS), keepTrying);
      return;
    }
    const retry = retryable && job.attempts < job.maxAttempts;
    ctx.telemetry?.jobFinished(job.type, retry ? 'retried' : 'failed');
    ctx.log.warn({ job: job.id, type: job.type, attempt: job.attempts, err: errorText(error) }, 'job failed');
    await persist(
      ctx,
      () =>
        retry
          ? requeue(ctx, job.id, {
              runAfter: iso(Date.now() + s.backoffMs(job.attempts)),
              lastError: errorText(error),
            })
          : db
              .updateTable('jobs')
              .set({
                status: 'failed',
                runAfter: iso(Date.now()),
                lockedUntil: null,
                lastError: errorText(error),
                updatedAt: iso(Date.now()),
              })
              .where('id', '=', job.id)
              .execute(),
      keepTrying,
    );
  }
}

/** Runs every job that is due now, one after another, and resolves when none is left (tests, scripts). */
export async function runPendingJobs(ctx: JobContext, options: JobRunnerOptions): Promise<number> {
  const s = settings(options, ctx);
  let count = 0;
  for (;;) {
    const job = await claimJob(ctx, s.leaseMs, [...s.jobs.keys()]);
    if (!job) return count;
    await runClaimed(ctx, job, s, () => false);
    count++;
  }
}

export interface JobRunner {
  /**
   * Stops claiming, waits up to `graceMs` (default stopGraceMs) for running jobs, then hands the unfinished
   * ones back to the queue without counting their attempt, so the next start runs them at once. Resolves with
   * the ids handed back.
   */
  stop(graceMs?: number): Promise<number[]>;
}

/** Runs queued jobs off the event loop until stopped; also picks up jobs a previous process left. */
export function startJobRunner(ctx: JobContext, options: JobRunnerOptions): JobRunner {
  const s = settings(options, ctx);
  const running = new Map<Promise<void>, number>();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const queue = new FailureRun(ctx.log, 'job queue');
  const handedBack = new Set<number>();
  const keepTrying = () => !stopped;

  /** Each lane claims its own types up to its own concurrency. */
  const lanes = s.lanes.map((lane) => {
    const mine = new Set<Promise<void>>();
    let filling = false;
    const fill = async () => {
      if (stopped || filling) return;
      filling = true;
      try {
        while (!stopped && mine.size < lane.concurrency) {
          const job = await claimJob(ctx, s.leaseMs, lane.types);
          queue.succeeded();
          if (!job) break;
          if (stopped) {
            await handBack(ctx, job.id, 'Handed back: the server was stopping');
            break;
          }
          const run = runClaimed(ctx, job, s, keepTrying, handedBack).finally(() => {
            mine.delete(run);
            running.delete(run);
            wake(lane.types);
          });
          mine.add(run);
          running.set(run, job.id);
        }
      } catch (error) {
        queue.failed(error);
      } finally {
        filling = false;
      }
    };
    return { lane, fill };
  });

  /** Wakes the lanes that run any of these types (all lanes when none are named). */
  const wake = (types?: string[]) => {
    if (stopped) return;
    for (const { lane, fill } of lanes) {
      if (!types || lane.types.some((type) => types.includes(type))) void fill();
    }
  };
  // While the queue cannot be read, look less often (1 s, 2 s, 4 s, at most 5 s).
  const schedule = () => {
    const delay = queue.failing ? Math.max(s.pollMs, backoffDelay(queue.failures, 5_000)) : s.pollMs;
    timer = setTimeout(() => {
      wake();
      if (!stopped) schedule();
    }, delay);
    timer.unref();
  };

  // A job queued inside a transaction is visible only after the commit: look again shortly after.
  const onQueued = (type?: string) => {
    const types = type ? [type] : undefined;
    wake(types);
    setTimeout(() => wake(types), 50).unref();
  };
  jobSignals.on('queued', onQueued);
  schedule();
  wake();

  return {
    async stop(graceMs = s.stopGraceMs) {
      stopped = true;
      if (timer) clearTimeout(timer);
      jobSignals.off('queued', onQueued);
      await Promise.race([
        Promise.allSettled([...running.keys()]),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
      const unfinished = [...running.values()];
      for (const id of unfinished) {
        handedBack.add(id);
        await handBack(ctx, id, 'Handed back: the server stopped before the job finished').catch(
          (error: unknown) => {
            // The lease runs out instead and the next runner takes the job then.
            ctx.log.warn({ job: id, err: errorText(error) }, 'could not hand a job back');
          },
        );
      }
      return unfinished;
    },
  };
}
