import {
  crateQuerySchema,
  type DjList,
  dropRequestSchema,
  type ReceivedDropRequests,
  SPINROOM_MESSAGES,
} from '@common/spinroom';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { listCrate } from './commands/listCrate';
import { listDjs } from './commands/listDjs';
import { listReceivedDropRequests } from './commands/listReceivedDropRequests';
import { requestDrop } from './commands/requestDrop';
import { setUpvote } from './commands/setUpvote';

/** A positive integer id from the URL, or a 404 for anything else. */
function trackIdParam(request: FastifyRequest, name: 'id' | 'trackId'): number {
  const raw = (request.params as Record<string, string>)[name] ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(TRACK_MESSAGES.notFound);
  return id;
}

/** The signed-in user, or a 401 with the action's message. */
async function requireUserFor(request: FastifyRequest, message: string) {
  const user = await request.currentUser();
  if (!user) throw unauthorized(message);
  return user;
}

/** The Spin Room: DJ Network, The Crate and its upvotes, drop requests. */
export function spinroomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  // Every read carries the viewer's own state (followed, upvoted), so no cache may keep it.
  const djsDoc = doc({
    summary: 'The DJ Network: every DJ, with whether the viewer follows them',
    auth: 'optional',
    responses: { 200: 'DjList' },
  });
  app.get('/api/spinroom/djs', djsDoc, async (request, reply): Promise<DjList> => {
    reply.header('Cache-Control', 'no-store');
    const viewer = await request.currentUser();
    return { djs: await listDjs(db, viewer?.id ?? null) };
  });

  const crateDoc = doc({
    summary: 'The Crate: beats for DJs, sorted and paginated, with whether the viewer upvoted each',
    auth: 'optional',
    query: crateQuerySchema,
    responses: { 200: 'CratePage' },
  });
  app.get('/api/spinroom/crate', crateDoc, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = parseInput(crateQuerySchema, request.query);
    const viewer = await request.currentUser();
    return listCrate(db, query, viewer?.id ?? null);
  });

  const upvoteErrors = { 404: `${TRACK_MESSAGES.notFound}: no such beat in the crate.` };
  const upvoteDoc = doc({
    summary: 'Upvote a beat of the crate (again is harmless)',
    auth: 'user',
    responses: { 200: 'UpvoteState' },
    errors: upvoteErrors,
  });
  app.post('/api/spinroom/crate/:trackId/upvote', upvoteDoc, async (request) => {
    const trackId = trackIdParam(request, 'trackId');
    const user = await requireUserFor(request, SPINROOM_MESSAGES.loginToUpvote);
    return setUpvote(db, user.id, trackId, true);
  });

  const unvoteDoc = doc({
    summary: 'Take back an upvote',
    auth: 'user',
    responses: { 200: 'UpvoteState' },
    errors: upvoteErrors,
  });
  app.delete('/api/spinroom/crate/:trackId/upvote', unvoteDoc, async (request) => {
    const trackId = trackIdParam(request, 'trackId');
    const user = await requireUserFor(request, SPINROOM_MESSAGES.loginToUpvote);
    return setUpvote(db, user.id, trackId, false);
  });

  const dropRequestDoc = doc({
    summary: "Ask a beat's artist for a drop, with an optional message",
    auth: 'user',
    body: dropRequestSchema,
    responses: { 201: 'DropRequestCreated' },
    errors: {
      400: `${SPINROOM_MESSAGES.ownTrackDrop}, or ${SPINROOM_MESSAGES.noArtistDrop.toLowerCase()}.`,
      404: `${TRACK_MESSAGES.notFound}: no such beat in the crate.`,
      409: SPINROOM_MESSAGES.duplicateDrop,
    },
  });
  app.post('/api/tracks/:id/drop-requests', dropRequestDoc, async (request, reply) => {
    const trackId = trackIdParam(request, 'id');
    const user = await requireUserFor(request, SPINROOM_MESSAGES.loginToRequestDrop);
    const input = parseInput(dropRequestSchema, request.body);
    const created = await requestDrop(db, user.id, trackId, input.message);
    reply.code(201);
    return created;
  });

  const receivedDoc = doc({
    summary: 'The drop requests the signed-in artist received',
    auth: 'user',
    responses: { 200: 'ReceivedDropRequests' },
  });
  app.get('/api/me/drop-requests', receivedDoc, async (request, reply): Promise<ReceivedDropRequests> => {
    reply.header('Cache-Control', 'no-store');
    const user = await requireUser(request);
    return { requests: await listReceivedDropRequests(db, user.id) };
  });
}
