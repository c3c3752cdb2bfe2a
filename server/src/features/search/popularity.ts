import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { PeriodicTask } from '../../jobs/periodic';
import { bumpSearchGeneration } from './answerCache';
import { listedTrack } from '../../db/listing';

/** The window recent popularity counts (decision 0054). */
export const POPULARITY_DAYS = 30;
/** How many documents one update statement sets. */
const UPDATE_CHUNK = 500;
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
        and ${listedTrack('t')}
      group by t.user_id
    union all
    select 'videos' as source, video_id as id, sum(weight) as recent from (
      select video_id, 1 as weight from video_views where created_at >= ${since}
      union all select video_id, ${LIKE_WEIGHT} as weight from video_likes where created_at >= ${since}
    ) videos_activity group by video_id`.execute(db);
  return rows.map((row) => ({ source: row.source, id: Number(row.id), recent: Number(row.recent) }));
}

/** Sets the factor of these documents of one source, in chunks, where it differs; answers how many changed. */
async function setBoosts(db: Db, source: string, boosts: Map<number, number>): Promise<number> {
  const ids = [...boosts.keys()];
  let changed = 0;
  for (let start = 0; start < ids.length; start += UPDATE_CHUNK) {
    const chunk = ids.slice(start, start + UPDATE_CHUNK);
    const wanted = sql`case source_id ${sql.join(
      chunk.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(boosts.get(id)!)}`),
      sql` `,
    )} end`;
    const result = await sql`update search_documents set boost = ${wanted}
      where source = ${source} and source_id in (${sql.join(chunk.map((id) => sql.lit(id)))})
        and boost <> ${wanted}`.execute(db);
    changed += Number(result.numAffectedRows ?? 0);
  }
  return changed;
}

/**
 * Recomputes every document's popularity factor from the plays, likes and views of the last 30 days (tracks and
 * beats: plays + 2 x likes; artists: plays of their public tracks; videos: views + 2 x likes; others 1).
 * Only documents whose factor changes are written, a chunk per statement. Returns how many changed.
 */
export async function refreshSearchPopularity(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000).toISOString();
  const wanted = new Map<string, Map<number, number>>();
  for (const item of await recentActivity(db, since)) {
    if (!wanted.has(item.source)) wanted.set(item.source, new Map());
    wanted.get(item.source)!.set(item.id, boostOf(item.recent));
  }
  return db.transaction().execute(async (trx) => {
    // Documents raised before and quiet now go back to 1.
    const raised = await trx
      .selectFrom('searchDocuments')
      .select(['source', 'sourceId'])
      .where('boost', '<>', 1)
      .execute();
    for (const row of raised) {
      const id = Number(row.sourceId);
      if (!wanted.get(row.source)?.has(id)) {
        if (!wanted.has(row.source)) wanted.set(row.source, new Map());
        wanted.get(row.source)!.set(id, 1);
      }
    }
    let changed = 0;
    for (const [source, boosts] of wanted) changed += await setBoosts(trx, source, boosts);
    // Rankings changed: answers kept from before are stale.
    if (changed > 0) await bumpSearchGeneration(trx);
    return changed;
  });
}

/** Keeps the popularity factors current (every 10 minutes, and at start). */
export const searchPopularityTask: PeriodicTask = {
  name: 'search popularity',
  everyMs: 600_000,
  run: (ctx) => refreshSearchPopularity(ctx.database.db),
};
