import type { AppContext } from '../context';
import type { JobRow } from '../db/schema';
import { FailureRun, backoffDelay, startLoop } from '../lib/backgroundLoop';
import { outageOf } from '../lib/outage';
import { analyseTrackJob } from './analyseTrack';
import { enqueueMissingPreviews, makePreviewJob } from './makePreview';
import { sendMailJob } from '../mail/sendMailJob';
import { sendCampaignJob } from '../features/marketing/sendCampaignJob';
import { jobSignals } from './queue';
import { hitAnalysisJob } from '../features/hitpredictor/hitAnalysisJob';
import { deleteExpiredVisitorCovers } from '../features/coverart/cleanup';
import { deleteExpiredHitUploads } from '../features/hitpredictor/cleanup';
import { enqueueMissingHitFeatures } from '../features/hitpredictor/backfill';

/** What a job handler gets: the app, the job row (attempts already counted) and whether it is the last try. */
export interface JobRun {
  job: JobRow;
  finalAttempt: boolean;
  /** Pushes the lease further (long jobs call it; the runner also does every leaseMs / 3). */
  extendLease(): Promise<void>;
}

export type JobHandler = (ctx: JobContext, run: JobRun) => Promise<void>;
export type JobContext = Pick<AppContext, 'database' | 'storage' | 'log'> &
  Partial<Pick<AppContext, 'mail' | 'config'>>;

export interface JobRunnerOptions {
  handlers?: Record<string, JobHandler>;
  /** How often the table is polled for due jobs (also catches jobs queued by other processes). */
  pollMs?: number;
  /** How long a claimed job is reserved; a job whose process died is taken again after this. */
  leaseMs?: number;
  /** Delay before retry number `attempt` (1 after the first failure). */
  backoffMs?: (attempt: number) => number;
  /**
   * Jobs run at the same time in this process when no lanes are given (one lane for every handler).
   */
  concurrency?: number;
  /**
   * Lanes of work: each lane claims only its own job types and runs up to its own number of jobs at once,
   * so a quick job (an email) never waits behind minutes of another kind (audio analysis). A handler type
   * in no lane gets a lane of its own with `concurrency`.
   */
  lanes?: JobLane[];
  /** How long stop() waits for running jobs. */
  stopGraceMs?: number;
  /** Work that queues jobs, run at start and then every `everyMs` (default with the default handlers). */
  sweeps?: JobSweep[];
}

/** A periodic check that queues jobs for work nothing else queued (e.g. previews of newly priced tracks). */
export interface JobSweep {
  name: string;
  everyMs: number;
  run(ctx: JobContext): Promise<unknown>;
}

/** A kind of background work with its own concurrency (see JobRunnerOptions.lanes). */
export interface JobLane {
  name: string;
  types: string[];
  concurrency: number;
}

/**
 * The lanes of the default handlers: media work one at a time (it keeps a core busy); campaigns one at a time,
 * paced by MAIL_RATE_PER_SECOND, apart from account emails so a verification link never waits behind them.
 */
export const DEFAULT_LANES: JobLane[] = [
  { name: 'media', types: ['analyse-track', 'make-preview', 'hit-analysis'], concurrency: 1 },
  { name: 'mail', types: ['send-mail'], concurrency: 4 },
  { name: 'campaign', types: ['send-campaign'], concurrency: 1 },
];

/** The default lanes with the mail lane's concurrency from the configuration. */
export function defaultLanes(mailConcurrency: number): JobLane[] {
  return DEFAULT_LANES.map((lane) =>
    lane.name === 'mail' ? { ...lane, concurrency: mailConcurrency } : lane,
  );
}

export const DEFAULT_HANDLERS: Record<string, JobHandler> = {
  'analyse-track': analyseTrackJob,
  'make-preview': makePreviewJob,
  'send-mail': sendMailJob,
  'send-campaign': sendCampaignJob,
  'hit-analysis': hitAnalysisJob,
};

/** Priced tracks without a preview get one: also tracks priced by an edit, and databases from before previews. */
export const DEFAULT_SWEEPS: JobSweep[] = [
  { name: 'previews', everyMs: 30_000, run: (ctx) => enqueueMissingPreviews(ctx.database.db) },
  // Files uploaded only for the Hit Predictor are deleted after 24 hours unless kept as a draft.
  { name: 'hit-uploads', everyMs: 10 * 60_000, run: (ctx) => deleteExpiredHitUploads(ctx) },
  // Visitors' generated cover images are deleted after a day (they have no history to return to).
  { name: 'visitor-covers', everyMs: 10 * 60_000, run: (ctx) => deleteExpiredVisitorCovers(ctx) },
  // Tracks analysed before the Hit Predictor's measures existed get them, a few at a time.
  { name: 'hit-features', everyMs: 10 * 60_000, run: (ctx) => enqueueMissingHitFeatures(ctx.database.db) },
];

const DEFAULTS = {
  pollMs: 500,
  leaseMs: 60_000,
  // Doubling from 5 s, at most 30 minutes between tries.
  backoffMs: (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 30 * 60_000),
  concurrency: 1,
  stopGraceMs: 5_000,
};

/** The lanes that cover every handler: the given (or default) lanes, then one lane per uncovered type. */
function lanesFor(options: JobRunnerOptions, handlers: Record<string, JobHandler>): JobLane[] {
  const given = options.lanes ?? (options.handlers ? [] : DEFAULT_LANES);
  const lanes = given
    .map((lane) => ({ ...lane, types: lane.types.filter((type) => type in handlers) }))
    .filter((lane) => lane.types.length > 0);
  const covered = new Set(lanes.flatMap((lane) => lane.types));
  const rest = Object.keys(handlers).filter((type) => !covered.has(type));
  if (rest.length > 0) {
    lanes.push({ name: 'default', types: rest, concurrency: options.concurrency ?? DEFAULTS.concurrency });
  }
  return lanes;
}

function settings(options: JobRunnerOptions) {
  const handlers = options.handlers ?? DEFAULT_HANDLERS;
  return {
    handlers,
    lanes: lanesFor(options, handlers),
    pollMs: options.pollMs ?? DEFAULTS.pollMs,
    leaseMs: options.leaseMs ?? DEFAULTS.leaseMs,
    backoffMs: options.backoffMs ?? DEFAULTS.backoffMs,
    stopGraceMs: options.stopGraceMs ?? DEFAULTS.stopGraceMs,
    sweeps: options.sweeps ?? (options.handlers ? [] : DEFAULT_SWEEPS),
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
 * turns false (the runner is stopping).
 */
async function persist(
  ctx: JobContext,
  write: () => Promise<unknown>,
  keepTrying: () => boolean,
): Promise<boolean> {
  const failures = new FailureRun(ctx.log, 'recording a job outcome');
  for (;;) {
    try {
      await write();
      failures.succeeded();
      return true;
    } catch (error) {
      failures.failed(error);
      if (!outageOf(error) || !keepTrying()) return false;
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(failures.failures, 5_000)).unref());
    }
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
  await ctx.database.db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      ...(delayMs === undefined ? {} : { runAfter: iso(Date.now() + delayMs) }),
      lockedUntil: null,
      lastError: reason,
      updatedAt: iso(Date.now()),
    }))
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Runs one claimed job to its end: done, queued again after a backoff, failed after max_attempts, or handed
 * back without using an attempt when a dependency (database, storage) was away. Never rejects.
 */
async function runClaimed(
  ctx: JobContext,
  job: JobRow,
  s: Settings,
  keepTrying: () => boolean,
  handedBack: ReadonlySet<number> = new Set(),
): Promise<void> {
  const { db } = ctx.database;
  const handler = s.handlers[job.type];
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
  try {
    if (!handler) throw new Error(`No handler for jobs of type ${job.type}`);
    if (job.attempts > job.maxAttempts) {
      throw new Error(`Gave up after ${job.maxAttempts} attempts (the last one stopped without finishing)`);
    }
    await handler(ctx, { job, finalAttempt: job.attempts >= job.maxAttempts, extendLease });
    clearInterval(heartbeat);
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
      await persist(ctx, () => handBack(ctx, job.id, reason, OUTAGE_RETRY_MS), keepTrying);
      return;
    }
    const retry = handler !== undefined && job.attempts < job.maxAttempts;
    ctx.log.warn({ job: job.id, type: job.type, attempt: job.attempts, err: errorText(error) }, 'job failed');
    await persist(
      ctx,
      () =>
        db
          .updateTable('jobs')
          .set({
            status: retry ? 'queued' : 'failed',
            runAfter: retry ? iso(Date.now() + s.backoffMs(job.attempts)) : iso(Date.now()),
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
export async function runPendingJobs(ctx: JobContext, options: JobRunnerOptions = {}): Promise<number> {
  const s = settings(options);
  let count = 0;
  for (;;) {
    const job = await claimJob(ctx, s.leaseMs, Object.keys(s.handlers));
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
export function startJobRunner(ctx: JobContext, options: JobRunnerOptions = {}): JobRunner {
  const s = settings(options);
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

  const sweeps = s.sweeps.map((sweep) =>
    startLoop({
      name: `job sweep ${sweep.name}`,
      everyMs: sweep.everyMs,
      log: ctx.log,
      run: () => sweep.run(ctx),
    }),
  );

  return {
    async stop(graceMs = s.stopGraceMs) {
      stopped = true;
      if (timer) clearTimeout(timer);
      jobSignals.off('queued', onQueued);
      await Promise.all(sweeps.map((sweep) => sweep.stop()));
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
