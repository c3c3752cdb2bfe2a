import type { JobContext, JobRun } from '../../jobs/runner';
import { campaignPacer } from './campaignPacer';
import { claimDelivery } from './claimDelivery';
import { deliverCampaignMail } from './deliverCampaignMail';
import { openDeliveryQueue } from './deliveryQueue';
import { finishCampaignRun } from './finishCampaignRun';
import { settleInterrupted } from './settleInterrupted';
import { linkSecret } from './unsubscribeTokens';

/** How long one run of the job sends before it hands over to the next (so a stop never waits long). */
const SLICE_MS = 5_000;

function campaignIdOf(payload: Record<string, unknown>): number {
  const id = Number(payload.campaignId);
  if (!Number.isInteger(id) || id <= 0) throw new Error('The job names no campaign');
  return id;
}

/**
 * Sends a campaign's queued deliveries at MAIL_RATE_PER_SECOND (campaignPacer), up to MAIL_CONCURRENCY at a
 * time, for a few seconds, then queues its own next run (so a stopping server never waits long and two
 * campaigns take turns), until every delivery is sent, failed or skipped. Each recipient is claimed just before
 * their copy goes out (claimDelivery) and a claimed recipient is never sent again (settleInterrupted); recipients
 * the mail server turns away for now are tried again later with backoff; while the server cannot be reached at
 * all, the whole campaign waits (deliverCampaignMail, finishCampaignRun).
 */
export async function sendCampaignJob(ctx: JobContext, run: JobRun): Promise<void> {
  const { config, mail } = ctx;
  if (!config) throw new Error('No configuration in this process');
  if (!mail) throw new Error('No mail transport in this process');
  const { db } = ctx.database;
  const campaignId = campaignIdOf(run.job.payload);
  const campaign = await db
    .selectFrom('campaigns')
    .select(['id', 'audience', 'senderId', 'senderName', 'subject', 'html', 'text', 'status'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign || campaign.status === 'sent') return;
  await settleInterrupted(ctx, campaignId);
  const secret = await linkSecret({ config, database: ctx.database });
  const rate = config.mail.ratePerSecond;
  const deadline = Date.now() + SLICE_MS;
  const inFlight = config.mail.concurrency;
  const transport = mail.bulk?.(inFlight) ?? mail;
  const queue = openDeliveryQueue(db, campaignId);
  let outage = false;
  let stopped = false;

  /** One of `inFlight` senders: each waits for its turn at the rate, claims a recipient, sends, records. */
  const sender = async () => {
    while (!stopped && Date.now() < deadline) {
      const delivery = await queue.next();
      if (!delivery) return;
      if (!(await campaignPacer.take(rate, deadline))) {
        queue.putBack(delivery);
        return;
      }
      if (stopped) return;
      const claimed = await claimDelivery(db, config.mail, secret, campaign, delivery);
      if (claimed === 'skipped' || claimed === 'gone') {
        campaignPacer.giveBack(rate);
        continue;
      }
      const result = await deliverCampaignMail(ctx, transport, config.mail, campaign, delivery, claimed);
      if (result === 'outage') {
        outage = true;
        stopped = true;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, sender));
  } finally {
    queue.clear();
    if (transport !== mail) transport.close();
  }
  const outages = outage ? Number(run.job.payload.outages ?? 0) : null;
  await finishCampaignRun(ctx, campaignId, outages);
}
