import type { Db } from '../../db/connection';
import { enqueueJob, trackIdOf } from '../../jobs/queue';

/** Tracks queued per sweep, so an old catalogue is measured gradually behind new uploads. */
const PER_SWEEP = 10;

/**
 * Queues the catalogue's analysis again for published tracks analysed before the hit features existed (their
 * stored results come out the same; the features are added), a few per sweep and never twice at once.
 */
export async function enqueueMissingHitFeatures(db: Db): Promise<number> {
  const pending = await db
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', 'analyse-track')
    .where('status', 'in', ['queued', 'running'])
    .execute();
  const busy = new Set(
    pending.flatMap((job) => {
      try {
        return [trackIdOf(job.payload)];
      } catch {
        return [];
      }
    }),
  );
  const missing = await db
    .selectFrom('tracks')
    .leftJoin('trackHitFeatures', 'trackHitFeatures.trackId', 'tracks.id')
    .select('tracks.id')
    .where('tracks.status', '=', 'published')
    .where('tracks.analysisStatus', '=', 'done')
    .where('tracks.storageKey', 'is not', null)
    .where('trackHitFeatures.trackId', 'is', null)
    .orderBy('tracks.id')
    .limit(PER_SWEEP + busy.size)
    .execute();
  const queue = missing.filter((t) => !busy.has(t.id)).slice(0, PER_SWEEP);
  for (const track of queue) await enqueueJob(db, 'analyse-track', { trackId: track.id });
  return queue.length;
}
