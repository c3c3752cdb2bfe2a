import {
  HIT_ANALYSES_PER_HOUR,
  HIT_MESSAGES,
  hitAnalysisParamsSchema,
  hitUploadFieldsSchema,
  startHitAnalysisSchema,
} from '@common/hitpredictor';
import { AUDIO_FIELD, MAX_AUDIO_BYTES, UPLOAD_MESSAGES } from '@common/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { HttpError, notFound, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import {
  declaredTooLarge,
  discardUpload,
  receiveUpload,
  checkBeforeBody,
  rejectBeforeBody,
} from '../../media/uploads/receiveUpload';
import { requireUser } from '../auth';
import { sniffAudio } from '../../media/sniff';
import { keepUploadAsDraft } from './commands/keepUploadAsDraft';
import { readAnalysis } from './commands/readAnalysis';
import { readInsights } from './commands/readInsights';
import { startTrackAnalysis } from './commands/startTrackAnalysis';
import { startUploadAnalysis } from './commands/startUploadAnalysis';

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * The AI Hit Predictor (decision 0037): POST /api/hit-predictor/analyses ({trackId} or a multipart upload),
 * GET /api/hit-predictor/analyses/:id, POST /api/hit-predictor/analyses/:id/keep, GET /api/hit-predictor/insights.
 */
export function hitpredictorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const perUser = ctx.limits.limiter({
    name: 'hit-analyses',
    points: HIT_ANALYSES_PER_HOUR,
    durationSeconds: 3600,
    message: HIT_MESSAGES.tooMany,
  });

  const notFoundDoc = { 404: `${HIT_MESSAGES.notFound}: no such analysis of yours.` };
  const startDoc = doc({
    summary: 'Start an analysis of one of your tracks ({ trackId }) or of an uploaded audio file',
    description:
      'An upload is kept for 24 hours (it can be kept as a draft track meanwhile); an upload without a session, ' +
      'declared too large or over the hourly limit is refused before its body is read.',
    auth: 'user',
    body: {
      multipart: { [AUDIO_FIELD]: 'file', genre: 'string' },
      required: [AUDIO_FIELD],
      json: startHitAnalysisSchema,
    },
    responses: { 202: { type: 'HitAnalysis', description: 'The analysis, queued' } },
    errors: {
      400: `${HIT_MESSAGES.trackHasNoAudio}, or ${UPLOAD_MESSAGES.missingFile}`,
      404: `${HIT_MESSAGES.trackNotFound}: not one of your tracks.`,
      413: UPLOAD_MESSAGES.tooLarge,
      415: `${UPLOAD_MESSAGES.unsupportedType} (the file is not audio)`,
    },
    rateLimit: `${HIT_ANALYSES_PER_HOUR} analyses an hour per user`,
  });
  app.post(
    '/api/hit-predictor/analyses',
    {
      ...startDoc,
      // An upload is refused before its body is read when nobody is signed in, it is declared too large or the
      // hourly limit is spent.
      onRequest: async (request) => {
        if (!isMultipart(request)) return;
        const user = await request.currentUser();
        if (!user)
          throw rejectBeforeBody(request, unauthorized(HIT_MESSAGES.signInRequired), MAX_AUDIO_BYTES);
        if (declaredTooLarge(request, MAX_AUDIO_BYTES)) {
          throw rejectBeforeBody(request, new HttpError(413, UPLOAD_MESSAGES.tooLarge), MAX_AUDIO_BYTES);
        }
        await checkBeforeBody(request, MAX_AUDIO_BYTES, () => perUser.take(String(user.id)));
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized(HIT_MESSAGES.signInRequired);
      if (isMultipart(request)) {
        const upload = await receiveUpload(request, {
          field: AUDIO_FIELD,
          maxBytes: MAX_AUDIO_BYTES,
          sniff: sniffAudio,
          messages: UPLOAD_MESSAGES,
        });
        try {
          const fields = parseInput(hitUploadFieldsSchema, upload.fields);
          reply.code(202);
          return await startUploadAnalysis(ctx, user, upload, fields.genre);
        } finally {
          await discardUpload(upload);
        }
      }
      const input = parseInput(startHitAnalysisSchema, request.body);
      await perUser.take(String(user.id));
      reply.code(202);
      return startTrackAnalysis(db, user, input.trackId);
    },
  );

  const readDoc = doc({
    summary: 'One of your analyses: its progress (place in the queue), then its result',
    auth: 'user',
    params: hitAnalysisParamsSchema,
    responses: { 200: 'HitAnalysis' },
    errors: notFoundDoc,
  });
  app.get('/api/hit-predictor/analyses/:id', readDoc, async (request, reply) => {
    const user = await requireUser(request);
    const params = hitAnalysisParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(HIT_MESSAGES.notFound);
    reply.header('Cache-Control', 'no-store');
    return readAnalysis(db, user, params.data.id);
  });

  const keepDoc = doc({
    summary: 'Keep an analysed upload as a private draft track (within 24 hours of the upload)',
    auth: 'user',
    params: hitAnalysisParamsSchema,
    responses: { 200: 'HitAnalysis' },
    errors: {
      ...notFoundDoc,
      400: HIT_MESSAGES.notAnUpload,
      409: HIT_MESSAGES.uploadExpired,
    },
  });
  app.post('/api/hit-predictor/analyses/:id/keep', keepDoc, async (request) => {
    const user = await requireUser(request);
    const params = hitAnalysisParamsSchema.safeParse(request.params);
    if (!params.success) throw notFound(HIT_MESSAGES.notFound);
    return keepUploadAsDraft(db, user, params.data.id);
  });

  const insightsDoc = doc({
    summary: "What the model has learned: its state, and what each genre's top tracks share",
    auth: 'none',
    responses: { 200: 'HitInsights' },
  });
  app.get('/api/hit-predictor/insights', insightsDoc, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readInsights(db);
  });
}
