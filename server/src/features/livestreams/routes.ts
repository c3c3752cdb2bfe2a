import type { LiveStreamList } from '@common/livestreams';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { listLiveStreams } from './commands/listLiveStreams';
import { listeningRoomsOf } from './listeningRooms';

/** GET /api/live-streams: the Live DJ Stream Zone. */
export function liveStreamsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const listDoc = doc({
    summary:
      'The Live DJ Stream Zone: DJs live now, each with its listening room and whether the viewer follows them',
    auth: 'optional',
    responses: { 200: 'LiveStreamList' },
  });
  app.get('/api/live-streams', listDoc, async (request, reply): Promise<LiveStreamList> => {
    // followedByMe is the viewer's own state: no cache may keep it.
    reply.header('Cache-Control', 'no-store');
    const viewer = await request.currentUser();
    // ctx.realtime is read per request: the socket server is attached after the routes are registered.
    const rooms = listeningRoomsOf(ctx.realtime, (error) =>
      request.log.warn({ err: error }, 'open rooms lookup failed'),
    );
    return { streams: await listLiveStreams(db, viewer?.id ?? null, rooms) };
  });
}
