import { EventEmitter } from 'node:events';
import type { Db } from '../db/connection';
import { json } from '../db/values';

/** The kinds of durable background work. */
export type JobType = 'analyse-track' | 'make-preview' | 'send-mail' | 'send-campaign' | 'hit-analysis';

/** Tells this process's job runner that work was just queued (so it does not wait for its next poll). */
export const jobSignals = new EventEmitter();

/** Records a job; the runner picks it up (also after a restart). */
export async function enqueueJob(
  db: Db,
  type: JobType,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAfter?: Date } = {},
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      type,
      payload: json(payload),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      ...(options.runAfter ? { runAfter: options.runAfter.toISOString() } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  jobSignals.emit('queued', type);
  return row.id;
}

/** The track a job's payload names; a payload without one is an error (the job then fails). */
export function trackIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.trackId);
  if (!Number.isInteger(id) || id <= 0) throw new Error('The job names no track');
  return id;
}
