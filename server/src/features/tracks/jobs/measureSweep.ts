import type { Db } from '../../../db/connection';
import type { PeriodicTask } from '../../../jobs/periodic';
import { enqueueJob } from '../../../jobs/queue';
import { analyseTrackJob } from './analyseTrack';

/** Tracks queued per sweep, so old tracks are measured gradually behind new uploads. */
const PER_SWEEP = 10;

/**
 * Queues the analysis again for analysed tracks with stored audio whose tempo and key were measured before the
 * measurements were kept apart (decision 0053: `measured_at` is null), a few per sweep and never twice at once
 * (the analysis job's key). The analysis writes `measured_at`, so each track is measured once.
 */
export async function enqueueUnmeasuredTracks(db: Db): Promise<number> {
  const tracks = await db
    .selectFrom('tracks')
    .select('id')
    .where('analysisStatus', '=', 'done')
    .where('storageKey', 'is not', null)
    .where('measuredAt', 'is', null)
    .orderBy('id')
    .limit(PER_SWEEP)
    .execute();
  let queued = 0;
  for (const track of tracks) {
    if ((await enqueueJob(db, analyseTrackJob, { trackId: track.id })) !== null) queued += 1;
  }
  return queued;
}

/** Tracks analysed before decision 0053 get their tempo and key measured again, a few at a time. */
export const measureSweep: PeriodicTask = {
  name: 'measure-tempo-key',
  everyMs: 5 * 60_000,
  run: (ctx) => enqueueUnmeasuredTracks(ctx.database.db),
};
