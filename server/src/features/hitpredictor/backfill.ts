import type { Db } from '../../db/connection';
import type { PeriodicTask } from '../../jobs/periodic';
import { enqueueJob } from '../../jobs/queue';
import { analyseTrackJob } from '../tracks';

/** Tracks queued per sweep, so an old catalogue is measured gradually behind new uploads. */
const PER_SWEEP = 10;

/**
 * Queues the catalogue's analysis again for published tracks analysed before the hit features existed (their
 * stored results come out the same; the features are added), a few per sweep and never twice at once (the
 * analysis job's key).
 */
export async function enqueueMissingHitFeatures(db: Db): Promise<number> {
  let queued = 0;
  let after = 0;
  while (queued < PER_SWEEP) {
    const missing = await db
      .selectFrom('tracks')
      .leftJoin('trackHitFeatures', 'trackHitFeatures.trackId', 'tracks.id')
      .select('tracks.id')
      .where('tracks.status', '=', 'published')
      .where('tracks.analysisStatus', '=', 'done')
      .where('tracks.storageKey', 'is not', null)
      .where('trackHitFeatures.trackId', 'is', null)
      .where('tracks.id', '>', after)
      .orderBy('tracks.id')
      .limit(PER_SWEEP)
      .execute();
    for (const track of missing) {
      if (queued >= PER_SWEEP) break;
      if ((await enqueueJob(db, analyseTrackJob, { trackId: track.id })) !== null) queued += 1;
    }
    if (missing.length < PER_SWEEP) break;
    after = missing.at(-1)!.id;
  }
  return queued;
}

/** Tracks analysed before the Hit Predictor's measures existed get them, a few at a time. */
export const hitFeaturesSweep: PeriodicTask = {
  name: 'hit-features',
  everyMs: 10 * 60_000,
  run: (ctx) => enqueueMissingHitFeatures(ctx.database.db),
};
