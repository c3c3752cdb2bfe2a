import { type Fan, type FanActivity, fanLevel, fanPoints } from '@common/fanportal';
import { publicName } from '@common/people';
import { roomLiveChatChannel } from '@common/rooms';
import type { Db } from '../../db/connection';
import { commentCountsByAuthor } from '../comments';

/** Payment types that count as a purchase from the artist (a tip and a fan subscription are counted apart). */
const PURCHASE_TYPES = ['beat_purchase', 'nft_purchase', 'gift'];

interface FanRecord extends FanActivity {
  id: number;
  since: number;
  favourite: Map<number, number>;
}

/** Every fan of an artist with their activity, computed from the stored events (the artist excluded). */
export interface ArtistFans {
  fans: Fan[];
  /** Listening fans and those of them who played more than once. */
  listeners: number;
  repeatListeners: number;
  trackIds: number[];
}

const MONTH_MS = 30.44 * 24 * 3600 * 1000;

/** Whole months (at least one) a fan subscription has run until now or its end. */
export function monthsBetween(start: string, end: Date): number {
  const ms = end.getTime() - new Date(start).getTime();
  return Math.max(1, Math.ceil(ms / MONTH_MS));
}

/** The artist's listening-party chat channels (their comments count as a fan's comments). */
async function partyChannels(db: Db, artistId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listeningParties')
    .select('roomId')
    .where('hostId', '=', artistId)
    .where('roomId', 'is not', null)
    .execute();
  // The room's chat panel stores its messages on the channel 'room:<roomId>'.
  return rows.flatMap((r) => (r.roomId ? [roomLiveChatChannel(r.roomId)] : []));
}

/**
 * Computes an artist's fans: who followed, liked, played, commented (on a track or in a party's chat),
 * tipped, bought or subscribed, and how much.
 */
export async function computeArtistFans(db: Db, artistId: number, now = new Date()): Promise<ArtistFans> {
  const tracks = await db
    .selectFrom('tracks')
    .select(['id', 'title'])
    .where('userId', '=', artistId)
    .execute();
  const trackIds = tracks.map((t) => t.id);
  const titles = new Map(tracks.map((t) => [t.id, t.title]));
  const channels = await partyChannels(db, artistId);

  const [plays, likes, follows, payments, subscriptions, comments, trackComments] = await Promise.all([
    trackIds.length
      ? db
          .selectFrom('trackPlays')
          .select((eb) => [
            'userId',
            'trackId',
            eb.fn.countAll<number>().as('count'),
            eb.fn.min('createdAt').as('first'),
          ])
          .where('trackId', 'in', trackIds)
          .where('userId', 'is not', null)
          .where('userId', '!=', artistId)
          .groupBy(['userId', 'trackId'])
          .execute()
      : [],
    trackIds.length
      ? db
          .selectFrom('trackLikes')
          .select((eb) => [
            'userId',
            eb.fn.countAll<number>().as('count'),
            eb.fn.min('createdAt').as('first'),
          ])
          .where('trackId', 'in', trackIds)
          .where('userId', '!=', artistId)
          .groupBy('userId')
          .execute()
      : [],
    db
      .selectFrom('follows')
      .select(['followerId', 'createdAt'])
      .where('followeeId', '=', artistId)
      .where('followerId', '!=', artistId)
      .execute(),
    db
      .selectFrom('transactions')
      .select((eb) => [
        'userId',
        'paymentType',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount').as('amount'),
        eb.fn.min('createdAt').as('first'),
      ])
      .where('payeeId', '=', artistId)
      .where('status', '=', 'succeeded')
      .where('userId', 'is not', null)
      .where('userId', '!=', artistId)
      .groupBy(['userId', 'paymentType'])
      .execute(),
    db
      .selectFrom('subscriptions')
      .select(['userId', 'status', 'createdAt', 'currentPeriodEnd', 'updatedAt'])
      .where('kind', '=', 'fan')
      .where('artistId', '=', artistId)
      .where('userId', '!=', artistId)
      .where('status', '!=', 'incomplete')
      .execute(),
    channels.length
      ? db
          .selectFrom('liveChatMessages')
          .select((eb) => ['userId', eb.fn.countAll<number>().as('count')])
          .where('channel', 'in', channels)
          .where('userId', 'is not', null)
          .where('userId', '!=', artistId)
          .groupBy('userId')
          .execute()
      : [],
    commentCountsByAuthor(db, trackIds, artistId),
  ]);

  const records = new Map<number, FanRecord>();
  const record = (rawId: number | null, at: string | null | undefined): FanRecord | null => {
    if (rawId === null) return null;
    const id = Number(rawId);
    let fan = records.get(id);
    if (!fan) {
      fan = {
        id,
        since: Number.POSITIVE_INFINITY,
        favourite: new Map(),
        plays: 0,
        likes: 0,
        follows: false,
        tips: 0,
        purchases: 0,
        monthsSubscribed: 0,
        totalSpent: 0,
        comments: 0,
      };
      records.set(id, fan);
    }
    if (at) fan.since = Math.min(fan.since, new Date(at).getTime());
    return fan;
  };

  for (const row of plays) {
    const fan = record(row.userId, row.first as string);
    if (!fan) continue;
    const count = Number(row.count);
    fan.plays += count;
    fan.favourite.set(Number(row.trackId), count);
  }
  for (const row of likes) {
    const fan = record(row.userId, row.first as string);
    if (fan) fan.likes += Number(row.count);
  }
  for (const row of follows) {
    const fan = record(row.followerId, row.createdAt);
    if (fan) fan.follows = true;
  }
  for (const row of payments) {
    const fan = record(row.userId, row.first as string);
    if (!fan) continue;
    const count = Number(row.count);
    fan.totalSpent += Number(row.amount ?? 0);
    if (row.paymentType === 'tip') fan.tips += count;
    else if (PURCHASE_TYPES.includes(row.paymentType)) fan.purchases += count;
  }
  for (const row of subscriptions) {
    const fan = record(row.userId, row.createdAt);
    if (!fan) continue;
    const ended =
      row.status === 'active'
        ? now
        : new Date(Math.min(now.getTime(), new Date(row.currentPeriodEnd ?? row.updatedAt).getTime()));
    fan.monthsSubscribed += monthsBetween(row.createdAt, ended);
  }
  for (const row of comments) {
    const fan = record(row.userId, null);
    if (fan) fan.comments += Number(row.count);
  }
  for (const row of trackComments) {
    const fan = record(row.userId, row.first);
    if (fan) fan.comments += row.count;
  }

  const ids = [...records.keys()];
  const users = ids.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username', 'displayName', 'profileImage', 'location'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const fans: Fan[] = [];
  for (const user of users) {
    const r = records.get(Number(user.id));
    if (!r) continue;
    const points = fanPoints(r);
    let favourite: { id: number; title: string } | null = null;
    let best = 0;
    for (const [trackId, count] of r.favourite) {
      if (count > best) {
        best = count;
        favourite = { id: trackId, title: titles.get(trackId) ?? '' };
      }
    }
    fans.push({
      id: Number(user.id),
      username: user.username,
      name: publicName(user),
      avatar: user.profileImage,
      location: user.location,
      engagementScore: points,
      fanLevel: fanLevel(points),
      totalSpent: r.totalSpent,
      monthsSubscribed: r.monthsSubscribed,
      favoriteTrack: favourite,
      plays: r.plays,
      likes: r.likes,
      follows: r.follows,
      tips: r.tips,
      purchases: r.purchases,
      interactions: r.plays + r.likes + (r.follows ? 1 : 0) + r.tips + r.purchases + r.comments,
      sharesCount: 0,
      commentsCount: r.comments,
      since: new Date(Number.isFinite(r.since) ? r.since : now.getTime()).toISOString(),
    });
  }
  // Ranked by engagement points (spend is part of them), then by spend.
  fans.sort((a, b) => b.engagementScore - a.engagementScore || b.totalSpent - a.totalSpent || a.id - b.id);
  const listening = fans.filter((f) => f.plays > 0);
  return {
    fans,
    listeners: listening.length,
    repeatListeners: listening.filter((f) => f.plays > 1).length,
    trackIds,
  };
}

/** Whether a user is one of the artist's fans (any play, like, comment, follow, payment or fan subscription). */
export async function isFanOf(db: Db, artistId: number, fanId: number): Promise<boolean> {
  if (artistId === fanId) return false;
  const checks = await Promise.all([
    db
      .selectFrom('trackPlays')
      .innerJoin('tracks', 'tracks.id', 'trackPlays.trackId')
      .select('trackPlays.id')
      .where('tracks.userId', '=', artistId)
      .where('trackPlays.userId', '=', fanId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('trackLikes')
      .innerJoin('tracks', 'tracks.id', 'trackLikes.trackId')
      .select('trackLikes.trackId')
      .where('tracks.userId', '=', artistId)
      .where('trackLikes.userId', '=', fanId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('trackComments')
      .innerJoin('tracks', 'tracks.id', 'trackComments.trackId')
      .select('trackComments.id')
      .where('tracks.userId', '=', artistId)
      .where('trackComments.userId', '=', fanId)
      .where('trackComments.removedAt', 'is', null)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('follows')
      .select('followerId')
      .where('followeeId', '=', artistId)
      .where('followerId', '=', fanId)
      .executeTakeFirst(),
    db
      .selectFrom('transactions')
      .select('id')
      .where('payeeId', '=', artistId)
      .where('userId', '=', fanId)
      .where('status', '=', 'succeeded')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('subscriptions')
      .select('id')
      .where('kind', '=', 'fan')
      .where('artistId', '=', artistId)
      .where('userId', '=', fanId)
      .where('status', '!=', 'incomplete')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return checks.some(Boolean);
}
