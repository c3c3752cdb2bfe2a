import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listLiveStreams } from './commands/listLiveStreams';
import { noListeningRooms } from './listeningRooms';

/** GET /api/live-streams: the Live DJ Stream Zone. */
export function liveStreamsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/live-streams', async (request, reply) => {
    // followedByMe is the viewer's own state: no cache may keep it.
    reply.header('Cache-Control', 'no-store');
    const viewer = await request.currentUser();
    return { streams: await listLiveStreams(db, viewer?.id ?? null, noListeningRooms) };
  });
}
