import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth';
import { readEarnings } from './commands/readEarnings';

/** A creator's earnings (tips, fan subscriptions, beat sales, editions) for the artist dashboard. */
export function earningsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/me/earnings', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readEarnings(db, user.id);
  });
}
