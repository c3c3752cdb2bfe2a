import { TRACK_MESSAGES, trackListQuerySchema, trackUpdateSchema } from '@common/tracks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth';
import { mayPlayFullAudio } from './audioAccess';
import { doc } from '../../lib/apiDoc';
import { encodedBody } from '../../lib/compression';
import { holdsVersion } from '../../lib/etag';
import { parseInput } from '../../lib/validate';
import { countPlay, listenerKey } from './commands/countPlay';
import { deleteTrack } from './commands/deleteTrack';
import { findVisibleTrack } from './commands/findVisibleTrack';
import { listTracks } from './commands/listTracks';
import { contentDisposition, prepareDownload } from './commands/prepareDownload';
import { readTrackPage } from './commands/readTrackPage';
import { setTrackLike } from './commands/setTrackLike';
import { updateTrack } from './commands/updateTrack';
import { presentTrackDetail, presentTrackPage } from './presenter';
import { likedTrackIds, parseTrackId } from './queries';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/**
 * Sends JSON that may be revalidated: ETag, `Cache-Control: no-cache`, and 304 when the client has it. A cached
 * page is compressed once per encoding, not once per request.
 */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, page: { body: string; etag: string }) {
  reply
    .header('ETag', page.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie, Accept-Encoding');
  if (holdsVersion(request, page.etag)) return reply.code(304).send();
  const body = encodedBody(request, reply, page.body, page);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The catalogue: listing, track pages, owner edits, likes, plays and downloads. */
export function tracksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const revalidated = {
    ETag: 'The page version: send it back in If-None-Match to get 304 when nothing changed',
  };
  const notFound = { 404: `${TRACK_MESSAGES.notFound}: no such track, or not visible to you.` };

  const listDoc = doc({
    summary: 'List public, published tracks: filtered, sorted and paginated',
    auth: 'optional',
    query: trackListQuerySchema,
    responses: {
      200: { type: 'TrackPage', headers: revalidated },
      304: null,
    },
  });
  app.get('/api/tracks', listDoc, async (request, reply) => {
    const query = parseInput(trackListQuerySchema, request.query);
    const page = await readTrackPage(db, await request.currentUser(), query);
    return sendRevalidated(request, reply, page);
  });

  const mineDoc = doc({
    summary: "The signed-in user's own tracks, drafts and private ones included",
    auth: 'user',
    query: trackListQuerySchema,
    responses: { 200: 'TrackPage' },
  });
  app.get('/api/me/tracks', mineDoc, async (request, reply) => {
    const user = await requireUser(request);
    const query = parseInput(trackListQuerySchema, request.query);
    const { rows, total } = await listTracks(db, { kind: 'owner', userId: user.id }, query);
    const liked = await likedTrackIds(
      db,
      user.id,
      rows.map((r) => r.id),
    );
    reply.header('Cache-Control', 'no-store');
    // The owner's own tracks: the full file of each.
    const own = new Set(rows.map((r) => r.id));
    return presentTrackPage(rows, { page: query.page, pageSize: query.pageSize, total }, liked, own);
  });

  const detailDoc = doc({
    summary: "A track's page: the track, its waveform and whether the viewer liked it",
    auth: 'optional',
    responses: { 200: 'TrackDetail' },
    errors: notFound,
  });
  app.get('/api/tracks/:id', detailDoc, async (request: WithId, reply) => {
    const id = parseTrackId(request.params.id);
    const user = await request.currentUser();
    const track = await findVisibleTrack(db, user, id);
    const liked = user ? await likedTrackIds(db, user.id, [id]) : new Set<number>();
    const fullAudio = await mayPlayFullAudio(db, user, track);
    reply.header('Cache-Control', 'no-store');
    return presentTrackDetail(track, {
      artistUsername: track.artistUsername,
      likedByMe: liked.has(id),
      fullAudio,
    });
  });

  const updateDoc = doc({
    summary: 'Edit an own track (title, genre, price, visibility...)',
    auth: 'user',
    body: trackUpdateSchema,
    responses: { 200: 'TrackDetail' },
    errors: { ...notFound, 403: TRACK_MESSAGES.notOwner },
  });
  app.patch('/api/tracks/:id', updateDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = parseTrackId(request.params.id);
    const changes = parseInput(trackUpdateSchema, request.body);
    const track = await updateTrack(db, user, id, changes);
    const liked = await likedTrackIds(db, user.id, [id]);
    return presentTrackDetail(track, {
      artistUsername: track.artistUsername,
      likedByMe: liked.has(id),
      fullAudio: true,
    });
  });

  const deleteDoc = doc({
    summary: 'Delete an own track and its stored files',
    auth: 'user',
    responses: { 204: null },
    errors: { ...notFound, 403: TRACK_MESSAGES.notOwner, 409: TRACK_MESSAGES.hasBuyers },
  });
  app.delete('/api/tracks/:id', deleteDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = parseTrackId(request.params.id);
    await deleteTrack(db, ctx.storage, user, id, (error, key) =>
      request.log.error({ err: error, key }, 'stored object of a deleted track not removed'),
    );
    return reply.code(204).send();
  });

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const likeDoc = doc({
      summary: liked ? 'Like a track' : 'Take back a like',
      auth: 'user',
      responses: { 200: 'LikeState' },
      errors: notFound,
    });
    app[method]('/api/tracks/:id/like', likeDoc, async (request: WithId) => {
      const user = await requireUser(request);
      const id = parseTrackId(request.params.id);
      return setTrackLike(db, user, id, liked);
    });
  }

  const playDoc = doc({
    summary: 'Count a play (once per listener per 30 seconds)',
    auth: 'optional',
    responses: { 200: 'PlayCountResult' },
    errors: notFound,
  });
  app.post('/api/tracks/:id/play', playDoc, async (request: WithId) => {
    const id = parseTrackId(request.params.id);
    const user = await request.currentUser();
    const listener = listenerKey(user, request.ip, request.headers['user-agent']);
    return countPlay(db, id, { user, listener });
  });

  const downloadDoc = doc({
    summary: 'Download the audio file (owners, free downloads and licence holders)',
    auth: 'optional',
    responses: {
      200: {
        contentType: 'application/octet-stream',
        description: 'The audio file (its own Content-Type), as an attachment',
        headers: { 'Content-Disposition': 'attachment; filename="<title>.<ext>"' },
      },
    },
    errors: { ...notFound, 403: 'The track may not be downloaded by you.' },
  });
  app.get('/api/tracks/:id/download', downloadDoc, async (request: WithId, reply) => {
    const id = parseTrackId(request.params.id);
    const download = await prepareDownload(db, ctx.storage, await request.currentUser(), id);
    return reply
      .header('Content-Type', download.contentType)
      .header('Content-Length', String(download.size))
      .header('Content-Disposition', contentDisposition(download.filename))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(download.stream);
  });
}
