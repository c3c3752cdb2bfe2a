import { z } from 'zod';
import { defineJob, LANES } from '../../jobs/define';
import { CAMPAIGN_JOB_MAX_ATTEMPTS, sendCampaignJob } from './sendCampaignJob';

/**
 * The 'send-campaign' job: sends a campaign's queued deliveries for a few seconds, then queues its own next run
 * (one queued run per campaign: the key), in the campaign lane.
 */
export const campaignJob = defineJob({
  type: 'send-campaign',
  schema: z.object({
    campaignId: z.number().int().positive(),
    outages: z.number().int().nonnegative().optional(),
  }),
  lane: LANES.campaign,
  maxAttempts: CAMPAIGN_JOB_MAX_ATTEMPTS,
  key: ({ campaignId }) => String(campaignId),
  run: sendCampaignJob,
});
