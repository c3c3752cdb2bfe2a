import type { Db } from '../../db/connection';

/** The newsletter opt-in of an address, ignoring case. */
export function findSubscription(db: Db, email: string) {
  return db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'email', 'status', 'userId'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}
