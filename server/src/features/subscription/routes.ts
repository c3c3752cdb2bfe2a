import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, unauthorized } from '../../lib/errors';
import { idempotencyKeyOf } from '../payments';
import { createPlanSubscription } from './commands/createPlanSubscription';

/** Routes of the subscription feature: POST /api/create-subscription {priceId}. */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/create-subscription', async (request, reply) => {
    try {
      const user = await request.currentUser();
      if (!user) throw unauthorized('Please log in to subscribe to a plan');
      const key = idempotencyKeyOf(request, () => crypto.randomUUID());
      const body = (request.body ?? {}) as { priceId?: unknown };
      return await createPlanSubscription(ctx, user, body.priceId, key);
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
