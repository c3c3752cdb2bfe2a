import type { MyFanSubscriptions } from '@common/fans';
import type { Db } from '../../../db/connection';
import { PAID_UP_STATUSES } from '../membership';
import { presentFanSubscription } from '../presenter';

/** The artists a user is a Premium Fan of (running periods first, then ended ones), optionally one artist. */
export async function listMyFanSubscriptions(
  db: Db,
  userId: number,
  artistId?: number,
): Promise<MyFanSubscriptions> {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin('users as a', 'a.id', 's.artistId')
    .leftJoin('users as g', 'g.id', 's.giftedBy')
    .select([
      's.id',
      's.artistId',
      's.interval',
      's.status',
      's.currentPeriodEnd',
      'a.username as artistUsername',
      'a.displayName as artistDisplayName',
      'a.profileImage as artistImage',
      'g.username as giverUsername',
      'g.displayName as giverDisplayName',
    ])
    .where('s.userId', '=', userId)
    .where('s.kind', '=', 'fan')
    .where('s.status', 'in', PAID_UP_STATUSES)
    .orderBy('s.currentPeriodEnd', 'desc')
    .orderBy('s.id', 'desc');
  if (artistId !== undefined) query = query.where('s.artistId', '=', artistId);
  const rows = await query.execute();
  const now = new Date();
  const subscriptions = rows.map((row) => presentFanSubscription(row, now));
  subscriptions.sort((a, b) => Number(b.isActive) - Number(a.isActive));
  return { subscriptions };
}
