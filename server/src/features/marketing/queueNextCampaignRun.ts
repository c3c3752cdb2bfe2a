import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/queue';

/** The send job is retried this often when it fails outright (its deliveries keep their own state). */
export const CAMPAIGN_JOB_MAX_ATTEMPTS = 20;

/**
 * Queues the next run of a campaign's job at `runAfter` (ms since the epoch), unless one is queued already: a
 * run queues its successor only once. `outages`: how many runs in a row before this one found the mail server
 * away (null when this run reached it).
 */
export async function queueNextCampaignRun(
  db: Db,
  campaignId: number,
  outages: number | null,
  runAfter: number,
): Promise<void> {
  const queued = await db
    .selectFrom('jobs')
    .select('payload')
    .where('type', '=', 'send-campaign')
    .where('status', '=', 'queued')
    .execute();
  const successorQueued = queued.some((job) => {
    const payload =
      typeof job.payload === 'string' ? (JSON.parse(job.payload) as Record<string, unknown>) : job.payload;
    return Number(payload.campaignId) === campaignId;
  });
  if (successorQueued) return;
  await enqueueJob(
    db,
    'send-campaign',
    { campaignId, ...(outages !== null ? { outages: outages + 1 } : {}) },
    { maxAttempts: CAMPAIGN_JOB_MAX_ATTEMPTS, runAfter: new Date(runAfter) },
  );
}
