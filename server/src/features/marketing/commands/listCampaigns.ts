import { MARKETING, type CampaignHistory } from '@common/marketing';
import type { Db } from '../../../db/connection';
import type { DeliveryStatus, UserRow } from '../../../db/schema';
import { audienceOf } from '../audience';
import { type DeliveryCounts, presentCampaignSummary } from '../presenter';

const DELIVERY_STATUSES: DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'skipped'];

/**
 * GET /api/marketing/campaigns: the caller's campaigns, newest first, with their deliveries counted by state and
 * the unsubscribes through their links. Administrators share the platform's history.
 */
export async function listCampaigns(db: Db, user: UserRow): Promise<CampaignHistory> {
  let query = db
    .selectFrom('campaigns')
    .select(['id', 'subject', 'createdAt', 'status', 'scheduledFor', 'recipientCount'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(MARKETING.historyLimit);
  query =
    audienceOf(user) === 'platform'
      ? query.where('audience', '=', 'platform')
      : query.where('audience', '=', 'artist').where('senderId', '=', user.id);
  const rows = await query.execute();
  if (rows.length === 0) return { campaigns: [] };
  const ids = rows.map((row) => row.id);
  const [byStatus, unsubscribes] = await Promise.all([
    db
      .selectFrom('campaignDeliveries')
      .select((eb) => ['campaignId', 'status', eb.fn.countAll<number>().as('n')])
      // Naming every status lets the (status, campaign_id, id) index answer alone, without reading the rows.
      .where('status', 'in', DELIVERY_STATUSES)
      .where('campaignId', 'in', ids)
      .groupBy(['campaignId', 'status'])
      .execute(),
    db
      .selectFrom('marketingUnsubscribes')
      .select((eb) => [
        'campaignId',
        eb.fn
          .count<number>(eb.fn('lower', ['email']))
          .distinct()
          .as('n'),
      ])
      .where('campaignId', 'in', ids)
      .groupBy('campaignId')
      .execute(),
  ]);
  const counts = new Map<number, DeliveryCounts>();
  for (const id of ids) counts.set(id, { queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribed: 0 });
  for (const row of byStatus) {
    const entry = counts.get(row.campaignId)!;
    const n = Number(row.n);
    if (row.status === 'queued' || row.status === 'sending') entry.queued += n;
    else entry[row.status] += n;
  }
  for (const row of unsubscribes) {
    if (row.campaignId !== null) counts.get(row.campaignId)!.unsubscribed = Number(row.n);
  }
  return { campaigns: rows.map((row) => presentCampaignSummary(row, counts.get(row.id)!)) };
}
