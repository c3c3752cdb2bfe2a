import {
  NEWSLETTER,
  NEWSLETTER_MESSAGES,
  type NewsletterResult,
  type NewsletterSource,
} from '@common/newsletter';
import type { MailConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { hashToken, newToken } from '../../../lib/tokens';
import { prepareMail, storeMail } from '../../../mail/queueMail';
import { newsletterConfirmMail } from '../../../mail/templates/messages';
import { findSubscription } from '../subscriptions';

export interface SubscribeOutcome {
  /** 202 while the address waits for its confirmation, 200 for an address that is already confirmed. */
  statusCode: 200 | 202;
  result: NewsletterResult;
  /** Whether a confirmation email was queued by this request. */
  mailed: boolean;
}

/**
 * Double opt-in: the address is stored (or kept) as 'pending' and a confirmation link is emailed, in the same
 * transaction. Only the link's SHA-256 is stored. A confirmed address is left as it is. An address that was sent
 * a link in the last few minutes gets no second one (the answer is the same), so the form cannot be used to flood
 * someone's inbox. `beforeMail` runs just before a mail is prepared (the caller's per-network limit).
 */
export async function subscribeToNewsletter(
  db: Db,
  mail: MailConfig,
  input: { email: string; source: NewsletterSource; userId: number | null },
  beforeMail: () => Promise<void> = async () => undefined,
): Promise<SubscribeOutcome> {
  const now = new Date();
  const nowIso = now.toISOString();
  const existing = await findSubscription(db, input.email);

  if (existing?.status === 'subscribed') {
    if (existing.userId === null && input.userId !== null) {
      await db
        .updateTable('newsletterSubscriptions')
        .set({ userId: input.userId, updatedAt: nowIso })
        .where('id', '=', existing.id)
        .execute();
    }
    return {
      statusCode: 200,
      mailed: false,
      result: {
        email: existing.email,
        status: 'subscribed',
        alreadySubscribed: true,
        message: NEWSLETTER_MESSAGES.alreadySubscribed,
      },
    };
  }

  const email = existing?.email ?? input.email;
  const cutoff = new Date(now.getTime() - NEWSLETTER.resendMinutes * 60_000).toISOString();
  const linkOut = Boolean(
    existing?.confirmTokenHash && existing.confirmSentAt && existing.confirmSentAt > cutoff,
  );
  if (existing && linkOut) {
    // A link went out moments ago and still works: back to pending (after an unsubscribe), no second mail.
    await db
      .updateTable('newsletterSubscriptions')
      .set({ status: 'pending', updatedAt: nowIso })
      .where('id', '=', existing.id)
      .where('status', '=', 'unsubscribed')
      .execute();
    return pending(email, false);
  }

  await beforeMail();
  const token = newToken();
  const prepared = await prepareMail({
    kind: 'newsletter-confirm',
    to: email,
    userId: input.userId,
    template: newsletterConfirmMail({
      origin: mail.linkOrigin,
      link: `${mail.linkOrigin}/newsletter/confirm?token=${encodeURIComponent(token)}`,
      days: NEWSLETTER.confirmDays,
    }),
  });
  const link = { confirmTokenHash: hashToken(token), confirmSentAt: nowIso };
  try {
    const mailed = await db.transaction().execute(async (trx) => {
      if (!existing) {
        await trx
          .insertInto('newsletterSubscriptions')
          .values({
            email,
            userId: input.userId,
            status: 'pending',
            source: input.source,
            createdAt: nowIso,
            updatedAt: nowIso,
            ...link,
          })
          .execute();
      } else {
        // Conditional: of two requests at once only one sends a link; a confirmed row is never touched.
        const updated = await trx
          .updateTable('newsletterSubscriptions')
          .set({
            status: 'pending',
            source: input.source,
            updatedAt: nowIso,
            ...link,
            ...(input.userId !== null ? { userId: input.userId } : {}),
          })
          .where('id', '=', existing.id)
          .where('status', '!=', 'subscribed')
          .where((eb) =>
            eb.or([
              eb('confirmTokenHash', 'is', null),
              eb('confirmSentAt', 'is', null),
              eb('confirmSentAt', '<=', cutoff),
            ]),
          )
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return false;
      }
      await storeMail(trx, mail, prepared);
      return true;
    });
    return pending(email, mailed);
  } catch (error) {
    // Two first opt-ins of one address at once: the other request stored it and sent the link.
    if (!isUniqueViolation(error)) throw error;
    return pending(email, false);
  }
}

function pending(email: string, mailed: boolean): SubscribeOutcome {
  return {
    statusCode: 202,
    mailed,
    result: { email, status: 'pending', alreadySubscribed: false, message: NEWSLETTER_MESSAGES.checkInbox },
  };
}
