import { BLOCK_MESSAGES } from '@common/blocks';
import {
  COMMENT_MESSAGES,
  commentCreateSchema,
  commentListQuerySchema,
  commentUpdateSchema,
} from '@common/comments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { deleteComment } from './commands/deleteComment';
import { editComment } from './commands/editComment';
import { setCommentLiked } from './commands/likeComment';
import { listComments } from './commands/listComments';
import { setCommentPinned } from './commands/pinComment';
import { postComment } from './commands/postComment';
import { parseCommentId } from './queries';
import { parseId } from '../../lib/ids';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** Comments on tracks: the list, posting and replying, editing, deleting, likes and the artist's pin. */
export function commentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const perMinute = ctx.config.rateLimits.commentsPerMinute;
  const limiter = ctx.limits.limiter({
    name: 'comment-user',
    points: perMinute,
    durationSeconds: 60,
    message: COMMENT_MESSAGES.tooMany,
  });
  const trackMissing = { 404: `${COMMENT_MESSAGES.trackNotFound}: no such track, or not visible to you.` };
  const commentMissing = {
    404: `${COMMENT_MESSAGES.notFound}: no such comment, or one you cannot see (its track is not visible to you, comments are turned off, or you blocked its author).`,
  };

  const listDoc = doc({
    summary:
      "A page of a track's comment threads (newest first or by time), its count and its waveform marks",
    auth: 'optional',
    query: commentListQuerySchema,
    responses: { 200: 'CommentPage' },
    errors: { ...trackMissing, 400: `${COMMENT_MESSAGES.badSort} ${COMMENT_MESSAGES.badPage}` },
  });
  app.get('/api/tracks/:id/comments', listDoc, async (request: WithId, reply) => {
    const trackId = parseId(request.params.id, COMMENT_MESSAGES.trackNotFound);
    const query = parseInput(commentListQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return listComments(db, await request.currentUser(), trackId, query);
  });

  const postDoc = doc({
    summary: 'Comment on a track (at a moment of it) or reply to a first comment',
    auth: 'user',
    body: commentCreateSchema,
    responses: { 201: 'TrackComment' },
    errors: {
      ...trackMissing,
      400: `${COMMENT_MESSAGES.empty} ${COMMENT_MESSAGES.tooLong} ${COMMENT_MESSAGES.badPosition} ${COMMENT_MESSAGES.oneLevel}`,
      403: `${COMMENT_MESSAGES.turnedOff}; ${BLOCK_MESSAGES.comment}; ${BLOCK_MESSAGES.reply}`,
      429: COMMENT_MESSAGES.tooMany,
    },
    rateLimit: `${perMinute} comments a minute per user (configured; shared through Redis when set)`,
  });
  app.post('/api/tracks/:id/comments', postDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const trackId = parseId(request.params.id, COMMENT_MESSAGES.trackNotFound);
    const input = parseInput(commentCreateSchema, request.body);
    const comment = await postComment(db, limiter, user, trackId, input);
    reply.code(201).header('Cache-Control', 'no-store');
    return comment;
  });

  const editDoc = doc({
    summary: `Change an own comment's text (within its edit window)`,
    auth: 'user',
    body: commentUpdateSchema,
    responses: { 200: 'TrackComment' },
    errors: {
      ...commentMissing,
      400: `${COMMENT_MESSAGES.empty} ${COMMENT_MESSAGES.tooLong}`,
      403: `${COMMENT_MESSAGES.notAuthor}; ${COMMENT_MESSAGES.editWindow}`,
    },
  });
  app.patch('/api/comments/:id', editDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = parseCommentId(request.params.id);
    return editComment(db, user, id, parseInput(commentUpdateSchema, request.body));
  });

  const deleteDoc = doc({
    summary:
      "Delete a comment and its replies: the author's own, any on the artist's track, any for administrators",
    auth: 'user',
    responses: { 204: null },
    errors: { ...commentMissing, 403: COMMENT_MESSAGES.cannotDelete },
  });
  app.delete('/api/comments/:id', deleteDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    await deleteComment(db, user, parseCommentId(request.params.id));
    return reply.code(204).send();
  });

  const likeDoc = doc({
    summary: 'Like a comment (liking twice is one like)',
    auth: 'user',
    responses: { 200: 'CommentLikeState' },
    errors: commentMissing,
  });
  app.post('/api/comments/:id/like', likeDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return setCommentLiked(db, user, parseCommentId(request.params.id), true);
  });
  const unlikeDoc = doc({
    summary: 'Take back a like of a comment',
    auth: 'user',
    responses: { 200: 'CommentLikeState' },
    errors: commentMissing,
  });
  app.delete('/api/comments/:id/like', unlikeDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return setCommentLiked(db, user, parseCommentId(request.params.id), false);
  });

  const pinErrors = {
    ...commentMissing,
    400: COMMENT_MESSAGES.pinReply,
    403: COMMENT_MESSAGES.notTrackOwner,
  };
  const pinDoc = doc({
    summary: "Pin a first comment on the artist's own track (unpinning the one pinned before)",
    auth: 'user',
    responses: { 200: 'CommentPinState' },
    errors: pinErrors,
  });
  app.put('/api/comments/:id/pin', pinDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return setCommentPinned(db, user, parseCommentId(request.params.id), true);
  });
  const unpinDoc = doc({
    summary: "Unpin a comment on the artist's own track",
    auth: 'user',
    responses: { 200: 'CommentPinState' },
    errors: pinErrors,
  });
  app.delete('/api/comments/:id/pin', unpinDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return setCommentPinned(db, user, parseCommentId(request.params.id), false);
  });
}
