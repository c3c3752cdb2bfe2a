import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { PeriodicTask } from '../../jobs/periodic';

/** The window recent popularity counts (decision 0054). */
export const POPULARITY_DAYS = 30;
/** A like counts as much as this many plays. */
const LIKE_WEIGHT = 2;

/** The factor relevance is multiplied by: 1 + ln(1 + recent) / 4 (1 for nothing recent). */
export function boostOf(recent: number): number {
  return 1 + Math.log1p(Math.max(0, recent)) / 4;
}

interface Recent {
  source: string;
  id: number;
  recent: number;
}

async function recentActivity(db: Db, since: string): Promise<Recent[]> {
  const { rows } = await sql<{ source: string; id: number; recent: number | string }>`
    select 'tracks' as source, track_id as id, sum(weight) as recent from (
      select track_id, 1 as weight from track_plays where created_at >= ${since}
      union all select track_id, ${LIKE_WEIGHT} as weight from track_likes where created_at >= ${since}
    ) tracks_activity group by track_id
    union all
    select 'users' as source, t.user_id as id, count(*) as recent
      from track_plays p join tracks t on t.id = p.track_id
      where p.created_at >= ${since} and t.user_id is not null
        and t.status = 'published' and t.visibility = 'public'
      group by t.user_id
    union all
    select 'videos' as source, video_id as id, sum(weight) as recent from (
      select video_id, 1 as weight from video_views where created_at >= ${since}
      union all select video_id, ${LIKE_WEIGHT} as weight from video_likes where created_at >= ${since}
    ) videos_activity group by video_id`.execute(db);
  return rows.map((row) => ({ source: row.source, id: Number(row.id), recent: Number(row.recent) }));
}

/**
 * Recomputes every document's popularity factor from the plays, likes and views of the last 30 days (tracks and
 * beats: plays + 2 x likes; artists: plays of their public tracks; videos: views + 2 x likes; others 1).
 * Returns how many documents changed.
 */
export async function refreshSearchPopularity(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000).toISOString();
  const recent = await recentActivity(db, since);
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable('searchDocuments')
      .set({ boost: 1 })
      .where('boost', '<>', 1)
      .executeTakeFirst();
    let changed = Number(reset.numUpdatedRows);
    for (const item of recent) {
      const result = await trx
        .updateTable('searchDocuments')
        .set({ boost: boostOf(item.recent) })
        .where('source', '=', item.source)
        .where('sourceId', '=', item.id)
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  });
}

/** Keeps the popularity factors current (every 10 minutes, and at start). */
export const searchPopularityTask: PeriodicTask = {
  name: 'search popularity',
  everyMs: 600_000,
  run: (ctx) => refreshSearchPopularity(ctx.database.db),
};
