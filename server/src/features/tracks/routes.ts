import { trackListQuerySchema, trackUpdateSchema } from '@common/tracks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth';
import { mayPlayFullAudio } from './audioAccess';
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

/** Sends JSON that may be revalidated: ETag, `Cache-Control: no-cache`, and 304 when the client has it. */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, page: { body: string; etag: string }) {
  reply.header('ETag', page.etag).header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(page.body);
}

/** The catalogue: listing, track pages, owner edits, likes, plays and downloads. */
export function tracksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/tracks', async (request, reply) => {
    const query = parseInput(trackListQuerySchema, request.query);
    const page = await readTrackPage(db, await request.currentUser(), query);
    return sendRevalidated(request, reply, page);
  });

  app.get('/api/me/tracks', async (request, reply) => {
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

  app.get('/api/tracks/:id', async (request: WithId, reply) => {
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

  app.patch('/api/tracks/:id', async (request: WithId) => {
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

  app.delete('/api/tracks/:id', async (request: WithId, reply) => {
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
    app[method]('/api/tracks/:id/like', async (request: WithId) => {
      const user = await requireUser(request);
      const id = parseTrackId(request.params.id);
      return setTrackLike(db, user, id, liked);
    });
  }

  app.post('/api/tracks/:id/play', async (request: WithId) => {
    const id = parseTrackId(request.params.id);
    const user = await request.currentUser();
    const listener = listenerKey(user, request.ip, request.headers['user-agent']);
    return countPlay(db, id, { user, listener });
  });

  app.get('/api/tracks/:id/download', async (request: WithId, reply) => {
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
