import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, UserRow } from '../../db/schema';
import { isPostgres } from '../../db/migrations/columns';
import { forbidden } from '../../lib/errors';
import { planUploadRefusal, startOfUploadMonth } from './policies';

/** Whether the plan limits uploads at all (without a plan, or on an unlimited plan, nothing is counted). */
const isLimited = (user: Pick<UserRow, 'planId'>) =>
  planUploadRefusal(user, Number.MAX_SAFE_INTEGER) !== null;

async function usesThisMonth(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('uploadAllowanceUses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', startOfUploadMonth().toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Why the user's plan refuses another upload this month, or null when it is allowed. */
export async function uploadRefusal(db: Db, user: Pick<UserRow, 'id' | 'planId'>): Promise<string | null> {
  if (!isLimited(user)) return null;
  return planUploadRefusal(user, await usesThisMonth(db, user.id));
}

/**
 * Inserts a new track (`insertTrack`) as one upload of the user's monthly allowance, inside the caller's
 * transaction: throws 403 when the plan has none left. The user row is locked before anything is written
 * (PostgreSQL), so parallel uploads are counted one after the other; SQLite runs write transactions one at a
 * time. The use is recorded even without a limit, so a plan chosen later in the month counts it.
 */
export async function spendUploadAllowance<T extends { id: number }>(
  trx: Kysely<Database>,
  userId: number,
  insertTrack: () => Promise<T>,
): Promise<T> {
  let query = trx.selectFrom('users').select(['id', 'planId']).where('id', '=', userId);
  if (isPostgres(trx)) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (user && isLimited(user)) {
    const refusal = planUploadRefusal(user, await usesThisMonth(trx, userId));
    if (refusal) throw forbidden(refusal);
  }
  const track = await insertTrack();
  await trx
    .insertInto('uploadAllowanceUses')
    .values({ userId, trackId: track.id, createdAt: new Date().toISOString() })
    .execute();
  return track;
}
