import { AUDIO_FIELD, MAX_AUDIO_BYTES } from '@common/upload';
import { VOCAL, VOCAL_MESSAGES, vocalTakeFieldsSchema } from '@common/vocal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
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

  app.post(
    '/api/vocal/takes',
    {
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

  app.get('/api/vocal/takes', async (request, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return listTakes(db, user.id);
  });

  app.get('/api/vocal/takes/:id', async (request: WithId, reply) => {
    const user = await signedIn(request);
    personal(reply);
    return readTake(db, user.id, parseId(request.params.id, VOCAL_MESSAGES.notFound));
  });

  app.delete('/api/vocal/takes/:id', async (request: WithId, reply) => {
    const user = await signedIn(request);
    await deleteTake(db, user.id, parseId(request.params.id, VOCAL_MESSAGES.notFound));
    return reply.code(204).send();
  });
}
