import { spotlightQuerySchema } from '@common/home';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../lib/validate';
import { listLiveSessions } from './commands/listLiveSessions';
import { listSpotlightTracks } from './commands/listSpotlightTracks';

/** GET /api/home/spotlight and GET /api/live-sessions: what Home shows. */
export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/home/spotlight', async (request) => {
    const { limit } = parseInput(spotlightQuerySchema, request.query);
    const viewer = await request.currentUser();
    return listSpotlightTracks(db, { limit, viewerId: viewer?.id ?? null });
  });

  // ctx.realtime is read per request: the real-time layer is attached after the routes.
  app.get('/api/live-sessions', async (request) =>
    listLiveSessions(db, { realtime: ctx.realtime, log: request.log }),
  );
}
