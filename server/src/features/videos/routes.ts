import { VIDEO_MESSAGES, videoIdParamsSchema, videoUploadFieldsSchema } from '@common/videos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { createVideo } from './commands/createVideo';
import { deleteVideo } from './commands/deleteVideo';
import { findOwnedVideo } from './commands/findOwnedVideo';
import { getVideo } from './commands/getVideo';
import { listReels, listVideos } from './commands/listVideos';
import { recordVideoView, viewerKey } from './commands/recordVideoView';
import { setVideoLike } from './commands/setVideoLike';
import { setVideoThumbnail } from './commands/setVideoThumbnail';
import { receiveThumbnail, receiveVideo, signedOutUpload } from './receive';

/** The numeric id of a /api/videos/{id} route (404 when it is not one). */
function videoId(request: FastifyRequest): number {
  const parsed = videoIdParamsSchema.safeParse(request.params);
  if (!parsed.success) throw notFound(VIDEO_MESSAGES.notFound);
  return parsed.data.id;
}

/**
 * Videos and Reels: the lists, upload (the video in POST /api/videos, then the thumbnail captured in the browser
 * in POST /api/videos/{id}/thumbnail, so each request streams exactly one file), views, likes and removal.
 */
export function videosRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.get('/api/videos', async (request) => {
    const user = await request.currentUser();
    return listVideos(db, user?.id ?? null);
  });

  app.get('/api/reels', async (request) => {
    const user = await request.currentUser();
    return listReels(db, user?.id ?? null);
  });

  app.post('/api/videos', async (request, reply) => {
    const user = await request.currentUser();
    if (!user) throw signedOutUpload(request);
    const upload = await receiveVideo(request);
    try {
      const fields = parseInput(videoUploadFieldsSchema, upload.fields);
      const video = await createVideo(ctx, user, upload, fields);
      reply.code(201);
      return video;
    } finally {
      await upload.discard();
    }
  });

  app.post('/api/videos/:id/thumbnail', async (request) => {
    const user = await requireUser(request);
    const id = videoId(request);
    // Refused before any byte of the image is read.
    await findOwnedVideo(db, user, id);
    const upload = await receiveThumbnail(request);
    try {
      return await setVideoThumbnail(ctx, user, id, upload);
    } finally {
      await upload.discard();
    }
  });

  app.get('/api/videos/:id', async (request) => {
    const user = await request.currentUser();
    return getVideo(db, videoId(request), user?.id ?? null);
  });

  app.delete('/api/videos/:id', async (request, reply) => {
    const user = await requireUser(request);
    await deleteVideo(ctx, user, videoId(request));
    return reply.code(204).send();
  });

  app.post('/api/videos/:id/view', async (request) => {
    const id = videoId(request);
    const user = await request.currentUser();
    return recordVideoView(db, id, viewerKey(user?.id ?? null, request.ip, request.headers['user-agent']));
  });

  app.post('/api/videos/:id/like', async (request) => {
    const user = await requireUser(request);
    return setVideoLike(db, videoId(request), user.id, true);
  });

  app.delete('/api/videos/:id/like', async (request) => {
    const user = await requireUser(request);
    return setVideoLike(db, videoId(request), user.id, false);
  });
}
