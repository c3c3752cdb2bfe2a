import { SHARING_MESSAGES, shareImageQuerySchema } from '@common/sharing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { holdsVersion } from '../../lib/etag';
import type { ShareImageKind } from './image/cards';
import { findShareImage } from './image/shareImages';
import { buildRobots, buildSitemap } from './sitemap';

/** Share images of public things (1200 x 630 PNG), /sitemap.xml and /robots.txt. */
export function sharingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const origin = ctx.config.mail.linkOrigin;

  const imageRoute = (kind: ShareImageKind, param: 'id' | 'number') => {
    const params = param === 'id' ? undefined : z.object({ number: z.string() });
    const imageDoc = doc({
      summary: `The share image of a ${kind} (1200 x 630 PNG), for link previews`,
      description:
        "Drawn on the server in the product's look and kept by its strong ETag; `v` (any value) only changes " +
        'the address when the image changes. Private, unlisted-only-to-the-owner, draft and removed things have none.',
      auth: 'none',
      ...(params ? { params } : {}),
      query: shareImageQuerySchema,
      responses: {
        200: {
          contentType: 'image/png',
          description: 'The image',
          headers: {
            ETag: 'Its version: send it back in If-None-Match for 304',
            'Cache-Control': 'A day, public',
          },
        },
        304: null,
      },
      errors: { 404: `${SHARING_MESSAGES.imageNotFound}.` },
    });
    app.get(
      `/api/share-image/${kind}/:${param}.png`,
      imageDoc,
      async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) => {
        const image = await findShareImage(ctx, kind, request.params[param] ?? '');
        if (!image) throw notFound(SHARING_MESSAGES.imageNotFound);
        reply.header('ETag', image.etag).header('Cache-Control', 'public, max-age=86400');
        if (holdsVersion(request, image.etag)) return reply.code(304).send();
        return reply.type('image/png').send(await image.png());
      },
    );
  };
  imageRoute('track', 'id');
  imageRoute('artist', 'id');
  imageRoute('course', 'id');
  imageRoute('certificate', 'number');
  imageRoute('playlist', 'id');

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await buildSitemap(ctx, origin)),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(buildRobots(origin)),
  );
}
