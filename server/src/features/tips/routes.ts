import { tipInputSchema } from '@common/tips';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { startTip } from './commands/startTip';
import { idempotencyKeyOf } from '../payments';

/** Tips to artists and producers: POST /api/tips answers the checkout of a real payment. */
export function tipsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tips', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(tipInputSchema, request.body);
    const key = idempotencyKeyOf(request);
    return startTip(ctx, user, input, key);
  });
}
