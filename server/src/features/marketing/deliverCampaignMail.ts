import type { MailConfig } from '../../config';
import type { AppContext } from '../../context';
import { deliveryErrorOf, type MailTransport } from '../../mail/transport';
import { type CampaignToSend, campaignFrom, campaignHeaders } from './campaignMessage';
import type { ClaimedDelivery } from './claimDelivery';
import type { Delivery } from './deliveryQueue';
import type { DeliveryOutcome } from './recordDeliveryOutcome';

/** Tries of one recipient the mail server turned away for now (4xx) before it counts as failed. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** 30 s, 1, 2, 4, 8 minutes between tries of a recipient turned away for now. */
const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);

const iso = (ms: number) => new Date(ms).toISOString();

/** What became of a claimed delivery: 'outage' when the mail server could not be reached at all. */
export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'outage';

/**
 * Hands one claimed delivery to the mail server and answers what happened to it, for its row and its line in the
 * mail log (written by the caller, recordDeliveryOutcomes): sent; failed when rejected (5xx) or turned away for
 * now too often; queued again with backoff when turned away for now (4xx); queued again without using a try
 * when the server did not answer.
 */
export async function deliverCampaignMail(
  ctx: Pick<AppContext, 'log'>,
  transport: MailTransport,
  mail: Pick<MailConfig, 'from' | 'linkOrigin'>,
  campaign: CampaignToSend,
  delivery: Delivery,
  claimed: ClaimedDelivery,
): Promise<{ result: DeliveryResult; outcome: DeliveryOutcome }> {
  try {
    await transport.send({
      id: claimed.mailId,
      from: campaignFrom(mail.from, campaign),
      to: delivery.email,
      replyTo: null,
      subject: campaign.subject,
      html: claimed.html,
      text: claimed.text,
      messageId: claimed.messageId,
      headers: campaignHeaders(mail, campaign, claimed.token),
    });
  } catch (error) {
    const failure = deliveryErrorOf(error);
    if (!failure.temporary) {
      return { result: 'failed', outcome: { status: 'failed', lastError: failure.message } };
    }
    if (failure.smtpCode === null) {
      // No answer (connection refused, cut, timed out): the server is away, not this recipient's problem.
      ctx.log.warn(
        { campaign: campaign.id, err: failure.message },
        'campaign paused: mail server unreachable',
      );
      return {
        result: 'outage',
        outcome: { status: 'queued', lastError: failure.message, runAfter: null, countAttempt: false },
      };
    }
    if (claimed.attempts >= DELIVERY_MAX_ATTEMPTS) {
      const lastError = `Gave up after ${claimed.attempts} tries: ${failure.message}`;
      return { result: 'failed', outcome: { status: 'failed', lastError } };
    }
    const runAfter = iso(Date.now() + retryDelayMs(claimed.attempts));
    return {
      result: 'retry',
      outcome: { status: 'queued', lastError: failure.message, runAfter, countAttempt: true },
    };
  }
  return { result: 'sent', outcome: { status: 'sent' } };
}
