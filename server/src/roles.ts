import type { ProcessRole } from './config';
import type { AppContext } from './context';
import { jobDefinitions, periodicTasks } from './features/index';
import { startPeriodicTasks } from './jobs/periodic';
import { startJobRunner } from './jobs/runner';
import { jobSignals } from './jobs/queue';
import { listenForQueuedJobs } from './jobs/wakeups';

/** Whether a process of this role serves the app (HTTP API, pages, sockets): web and all. */
export function servesUsers(role: ProcessRole): boolean {
  return role !== 'worker';
}

/** Whether a process of this role runs jobs, periodic tasks and campaign sending: worker and all. */
export function runsBackgroundWork(role: ProcessRole): boolean {
  return role !== 'web';
}

/** The job runner and the periodic tasks of one process. */
export interface BackgroundWork {
  /** Stops the periodic tasks (waiting for runs in progress) and the wake-ups from other processes. */
  stopTasks(): Promise<void>;
  /** Stops the runner, waiting up to `graceMs` for running jobs; resolves with the ids handed back to the queue. */
  stopJobs(graceMs: number): Promise<number[]>;
}

/**
 * Starts every module's jobs on the runner and its periodic tasks on their timers. On PostgreSQL the runner also
 * hears of jobs queued by other processes (web processes) the moment they are committed, instead of at its next
 * poll.
 */
export function startBackgroundWork(ctx: AppContext): BackgroundWork {
  const wakeups = ctx.config.databaseUrl
    ? listenForQueuedJobs(ctx.config.databaseUrl, ctx.log, (type) => jobSignals.emit('queued', type))
    : null;
  const jobs = startJobRunner(ctx, { jobs: jobDefinitions, leaseMs: ctx.config.jobLeaseSeconds * 1000 });
  const tasks = startPeriodicTasks(ctx, periodicTasks);
  return {
    async stopTasks() {
      await wakeups?.close();
      await tasks.stop();
    },
    stopJobs: (graceMs) => jobs.stop(graceMs),
  };
}
