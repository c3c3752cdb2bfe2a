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
