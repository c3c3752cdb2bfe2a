import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { encodedBody } from '../../lib/compression';
import { holdsVersion } from '../../lib/etag';

/**
 * The embed pages' own helmet options (route config `securityHeaders`, lib/security.ts): framed by any site (`frame-ancestors *`, no
 * X-Frame-Options), loadable by a page that requires CORP, and otherwise as strict as the app's (scripts and
 * styles from this origin only). The rest of the app keeps `frame-ancestors 'none'`.
 */
export const EMBED_HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'none'"],
      frameAncestors: ['*'],
    },
  },
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
};

/**
 * Sends an embed page: may be framed anywhere, revalidated on every use (a track made private stops playing
 * at once), 304 when the browser has it, compressed when the browser accepts it.
 */
export function sendEmbedPage(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const raw = Buffer.from(html, 'utf8');
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag);
  if (status === 200 && holdsVersion(request, etag)) return reply.code(304).send();
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(encodedBody(request, reply, raw));
}
