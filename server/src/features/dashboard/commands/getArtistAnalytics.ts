import { type AnalyticsTile, type DashboardAnalytics, embedPlayShare, weeklyChange } from '@common/dashboard';
import { formatCount } from '@common/format';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { weekWindows } from '../weeks';

interface WeekCounts {
  thisWeek: number;
  lastWeek: number;
}

type Windows = ReturnType<typeof weekWindows>;

/** sum(case when <column> >= this week's start then 1 else 0 end) and the same for last week. */
function weekSums<T extends keyof Database>(
  eb: ExpressionBuilder<Database, T>,
  column: string,
  windows: Windows,
) {
  const ref = sql.ref<string>(column);
  return [
    eb.fn.sum<number>(eb.case().when(ref, '>=', windows.thisWeekStart).then(1).else(0).end()).as('thisWeek'),
    eb.fn.sum<number>(eb.case().when(ref, '<', windows.thisWeekStart).then(1).else(0).end()).as('lastWeek'),
  ];
}

const toCounts = (row: { thisWeek: unknown; lastWeek: unknown } | undefined): WeekCounts => ({
  thisWeek: Number(row?.thisWeek ?? 0),
  lastWeek: Number(row?.lastWeek ?? 0),
});

function tile(
  id: AnalyticsTile['id'],
  title: string,
  value: number,
  counts: WeekCounts,
  description: string,
): AnalyticsTile {
  return { id, title, value, ...weeklyChange(counts.thisWeek, counts.lastWeek), description };
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Analytics Overview for an artist: totals of their tracks' plays and likes, their followers and this
 * week's listeners, each with the change of the last 7 days against the 7 days before.
 */
export async function getArtistAnalytics(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<DashboardAnalytics> {
  const windows = weekWindows(now);

  const [totals, followerTotal, plays, likes, follows, listeners] = await Promise.all([
    db
      .selectFrom('tracks')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('playCount'), eb.lit(0)).as('plays'),
        eb.fn.coalesce(eb.fn.sum<number>('likeCount'), eb.lit(0)).as('likes'),
        eb.fn.countAll<number>().as('tracks'),
      ])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('followers'))
      .where('followeeId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('trackPlays')
      .innerJoin('tracks', 'tracks.id', 'trackPlays.trackId')
      .select((eb) => [
        ...weekSums(eb, 'trackPlays.createdAt', windows),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.and([
                  eb('trackPlays.createdAt', '>=', windows.thisWeekStart),
                  eb('trackPlays.source', '=', 'embed'),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('embedThisWeek'),
      ])
      .where('tracks.userId', '=', userId)
      .where('trackPlays.createdAt', '>=', windows.lastWeekStart)
      .where('trackPlays.createdAt', '<=', windows.end)
      .executeTakeFirst(),
    db
      .selectFrom('trackLikes')
      .innerJoin('tracks', 'tracks.id', 'trackLikes.trackId')
      .select((eb) => weekSums(eb, 'trackLikes.createdAt', windows))
      .where('tracks.userId', '=', userId)
      .where('trackLikes.createdAt', '>=', windows.lastWeekStart)
      .where('trackLikes.createdAt', '<=', windows.end)
      .executeTakeFirst(),
    db
      .selectFrom('follows')
      .select((eb) => weekSums(eb, 'follows.createdAt', windows))
      .where('followeeId', '=', userId)
      .where('createdAt', '>=', windows.lastWeekStart)
      .where('createdAt', '<=', windows.end)
      .executeTakeFirst(),
    db
      .selectFrom('trackPlays')
      .innerJoin('tracks', 'tracks.id', 'trackPlays.trackId')
      .select((eb) => [
        eb.fn
          .count<number>(
            eb
              .case()
              .when('trackPlays.createdAt', '>=', windows.thisWeekStart)
              .then(eb.ref('trackPlays.listenerKey'))
              .end(),
          )
          .distinct()
          .as('thisWeek'),
        eb.fn
          .count<number>(
            eb
              .case()
              .when('trackPlays.createdAt', '<', windows.thisWeekStart)
              .then(eb.ref('trackPlays.listenerKey'))
              .end(),
          )
          .distinct()
          .as('lastWeek'),
      ])
      .where('tracks.userId', '=', userId)
      .where('trackPlays.createdAt', '>=', windows.lastWeekStart)
      .where('trackPlays.createdAt', '<=', windows.end)
      .executeTakeFirst(),
  ]);

  const totalPlays = Number(totals?.plays ?? 0);
  const totalLikes = Number(totals?.likes ?? 0);
  const followers = Number(followerTotal?.followers ?? 0);
  const playCounts = toCounts(plays);
  const likeCounts = toCounts(likes);
  const followCounts = toCounts(follows);
  const listenerCounts = toCounts(listeners);

  return {
    tiles: [
      tile(
        'plays',
        'Total Plays',
        totalPlays,
        playCounts,
        `${plural(playCounts.thisWeek, 'play', 'plays')} this week`,
      ),
      tile(
        'likes',
        'Likes',
        totalLikes,
        likeCounts,
        `${plural(likeCounts.thisWeek, 'new like', 'new likes')} this week`,
      ),
      tile(
        'followers',
        'Followers',
        followers,
        followCounts,
        `${plural(followCounts.thisWeek, 'new follower', 'new followers')} this week`,
      ),
      tile(
        'listeners',
        'Listeners',
        listenerCounts.thisWeek,
        listenerCounts,
        'Different people who played your tracks in the last 7 days',
      ),
    ],
    embeds: embedPlayShare(Number(plays?.embedThisWeek ?? 0), playCounts.thisWeek),
  };
}
