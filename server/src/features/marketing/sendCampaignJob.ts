import { z } from 'zod';
import { defineJob, type JobContext, type JobRun, LANES } from '../../jobs/define';
import { campaignPacer } from './campaignPacer';
import { claimDeliveries } from './claimDelivery';
import { deliverCampaignMail } from './deliverCampaignMail';
import { openDeliveryQueue } from './deliveryQueue';
import { finishCampaignRun } from './finishCampaignRun';
import { recordDeliveryOutcomes } from './recordDeliveryOutcome';
import { openSendingTurns } from './sendingTurns';
import { settleInterrupted } from './settleInterrupted';
import { linkSecret } from './unsubscribeTokens';

/** How long one run of the job sends before it hands over to the next (so a stop never waits long). */
const SLICE_MS = 5_000;

/** The send job is retried this often when it fails outright (its deliveries keep their own state). */
export const CAMPAIGN_JOB_MAX_ATTEMPTS = 20;

/** What a run of the campaign job is given: the campaign, and how many runs in a row found the server away. */
const campaignRunSchema = z.object({
  campaignId: z.number().int().positive(),
  outages: z.number().int().nonnegative().optional(),
});

/** What a run of the campaign job is given (see campaignRunSchema). */
export type CampaignJobPayload = z.output<typeof campaignRunSchema>;

/**
 * Sends a campaign's queued deliveries at MAIL_RATE_PER_SECOND (campaignPacer; unlimited when it is 0), up to
 * MAIL_CONCURRENCY at a time, for a few seconds, then queues its own next run (so a stopping server never waits
 * long and two campaigns take turns), until every delivery is sent, failed or skipped. Recipients are claimed just
 * before their copies go out, those of the senders ready at once together, and the outcomes are written with the
 * next claims (sendingTurns, claimDeliveries, recordDeliveryOutcomes); a claimed recipient is never sent again
 * (settleInterrupted); recipients the mail server turns away for now are tried again later with backoff; while the
 * server cannot be reached at all, the whole campaign waits (deliverCampaignMail, finishCampaignRun). A scheduled
 * campaign starts (turns `sending`) on the first run at or after its time; a cancelled one is left alone.
 */
async function sendCampaignRun(ctx: JobContext, run: JobRun<CampaignJobPayload>): Promise<void> {
  const { config, mail } = ctx;
  if (!config) throw new Error('No configuration in this process');
  if (!mail) throw new Error('No mail transport in this process');
  const { db } = ctx.database;
  const { campaignId } = run.payload;
  const campaign = await db
    .selectFrom('campaigns')
    .select(['id', 'audience', 'senderId', 'senderName', 'subject', 'html', 'text', 'status', 'scheduledFor'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  if (!campaign || campaign.status === 'sent' || campaign.status === 'cancelled') return;
  if (campaign.status === 'scheduled') {
    const due = campaign.scheduledFor ? new Date(campaign.scheduledFor).getTime() : 0;
    if (due > Date.now()) {
      await run.continueLater(run.payload, { runAfter: new Date(due) });
      return;
    }
    // From here on it can no longer be cancelled; a cancel that came first wins.
    const started = await db
      .updateTable('campaigns')
      .set({ status: 'sending' })
      .where('id', '=', campaignId)
      .where('status', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) !== 1) return;
  }
  await settleInterrupted(ctx, campaignId);
  const secret = await linkSecret({ config, database: ctx.database });
  const rate = config.mail.ratePerSecond;
  const deadline = Date.now() + SLICE_MS;
  const inFlight = config.mail.concurrency;
  const transport = mail.bulk?.(inFlight) ?? mail;
  const queue = openDeliveryQueue(db, campaignId);
  const turns = openSendingTurns(db, queue, {
    record: (trx, settled) => recordDeliveryOutcomes(trx, transport.name, settled),
    claim: (trx, deliveries) => claimDeliveries(trx, config.mail, secret, campaign, deliveries),
  });
  let outage = false;
  let stopped = false;

  /** One of `inFlight` senders: each waits for its turn at the rate (if any), gets a claimed recipient, sends. */
  const sender = async () => {
    while (!stopped && Date.now() < deadline) {
      if (rate !== null && !(await campaignPacer.take(rate, deadline))) return;
      const ready = await turns.next();
      if (!ready) {
        if (rate !== null) campaignPacer.giveBack(rate);
        return;
      }
      const { delivery, claimed } = ready;
      const sent = await deliverCampaignMail(ctx, transport, config.mail, campaign, delivery, claimed);
      turns.settle({ deliveryId: delivery.id, mailId: claimed.mailId, outcome: sent.outcome });
      if (sent.result === 'outage') {
        outage = true;
        stopped = true;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, sender));
    await turns.flush();
  } finally {
    queue.clear();
    if (transport !== mail) transport.close();
  }
  const outages = outage ? (run.payload.outages ?? 0) : null;
  const next = await finishCampaignRun(ctx, campaignId, outages);
  // The job's key keeps this to one queued run per campaign.
  if (next) await run.continueLater(next.payload, { runAfter: next.runAfter });
}

/**
 * The 'send-campaign' job: one run of sendCampaignRun, in the campaign lane; a run queues the next one while
 * deliveries are left (one queued run per campaign: the key).
 */
export const sendCampaignJob = defineJob({
  type: 'send-campaign',
  schema: campaignRunSchema,
  lane: LANES.campaign,
  maxAttempts: CAMPAIGN_JOB_MAX_ATTEMPTS,
  key: ({ campaignId }) => String(campaignId),
  run: sendCampaignRun,
});
