import { BLOCK_MESSAGES } from '@common/blocks';
import {
  fanSubscriptionInputSchema,
  FAN_MESSAGES,
  giftInputSchema,
  myFanSubscriptionsQuerySchema,
} from '@common/fans';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
import { cancelFanSubscription } from './commands/cancelFanSubscription';
import { listMyFanSubscriptions } from './commands/listMyFanSubscriptions';
import { startFanSubscription } from './commands/startFanSubscription';
import { startGift } from './commands/startGift';

type WithId = FastifyRequest<{ Params: { id: string } }>;

function parseSubscriptionId(value: string): number {
  return parseId(value, FAN_MESSAGES.subscriptionNotFound);
}

/** Premium Fan subscriptions (start, list, cancel) and gifted Premium Fan months. */
export function fansRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const paymentErrors = {
    409: 'The Idempotency-Key was used for a different payment, or that payment is still being started.',
    502: 'The payment provider failed.',
  };
  const subscribeDoc = doc({
    summary: 'Start the payment of a Premium Fan month or year of an artist',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    body: fanSubscriptionInputSchema,
    responses: { 200: 'Checkout' },
    errors: {
      404: `${FAN_MESSAGES.artistNotFound}: no such user.`,
      422: FAN_MESSAGES.cannotSubscribeSelf,
      ...paymentErrors,
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/fan-subscriptions', subscribeDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(fanSubscriptionInputSchema, request.body);
    return startFanSubscription(ctx, user, input, idempotencyKeyOf(request));
  });

  const mineDoc = doc({
    summary: "The signed-in user's Premium Fan subscriptions",
    auth: 'user',
    query: myFanSubscriptionsQuerySchema,
    responses: { 200: 'MyFanSubscriptions' },
  });
  app.get('/api/fan-subscriptions/mine', mineDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    const { artist } = parseInput(myFanSubscriptionsQuerySchema, request.query);
    return listMyFanSubscriptions(db, user.id, artist);
  });

  const cancelDoc = doc({
    summary: 'Cancel an own Premium Fan subscription: it runs to the period end without renewing',
    auth: 'user',
    responses: { 200: 'FanSubscription' },
    errors: { 404: `${FAN_MESSAGES.subscriptionNotFound}: no such subscription of yours.` },
  });
  app.delete('/api/fan-subscriptions/:id', cancelDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return cancelFanSubscription(db, user, parseSubscriptionId(request.params.id));
  });

  const giftDoc = doc({
    summary: 'Start the payment of a gifted Premium Fan month of an artist for another user',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    body: giftInputSchema,
    responses: { 200: 'Checkout' },
    errors: {
      403: BLOCK_MESSAGES.gift,
      404: `${FAN_MESSAGES.artistNotFound}, or ${FAN_MESSAGES.recipientNotFound}.`,
      422: `${FAN_MESSAGES.cannotGiftSelf}, or: ${FAN_MESSAGES.recipientIsArtist}.`,
      ...paymentErrors,
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/gifts', giftDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(giftInputSchema, request.body);
    return startGift(ctx, user, input, idempotencyKeyOf(request));
  });
}
