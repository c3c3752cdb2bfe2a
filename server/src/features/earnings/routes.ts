import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { requireUser } from '../auth';
import { readEarnings } from './commands/readEarnings';

/** A creator's earnings (tips, fan subscriptions, beat sales, editions) for the artist dashboard. */
export function earningsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const earningsDoc = doc({
    summary: "The signed-in creator's earnings: totals, by type, and the latest items with their refunds",
    auth: 'user',
    responses: { 200: 'EarningsWithRefunds' },
  });
  app.get('/api/me/earnings', earningsDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readEarnings(db, user.id);
  });
}
