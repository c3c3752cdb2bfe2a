import type { FastifyBaseLogger } from 'fastify';
import { outageOf } from './outage';

/**
 * Logs a run of failures once: the first failure of a run is a warning, the next ones are counted, and the
 * first success after them says how long the run lasted. So an outage of a minute is two log lines, not one
 * per tick.
 */
export class FailureRun {
  private since: number | null = null;
  private count = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  get failing(): boolean {
    return this.since !== null;
  }

  /** How many failures in a row (0 while healthy). */
  get failures(): number {
    return this.count;
  }

  failed(error: unknown): void {
    this.count++;
    if (this.since !== null) return;
    this.since = Date.now();
    const dependency = outageOf(error);
    const err = error instanceof Error ? error.message : String(error);
    if (dependency)
      this.log.warn(
        { loop: this.what, dependency, err },
        `${this.what}: ${dependency} unavailable, retrying`,
      );
    else this.log.error({ loop: this.what, err }, `${this.what} failed, retrying`);
  }

  succeeded(): void {
    if (this.since === null) return;
    this.log.info(
      { loop: this.what, failures: this.count, seconds: Math.round((Date.now() - this.since) / 100) / 10 },
      `${this.what} recovered`,
    );
    this.since = null;
    this.count = 0;
  }
}

export interface LoopOptions {
  /** Named in the logs. */
  name: string;
  /** Time between two runs while they succeed. */
  everyMs: number;
  run(): Promise<unknown>;
  log: FastifyBaseLogger;
  /** Run once at start (default true). */
  runAtStart?: boolean;
  /** Longest wait between tries while failing (default: min(everyMs, 30 s)). */
  maxBackoffMs?: number;
}

export interface BackgroundLoop {
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs now (unless a run is in progress); resolves when that run ends. */
  poke(): Promise<void>;
}

/** Delay before try number `failures` + 1: 1 s, 2 s, 4 s... up to `max`. */
export function backoffDelay(failures: number, max: number): number {
  return Math.min(max, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * A periodic task that survives any error: runs never overlap, a failure is logged once per run of
 * failures, tries again after a growing delay, and goes back to its period when it works again.
 */
export function startLoop(options: LoopOptions): BackgroundLoop {
  const failures = new FailureRun(options.log, options.name);
  const maxBackoff = options.maxBackoffMs ?? Math.min(options.everyMs, 30_000);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;

  const next = () => {
    if (stopped) return;
    const delay = failures.failing ? backoffDelay(failures.failures, maxBackoff) : options.everyMs;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  };
  const tick = (): Promise<void> => {
    if (current) return current;
    if (timer) clearTimeout(timer);
    timer = null;
    current = (async () => {
      try {
        await options.run();
        failures.succeeded();
      } catch (error) {
        failures.failed(error);
      }
    })().finally(() => {
      current = null;
      next();
    });
    return current;
  };

  if (options.runAtStart === false) next();
  else void tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    poke: () => (stopped ? Promise.resolve() : tick()),
  };
}
