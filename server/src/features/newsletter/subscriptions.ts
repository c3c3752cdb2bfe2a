import type { Db } from '../../db/connection';

/** The newsletter opt-in of an address, ignoring case. */
export function findSubscription(db: Db, email: string) {
  return db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'email', 'status', 'userId', 'confirmTokenHash', 'confirmSentAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Confirmed subscribers (double opt-in completed, not unsubscribed since). */
export async function countConfirmedSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletterSubscriptions')
    .where('status', '=', 'subscribed')
    .where('confirmedAt', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A unique index refused the row (two requests for the same address at once). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}
