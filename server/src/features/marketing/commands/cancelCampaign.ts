import { MARKETING_MESSAGES, type MarketingNotice } from '@common/marketing';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { audienceOf } from '../audience';

/**
 * POST /api/marketing/campaigns/:id/cancel: calls off a scheduled campaign of the caller's own (an
 * administrator's: a platform campaign) before its job starts it. The change is conditional on `scheduled`, as
 * is the job's start, so exactly one of them wins; its deliveries go with it (nobody got anything). Cancelling
 * again answers the same; a campaign already going out is 409; anyone else's is 404.
 */
export async function cancelCampaign(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  campaignId: number,
): Promise<MarketingNotice> {
  const audience = audienceOf(user);
  const outcome = await db.transaction().execute(async (trx) => {
    let cancel = trx
      .updateTable('campaigns')
      .set({ status: 'cancelled', completedAt: new Date().toISOString() })
      .where('id', '=', campaignId)
      .where('audience', '=', audience)
      .where('status', '=', 'scheduled');
    if (audience === 'artist') cancel = cancel.where('senderId', '=', user.id);
    const done = await cancel.executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return 'unchanged';
    await trx.deleteFrom('campaignDeliveries').where('campaignId', '=', campaignId).execute();
    return 'cancelled';
  });
  if (outcome === 'cancelled') return { message: MARKETING_MESSAGES.cancelled };
  let find = db
    .selectFrom('campaigns')
    .select('status')
    .where('id', '=', campaignId)
    .where('audience', '=', audience);
  if (audience === 'artist') find = find.where('senderId', '=', user.id);
  const campaign = await find.executeTakeFirst();
  if (!campaign) throw notFound(MARKETING_MESSAGES.campaignNotFound);
  if (campaign.status === 'cancelled') return { message: MARKETING_MESSAGES.cancelled };
  throw conflict(MARKETING_MESSAGES.notScheduled);
}
