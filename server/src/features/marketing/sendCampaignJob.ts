import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { CampaignAudience } from '../../db/schema';
import type { JobContext, JobRun } from '../../jobs/define';
import { outageOf } from '../../lib/outage';
import { MailDeliveryError, type MailTransport } from '../../mail/transport';
import { stillInAudience } from './audience';
import { linkSecret, oneClickUrl, unsubscribeToken, withToken } from './unsubscribeTokens';

/** The send job is retried this often when it fails outright (its deliveries keep their own state). */
export const CAMPAIGN_JOB_MAX_ATTEMPTS = 20;
/** How long one run of the job sends before it hands over to the next (so a stop never waits long). */
const SLICE_MS = 5_000;
/** Queued deliveries read at a time. */
const BATCH = 100;
/** Tries of one recipient the mail server turned away for now (4xx) before it counts as failed. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** 30 s, 1, 2, 4, 8 minutes between tries of a recipient turned away for now. */
const retryDelayMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000);
/** While the mail server cannot be reached: 5 s doubling, at most 5 minutes, without using anyone's tries. */
const outageDelayMs = (outages: number) => Math.min(5_000 * 2 ** outages, 5 * 60_000);

export const INTERRUPTED_MESSAGE =
  'Interrupted while it was being handed to the mail server (the process stopped): not sent again, so that no one gets it twice';
export const SKIPPED_MESSAGE = 'Left the list before it was sent';

const iso = (ms: number) => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Campaign emails this process may send per second (MAIL_RATE_PER_SECOND): one slot every 1/rate s, shared by
 * every campaign of the process, so successive runs never burst.
 */
const pacer = {
  next: 0,
  /** Waits for the next slot; false (and no slot used) when that slot comes after `deadline`. */
  async take(ratePerSecond: number, deadline: number): Promise<boolean> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    if (at >= deadline) return false;
    this.next = at + 1000 / ratePerSecond;
    if (at > now) await sleep(at - now);
    return true;
  },
  /** Gives an unused slot back (the recipient was skipped). */
  giveBack(ratePerSecond: number): void {
    this.next = Math.max(Date.now(), this.next - 1000 / ratePerSecond);
  },
};

interface CampaignToSend {
  id: number;
  audience: CampaignAudience;
  senderId: number | null;
  senderName: string;
  subject: string;
  html: string;
  text: string;
}

interface Delivery {
  id: number;
  email: string;
  userId: number | null;
  subscriptionId: number | null;
  attempts: number;
  messageId: string | null;
}

type Outcome = 'sent' | 'skipped' | 'gone' | 'retry' | 'failed' | 'outage';

/** What a run of the campaign job is given: the campaign, and how many outage waits came before this run. */
export interface CampaignJobPayload {
  campaignId: number;
  outages?: number | undefined;
}

/** The address part of MAIL_FROM. */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Who the email is from: '"Maya Rivers via Panda Nation" <no-reply@...>' for an artist, MAIL_FROM for the platform. */
export function campaignFrom(
  mailFrom: string,
  campaign: Pick<CampaignToSend, 'audience' | 'senderName'>,
): string {
  if (campaign.audience === 'platform') return mailFrom;
  const name =
    campaign.senderName
      .replace(/["\\<>\r\n]/g, '')
      .trim()
      .slice(0, 60) || 'An artist';
  return `"${name} via Panda Nation" <${senderAddress(mailFrom)}>`;
}

/** A Message-ID of our own, chosen when a delivery is first claimed and kept for its retries. */
function newMessageId(mailFrom: string, campaignId: number, deliveryId: number): string {
  const domain = senderAddress(mailFrom).split('@')[1] ?? 'pandanation.localhost';
  return `<campaign.${campaignId}.${deliveryId}.${randomBytes(8).toString('hex')}@${domain}>`;
}

/** Writes an outcome, trying again for a while when the database is briefly away. */
async function persist(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (!outageOf(error) || attempt >= 5) throw error;
      await sleep(200 * 2 ** attempt);
    }
  }
}

/**
 * Deliveries a run of this job left claimed ('sending') were being handed to the mail server when their process
 * died: it may or may not have taken them, and SMTP cannot be asked. They are not sent again (at most once per
 * recipient) and are recorded as failed with the reason. Only the holder of the campaign's job sends its
 * deliveries, so a row still claimed when the job starts belongs to a run that is gone.
 */
async function settleInterrupted(ctx: JobContext, campaignId: number): Promise<void> {
  const { db } = ctx.database;
  const orphans = await db
    .selectFrom('campaignDeliveries')
    .select(['id', 'messageId'])
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'sending')
    .execute();
  if (orphans.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('campaignDeliveries')
      .set({ status: 'failed', lastError: INTERRUPTED_MESSAGE })
      .where(
        'id',
        'in',
        orphans.map((o) => o.id),
      )
      .where('status', '=', 'sending')
      .execute();
    const messageIds = orphans.flatMap((o) => (o.messageId ? [o.messageId] : []));
    if (messageIds.length > 0) {
      await trx
        .updateTable('mailMessages')
        .set({ status: 'failed', lastError: INTERRUPTED_MESSAGE })
        .where('messageId', 'in', messageIds)
        .where('status', '=', 'queued')
        .execute();
    }
  });
  ctx.log.warn(
    { campaign: campaignId, deliveries: orphans.length },
    'campaign deliveries interrupted mid-send',
  );
}

interface Claimed {
  mailId: number;
  messageId: string;
  token: string;
  html: string;
  text: string;
  attempts: number;
}

/**
 * Claims one delivery just before it is sent, in one transaction: a recipient who left the list since it was
 * queued is skipped; otherwise the row becomes 'sending' (so no other run sends it, and a crash from here on
 * never sends it twice) and the copy is written to the mail log with the recipient's own unsubscribe link.
 */
async function claim(
  ctx: JobContext,
  config: AppConfig,
  secret: Buffer,
  campaign: CampaignToSend,
  delivery: Delivery,
): Promise<Claimed | 'skipped' | 'gone'> {
  const { db } = ctx.database;
  const from = campaignFrom(config.mail.from, campaign);
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
    const messageId = delivery.messageId ?? newMessageId(config.mail.from, campaign.id, delivery.id);
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
    const logged = delivery.messageId
      ? await trx
          .selectFrom('mailMessages')
          .select('id')
          .where('messageId', '=', delivery.messageId)
          .executeTakeFirst()
      : undefined;
    const mailId = logged
      ? logged.id
      : (
          await trx
            .insertInto('mailMessages')
            .values({
              kind: 'campaign',
              userId: delivery.userId,
              fromAddress: from,
              toAddress: delivery.email,
              subject: campaign.subject,
              html,
              text,
              messageId,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    return { mailId, messageId, token, html, text, attempts: delivery.attempts + 1 };
  });
}

/** Sends one claimed delivery and records what happened to it (and to its line in the mail log). */
async function deliver(
  ctx: JobContext,
  transport: MailTransport,
  config: AppConfig,
  campaign: CampaignToSend,
  delivery: Delivery,
  claimed: Claimed,
): Promise<Outcome> {
  const { db } = ctx.database;
  const origin = config.mail.linkOrigin;
  const domain = senderAddress(config.mail.from).split('@')[1] ?? 'pandanation.localhost';
  const listId =
    campaign.audience === 'artist' ? `<artist-${campaign.senderId}.${domain}>` : `<news.${domain}>`;
  const record = (
    state: { status: 'sent' | 'failed' | 'queued'; lastError: string | null; runAfter?: string | null },
    logged: { status: 'sent' | 'failed' | 'queued'; lastError: string | null },
    countAttempt = true,
  ) =>
    persist(() =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('campaignDeliveries')
          .set((eb) => ({
            ...state,
            ...(state.status === 'sent' ? { sentAt: iso(Date.now()) } : {}),
            // A server that could not be reached used none of the recipient's tries.
            ...(countAttempt ? {} : { attempts: eb('attempts', '-', 1) }),
          }))
          .where('id', '=', delivery.id)
          .where('status', '=', 'sending')
          .execute();
        await trx
          .updateTable('mailMessages')
          .set((eb) => ({
            ...logged,
            attempts: eb('attempts', '+', 1),
            ...(logged.status === 'sent' ? { sentAt: iso(Date.now()), transport: transport.name } : {}),
          }))
          .where('id', '=', claimed.mailId)
          .execute();
      }),
    );
  try {
    await transport.send({
      id: claimed.mailId,
      from: campaignFrom(config.mail.from, campaign),
      to: delivery.email,
      replyTo: null,
      subject: campaign.subject,
      html: claimed.html,
      text: claimed.text,
      messageId: claimed.messageId,
      headers: {
        // RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs here, no sign-in needed.
        'List-Unsubscribe': `<${oneClickUrl(origin, claimed.token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': listId,
      },
    });
  } catch (error) {
    const failure = error instanceof MailDeliveryError ? error : new MailDeliveryError(String(error), true);
    if (!failure.temporary) {
      await record(
        { status: 'failed', lastError: failure.message },
        { status: 'failed', lastError: failure.message },
      );
      return 'failed';
    }
    if (failure.smtpCode === null) {
      // No answer (connection refused, cut, timed out): the server is away, not this recipient's problem.
      await record(
        { status: 'queued', lastError: failure.message, runAfter: null },
        { status: 'queued', lastError: failure.message },
        false,
      );
      ctx.log.warn(
        { campaign: campaign.id, err: failure.message },
        'campaign paused: mail server unreachable',
      );
      return 'outage';
    }
    if (claimed.attempts >= DELIVERY_MAX_ATTEMPTS) {
      const reason = `Gave up after ${claimed.attempts} tries: ${failure.message}`;
      await record({ status: 'failed', lastError: reason }, { status: 'failed', lastError: reason });
      return 'failed';
    }
    await record(
      {
        status: 'queued',
        lastError: failure.message,
        runAfter: iso(Date.now() + retryDelayMs(claimed.attempts)),
      },
      { status: 'queued', lastError: failure.message },
    );
    return 'retry';
  }
  await record({ status: 'sent', lastError: null }, { status: 'sent', lastError: null });
  return 'sent';
}

/** Marks the campaign sent once every delivery is settled, or queues the next run of its job. */
async function finishOrContinue(
  ctx: JobContext,
  run: JobRun<CampaignJobPayload>,
  campaignId: number,
  outages: number | null,
): Promise<void> {
  const { db } = ctx.database;
  const now = Date.now();
  const open = await db
    .selectFrom('campaignDeliveries')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('runAfter').as('next')])
    .where('campaignId', '=', campaignId)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  if (Number(open.n) === 0) {
    await db
      .updateTable('campaigns')
      .set({ status: 'sent', completedAt: iso(now) })
      .where('id', '=', campaignId)
      .where('status', '=', 'sending')
      .execute();
    ctx.log.info({ campaign: campaignId }, 'campaign sent');
    return;
  }
  let runAfter: number;
  if (outages !== null) {
    runAfter = now + outageDelayMs(outages);
  } else {
    const due = await db
      .selectFrom('campaignDeliveries')
      .select('id')
      .where('campaignId', '=', campaignId)
      .where('status', 'in', ['queued', 'sending'])
      .where((eb) => eb.or([eb('runAfter', 'is', null), eb('runAfter', '<=', iso(now + 1))]))
      .limit(1)
      .executeTakeFirst();
    runAfter = due || !open.next ? now : Math.max(now, new Date(open.next).getTime());
    // At a low rate the next slot may be seconds away: the next run starts then, not before.
    if (pacer.next - now > 1000) runAfter = Math.max(runAfter, pacer.next);
  }
  // The job's key keeps this to one queued successor per campaign.
  await run.continueLater(
    { campaignId, ...(outages !== null ? { outages: outages + 1 } : {}) },
    { runAfter: new Date(runAfter) },
  );
}

/**
 * Sends a campaign's queued deliveries at MAIL_RATE_PER_SECOND, up to MAIL_CONCURRENCY at a time, for a few
 * seconds, then queues its own next run (so a stopping server never waits long and two campaigns take turns),
 * until every delivery is sent, failed or skipped. Each recipient is claimed just before their copy goes out
 * (see claim) and a claimed recipient is never sent again; recipients the mail server turns away for now are
 * tried again later with backoff; while the server cannot be reached at all, the whole campaign waits.
 */
export async function sendCampaignJob(ctx: JobContext, run: JobRun<CampaignJobPayload>): Promise<void> {
  const { config, mail } = ctx;
  if (!config) throw new Error('No configuration in this process');
  if (!mail) throw new Error('No mail transport in this process');
  const { db } = ctx.database;
  const { campaignId } = run.payload;
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
  let outage = false;
  let stopped = false;

  // Queued deliveries in id order, read a batch at a time behind a cursor (so no two senders get one row).
  let cursor = 0;
  let batch: Delivery[] = [];
  let exhausted = false;
  let reading: Promise<void> | null = null;
  const readBatch = async () => {
    const due = await db
      .selectFrom('campaignDeliveries')
      .select(['id', 'email', 'userId', 'subscriptionId', 'attempts', 'messageId'])
      .where('status', '=', 'queued')
      .where('campaignId', '=', campaignId)
      .where('id', '>', cursor)
      .where((eb) => eb.or([eb('runAfter', 'is', null), eb('runAfter', '<=', iso(Date.now() + 1))]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (due.length === 0) exhausted = true;
    else cursor = due.at(-1)!.id;
    batch.push(...due);
  };
  const next = async (): Promise<Delivery | null> => {
    while (batch.length === 0 && !exhausted) {
      reading ??= readBatch().finally(() => (reading = null));
      await reading;
    }
    return batch.shift() ?? null;
  };

  /** One of `inFlight` senders: each waits for its turn at the rate, claims a recipient, sends, records. */
  const sender = async () => {
    while (!stopped && Date.now() < deadline) {
      const delivery = await next();
      if (!delivery) return;
      if (!(await pacer.take(rate, deadline))) {
        batch.unshift(delivery);
        return;
      }
      if (stopped) return;
      const claimed = await claim(ctx, config, secret, campaign, delivery);
      if (claimed === 'skipped' || claimed === 'gone') {
        pacer.giveBack(rate);
        continue;
      }
      const outcome = await deliver(ctx, transport, config, campaign, delivery, claimed);
      if (outcome === 'outage') {
        outage = true;
        stopped = true;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, sender));
  } finally {
    batch = [];
    if (transport !== mail) transport.close();
  }
  const outages = outage ? (run.payload.outages ?? 0) : null;
  await finishOrContinue(ctx, run, campaignId, outages);
}
