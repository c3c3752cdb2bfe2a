import { EventEmitter } from 'node:events';
import type { Db } from '../db/connection';
import { json } from '../db/values';
import type { JobDefinition } from './define';
import { notifyJobQueued } from './wakeups';

/**
 * Tells this process's job runner that work was just queued (so it does not wait for its next poll); runners
 * in other processes hear of it through PostgreSQL (see wakeups.ts).
 */
export const jobSignals = new EventEmitter();

/** When and how often a queued job runs (defaults: now, its definition's tries). */
export interface EnqueueOptions {
  runAfter?: Date;
  maxAttempts?: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * Records a job of this definition; the runner picks it up (also after a restart). A job with a key is not
 * queued again while the same work is queued or running, nor within its failure cooldown: then nothing is
 * recorded and the answer is null. Inside a transaction, the job exists once the transaction commits.
 */
export async function enqueueJob<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  payload: NoInfer<Payload>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const key = definition.key?.(payload) ?? null;
  if (key !== null && (await busyWith(db, definition, key))) return null;
  return insertJob(db, definition, payload, key, options);
}

/** Records the successor of a running job with a key (see JobRun.continueLater): only a queued twin stops it. */
export async function enqueueSuccessor<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<number | null> {
  return insertJob(db, definition, payload, definition.key?.(payload) ?? null, options);
}

async function insertJob<Payload>(
  db: Db,
  definition: JobDefinition<Payload>,
  payload: Payload,
  key: string | null,
  options: EnqueueOptions,
): Promise<number | null> {
  // A payload the handler could not read is refused here, where the mistake is made.
  const parsed = definition.schema.parse(payload);
  const row = await db
    .insertInto('jobs')
    .values({
      type: definition.type,
      payload: json(parsed),
      lane: definition.lane.name,
      key,
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(options.runAfter ? { runAfter: options.runAfter.toISOString() } : {}),
    })
    // At most one queued job per type and key (a partial unique index): a twin already queued wins.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  // Runners in other processes hear of it when the row is committed (PostgreSQL); this one at once.
  await notifyJobQueued(db, definition.type);
  jobSignals.emit('queued', definition.type);
  return row.id;
}

/** Whether the work this key names is running, or failed for good within the definition's cooldown. */
async function busyWith<Payload>(db: Db, definition: JobDefinition<Payload>, key: string): Promise<boolean> {
  const cooldown = definition.failureCooldownMs;
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', definition.type)
    .where('key', '=', key)
    .where((eb) =>
      cooldown === undefined
        ? eb('status', '=', 'running')
        : eb.or([
            eb('status', '=', 'running'),
            eb.and([
              eb('status', '=', 'failed'),
              eb('updatedAt', '>', new Date(Date.now() - cooldown).toISOString()),
            ]),
          ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
