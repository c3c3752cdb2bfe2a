import { createSubscriptionSchema, PLAN_MESSAGES } from '@common/plans';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { HttpError, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
import { createPlanSubscription } from './commands/createPlanSubscription';

/** Routes of the subscription feature: POST /api/create-subscription {priceId}. */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Every refusal of the handler answers `{ error, message }` (part 1, section 7), not the usual `{ message }`.
  const refusal = (description: string) => ({ type: 'PlanSubscriptionError' as const, description });
  const subscribeDoc = doc({
    summary: "Start the payment of an artist plan's first month (the plan waits for it, incomplete)",
    description:
      "The price is the server's: the client names the plan only. Without an Idempotency-Key header a fresh " +
      "key is used. The route's own refusals carry the message in `error` too.",
    auth: 'user',
    headers: idempotencyHeaderSchema.partial(),
    body: createSubscriptionSchema,
    responses: {
      200: 'PlanCheckout',
      400: refusal(`${PLAN_MESSAGES.unknownPlan}, or a malformed Idempotency-Key`),
      401: refusal(PLAN_MESSAGES.loginRequired),
      409: refusal(
        'The Idempotency-Key was used for another payment, or that payment is still being started',
      ),
      429: {
        ...refusal(`Too many payment starts (${CHECKOUT_RATE_LIMIT})`),
        headers: { 'Retry-After': 'Seconds to wait' },
      },
      502: refusal('The payment provider failed'),
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/create-subscription', subscribeDoc, async (request, reply) => {
    try {
      const user = await request.currentUser();
      if (!user) throw unauthorized(PLAN_MESSAGES.loginRequired);
      const key = idempotencyKeyOf(request, () => crypto.randomUUID());
      const { priceId } = parseInput(createSubscriptionSchema, request.body);
      return await createPlanSubscription(ctx, user, priceId, key);
    } catch (error) {
      // Part 1, section 7: a failure answers an error field (with the usual message beside it).
      if (!(error instanceof HttpError)) throw error;
      return reply
        .headers(error.headers)
        .code(error.statusCode)
        .send({ error: error.message, message: error.message });
    }
  });
}
