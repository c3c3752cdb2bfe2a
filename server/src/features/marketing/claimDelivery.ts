import { sql } from 'kysely';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/connection';
import { findLoggedMails, logMails } from '../../mail/mailLog';
import { type CampaignToSend, campaignFrom, messageIdAround } from './campaignMessage';
import type { Delivery } from './deliveryQueue';
import { stillInAudience } from './stillInAudience';
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

/** What claiming a delivery came to: claimed, skipped (left the list), or gone (no longer queued). */
export type ClaimResult = ClaimedDelivery | 'skipped' | 'gone';

/**
 * Claims deliveries just before they are sent, on `trx` (the caller's transaction, so the claims and the log
 * lines commit together), in a few statements whatever their number: recipients who left the list since they
 * were queued are skipped; the others' rows become 'sending' (so no other run sends them, and a crash from here
 * on never sends them twice) with a Message-ID of our own (kept for retries), and each copy is written to the
 * mail log with the recipient's own unsubscribe link (a retry reuses its line). Answers each delivery's result,
 * in the order given; 'gone' when the row was no longer queued.
 */
export async function claimDeliveries(
  trx: Db,
  mail: Pick<MailConfig, 'from'>,
  secret: Buffer,
  campaign: CampaignToSend,
  deliveries: Delivery[],
): Promise<ClaimResult[]> {
  const wanted = await stillInAudience(trx, campaign, deliveries);
  const leaving = deliveries.filter((_, i) => !wanted[i]).map((d) => d.id);
  const skipped = new Set<number>();
  if (leaving.length > 0) {
    const rows = await trx
      .updateTable('campaignDeliveries')
      .set({ status: 'skipped', lastError: SKIPPED_MESSAGE })
      .where('id', 'in', leaving)
      .where('status', '=', 'queued')
      .returning('id')
      .execute();
    for (const row of rows) skipped.add(row.id);
  }
  const claiming = deliveries.filter((_, i) => wanted[i]).map((d) => d.id);
  const claimed = new Map<number, string>();
  if (claiming.length > 0) {
    const { before, after } = messageIdAround(mail.from, campaign.id);
    const rows = await trx
      .updateTable('campaignDeliveries')
      .set((eb) => ({
        status: 'sending',
        claimedAt: iso(Date.now()),
        attempts: eb('attempts', '+', 1),
        messageId: eb.fn.coalesce(
          'messageId',
          sql<string>`${before} || cast(${sql.ref('id')} as text) || ${after}`,
        ),
      }))
      .where('id', 'in', claiming)
      .where('status', '=', 'queued')
      .returning(['id', 'messageId'])
      .execute();
    for (const row of rows) claimed.set(row.id, row.messageId!);
  }
  const copies = deliveries.flatMap((delivery) => {
    const messageId = claimed.get(delivery.id);
    return messageId ? [{ delivery, messageId, ...copyFor(secret, campaign, delivery) }] : [];
  });
  const from = campaignFrom(mail.from, campaign);
  // A retry (the server turned it away for now) reuses its line in the mail log.
  const logged = await findLoggedMails(
    trx,
    copies.filter((c) => c.delivery.messageId !== null).map((c) => c.messageId),
  );
  const written = await logMails(
    trx,
    copies
      .filter((c) => !logged.has(c.messageId))
      .map((c) => ({
        kind: 'campaign',
        userId: c.delivery.userId,
        fromAddress: from,
        toAddress: c.delivery.email,
        subject: campaign.subject,
        html: c.html,
        text: c.text,
        messageId: c.messageId,
      })),
  );
  const ready = new Map(
    copies.map(({ delivery, messageId, token, html, text }) => [
      delivery.id,
      {
        mailId: (logged.get(messageId) ?? written.get(messageId))!,
        messageId,
        token,
        html,
        text,
        attempts: delivery.attempts + 1,
      },
    ]),
  );
  return deliveries.map((d) => ready.get(d.id) ?? (skipped.has(d.id) ? 'skipped' : 'gone'));
}

/** The recipient's own copy: their unsubscribe token in the campaign's rendered HTML and text. */
function copyFor(secret: Buffer, campaign: CampaignToSend, delivery: Delivery) {
  const token = unsubscribeToken(secret, {
    scope: campaign.audience,
    artistId: campaign.audience === 'artist' ? campaign.senderId : null,
    email: delivery.email,
    userId: delivery.userId,
    campaignId: campaign.id,
  });
  return { token, html: withToken(campaign.html, token), text: withToken(campaign.text, token) };
}
