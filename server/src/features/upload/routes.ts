import {
  AUDIO_FIELD,
  MAX_AUDIO_BYTES,
  publishTrackParamsSchema,
  UPLOAD_MESSAGES,
  type UploadResponse,
} from '@common/upload';
import { TRACK_MESSAGES, trackDraftSchema, type Track } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
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

/** POST /api/upload/audio (streamed multipart) and POST /api/tracks/:id/publish. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const uploadDoc = doc({
    summary: 'Upload an audio file (MP3, WAV or FLAC, up to 50 MB): a private, unpublished draft track',
    description:
      'The file goes in `audioFile`; the optional text fields of the quick upload screen may be sent beside ' +
      'it. The type is decided by the first bytes of the file, never its name. The track is analysed afterwards.',
    auth: 'user',
    body: {
      multipart: {
        [AUDIO_FIELD]: 'file',
        ...Object.fromEntries(
          Object.keys(quickUploadFieldsSchema.shape).map((name) => [name, 'string' as const]),
        ),
      },
      required: [AUDIO_FIELD],
    },
    responses: { 201: 'UploadResponse' },
    errors: {
      400: 'No file (or an empty one), a malformed upload, or an invalid text field.',
      403: "The plan's monthly uploads are used up.",
      413: 'The file is over 50 MB (declared or counted), or the upload has too many fields or files.',
      415: 'The body is not multipart/form-data, or the file is not MP3, WAV or FLAC.',
    },
  });
  app.post(
    '/api/upload/audio',
    {
      ...uploadDoc,
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

  const publishDoc = doc({
    summary: "Publish an own track with the upload wizard's details (the first publish time is kept)",
    auth: 'user',
    params: publishTrackParamsSchema,
    body: trackDraftSchema,
    responses: { 200: 'Track' },
    errors: {
      403: `${TRACK_MESSAGES.notOwner}.`,
      404: `${TRACK_MESSAGES.notFound}: no track has this id.`,
    },
  });
  app.post('/api/tracks/:id/publish', publishDoc, async (request): Promise<Track> => {
    const user = await requireUser(request);
    const params = publishTrackParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(TRACK_MESSAGES.notFound);
    return publishTrack(ctx.database.db, user, params.data.id, request.body);
  });
}
