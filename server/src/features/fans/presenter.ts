import type { FanInterval, FanSubscription } from '@common/fans';
import { publicName } from '@common/people';
import { joinedName } from '../../lib/people';

/** A fan subscription row joined with its artist and giver, as read by listMyFanSubscriptions. */
export interface FanSubscriptionRecord {
  id: number;
  artistId: number | null;
  interval: string;
  status: string;
  currentPeriodEnd: string | null;
  artistUsername: string;
  artistDisplayName: string | null;
  artistImage: string | null;
  giverUsername: string | null;
  giverDisplayName: string | null;
}

/** One of the viewer's fan subscriptions as the client shows it. */
export function presentFanSubscription(row: FanSubscriptionRecord, now = new Date()): FanSubscription {
  const periodEnd = row.currentPeriodEnd ?? now.toISOString();
  return {
    id: row.id,
    artistId: row.artistId ?? 0,
    artistName: publicName({ username: row.artistUsername, displayName: row.artistDisplayName }),
    artistUsername: row.artistUsername,
    artistImage: row.artistImage,
    interval: (row.interval === 'year' ? 'year' : 'month') as FanInterval,
    status: row.status === 'canceled' ? 'canceled' : 'active',
    currentPeriodEnd: periodEnd,
    isActive: row.currentPeriodEnd === null || new Date(row.currentPeriodEnd) > now,
    giftedByName: joinedName({ username: row.giverUsername, displayName: row.giverDisplayName }, null),
  };
}
