import { HIT_MESSAGES, type HitAnalysis } from '@common/hitpredictor';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { badRequest, notFound } from '../../../lib/errors';
import { hitAnalysisJob } from '../hitAnalysisJob';
import { presentAnalysis } from '../presenter';

/** Starts the analysis of one of the user's own tracks (404 for anyone else's). */
export async function startTrackAnalysis(
  db: Db,
  user: Pick<UserRow, 'id'>,
  trackId: number,
): Promise<HitAnalysis> {
  const track = await db
    .selectFrom('tracks')
    .select(['id', 'title', 'storageKey', 'genre'])
    .where('id', '=', trackId)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (!track) throw notFound(HIT_MESSAGES.trackNotFound);
  if (!track.storageKey) throw badRequest(HIT_MESSAGES.trackHasNoAudio);
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('hitAnalyses')
      .values({
        userId: user.id,
        trackId: track.id,
        genre: track.genre?.toLowerCase() ?? null,
        stage: 'Queued',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const jobId = await enqueueJob(trx, hitAnalysisJob, { analysisId: inserted.id });
    await trx.updateTable('hitAnalyses').set({ jobId }).where('id', '=', inserted.id).execute();
    return { ...inserted, jobId };
  });
  return presentAnalysis(row, track.title);
}
