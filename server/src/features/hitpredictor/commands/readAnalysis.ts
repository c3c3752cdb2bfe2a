import { HIT_MESSAGES, type HitAnalysis } from '@common/hitpredictor';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { hitAnalysisJob } from '../hitAnalysisJob';
import { presentAnalysis } from '../presenter';

/** One of the user's analyses (404 for anyone else's). */
export async function readAnalysis(db: Db, user: Pick<UserRow, 'id'>, id: number): Promise<HitAnalysis> {
  const row = await db
    .selectFrom('hitAnalyses')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (!row) throw notFound(HIT_MESSAGES.notFound);
  const track =
    row.trackId === null
      ? null
      : await db.selectFrom('tracks').select('title').where('id', '=', row.trackId).executeTakeFirst();
  return presentAnalysis(row, track?.title ?? null, await jobsAhead(db, row.jobId));
}

/** Jobs of the analysis's lane (media) queued or running before this one (the lane takes them in order). */
async function jobsAhead(db: Db, jobId: number | null): Promise<number | null> {
  if (jobId === null) return null;
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lane', '=', hitAnalysisJob.lane.name)
    .where('status', 'in', ['queued', 'running'])
    .where('id', '<', jobId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
