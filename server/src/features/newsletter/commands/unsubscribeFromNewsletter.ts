import { NEWSLETTER_MESSAGES, type NewsletterResult } from '@common/newsletter';
import type { Db } from '../../../db/connection';
import { findSubscription } from '../subscriptions';

/**
 * Marks an address unsubscribed (the row is kept as a record of the opt-out). A pending confirmation link stops
 * working (only a pending row can be confirmed). The answer is the same whether or not the address was on the
 * list, so it cannot be used to find out who subscribes.
 */
export async function unsubscribeFromNewsletter(db: Db, email: string): Promise<NewsletterResult> {
  const existing = await findSubscription(db, email);
  if (existing && existing.status !== 'unsubscribed') {
    await db
      .updateTable('newsletterSubscriptions')
      .set({ status: 'unsubscribed', updatedAt: new Date().toISOString() })
      .where('id', '=', existing.id)
      .execute();
  }
  return {
    email,
    status: 'unsubscribed',
    alreadySubscribed: false,
    message: NEWSLETTER_MESSAGES.unsubscribed,
  };
}
