import {
  MAX_THUMBNAIL_BYTES,
  MAX_VIDEO_BYTES,
  THUMBNAIL_FIELD,
  VIDEO_FIELD,
  VIDEO_MESSAGES,
  VIDEO_VIEW_WINDOW_SECONDS,
  type ReelList,
  type VideoDetail,
  type VideoLikeState,
  type VideoList,
  type VideoViewResult,
  videoIdParamsSchema,
  videoUploadFieldsSchema,
} from '@common/videos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { createVideo } from './commands/createVideo';
import { deleteVideo } from './commands/deleteVideo';
import { findOwnedVideo } from './commands/findOwnedVideo';
import { getVideo } from './commands/getVideo';
import { listReels, listVideos, VIDEO_LIST_LIMIT } from './commands/listVideos';
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
  const notFoundText = `${VIDEO_MESSAGES.notFound}: no such video (or the id is not a positive integer).`;
  const notOwner = VIDEO_MESSAGES.notOwner;
  const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

  const listDoc = doc({
    summary: `Videos that are not reels, newest first (at most ${VIDEO_LIST_LIMIT}), with the viewer's likes`,
    auth: 'optional',
    responses: { 200: 'VideoList' },
  });
  app.get('/api/videos', listDoc, async (request): Promise<VideoList> => {
    const user = await request.currentUser();
    return listVideos(db, user?.id ?? null);
  });

  const reelsDoc = doc({
    summary: `Reels (portrait videos), newest first (at most ${VIDEO_LIST_LIMIT}), with the viewer's likes`,
    auth: 'optional',
    responses: { 200: 'ReelList' },
  });
  app.get('/api/reels', reelsDoc, async (request): Promise<ReelList> => {
    const user = await request.currentUser();
    return listReels(db, user?.id ?? null);
  });

  const uploadDoc = doc({
    summary: 'Upload a video (MP4 or WebM, recognised by its bytes); portrait videos become reels',
    description:
      'The video is the one file part. Beside it, text fields: duration (seconds), width and height (pixels) ' +
      'as numbers; tags comma-separated; isReelFormat true or false, else derived (portrait is a reel). The ' +
      'thumbnail follows in POST /api/videos/{id}/thumbnail.',
    auth: 'user',
    body: {
      multipart: {
        [VIDEO_FIELD]: 'file',
        title: 'string',
        description: 'string',
        category: 'string',
        tags: 'string',
        duration: 'string',
        width: 'string',
        height: 'string',
        isReelFormat: 'string',
      },
      required: [VIDEO_FIELD, 'title'],
    },
    responses: { 201: 'VideoDetail' },
    errors: {
      400: `${VIDEO_MESSAGES.missingFile} / ${VIDEO_MESSAGES.missingTitle} / a field too long / a malformed upload.`,
      413: `The video is over ${mb(MAX_VIDEO_BYTES)}, or too many fields.`,
      415: `${VIDEO_MESSAGES.notMultipart} / ${VIDEO_MESSAGES.unsupportedType}`,
    },
  });
  app.post('/api/videos', uploadDoc, async (request, reply) => {
    const user = await request.currentUser();
    if (!user) throw signedOutUpload(request);
    const upload = await receiveVideo(request);
    try {
      const fields = parseInput(videoUploadFieldsSchema, upload.fields);
      const video: VideoDetail = await createVideo(ctx, user, upload, fields);
      reply.code(201);
      return video;
    } finally {
      await upload.discard();
    }
  });

  const thumbnailDoc = doc({
    summary: 'Set the thumbnail of an own video (JPEG, PNG or WebP captured in the browser)',
    auth: 'user',
    params: videoIdParamsSchema,
    body: { multipart: { [THUMBNAIL_FIELD]: 'file' }, required: [THUMBNAIL_FIELD] },
    responses: { 200: 'VideoDetail' },
    errors: {
      400: `${VIDEO_MESSAGES.missingThumbnail} / a malformed upload.`,
      403: notOwner,
      404: notFoundText,
      413: `The image is over ${mb(MAX_THUMBNAIL_BYTES)}.`,
      415: `${VIDEO_MESSAGES.notMultipart} / ${VIDEO_MESSAGES.unsupportedThumbnail}`,
    },
  });
  app.post('/api/videos/:id/thumbnail', thumbnailDoc, async (request): Promise<VideoDetail> => {
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

  const videoDoc = doc({
    summary: "One video, saying whether it is a reel, with the viewer's like",
    auth: 'optional',
    params: videoIdParamsSchema,
    responses: { 200: 'VideoDetail' },
    errors: { 404: notFoundText },
  });
  app.get('/api/videos/:id', videoDoc, async (request): Promise<VideoDetail> => {
    const user = await request.currentUser();
    return getVideo(db, videoId(request), user?.id ?? null);
  });

  const deleteDoc = doc({
    summary: 'Delete an own video with its likes, views and stored files',
    auth: 'user',
    params: videoIdParamsSchema,
    responses: { 204: null },
    errors: { 403: notOwner, 404: notFoundText },
  });
  app.delete('/api/videos/:id', deleteDoc, async (request, reply) => {
    const user = await requireUser(request);
    await deleteVideo(ctx, user, videoId(request));
    return reply.code(204).send();
  });

  const viewDoc = doc({
    summary: `Count a view (once per viewer per ${VIDEO_VIEW_WINDOW_SECONDS} seconds)`,
    auth: 'optional',
    params: videoIdParamsSchema,
    responses: { 200: 'VideoViewResult' },
    errors: { 404: notFoundText },
  });
  app.post('/api/videos/:id/view', viewDoc, async (request): Promise<VideoViewResult> => {
    const id = videoId(request);
    const user = await request.currentUser();
    return recordVideoView(db, id, viewerKey(user?.id ?? null, request.ip, request.headers['user-agent']));
  });

  const likeDoc = (liked: boolean) =>
    doc({
      summary: liked ? 'Like a video' : 'Take back a like',
      auth: 'user',
      params: videoIdParamsSchema,
      responses: { 200: 'VideoLikeState' },
      errors: { 404: notFoundText },
    });
  app.post('/api/videos/:id/like', likeDoc(true), async (request): Promise<VideoLikeState> => {
    const user = await requireUser(request);
    return setVideoLike(db, videoId(request), user.id, true);
  });

  app.delete('/api/videos/:id/like', likeDoc(false), async (request): Promise<VideoLikeState> => {
    const user = await requireUser(request);
    return setVideoLike(db, videoId(request), user.id, false);
  });
}
