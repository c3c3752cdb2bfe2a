import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { holdsVersion } from '../../lib/etag';
import { canViewTrack, enqueueMissingPreviews, fullAudioTrackIds, isModerated } from '../tracks';
import { isValidKey } from '../../media/storage/keys';
import { mediaUrl, type StoredObject } from '../../media/storage/storage';
import { MEDIA_MESSAGES } from './messages';
import { parseRange } from './range';
import { ownerHeldColumn } from '../../db/listing';

/** Keys hold a fresh uuid, so a stored object never changes: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The full file of a priced track answers only its owner and licence holders: no shared cache may keep it, and
 * the browser asks again each time (a 304 after the check), so a revoked licence stops playing.
 */
const ENTITLED_ONLY = 'private, no-cache';
const NOT_FOUND = { message: 'Not found' };
/** Files uploaded only for a Hit Predictor analysis (served only as a kept draft's audio, to those who may see it). */
const PRIVATE_UPLOADS = 'hit-uploads/';
/** Seconds a player waits before asking again for a preview that is being made. */
const PREVIEW_RETRY_SECONDS = 5;

/**
 * GET and HEAD /media/<key>: any stored object, streamed, with single HTTP ranges and validators; the stored
 * audio of a priced track only for those entitled to it. GET and HEAD /media/previews/track/<id>: the way to
 * a track's preview while it is being made.
 */
export function mediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const validators = {
    ETag: "The stored object's version: send it back in If-None-Match (or If-Range) for 304",
    'Last-Modified': 'For If-Modified-Since (and If-Range)',
    'Cache-Control':
      "A year, immutable; `private, no-cache` for the full file of a priced track or a kept draft's upload",
  };
  const fileDoc = doc({
    summary:
      'A stored file (audio, image, video...), streamed, with single byte ranges and validators (also HEAD)',
    description:
      'Reads Range (one range), If-Range, If-None-Match and If-Modified-Since. The stored audio of a priced ' +
      'track is served only to its owner and licence holders; a file uploaded only for a hit analysis only as ' +
      'the audio of a kept draft, to those who may see the track.',
    auth: 'optional',
    responses: {
      200: {
        contentType: 'application/octet-stream',
        description: 'The whole file, with its own Content-Type',
        headers: { ...validators, 'Accept-Ranges': 'bytes' },
      },
      206: {
        contentType: 'application/octet-stream',
        description: 'The requested byte range',
        headers: { ...validators, 'Content-Range': 'bytes <start>-<end>/<size>' },
      },
      304: null,
      416: {
        type: 'ApiError',
        description: 'Requested range not satisfiable',
        headers: { 'Content-Range': 'bytes */<size>' },
      },
    },
    errors: {
      403: `${MEDIA_MESSAGES.needsLicence}: the full file of a priced track, to someone without a licence.`,
      404: 'Not found: no such file, or not one you may fetch.',
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    ...fileDoc,
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isValidKey(key)) return notFound(reply);
      let cacheControl = IMMUTABLE;
      if (key.startsWith(PRIVATE_UPLOADS)) {
        // A file uploaded only for a hit analysis is nobody's to fetch; kept as a draft it is that track's audio.
        const track = await db
          .selectFrom('tracks')
          .select(['id', 'userId', 'status', 'visibility', 'removedAt'])
          .select(ownerHeldColumn())
          .where('storageKey', '=', key)
          .executeTakeFirst();
        if (!track || !canViewTrack(await request.currentUser(), track)) return notFound(reply);
        if (!canViewTrack(null, track)) cacheControl = ENTITLED_ONLY;
      }
      if (key.startsWith('audio/')) {
        const tracks = await db
          .selectFrom('tracks')
          .select(['id', 'userId', 'price', 'removedAt'])
          .select(ownerHeldColumn())
          .where('storageKey', '=', key)
          .execute();
        // The audio of a track removed by a moderator, or of a held owner, is served to no one (decision 0061).
        if (tracks.length > 0 && tracks.every(isModerated)) return notFound(reply);
        if (tracks.some((track) => Number(track.price) > 0)) {
          const allowed = await fullAudioTrackIds(db, await request.currentUser(), tracks);
          if (allowed.size === 0) {
            return reply
              .code(403)
              .header('Cache-Control', 'no-store')
              .send({ message: MEDIA_MESSAGES.needsLicence });
          }
          cacheControl = ENTITLED_ONLY;
        }
      }
      const object = await ctx.storage.stat(key);
      if (!object) return notFound(reply);
      return serveObject(ctx, request, reply, key, object, cacheControl);
    },
  });

  const previewDoc = doc({
    summary:
      "The way to a priced track's preview: a redirect to its file, or 503 while it is being made (also HEAD)",
    auth: 'optional',
    responses: {
      302: {
        description: 'The preview is ready',
        headers: { Location: 'The /media/ URL of the preview file' },
      },
    },
    errors: {
      404: 'Not found: no such priced track visible to you, or it has no audio.',
      503: `${MEDIA_MESSAGES.previewPending} (with Retry-After; its making is queued)`,
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/previews/track/:id',
    exposeHeadRoute: false,
    ...previewDoc,
    handler: async (request, reply) => {
      const raw = (request.params as { id?: string }).id ?? '';
      const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return notFound(reply);
      const track = await db
        .selectFrom('tracks')
        .select(['id', 'userId', 'price', 'status', 'visibility', 'storageKey', 'previewKey', 'removedAt'])
        .select(ownerHeldColumn())
        .where('id', '=', id)
        .executeTakeFirst();
      if (!track || Number(track.price) <= 0) return notFound(reply);
      if (!canViewTrack(null, track) && !canViewTrack(await request.currentUser(), track)) {
        return notFound(reply);
      }
      if (track.previewKey) {
        return reply
          .code(302)
          .header('Location', mediaUrl(track.previewKey))
          .header('Cache-Control', 'no-store')
          .send();
      }
      if (!track.storageKey) return notFound(reply);
      await enqueueMissingPreviews(db, [track.id]);
      return reply
        .code(503)
        .header('Retry-After', String(PREVIEW_RETRY_SECONDS))
        .header('Cache-Control', 'no-store')
        .send({ message: MEDIA_MESSAGES.previewPending });
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
  cacheControl: string,
) {
  reply
    .header('Content-Type', object.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes')
    .header('ETag', object.etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Cache-Control', cacheControl);

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
  if (request.headers['if-none-match']) return holdsVersion(request, object.etag);
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
