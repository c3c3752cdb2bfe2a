import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseUserId } from '../../lib/ids';
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

  app.get('/api/collab/profile', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return readMyCollabProfile(db, user.id);
  });

  app.put('/api/collab/profile', async (request) => {
    const user = await requireUser(request);
    return saveCollabProfile(ctx, user, request.body);
  });

  app.get('/api/users/:id/collab-profile', async (request: WithId, reply) => {
    const id = parseUserId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    return readPublicCollabProfile(db, id, (await request.currentUser())?.id ?? null);
  });

  app.get('/api/collab/matches', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listMatches(db, await request.currentUser(), request.query);
  });

  app.get('/api/collab/matches/:userId', async (request: WithUserId, reply) => {
    const id = parseUserId(request.params.userId);
    reply.header('Cache-Control', 'no-store');
    return showMatch(db, await request.currentUser(), id);
  });

  app.get('/api/collab/sound-profile/:userId', async (request: WithUserId, reply) => {
    const id = parseUserId(request.params.userId);
    reply.header('Cache-Control', 'no-store');
    return readSoundProfile(db, id);
  });

  app.get('/api/collab/filters', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listCollabFilters(db);
  });
}
