import { IDEA, IDEA_MESSAGES, saveIdeaSchema } from '@common/ideas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
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

  const notFoundDoc = { 404: `${IDEA_MESSAGES.notFound}: no such idea of yours.` };
  const listDoc = doc({
    summary: "The signed-in user's saved ideas (their settings)",
    auth: 'user',
    responses: { 200: 'SavedIdeaList' },
  });
  app.get('/api/ideas', listDoc, async (request, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return listIdeas(db, user.id);
  });

  const saveDoc = doc({
    summary: "Save an idea's settings (the browser writes the idea itself from them)",
    auth: 'user',
    body: saveIdeaSchema,
    responses: { 201: 'SavedIdea' },
    errors: { 409: `${IDEA_MESSAGES.tooMany} (${IDEA.savedMax} kept already)` },
  });
  app.post('/api/ideas', saveDoc, async (request, reply) => {
    const user = await signedIn(request);
    const input = parseInput(saveIdeaSchema, request.body);
    personal(reply).code(201);
    return saveIdea(db, user.id, input);
  });

  const deleteDoc = doc({
    summary: 'Delete a saved idea',
    auth: 'user',
    responses: { 204: null },
    errors: notFoundDoc,
  });
  app.delete('/api/ideas/:id', deleteDoc, async (request: WithId, reply) => {
    const user = await signedIn(request);
    await deleteIdea(db, user.id, parseId(request.params.id, IDEA_MESSAGES.notFound));
    return reply.code(204).send();
  });

  const midiDoc = doc({
    summary: 'The MIDI file of a saved idea, written again from its settings',
    auth: 'user',
    responses: {
      200: {
        contentType: 'audio/midi',
        description: 'The MIDI file, as an attachment',
        headers: {
          'Content-Disposition':
            'attachment; filename="quantum-lab-<key>-<scale>-<mood>-<tempo>bpm-seed<seed>.mid"',
        },
      },
    },
    errors: notFoundDoc,
  });
  app.get('/api/ideas/:id/midi', midiDoc, async (request: WithId, reply) => {
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
