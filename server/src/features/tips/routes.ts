import { BLOCK_MESSAGES } from '@common/blocks';
import { tipInputSchema } from '@common/tips';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { startTip } from './commands/startTip';
import { CHECKOUT_RATE_LIMIT, idempotencyKeyOf, idempotencyHeaderSchema } from '../payments';

/** Tips to artists and producers: POST /api/tips answers the checkout of a real payment. */
export function tipsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tipDoc = doc({
    summary: 'Start the payment of a tip to an artist or producer',
    description:
      'The server computes the fee and the total; the answer is the checkout the payment step confirms.',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    body: tipInputSchema,
    responses: { 200: 'Checkout' },
    errors: {
      403: BLOCK_MESSAGES.tip,
      404: 'The artist or the track is not found.',
      422: 'A tip to yourself, or below the card minimum.',
      502: 'The payment provider failed.',
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/tips', tipDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(tipInputSchema, request.body);
    const key = idempotencyKeyOf(request);
    return startTip(ctx, user, input, key);
  });
}
