import { newsletterSubscribeSchema, newsletterUnsubscribeSchema } from '@common/newsletter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../lib/validate';
import { subscribeToNewsletter } from './commands/subscribeToNewsletter';
import { unsubscribeFromNewsletter } from './commands/unsubscribeFromNewsletter';

/** POST /api/newsletter/subscribe (201 first time, 200 after), POST /api/newsletter/unsubscribe. */
export function newsletterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.post('/api/newsletter/subscribe', async (request, reply) => {
    const input = parseInput(newsletterSubscribeSchema, request.body);
    const user = await request.currentUser();
    const { created, result } = await subscribeToNewsletter(db, { ...input, userId: user?.id ?? null });
    reply.code(created ? 201 : 200);
    return result;
  });

  const unsubscribe = async (request: FastifyRequest) => {
    const { email } = parseInput(newsletterUnsubscribeSchema, request.body);
    return unsubscribeFromNewsletter(db, email);
  };
  app.post('/api/newsletter/unsubscribe', unsubscribe);
  app.delete('/api/newsletter/subscribe', unsubscribe);
}
