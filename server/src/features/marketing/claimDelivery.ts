import type { MailConfig } from '../../config';
import type { Db } from '../../db/connection';
import { findLoggedMail, logMail } from '../../mail/mailLog';
import { stillInAudience } from './audience';
import { type CampaignToSend, campaignFrom, newMessageId } from './campaignMessage';
import type { Delivery } from './deliveryQueue';
import { unsubscribeToken, withToken } from './unsubscribeTokens';

/** Why a recipient who left the list after the campaign was queued got no copy. */
export const SKIPPED_MESSAGE = 'Left the list before it was sent';

const iso = (ms: number) => new Date(ms).toISOString();

/** A delivery claimed for sending: its line in the mail log and the recipient's own copy. */
export interface ClaimedDelivery {
  mailId: number;
  messageId: string;
  token: string;
  html: string;
  text: string;
  /** Tries of this recipient, this one included. */
  attempts: number;
}

/**
 * Claims one delivery just before it is sent, in one transaction: a recipient who left the list since it was
 * queued is skipped; otherwise the row becomes 'sending' (so no other run sends it, and a crash from here on
 * never sends it twice) and the copy is written to the mail log with the recipient's own unsubscribe link.
 * 'gone' when the row was no longer queued.
 */
export async function claimDelivery(
  db: Db,
  mail: Pick<MailConfig, 'from'>,
  secret: Buffer,
  campaign: CampaignToSend,
  delivery: Delivery,
): Promise<ClaimedDelivery | 'skipped' | 'gone'> {
  const from = campaignFrom(mail.from, campaign);
  return db.transaction().execute(async (trx) => {
    if (!(await stillInAudience(trx, campaign, delivery))) {
      const skipped = await trx
        .updateTable('campaignDeliveries')
        .set({ status: 'skipped', lastError: SKIPPED_MESSAGE })
        .where('id', '=', delivery.id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(skipped.numUpdatedRows) === 1 ? 'skipped' : 'gone';
    }
    const messageId = delivery.messageId ?? newMessageId(mail.from, campaign.id, delivery.id);
    const claimed = await trx
      .updateTable('campaignDeliveries')
      .set((eb) => ({
        status: 'sending',
        claimedAt: iso(Date.now()),
        attempts: eb('attempts', '+', 1),
        messageId,
      }))
      .where('id', '=', delivery.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'gone';
    const token = unsubscribeToken(secret, {
      scope: campaign.audience,
      artistId: campaign.audience === 'artist' ? campaign.senderId : null,
      email: delivery.email,
      userId: delivery.userId,
      campaignId: campaign.id,
    });
    const html = withToken(campaign.html, token);
    const text = withToken(campaign.text, token);
    // A retry (the server turned it away for now) reuses its line in the mail log.
    const logged = delivery.messageId ? await findLoggedMail(trx, delivery.messageId) : undefined;
    const mailId =
      logged ??
      (await logMail(trx, {
        kind: 'campaign',
        userId: delivery.userId,
        fromAddress: from,
        toAddress: delivery.email,
        subject: campaign.subject,
        html,
        text,
        messageId,
      }));
    return { mailId, messageId, token, html, text, attempts: delivery.attempts + 1 };
  });
}
