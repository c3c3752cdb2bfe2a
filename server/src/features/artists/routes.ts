import { featuredArtistsQuerySchema } from '@common/artists';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { getArtistProfile } from './commands/getArtistProfile';
import { listFeaturedArtists } from './commands/listFeaturedArtists';
import { setFollow } from './commands/setFollow';
import { parseUserId } from '../../lib/ids';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** Follows, featured artists and public profiles. */
export function artistsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  for (const [method, following] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method]('/api/users/:id/follow', async (request: WithId) => {
      const user = await requireUser(request);
      return setFollow(db, user, parseUserId(request.params.id), following);
    });
  }

  app.get('/api/artists/featured', async (request, reply) => {
    const query = parseInput(featuredArtistsQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listFeaturedArtists(db, await request.currentUser(), query);
  });

  app.get('/api/users/:id/profile', async (request: WithId, reply) => {
    const id = parseUserId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    return getArtistProfile(db, await request.currentUser(), id);
  });
}
