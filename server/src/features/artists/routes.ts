import { ARTIST_MESSAGES, featuredArtistsQuerySchema } from '@common/artists';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
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
    const followDoc = doc({
      summary: following ? 'Follow a user' : 'Stop following a user',
      auth: 'user',
      responses: { 200: 'FollowState' },
      errors: {
        400: `${ARTIST_MESSAGES.cannotFollowSelf}.`,
        404: `${ARTIST_MESSAGES.userNotFound}: no user has this id.`,
      },
    });
    app[method]('/api/users/:id/follow', followDoc, async (request: WithId) => {
      const user = await requireUser(request);
      return setFollow(db, user, parseUserId(request.params.id), following);
    });
  }

  const featuredDoc = doc({
    summary: 'Artists ranked by the plays of their public, published tracks',
    auth: 'optional',
    query: featuredArtistsQuerySchema,
    responses: { 200: 'FeaturedArtistList' },
  });
  app.get('/api/artists/featured', featuredDoc, async (request, reply) => {
    const query = parseInput(featuredArtistsQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listFeaturedArtists(db, await request.currentUser(), query);
  });

  const profileDoc = doc({
    summary: "A user's public profile: name, picture, follows, public tracks and their plays",
    auth: 'optional',
    responses: { 200: 'ArtistProfile' },
    errors: { 404: `${ARTIST_MESSAGES.userNotFound}: no user has this id.` },
  });
  app.get('/api/users/:id/profile', profileDoc, async (request: WithId, reply) => {
    const id = parseUserId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    return getArtistProfile(db, await request.currentUser(), id);
  });
}
