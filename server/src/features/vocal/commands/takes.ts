import { VOCAL_MESSAGES, type VocalTake, type VocalTakeList } from '@common/vocal';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { presentTake, presentTakeSummary } from '../presenter';

/** The user's own takes, newest first (without their contours). */
export async function listTakes(db: Db, userId: number): Promise<VocalTakeList> {
  const rows = await db
    .selectFrom('vocalTakes')
    .select(['id', 'title', 'createdAt', 'durationSeconds', 'keyName', 'withinShare'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { takes: rows.map(presentTakeSummary) };
}

/** One of the user's takes; anyone else's is not found. */
export async function readTake(db: Db, userId: number, id: number): Promise<VocalTake> {
  const row = await db
    .selectFrom('vocalTakes')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(VOCAL_MESSAGES.notFound);
  return presentTake(row);
}

/** Deletes one of the user's takes; anyone else's is not found. */
export async function deleteTake(db: Db, userId: number, id: number): Promise<void> {
  const result = await db
    .deleteFrom('vocalTakes')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(VOCAL_MESSAGES.notFound);
}
