import { IDEA_MESSAGES, saveIdeaSchema } from '@common/ideas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { deleteIdea, ideaMidiFile, listIdeas, saveIdea } from './commands/savedIdeas';

type WithId = FastifyRequest<{ Params: { id: string } }>;

const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

async function signedIn(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw unauthorized(IDEA_MESSAGES.notLoggedIn);
  return user;
}

/**
 * Quantum Lab: ideas are written in the browser by the shared generator; signed-in users keep their settings
 * here, and get the MIDI file of a saved idea written again from them (decision 0039).
 */
export function ideasRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/ideas', async (request, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return listIdeas(db, user.id);
  });

  app.post('/api/ideas', async (request, reply) => {
    const user = await signedIn(request);
    const input = parseInput(saveIdeaSchema, request.body);
    personal(reply).code(201);
    return saveIdea(db, user.id, input);
  });

  app.delete('/api/ideas/:id', async (request: WithId, reply) => {
    const user = await signedIn(request);
    await deleteIdea(db, user.id, parseId(request.params.id, IDEA_MESSAGES.notFound));
    return reply.code(204).send();
  });

  app.get('/api/ideas/:id/midi', async (request: WithId, reply) => {
    const user = await signedIn(request);
    const { bytes, fileName } = await ideaMidiFile(
      db,
      user.id,
      parseId(request.params.id, IDEA_MESSAGES.notFound),
    );
    return personal(reply)
      .type('audio/midi')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .send(bytes);
  });
}
