import { AUDIO_FIELD, MAX_AUDIO_BYTES } from '@common/upload';
import { VOCAL, VOCAL_MESSAGES, vocalTakeFieldsSchema } from '@common/vocal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { HttpError, unauthorized } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  checkBeforeBody,
  rejectBeforeBody,
} from '../../media/uploads/receiveUpload';
import { sniffAudio } from '../../media/sniff';
import { analyseTake } from './commands/analyseTake';
import { deleteTake, listTakes, readTake } from './commands/takes';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** Takes are personal: never cached. */
const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

async function signedIn(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw unauthorized(VOCAL_MESSAGES.notLoggedIn);
  return user;
}

/**
 * Vocal AI: a take is uploaded by the catalogue's rules (multipart, sniffed by content, 50 MB), measured in the
 * media worker within this process's analysis slots, and its figures kept for the user (decision 0039).
 */
export function vocalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const perUser = ctx.limits.limiter({
    name: 'vocal-takes',
    points: VOCAL.takesPerHour,
    durationSeconds: 3600,
    message: VOCAL_MESSAGES.tooMany,
  });

  const notFoundDoc = { 404: `${VOCAL_MESSAGES.notFound}: no such take of yours.` };
  const analyseDoc = doc({
    summary: 'Upload a vocal take: it is measured (key, pitch accuracy, notes, vibrato, phrases) and kept',
    description:
      `An upload without a session, not multipart, declared too large or over the hourly limit is refused ` +
      `before its body is read. The ${VOCAL.keptTakes} latest takes are kept.`,
    auth: 'user',
    body: { multipart: { [AUDIO_FIELD]: 'file', title: 'string' }, required: [AUDIO_FIELD] },
    responses: { 201: 'VocalTake' },
    errors: {
      400: `${VOCAL_MESSAGES.missingFile}, or ${VOCAL_MESSAGES.tooLong}`,
      413: VOCAL_MESSAGES.tooLarge,
      415: `${VOCAL_MESSAGES.notMultipart}, or ${VOCAL_MESSAGES.unsupportedType}`,
      422: VOCAL_MESSAGES.unreadable,
      503: `${VOCAL_MESSAGES.busy} (with Retry-After)`,
    },
    rateLimit: `${VOCAL.takesPerHour} takes an hour per user`,
  });
  app.post(
    '/api/vocal/takes',
    {
      ...analyseDoc,
      // Decided before a byte of the body is read: who is asking, whether it can be an upload, their hourly count.
      onRequest: async (request) => {
        const user = await request.currentUser();
        if (!user) throw rejectBeforeBody(request, unauthorized(VOCAL_MESSAGES.notLoggedIn), MAX_AUDIO_BYTES);
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
          throw rejectBeforeBody(request, new HttpError(415, VOCAL_MESSAGES.notMultipart), MAX_AUDIO_BYTES);
        }
        if (declaredTooLarge(request, MAX_AUDIO_BYTES)) {
          throw rejectBeforeBody(request, new HttpError(413, VOCAL_MESSAGES.tooLarge), MAX_AUDIO_BYTES);
        }
        await checkBeforeBody(request, MAX_AUDIO_BYTES, () => perUser.take(String(user.id)));
      },
    },
    async (request, reply) => {
      const user = await signedIn(request);
      const upload = await receiveUpload(request, {
        field: AUDIO_FIELD,
        maxBytes: MAX_AUDIO_BYTES,
        sniff: sniffAudio,
        messages: VOCAL_MESSAGES,
      });
      try {
        const fields = parseInput(vocalTakeFieldsSchema, upload.fields);
        const take = await analyseTake(ctx, user, upload, fields);
        personal(reply).code(201);
        return take;
      } finally {
        await discardUpload(upload);
      }
    },
  );

  const listDoc = doc({
    summary: "The signed-in user's takes",
    auth: 'user',
    responses: { 200: 'VocalTakeList' },
  });
  app.get('/api/vocal/takes', listDoc, async (request, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return listTakes(db, user.id);
  });

  const readDoc = doc({
    summary: 'One of your takes with its analysis',
    auth: 'user',
    responses: { 200: 'VocalTake' },
    errors: notFoundDoc,
  });
  app.get('/api/vocal/takes/:id', readDoc, async (request: WithId, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return readTake(db, user.id, parseId(request.params.id, VOCAL_MESSAGES.notFound));
  });

  const deleteDoc = doc({
    summary: 'Delete one of your takes',
    auth: 'user',
    responses: { 204: null },
    errors: notFoundDoc,
  });
  app.delete('/api/vocal/takes/:id', deleteDoc, async (request: WithId, reply) => {
    const user = await signedIn(request);
    await deleteTake(db, user.id, parseId(request.params.id, VOCAL_MESSAGES.notFound));
    return reply.code(204).send();
  });
}
