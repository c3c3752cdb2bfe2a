import { type PlaysPerDay, utcDateRange } from '@common/dashboard';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/migrations/columns';

/**
 * Plays of the artist's tracks per UTC day, for each of the last `days` days (today included), zero days
 * included. Bucketed in the database: the date part of the ISO text on SQLite, to_char in UTC on PostgreSQL.
 */
export async function getPlaysPerDay(
  db: Db,
  userId: number,
  days: number,
  now = new Date(),
): Promise<PlaysPerDay> {
  const dates = utcDateRange(now, days);
  const since = `${dates[0]}T00:00:00.000Z`;
  const day = isPostgres(db)
    ? sql<string>`to_char(track_plays.created_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(track_plays.created_at, 1, 10)`;

  const rows = await db
    .selectFrom('trackPlays')
    .innerJoin('tracks', 'tracks.id', 'trackPlays.trackId')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('plays')])
    .where('tracks.userId', '=', userId)
    .where('trackPlays.createdAt', '>=', since)
    .groupBy(day)
    .execute();

  const byDay = new Map(rows.map((r) => [r.day, Number(r.plays)]));
  return dates.map((date) => ({ date, plays: byDay.get(date) ?? 0 }));
}
