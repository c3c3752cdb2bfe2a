import { NEWSLETTER, NEWSLETTER_MESSAGES, type NewsletterResult } from '@common/newsletter';
import type { Db } from '../../../db/connection';
import { badRequest } from '../../../lib/errors';
import { hashToken } from '../../../lib/tokens';

/**
 * Follows the emailed link: a pending subscription whose link is younger than NEWSLETTER.confirmDays becomes
 * 'subscribed'. The link is spent by a conditional update (its hash is cleared), so it works once; an unknown,
 * expired, replaced or spent link is a 400.
 */
export async function confirmSubscription(db: Db, token: string): Promise<NewsletterResult> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('newsletterSubscriptions')
    .select(['id', 'email', 'status', 'confirmSentAt'])
    .where('confirmTokenHash', '=', tokenHash)
    .executeTakeFirst();
  const invalid = badRequest(NEWSLETTER_MESSAGES.confirmInvalid);
  if (!row || row.status !== 'pending' || !row.confirmSentAt) throw invalid;
  const expiresAt = new Date(row.confirmSentAt).getTime() + NEWSLETTER.confirmDays * 24 * 3600_000;
  if (expiresAt <= Date.now()) throw invalid;

  const now = new Date().toISOString();
  const spent = await db
    .updateTable('newsletterSubscriptions')
    .set({ status: 'subscribed', confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where('id', '=', row.id)
    .where('confirmTokenHash', '=', tokenHash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw invalid;
  return {
    email: row.email,
    status: 'subscribed',
    alreadySubscribed: false,
    message: NEWSLETTER_MESSAGES.confirmed,
  };
}
