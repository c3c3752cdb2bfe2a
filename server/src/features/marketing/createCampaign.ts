import {
  inSegment,
  MARKETING,
  MARKETING_MESSAGES,
  narrows,
  sendCampaignSchema,
  type CampaignQueued,
} from '@common/marketing';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { CampaignAudience, Database } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { artistAudience, platformAudience, type Recipient } from './audience';
import { composeCampaign } from './compose';
import { sendCampaignJob } from './sendCampaignJob';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Delivery rows written per INSERT (4 values each: well under both dialects' parameter limits). */
const INSERT_CHUNK = 1000;

export interface CampaignRequest {
  sender: { id: number; name: string; isAdmin: boolean };
  /** 'platform' (administrators only) or 'artist' (the sender's own opted-in fans). */
  audience: CampaignAudience;
  subject: unknown;
  htmlContent: unknown;
  /** When to send it (an ISO date-time, checked with the shared schema); absent or null: now. */
  sendAt?: unknown;
  /** Who of the audience it goes to (fan levels, location); absent or null: everyone on it. */
  segment?: unknown;
  /** The newsletter article this campaign emails, if any. */
  articleId?: number | null;
}

const scheduleSchema = sendCampaignSchema.pick({ sendAt: true, segment: true });

/** A UTC moment as the API's answer states it: '28 Nov 2026, 21:15 UTC' (the page shows local time). */
const utcText = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/**
 * The artist's campaigns in the last 24 hours, oldest first (the limit is a rolling day). Inside the
 * transaction that writes a new one, on PostgreSQL after locking the sender's row, so two requests at once
 * cannot both pass.
 */
async function recentCampaigns(db: Db | Transaction<Database>, senderId: number, now: number) {
  return (
    db
      .selectFrom('campaigns')
      .select('createdAt')
      .where('senderId', '=', senderId)
      .where('audience', '=', 'artist')
      // A campaign called off before it started sent nothing and does not count.
      .where('status', '!=', 'cancelled')
      .where('createdAt', '>', new Date(now - DAY_MS).toISOString())
      .orderBy('createdAt')
      .execute()
  );
}

function enforceDailyLimit(recent: { createdAt: string }[], now: number): void {
  if (recent.length < MARKETING.campaignsPerDay) return;
  const oldest = new Date(recent[0]!.createdAt).getTime();
  throw tooManyRequests((oldest + DAY_MS - now) / 1000, MARKETING_MESSAGES.tooManyCampaigns);
}

/**
 * Queues a campaign: validates and sanitises it, writes it with one delivery row per recipient in one
 * transaction and queues the send job; answers at once (the campaign lane sends at MAIL_RATE_PER_SECOND).
 * With `sendAt` the campaign is `scheduled` and its job waits until then; the recipients are the audience at
 * the time of scheduling, and anyone who leaves before it goes is skipped when their turn comes.
 * A segment narrows the audience to fans of some levels and/or a location (the page counts them with the same
 * rule, `inSegment`). Artists write to their opted-in fans, at most 3 campaigns a day; administrators to the
 * platform list.
 */
export async function createCampaign(ctx: AppContext, request: CampaignRequest): Promise<CampaignQueued> {
  const { db } = ctx.database;
  const { sender, audience } = request;
  if (audience === 'platform' && !sender.isAdmin) throw forbidden();
  const limited = audience === 'artist' && !sender.isAdmin;
  const composed = await composeCampaign(
    ctx.config.mail.linkOrigin,
    { audience, senderName: sender.name },
    { subject: request.subject, htmlContent: request.htmlContent },
  );
  const chosen = parseInput(scheduleSchema, { sendAt: request.sendAt, segment: request.segment });
  const scheduledFor = chosen.sendAt ? new Date(chosen.sendAt).toISOString() : null;
  const segment = chosen.segment ?? null;
  if (audience === 'platform' && (segment?.fanLevels?.length ?? 0) > 0) {
    throw badRequest(MARKETING_MESSAGES.levelsForArtists);
  }
  if (limited) {
    // Checked again inside the writing transaction; this early answer spares the audience query.
    const now = Date.now();
    enforceDailyLimit(await recentCampaigns(db, sender.id, now), now);
  }
  const everyone: Recipient[] =
    audience === 'platform' ? await platformAudience(db) : await artistAudience(db, sender.id);
  if (everyone.length === 0) throw badRequest(MARKETING_MESSAGES.noSubscribers);
  const recipients = everyone.filter((recipient) => inSegment(recipient, segment));
  if (recipients.length === 0) throw badRequest(MARKETING_MESSAGES.segmentNoMatch);

  const campaignId = await db.transaction().execute(async (trx) => {
    const now = Date.now();
    if (limited) {
      if (ctx.database.dialect === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', sender.id).forUpdate().execute();
      }
      enforceDailyLimit(await recentCampaigns(trx, sender.id, now), now);
    }
    const campaign = await trx
      .insertInto('campaigns')
      .values({
        senderId: sender.id,
        audience,
        senderName: sender.name,
        subject: composed.subject,
        html: composed.html,
        text: composed.text,
        articleId: request.articleId ?? null,
        recipientCount: recipients.length,
        createdAt: new Date(now).toISOString(),
        ...(scheduledFor ? { status: 'scheduled' as const, scheduledFor } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('campaignDeliveries')
        .values(
          recipients.slice(i, i + INSERT_CHUNK).map((recipient) => ({
            campaignId: campaign.id,
            userId: recipient.userId,
            subscriptionId: recipient.subscriptionId,
            email: recipient.email,
          })),
        )
        .execute();
    }
    await enqueueJob(
      trx,
      sendCampaignJob,
      { campaignId: campaign.id },
      scheduledFor ? { runAfter: new Date(scheduledFor) } : {},
    );
    return campaign.id;
  });
  ctx.log.info(
    {
      campaign: campaignId,
      audience,
      recipients: recipients.length,
      scheduledFor,
      segmented: narrows(segment),
    },
    scheduledFor ? 'campaign scheduled' : 'campaign queued',
  );
  return {
    campaignId,
    recipients: recipients.length,
    message: scheduledFor
      ? MARKETING_MESSAGES.scheduled(recipients.length, utcText(scheduledFor))
      : MARKETING_MESSAGES.sent(recipients.length),
    scheduledFor,
  };
}
