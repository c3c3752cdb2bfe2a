import { playsPerDayQuerySchema } from '@common/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { getArtistAnalytics } from './commands/getArtistAnalytics';
import { getPlaysPerDay } from './commands/getPlaysPerDay';

/** GET /api/dashboard/analytics and /api/dashboard/plays-per-day: the signed-in artist's numbers. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/dashboard/analytics', async (request) => {
    const user = await requireUser(request);
    return getArtistAnalytics(db, user.id);
  });

  app.get('/api/dashboard/plays-per-day', async (request) => {
    const user = await requireUser(request);
    const { days } = parseInput(playsPerDayQuerySchema, request.query);
    return getPlaysPerDay(db, user.id, days);
  });
}
