import { FAN_MESSAGES, type FanSubscription } from '@common/fans';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { listMyFanSubscriptions } from './listMyFanSubscriptions';

/**
 * Cancels one of the user's fan subscriptions: it is not renewed, and its perks last until the end of the
 * period already paid. Another user's subscription is answered as not found.
 */
export async function cancelFanSubscription(db: Db, user: UserRow, id: number): Promise<FanSubscription> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['id', 'artistId', 'status'])
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .where('kind', '=', 'fan')
    .executeTakeFirst();
  if (!row || row.artistId === null) throw notFound(FAN_MESSAGES.subscriptionNotFound);
  if (row.status === 'active') {
    await db
      .updateTable('subscriptions')
      .set({ status: 'canceled', updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  const { subscriptions } = await listMyFanSubscriptions(db, user.id, row.artistId);
  const found = subscriptions.find((s) => s.id === id);
  if (!found) throw notFound(FAN_MESSAGES.subscriptionNotFound);
  return found;
}
