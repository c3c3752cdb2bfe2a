import { spotlightQuerySchema } from '@common/home';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { listLiveSessions } from './commands/listLiveSessions';
import { listSpotlightTracks } from './commands/listSpotlightTracks';

/** GET /api/home/spotlight and GET /api/live-sessions: what Home shows. */
export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const spotlightDoc = doc({
    summary: 'The Independent Artist Spotlight: featured tracks first, then the most played of the last days',
    auth: 'optional',
    query: spotlightQuerySchema,
    responses: { 200: 'SpotlightTracks' },
  });
  app.get('/api/home/spotlight', spotlightDoc, async (request) => {
    const { limit } = parseInput(spotlightQuerySchema, request.query);
    const viewer = await request.currentUser();
    return listSpotlightTracks(db, { limit, viewerId: viewer?.id ?? null });
  });

  // ctx.realtime is read per request: the real-time layer is attached after the routes.
  const liveSessionsDoc = doc({
    summary: "Home's live performances and sessions: DJ streams and active listening rooms, live ones first",
    auth: 'none',
    responses: { 200: 'LiveSessions' },
  });
  app.get('/api/live-sessions', liveSessionsDoc, async (request) =>
    listLiveSessions(db, { realtime: ctx.realtime, log: request.log }),
  );
}
