import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isValidKey } from '../../media/storage/keys';
import type { StoredObject } from '../../media/storage/storage';
import { parseRange } from './range';

/** Keys hold a fresh uuid, so a stored object never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { message: 'Not found' };

/** GET and HEAD /media/<key>: any stored object, streamed, with single HTTP ranges and validators. */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isValidKey(key)) return notFound(reply);
      const object = await ctx.storage.stat(key);
      if (!object) return notFound(reply);
      return serveObject(ctx, request, reply, key, object);
    },
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-store').send(NOT_FOUND);
}

async function serveObject(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  object: StoredObject,
) {
  reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Cache-Control', IMMUTABLE);

  if (notModified(request, object)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const rangeHeader =
    typeof ifRange === 'string' && !ifRangeMatches(ifRange, object) ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, object.size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${object.size}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send({ message: 'Requested range not satisfiable' });
  }
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.code(200).header('Content-Length', object.size);
  }
  if (request.method === 'HEAD') return reply.send();
  if (object.size === 0) return reply.send('');
  const stream = await ctx.storage.read(key, range ?? undefined);
  return reply.send(stream);
}

function notModified(request: FastifyRequest, object: StoredObject): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === object.etag);
  }
  const since = request.headers['if-modified-since'];
  if (since) {
    const time = Date.parse(since);
    return Number.isFinite(time) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= time;
  }
  return false;
}

function ifRangeMatches(ifRange: string, object: StoredObject): boolean {
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === object.etag;
  const time = Date.parse(ifRange);
  return Number.isFinite(time) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= time;
}
