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
import type { AppContext } from '../../context';
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

function parseTier(value: string): RewardTier {
  const tier = REWARD_TIERS.find((t) => t.toLowerCase() === value.toLowerCase());
  if (!tier) throw notFound('Reward tier not found');
  return tier;
}

/** The signed-in artist's Fan Portal and the messages, rewards and campaign that reach their fans' inboxes. */
export function fanportalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/fan-portal', async (request, reply) => {
    const artist = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readFanPortal(db, artist.id);
  });

  app.post('/api/fan-portal/fans/:fanId/message', async (request: WithFan) => {
    const artist = await requireUser(request);
    const fanId = parseFanId(request.params.fanId);
    const input = parseInput(fanMessageSchema, request.body);
    return sendFanMessage(db, artist, fanId, input);
  });

  app.post('/api/fan-portal/fans/:fanId/reward', async (request: WithFan) => {
    const artist = await requireUser(request);
    const fanId = parseFanId(request.params.fanId);
    const input = parseInput(fanRewardSchema, request.body);
    return sendFanReward(db, artist, fanId, input);
  });

  app.post('/api/fan-portal/rewards/:tier', async (request: FastifyRequest<{ Params: { tier: string } }>) => {
    const artist = await requireUser(request);
    return sendTierRewards(db, artist, parseTier(request.params.tier));
  });

  app.post('/api/fan-portal/contest', async (request) => {
    const artist = await requireUser(request);
    const input = parseInput(fanContestSchema, request.body);
    return launchFanContest(db, artist, input);
  });

  app.post('/api/fan-portal/campaign', async (request) => {
    const artist = await requireUser(request);
    const input = parseInput(vipCampaignSchema, request.body);
    return launchVipCampaign(db, artist, input);
  });
}
