import {
  FAN_LEVELS,
  type Fan,
  type FanActivityEvent,
  type FanLevel,
  type FanPortal,
  REWARD_TIERS,
  type RewardTier,
  TOP_FANS_COUNT,
} from '@common/fanportal';
import { formatCents } from '@common/format';
import { publicName } from '@common/people';
import type { Db } from '../../../db/connection';
import { computeArtistFans } from '../fanActivity';

const REWARD_LIST_SIZE = 10;
const ACTIVITY_SIZE = 12;
const LOCATIONS_SIZE = 5;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function monthStart(now: Date, monthsBack: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1);
}

/** Whether a fan did more than listen once. */
function engaged(fan: Fan): boolean {
  return (
    fan.plays > 1 ||
    fan.likes > 0 ||
    fan.follows ||
    fan.tips > 0 ||
    fan.purchases > 0 ||
    fan.monthsSubscribed > 0 ||
    fan.commentsCount > 0
  );
}

/** The latest plays, likes, follows, payments and fan subscriptions of an artist's fans, newest first. */
async function recentActivity(db: Db, artistId: number, trackIds: number[]): Promise<FanActivityEvent[]> {
  const [plays, likes, follows, payments, subscriptions] = await Promise.all([
    trackIds.length
      ? db
          .selectFrom('trackPlays as p')
          .innerJoin('users as u', 'u.id', 'p.userId')
          .innerJoin('tracks as t', 't.id', 'p.trackId')
          .select(['u.id', 'u.username', 'u.displayName', 't.title', 'p.createdAt as at'])
          .where('p.trackId', 'in', trackIds)
          .where('p.userId', '!=', artistId)
          .orderBy('p.createdAt', 'desc')
          .limit(ACTIVITY_SIZE)
          .execute()
      : [],
    trackIds.length
      ? db
          .selectFrom('trackLikes as l')
          .innerJoin('users as u', 'u.id', 'l.userId')
          .innerJoin('tracks as t', 't.id', 'l.trackId')
          .select(['u.id', 'u.username', 'u.displayName', 't.title', 'l.createdAt as at'])
          .where('l.trackId', 'in', trackIds)
          .where('l.userId', '!=', artistId)
          .orderBy('l.createdAt', 'desc')
          .limit(ACTIVITY_SIZE)
          .execute()
      : [],
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.followerId')
      .select(['u.id', 'u.username', 'u.displayName', 'f.createdAt as at'])
      .where('f.followeeId', '=', artistId)
      .orderBy('f.createdAt', 'desc')
      .limit(ACTIVITY_SIZE)
      .execute(),
    db
      .selectFrom('transactions as x')
      .innerJoin('users as u', 'u.id', 'x.userId')
      .select(['u.id', 'u.username', 'u.displayName', 'x.paymentType', 'x.amount', 'x.createdAt as at'])
      .where('x.payeeId', '=', artistId)
      .where('x.status', '=', 'succeeded')
      .where('x.userId', '!=', artistId)
      .orderBy('x.createdAt', 'desc')
      .limit(ACTIVITY_SIZE)
      .execute(),
    db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['u.id', 'u.username', 'u.displayName', 's.createdAt as at', 's.giftedBy'])
      .where('s.kind', '=', 'fan')
      .where('s.artistId', '=', artistId)
      .where('s.status', '!=', 'incomplete')
      .orderBy('s.createdAt', 'desc')
      .limit(ACTIVITY_SIZE)
      .execute(),
  ]);
  const events: FanActivityEvent[] = [
    ...plays.map((r) => ({ kind: 'play' as const, r, text: `played ${r.title}` })),
    ...likes.map((r) => ({ kind: 'like' as const, r, text: `liked ${r.title}` })),
    ...follows.map((r) => ({ kind: 'follow' as const, r, text: 'started following you' })),
    ...payments
      .filter((r) => r.paymentType !== 'fan_subscription')
      .map((r) => ({
        kind: r.paymentType === 'tip' ? ('tip' as const) : ('purchase' as const),
        r,
        text:
          r.paymentType === 'tip'
            ? `tipped ${formatCents(Number(r.amount))}`
            : r.paymentType === 'nft_purchase'
              ? `bought a limited edition (${formatCents(Number(r.amount))})`
              : r.paymentType === 'gift'
                ? `gifted a Premium Fan month (${formatCents(Number(r.amount))})`
                : `bought a beat licence (${formatCents(Number(r.amount))})`,
      })),
    ...subscriptions.map((r) => ({
      kind: 'subscription' as const,
      r,
      text: r.giftedBy ? 'became a Premium Fan (gifted)' : 'became a Premium Fan',
    })),
  ].map(({ kind, r, text }) => ({
    kind,
    fanId: Number(r.id),
    fanName: publicName(r),
    text,
    at: new Date(r.at).toISOString(),
  }));
  events.sort((a, b) => b.at.localeCompare(a.at));
  return events.slice(0, ACTIVITY_SIZE);
}

/** The Fan Portal of an artist: stat cards, top fans, reward lists, analytics and recent activity. */
export async function readFanPortal(db: Db, artistId: number, now = new Date()): Promise<FanPortal> {
  const { fans, listeners, repeatListeners, trackIds } = await computeArtistFans(db, artistId, now);
  const [revenueRow, playsRow, activity] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => eb.fn.sum<number>('creatorAmount').as('total'))
      .where('payeeId', '=', artistId)
      .where('status', '=', 'succeeded')
      .executeTakeFirst(),
    db
      .selectFrom('tracks')
      .select((eb) => eb.fn.sum<number>('playCount').as('total'))
      .where('userId', '=', artistId)
      .executeTakeFirst(),
    recentActivity(db, artistId, trackIds),
  ]);

  const thisMonth = monthStart(now, 0);
  const lastMonth = monthStart(now, 1);
  const sinceOf = (fan: Fan) => new Date(fan.since).getTime();
  const newThisMonth = fans.filter((f) => sinceOf(f) >= thisMonth).length;
  const newLastMonth = fans.filter((f) => sinceOf(f) >= lastMonth && sinceOf(f) < thisMonth).length;

  const levelCounts = Object.fromEntries(FAN_LEVELS.map((level) => [level, 0])) as Record<FanLevel, number>;
  for (const fan of fans) levelCounts[fan.fanLevel] += 1;
  const rewardLists = Object.fromEntries(
    REWARD_TIERS.map((tier) => [tier, fans.filter((f) => f.fanLevel === tier).slice(0, REWARD_LIST_SIZE)]),
  ) as Record<RewardTier, Fan[]>;

  const byLocation = new Map<string, number>();
  for (const fan of fans) {
    const place = fan.location?.trim();
    if (place) byLocation.set(place, (byLocation.get(place) ?? 0) + 1);
  }
  const located = [...byLocation.values()].reduce((a, b) => a + b, 0);
  const topLocations = [...byLocation.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, LOCATIONS_SIZE)
    .map(([location, count]) => ({ location, fans: count, percent: percent(count, located) }));

  return {
    stats: {
      totalFans: fans.length,
      newFansThisMonth: newThisMonth,
      newFansLastMonth: newLastMonth,
      monthlyGrowth:
        newLastMonth > 0 ? Math.round(((newThisMonth - newLastMonth) / newLastMonth) * 1000) / 10 : null,
      engagementRate: percent(fans.filter(engaged).length, fans.length),
      repeatListeners: percent(repeatListeners, listeners),
      totalRevenue: Number(revenueRow?.total ?? 0),
      totalPlays: Number(playsRow?.total ?? 0),
    },
    topFans: fans.slice(0, TOP_FANS_COUNT),
    rewardLists,
    levelCounts,
    topLocations,
    recentActivity: activity,
  };
}
