import { AUDIO_FIELD, MAX_AUDIO_BYTES, UPLOAD_MESSAGES, type UploadResponse } from '@common/upload';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  rejectBeforeBody,
} from '../../media/uploads/receiveUpload';
import { requireUser } from '../auth';
import { uploadRefusal } from './uploadAllowance';
import { createTrackFromUpload } from './commands/createTrackFromUpload';
import { publishTrack } from './commands/publishTrack';
import { quickUploadFieldsSchema } from './fields';
import { sniffAudio } from '../../media/sniff';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/upload/audio (streamed multipart) and POST /api/tracks/:id/publish. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/upload/audio',
    {
      // Decided before a byte of the body is read: who is asking, and whether the body can be an upload at all.
      onRequest: async (request) => {
        const user = await request.currentUser();
        if (!user) {
          throw rejectBeforeBody(request, unauthorized(UPLOAD_MESSAGES.notLoggedIn), MAX_AUDIO_BYTES);
        }
        if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
          throw rejectBeforeBody(request, new HttpError(415, UPLOAD_MESSAGES.notMultipart), MAX_AUDIO_BYTES);
        }
        if (declaredTooLarge(request, MAX_AUDIO_BYTES)) {
          throw rejectBeforeBody(request, new HttpError(413, UPLOAD_MESSAGES.tooLarge), MAX_AUDIO_BYTES);
        }
        const refusal = await uploadRefusal(ctx.database.db, user);
        if (refusal) throw rejectBeforeBody(request, forbidden(refusal), MAX_AUDIO_BYTES);
      },
    },
    async (request, reply): Promise<UploadResponse> => {
      const user = await requireUser(request);
      const upload = await receiveUpload(request, {
        field: AUDIO_FIELD,
        maxBytes: MAX_AUDIO_BYTES,
        sniff: sniffAudio,
        messages: UPLOAD_MESSAGES,
      });
      let result: UploadResponse;
      try {
        const fields = parseInput(quickUploadFieldsSchema, upload.fields);
        const created = await createTrackFromUpload(ctx, user, upload, fields);
        result = { file: { url: created.url }, track: created.track };
      } finally {
        await discardUpload(upload);
      }
      reply.code(201);
      return result;
    },
  );

  app.post('/api/tracks/:id/publish', async (request) => {
    const user = await requireUser(request);
    const params = idParams.safeParse(request.params);
    if (!params.success) throw notFound(TRACK_MESSAGES.notFound);
    return publishTrack(ctx.database.db, user, params.data.id, request.body);
  });
}
