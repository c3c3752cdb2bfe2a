import { EMBED_MESSAGES, type EmbedPageData, oembedQuerySchema } from '@common/embeds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { HttpError } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { ownOrigin } from '../../lib/security';
import { parseInput } from '../../lib/validate';
import { listenerKey } from '../tracks';
import { embedAssetTags } from './assets';
import { countEmbedPlay } from './commands/countEmbedPlay';
import { describeOEmbed, OEMBED_CACHE_AGE } from './commands/describeOEmbed';
import { readEmbedPlaylist } from './commands/readEmbedPlaylist';
import { readEmbedTrack } from './commands/readEmbedTrack';
import { renderEmbedPage } from './page';
import { EMBED_HELMET, sendEmbedPage } from './send';

type WithId = FastifyRequest<{ Params: { id: string } }>;

const embedPageDoc = (what: string, missing: string) =>
  doc({
    summary: `The embed page of a ${what}: a small player for an iframe on any site`,
    description:
      'Framed by any origin (Content-Security-Policy frame-ancestors *); its own bundle, not the app. ' +
      'Revalidated on every load (ETag).',
    auth: 'none',
    responses: {
      200: {
        contentType: 'text/html',
        description: 'The player page',
        headers: { ETag: 'The page version' },
      },
      304: null,
      404: { contentType: 'text/html', description: `${missing}: the page says so` },
    },
  });

/** An embed page's route options: its doc, and its own security headers (any site may frame it). */
const embedRoute = (what: string, missing: string) => ({
  config: { ...embedPageDoc(what, missing).config, securityHeaders: EMBED_HELMET },
});

/** The embed pages (framed by other sites), the plays counted from them, and GET /api/oembed. */
export function embedsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  /** Renders an embed page, or the same page saying the thing is not available, with its 404. */
  async function embedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    missing: string,
    read: () => Promise<EmbedPageData>,
  ) {
    let data: EmbedPageData;
    let status = 200;
    try {
      data = await read();
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      data = { kind: 'unavailable', message: missing };
      status = 404;
    }
    return sendEmbedPage(request, reply, status, renderEmbedPage(data, embedAssetTags(ctx.config.clientDir)));
  }

  const trackMissing = EMBED_MESSAGES.trackUnavailable;
  app.get('/embed/track/:id', embedRoute('public track', trackMissing), (request: WithId, reply) =>
    embedPage(request, reply, trackMissing, async () => ({
      kind: 'track',
      track: await readEmbedTrack(db, parseId(request.params.id, trackMissing)),
    })),
  );

  const playlistMissing = EMBED_MESSAGES.playlistUnavailable;
  app.get('/embed/playlist/:id', embedRoute('public playlist', playlistMissing), (request: WithId, reply) =>
    embedPage(request, reply, playlistMissing, async () => ({
      kind: 'playlist',
      playlist: await readEmbedPlaylist(db, parseId(request.params.id, playlistMissing)),
    })),
  );

  const playDoc = doc({
    summary: "Count a play from an embedded player (marked 'embed'; once per listener per 30 seconds)",
    auth: 'optional',
    responses: { 200: 'PlayCountResult' },
    errors: { 404: `${trackMissing}: no such track, or not public.` },
  });
  app.post('/api/embeds/tracks/:id/play', playDoc, async (request: WithId) => {
    const id = parseId(request.params.id, trackMissing);
    const user = await request.currentUser();
    const listener = listenerKey(user, request.ip, request.headers['user-agent']);
    return countEmbedPlay(db, id, { user, listener });
  });

  const oembedDoc = doc({
    summary: 'oEmbed 1.0 for a track or playlist page of this site (type rich: the iframe of its embed page)',
    auth: 'none',
    query: oembedQuerySchema,
    responses: {
      200: 'OEmbedResponse',
      501: {
        schema: z.object({ message: z.string() }),
        description: `${EMBED_MESSAGES.onlyJson} (format=xml)`,
      },
    },
    errors: { 404: `${EMBED_MESSAGES.noEmbed}: another site, no such page, or not public.` },
  });
  app.get('/api/oembed', oembedDoc, async (request, reply) => {
    const query = parseInput(oembedQuerySchema, request.query);
    const origins = [ctx.config.mail.linkOrigin, ownOrigin(request)];
    const answer = await describeOEmbed({ db, storage: ctx.storage }, query, origins);
    reply.header('Cache-Control', `public, max-age=${OEMBED_CACHE_AGE}`);
    return answer;
  });
}
