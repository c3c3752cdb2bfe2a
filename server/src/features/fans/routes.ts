import { fanSubscriptionInputSchema, FAN_MESSAGES, giftInputSchema } from '@common/fans';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { idempotencyKeyOf } from '../payments';
import { cancelFanSubscription } from './commands/cancelFanSubscription';
import { listMyFanSubscriptions } from './commands/listMyFanSubscriptions';
import { startFanSubscription } from './commands/startFanSubscription';
import { startGift } from './commands/startGift';

type WithId = FastifyRequest<{ Params: { id: string } }>;

function parseSubscriptionId(value: string): number {
  return parseId(value, FAN_MESSAGES.subscriptionNotFound);
}

function optionalArtistId(query: unknown): number | undefined {
  const raw = (query as { artist?: unknown } | null)?.artist;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** Premium Fan subscriptions (start, list, cancel) and gifted Premium Fan months. */
export function fansRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.post('/api/fan-subscriptions', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(fanSubscriptionInputSchema, request.body);
    return startFanSubscription(ctx, user, input, idempotencyKeyOf(request));
  });

  app.get('/api/fan-subscriptions/mine', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listMyFanSubscriptions(db, user.id, optionalArtistId(request.query));
  });

  app.delete('/api/fan-subscriptions/:id', async (request: WithId) => {
    const user = await requireUser(request);
    return cancelFanSubscription(db, user, parseSubscriptionId(request.params.id));
  });

  app.post('/api/gifts', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(giftInputSchema, request.body);
    return startGift(ctx, user, input, idempotencyKeyOf(request));
  });
}
