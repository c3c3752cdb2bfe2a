import {
  COVER_ART,
  COVER_ART_MESSAGES,
  COVER_ART_STYLE_SUGGESTIONS,
  coverArtRequestSchema,
  type CoverArtStyleSuggestions,
  coverArtVariationsRequestSchema,
  isCoverArtGenre,
  setCoverSchema,
} from '@common/coverart';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { coverArtDefaults } from './commands/defaults';
import { type CoverArtDeps, generateCoverArt, generateVariations } from './commands/generate';
import { listMyImages } from './commands/listMyImages';
import { setCover } from './commands/setCover';
import { createImageApi } from './imageApi';
import { RenderPool } from './render/pool';

const HOUR = 3600;

type WithGenre = FastifyRequest<{ Params: { genre: string } }>;
type WithId = FastifyRequest<{ Params: { id: string } }>;

const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The Cover Art Generator (decisions 0036, 0046): style suggestions per genre, the form's defaults (a signed-in
 * artist's own genre), single covers and variations drawn by a
 * bounded pool of render threads (or the configured images API, with the built-in renderer as fallback), the
 * signed-in user's history, and setting an image as one of their tracks' cover.
 */
export function coverartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const pool = new RenderPool();
  app.addHook('onClose', () => pool.close());
  const deps: CoverArtDeps = {
    db,
    storage: ctx.storage,
    pool,
    imageApi: ctx.config.imageApi ? createImageApi(ctx.config.imageApi) : null,
    log: ctx.log,
  };
  const byUser = ctx.limits.limiter({
    name: 'coverart-user',
    points: COVER_ART.perUserPerHour,
    durationSeconds: HOUR,
    message: COVER_ART_MESSAGES.tooMany,
  });
  const byVisitor = ctx.limits.limiter({
    name: 'coverart-visitor',
    points: COVER_ART.perVisitorPerHour,
    durationSeconds: HOUR,
    message: COVER_ART_MESSAGES.tooMany,
  });
  /** Each image counts once: against the user when signed in, against the address otherwise. */
  const count = (request: FastifyRequest, user: UserRow | null, images: number) =>
    user ? byUser.take(String(user.id), images) : byVisitor.take(request.ip, images);

  const stylesDoc = doc({
    summary: 'The art styles suggested for a genre (any letter case)',
    auth: 'none',
    responses: { 200: 'CoverArtStyleSuggestions' },
    errors: { 404: `${COVER_ART_MESSAGES.unknownGenre}: not one of the catalogue's genres.` },
  });
  app.get(
    '/api/cover-art-styles/:genre',
    stylesDoc,
    async (request: WithGenre): Promise<CoverArtStyleSuggestions> => {
      const genre = request.params.genre.toLowerCase();
      if (!isCoverArtGenre(genre)) throw notFound(COVER_ART_MESSAGES.unknownGenre);
      return { genre, suggestedStyles: [...COVER_ART_STYLE_SUGGESTIONS[genre]] };
    },
  );

  const rateLimit =
    `${COVER_ART.perUserPerHour} images an hour per user, ${COVER_ART.perVisitorPerHour} per address for ` +
    'visitors (each variation counts)';
  const busy = { 503: `${COVER_ART_MESSAGES.busy} (every render thread is taken; with Retry-After)` };
  const generateDoc = doc({
    summary: 'Draw one cover (kept in the history of a signed-in user)',
    auth: 'optional',
    body: coverArtRequestSchema,
    responses: { 200: 'CoverArtResult' },
    errors: busy,
    rateLimit,
  });
  app.post('/api/generate-cover-art', generateDoc, async (request, reply) => {
    const input = parseInput(coverArtRequestSchema, request.body);
    const user = await request.currentUser();
    await count(request, user, 1);
    personal(reply);
    return generateCoverArt(deps, user, input);
  });

  const variationsDoc = doc({
    summary: `Draw up to ${COVER_ART.variations} variations of a cover`,
    auth: 'optional',
    body: coverArtVariationsRequestSchema,
    responses: { 200: 'CoverArtVariations' },
    errors: busy,
    rateLimit,
  });
  app.post('/api/generate-cover-art-variations', variationsDoc, async (request, reply) => {
    const input = parseInput(coverArtVariationsRequestSchema, request.body);
    const user = await request.currentUser();
    await count(request, user, input.count);
    personal(reply);
    return generateVariations(deps, user, input);
  });

  const defaultsDoc = doc({
    summary: "The form's defaults: the signed-in artist's own genre, and which renderer draws",
    auth: 'optional',
    responses: { 200: 'CoverArtDefaults' },
  });
  app.get('/api/cover-art/defaults', defaultsDoc, async (request, reply) => {
    const user = await request.currentUser();
    personal(reply);
    return coverArtDefaults(db, user, deps.imageApi ? 'image-api' : 'built-in');
  });

  const mineDoc = doc({
    summary: `The signed-in user's latest generated images (at most ${COVER_ART.historyLimit})`,
    auth: 'user',
    responses: { 200: 'CoverArtHistory' },
  });
  app.get('/api/cover-art/mine', mineDoc, async (request, reply) => {
    const user = await requireUser(request);
    personal(reply);
    return listMyImages(db, user.id);
  });

  const setCoverDoc = doc({
    summary: 'Make one of your generated images the cover of one of your tracks',
    auth: 'user',
    body: setCoverSchema,
    responses: { 200: 'CoverArtCoverSet' },
    errors: {
      403: `${TRACK_MESSAGES.notOwner}: the track is not yours.`,
      404: `${COVER_ART_MESSAGES.imageNotFound} (not yours, or its file is gone), or ${TRACK_MESSAGES.notFound}.`,
    },
  });
  app.post('/api/cover-art/:id/set-cover', setCoverDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound(COVER_ART_MESSAGES.imageNotFound);
    const input = parseInput(setCoverSchema, request.body);
    return setCover(db, ctx.storage, user, id, input.trackId, (error, key) =>
      ctx.log.warn({ err: error, key }, 'could not remove the previous cover'),
    );
  });
}
