import { BLOCK_MESSAGES } from '@common/blocks';
import {
  FAN_PORTAL_MESSAGES,
  fanMessageSchema,
  fanRewardSchema,
  REWARD_TIERS,
  type RewardTier,
  fanContestSchema,
  vipCampaignSchema,
} from '@common/fanportal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseUserId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import {
  launchFanContest,
  launchVipCampaign,
  sendFanMessage,
  sendFanReward,
  sendTierRewards,
} from './commands/contactFans';
import { readFanPortal } from './commands/readFanPortal';

type WithFan = FastifyRequest<{ Params: { fanId: string } }>;

function parseFanId(value: string): number {
  return parseUserId(value, FAN_PORTAL_MESSAGES.fanNotFound);
}

/** The tier of POST /api/fan-portal/rewards/:tier (for the API document; parseTier reads it). */
const tierParamsSchema = z.object({
  tier: z
    .string()
    .describe(`${REWARD_TIERS.join(', ')} (in any case); anything else answers 404 'Reward tier not found'.`),
});

function parseTier(value: string): RewardTier {
  const tier = REWARD_TIERS.find((t) => t.toLowerCase() === value.toLowerCase());
  if (!tier) throw notFound('Reward tier not found');
  return tier;
}

/** The signed-in artist's Fan Portal and the messages, rewards and campaign that reach their fans' inboxes. */
export function fanportalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const portalDoc = doc({
    summary: "The signed-in artist's Fan Portal: their fans, levels, stats and recent activity",
    auth: 'user',
    responses: { 200: 'FanPortal' },
  });
  app.get('/api/fan-portal', portalDoc, async (request, reply) => {
    const artist = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readFanPortal(db, artist.id);
  });

  const ownFanErrors = {
    403: `${FAN_PORTAL_MESSAGES.notYourFan}; or: ${BLOCK_MESSAGES.message}.`,
    404: `${FAN_PORTAL_MESSAGES.fanNotFound}: no such user.`,
  };
  const messageDoc = doc({
    summary: "Send a personal message to one of the artist's fans (into their inbox)",
    auth: 'user',
    body: fanMessageSchema,
    responses: { 200: 'FanSendResult' },
    errors: ownFanErrors,
  });
  app.post('/api/fan-portal/fans/:fanId/message', messageDoc, async (request: WithFan) => {
    const artist = await requireUser(request);
    const fanId = parseFanId(request.params.fanId);
    const input = parseInput(fanMessageSchema, request.body);
    return sendFanMessage(db, artist, fanId, input);
  });

  const rewardDoc = doc({
    summary: "Send a reward (a tier's perks, a note, or both) to one of the artist's fans",
    auth: 'user',
    body: fanRewardSchema,
    responses: { 200: 'FanSendResult' },
    errors: ownFanErrors,
  });
  app.post('/api/fan-portal/fans/:fanId/reward', rewardDoc, async (request: WithFan) => {
    const artist = await requireUser(request);
    const fanId = parseFanId(request.params.fanId);
    const input = parseInput(fanRewardSchema, request.body);
    return sendFanReward(db, artist, fanId, input);
  });

  const tierRewardsDoc = doc({
    summary: "Send a tier's rewards to every fan of the artist at that level",
    auth: 'user',
    params: tierParamsSchema,
    responses: { 200: 'FanSendResult' },
    errors: {
      404: 'Reward tier not found: not Diamond, Platinum or Gold.',
      409: `${FAN_PORTAL_MESSAGES.noFansAtLevel('<tier>')}: no fan at that level.`,
    },
  });
  app.post(
    '/api/fan-portal/rewards/:tier',
    tierRewardsDoc,
    async (request: FastifyRequest<{ Params: { tier: string } }>) => {
      const artist = await requireUser(request);
      return sendTierRewards(db, artist, parseTier(request.params.tier));
    },
  );

  const contestDoc = doc({
    summary: 'Announce a fan contest in the inbox of every fan of the artist',
    auth: 'user',
    body: fanContestSchema,
    responses: { 200: 'FanSendResult' },
    errors: { 409: `${FAN_PORTAL_MESSAGES.noTopFans}.` },
  });
  app.post('/api/fan-portal/contest', contestDoc, async (request) => {
    const artist = await requireUser(request);
    const input = parseInput(fanContestSchema, request.body);
    return launchFanContest(db, artist, input);
  });

  const campaignDoc = doc({
    summary: "Launch the VIP campaign: an invitation in the inbox of the artist's top fans",
    auth: 'user',
    body: vipCampaignSchema,
    responses: { 200: 'FanSendResult' },
    errors: { 409: `${FAN_PORTAL_MESSAGES.noTopFans}.` },
  });
  app.post('/api/fan-portal/campaign', campaignDoc, async (request) => {
    const artist = await requireUser(request);
    const input = parseInput(vipCampaignSchema, request.body);
    return launchVipCampaign(db, artist, input);
  });
}
