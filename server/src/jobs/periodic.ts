import type { AppContext } from '../context';
import { type BackgroundLoop, startLoop } from '../lib/backgroundLoop';

/**
 * Work done on a timer while the server runs (sweeps that queue jobs for work nothing else queued, clean-ups,
 * reminders): each task runs apart, never overlapping itself, and a failing run is logged once and tried again
 * with backoff (see startLoop).
 */
export interface PeriodicTask {
  /** Named in the logs. */
  name: string;
  everyMs: number;
  /** Run once when the server starts (default true). */
  runAtStart?: boolean;
  run(ctx: AppContext): Promise<unknown>;
}

/** The running tasks; stop() ends them all and waits for runs in progress. */
export interface PeriodicTasks {
  stop(): Promise<void>;
}

/** Starts every task on its own timer. */
export function startPeriodicTasks(ctx: AppContext, tasks: readonly PeriodicTask[]): PeriodicTasks {
  const loops: BackgroundLoop[] = tasks.map((task) =>
    startLoop({
      name: task.name,
      everyMs: task.everyMs,
      ...(task.runAtStart === undefined ? {} : { runAtStart: task.runAtStart }),
      log: ctx.log,
      run: () => task.run(ctx),
    }),
  );
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
