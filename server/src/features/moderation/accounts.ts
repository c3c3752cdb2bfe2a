import { MODERATION_MESSAGES } from '@common/moderation';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { moderationChanged } from './targets';

export type AccountHold = { kind: 'banned'; message: string } | { kind: 'suspended'; message: string };

/**
 * Whether a moderator holds the account now: banned, or suspended until a time still ahead (null when free).
 * A suspension whose time has passed is lifted here, so its owner signs in and their content returns at once
 * (the periodic sweep lifts the others).
 */
export async function accountHold(
  db: Db,
  user: Pick<UserRow, 'id' | 'suspendedUntil' | 'bannedAt'>,
  now = new Date(),
): Promise<AccountHold | null> {
  if (user.bannedAt) return { kind: 'banned', message: MODERATION_MESSAGES.banned };
  if (!user.suspendedUntil) return null;
  if (new Date(user.suspendedUntil).getTime() > now.getTime()) {
    return { kind: 'suspended', message: MODERATION_MESSAGES.suspended(user.suspendedUntil) };
  }
  await liftSuspension(db, user.id, now);
  return null;
}

/** Clears one account's suspension once its time has passed. */
async function liftSuspension(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ suspendedUntil: null })
    .where('id', '=', userId)
    .where('suspendedUntil', '<=', now.toISOString())
    .execute();
  moderationChanged(db);
}

/** Lifts every suspension whose time has passed: the accounts' content returns to lists and search. */
export async function liftEndedSuspensions(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ suspendedUntil: null })
    .where('suspendedUntil', 'is not', null)
    .where('suspendedUntil', '<=', now.toISOString())
    .executeTakeFirst();
  const lifted = Number(result.numUpdatedRows);
  if (lifted > 0) moderationChanged(db);
  return lifted;
}
