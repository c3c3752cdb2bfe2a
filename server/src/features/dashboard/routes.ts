import { playsPerDayQuerySchema } from '@common/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { getArtistAnalytics } from './commands/getArtistAnalytics';
import { getPlaysPerDay } from './commands/getPlaysPerDay';

/** GET /api/dashboard/analytics and /api/dashboard/plays-per-day: the signed-in artist's numbers. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const analyticsDoc = doc({
    summary: "The signed-in artist's analytics tiles: this week's plays, likes, followers and listeners",
    auth: 'user',
    responses: { 200: 'DashboardAnalytics' },
  });
  app.get('/api/dashboard/analytics', analyticsDoc, async (request) => {
    const user = await requireUser(request);
    return getArtistAnalytics(db, user.id);
  });

  const playsPerDayDoc = doc({
    summary: "Plays of the signed-in artist's tracks per UTC day over the last days, zero days included",
    auth: 'user',
    query: playsPerDayQuerySchema,
    responses: { 200: 'PlaysPerDay' },
  });
  app.get('/api/dashboard/plays-per-day', playsPerDayDoc, async (request) => {
    const user = await requireUser(request);
    const { days } = parseInput(playsPerDayQuerySchema, request.query);
    return getPlaysPerDay(db, user.id, days);
  });
}
