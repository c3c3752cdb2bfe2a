import { COLLAB_PROFILE_MESSAGES, collabProfileSchema, matchQuerySchema } from '@common/collab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseUserId, USER_NOT_FOUND } from '../../lib/ids';
import { requireUser } from '../auth';
import { listCollabFilters } from './commands/listCollabFilters';
import { listMatches } from './commands/listMatches';
import { readMyCollabProfile, readPublicCollabProfile } from './commands/readCollabProfile';
import { readSoundProfile } from './commands/readSoundProfile';
import { saveCollabProfile } from './commands/saveCollabProfile';
import { showMatch } from './commands/showMatch';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithUserId = FastifyRequest<{ Params: { userId: string } }>;

/** Collab profiles and matching: /api/collab/profile, /api/collab/matches, sound profiles and filter options. */
export function collabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const myProfileDoc = doc({
    summary: "The signed-in user's own collab profile",
    auth: 'user',
    responses: { 200: 'CollabProfile' },
    errors: { 404: `${COLLAB_PROFILE_MESSAGES.profileNotFound}: they have not created one.` },
  });
  app.get('/api/collab/profile', myProfileDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readMyCollabProfile(db, user.id);
  });

  const saveProfileDoc = doc({
    summary: "Create or replace the signed-in user's collab profile",
    auth: 'user',
    body: collabProfileSchema,
    responses: { 200: 'CollabProfile' },
    errors: { 400: `${COLLAB_PROFILE_MESSAGES.examplesOwnPublished}, or another invalid field.` },
  });
  app.put('/api/collab/profile', saveProfileDoc, async (request) => {
    const user = await requireUser(request);
    return saveCollabProfile(ctx, user, request.body);
  });

  const publicProfileDoc = doc({
    summary: "A user's collab profile (the artist page): private examples only for the owner",
    auth: 'optional',
    responses: { 200: 'CollabProfile' },
    errors: {
      404: `${USER_NOT_FOUND} (an id that is not one), or ${COLLAB_PROFILE_MESSAGES.profileNotFound}.`,
    },
  });
  app.get('/api/users/:id/collab-profile', publicProfileDoc, async (request: WithId, reply) => {
    const id = parseUserId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    return readPublicCollabProfile(db, id, (await request.currentUser())?.id ?? null);
  });

  const matchesDoc = doc({
    summary:
      'The Finder: artists open to collaborations, filtered, with personal scores for a user with a profile',
    auth: 'optional',
    query: matchQuerySchema,
    responses: { 200: 'MatchPage' },
  });
  app.get('/api/collab/matches', matchesDoc, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listMatches(db, await request.currentUser(), request.query);
  });

  const matchDoc = doc({
    summary:
      "One artist open to collaborations as a match card, with the caller's scores when they have a profile",
    auth: 'optional',
    responses: { 200: 'CollabMatch' },
    errors: {
      404: `${COLLAB_PROFILE_MESSAGES.matchNotFound} (oneself, no profile, unavailable, a deleted account), or ${USER_NOT_FOUND}.`,
    },
  });
  app.get('/api/collab/matches/:userId', matchDoc, async (request: WithUserId, reply) => {
    const id = parseUserId(request.params.userId);
    reply.header('Cache-Control', 'no-store');
    return showMatch(db, await request.currentUser(), id);
  });

  const soundProfileDoc = doc({
    summary: "A user's sound profile: the averages of their analysed tracks",
    auth: 'none',
    responses: { 200: 'SoundProfile' },
    errors: { 404: `${COLLAB_PROFILE_MESSAGES.artistNotFound} (or ${USER_NOT_FOUND}): no such user.` },
  });
  app.get('/api/collab/sound-profile/:userId', soundProfileDoc, async (request: WithUserId, reply) => {
    const id = parseUserId(request.params.userId);
    reply.header('Cache-Control', 'no-store');
    return readSoundProfile(db, id);
  });

  const filtersDoc = doc({
    summary: "The options of the Finder's filter chips, from the available profiles",
    auth: 'none',
    responses: { 200: 'CollabFilters' },
  });
  app.get('/api/collab/filters', filtersDoc, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listCollabFilters(db);
  });
}
