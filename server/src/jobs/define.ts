import type { z } from 'zod';
import type { AppConfig } from '../config';
import type { AppContext } from '../context';
import type { JobRow } from '../db/schema';

/**
 * A kind of background work with its own concurrency: a lane claims only its own jobs and runs up to its own
 * number of them at once, so a quick job (an email) never waits behind minutes of another kind (audio analysis).
 */
export interface JobLane {
  readonly name: string;
  /** Jobs of this lane run at the same time in one process (a number, or read from the configuration). */
  readonly concurrency: number | ((config: AppConfig) => number);
}

/** A lane of its own for a new kind of work; most jobs use one of LANES. */
export function defineLane(name: string, concurrency: JobLane['concurrency']): JobLane {
  return { name, concurrency };
}

/**
 * The lanes the app's jobs share: media work one at a time (it keeps a core busy); account and receipt emails
 * MAIL_CONCURRENCY at a time; campaigns one at a time, paced by MAIL_RATE_PER_SECOND, apart from account emails so
 * a verification link never waits behind them.
 */
export const LANES = {
  media: defineLane('media', 1),
  mail: defineLane('mail', (config) => config.mail.concurrency),
  campaign: defineLane('campaign', 1),
} as const;

/** What a job handler gets besides the app: its row, its parsed payload and whether this is the last try. */
export interface JobRun<Payload> {
  job: JobRow;
  payload: Payload;
  finalAttempt: boolean;
  /** Pushes the lease further (long jobs call it; the runner also does every leaseMs / 3). */
  extendLease(): Promise<void>;
  /**
   * Queues the next run of this same work (a job that works in slices): the payload of the next run, and
   * when it may start. A job with a key may queue its successor while it runs; nobody else can.
   */
  continueLater(payload: Payload, options?: { runAfter?: Date }): Promise<number | null>;
}

/**
 * What the app gives a job: the database, storage and logger, and mail, configuration and telemetry where it
 * runs.
 */
export type JobContext = Pick<AppContext, 'database' | 'storage' | 'log'> &
  Partial<Pick<AppContext, 'mail' | 'config' | 'telemetry'>>;

/**
 * A kind of durable background work, defined once: its type name (stored on each job), the zod schema of its
 * payload, its lane, how often it is tried, an optional key that prevents duplicates, and what it does. Queue it
 * with `enqueueJob(db, definition, payload)`: a wrong payload does not compile.
 */
export interface JobDefinition<Payload = unknown> {
  readonly type: string;
  readonly schema: z.ZodType<Payload>;
  readonly lane: JobLane;
  /** Tries before the job counts as failed (default 3). */
  readonly maxAttempts?: number;
  /**
   * The work a job does, as a key ('12' for track 12): while a job of this type with the same key is queued or
   * running, queueing another adds nothing.
   */
  key?(payload: Payload): string;
  /** After a job with the same key failed for good, queueing the work again waits this long (no retry storm). */
  readonly failureCooldownMs?: number;
  /** Does the work; throwing fails this attempt (retried with backoff until maxAttempts). */
  run(ctx: JobContext, run: JobRun<Payload>): Promise<void>;
}

/** Any job definition, whatever its payload (what the runner and the module list hold). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

/** Defines a kind of job (see JobDefinition); the payload's type comes from the schema. */
export function defineJob<Schema extends z.ZodType>(
  definition: Omit<JobDefinition<z.output<Schema>>, 'schema'> & { schema: Schema },
): JobDefinition<z.output<Schema>> {
  return definition as JobDefinition<z.output<Schema>>;
}
