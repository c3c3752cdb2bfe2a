import {
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  collabRequestSchema,
  matchmakerStartSchema,
  milestoneSchema,
  milestoneUpdateSchema,
  ratingSchema,
  threadMessageSchema,
} from '@common/collab';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { idempotencyKeyOf } from '../payments';
import { acceptCollabRequest, declineCollabRequest } from './commands/answerCollabRequest';
import { acceptProposal, declineProposal } from './commands/answerProposal';
import { endCollaboration } from './commands/endCollaboration';
import { listCollabRequests } from './commands/listCollabRequests';
import { listCollaborations } from './commands/listCollaborations';
import { addMilestone, tickMilestone } from './commands/milestones';
import { rateCollaboration } from './commands/rateCollaboration';
import { sendCollabRequest } from './commands/sendCollabRequest';
import { showCollaboration } from './commands/showCollaboration';
import { startMatchmakerCollaboration } from './commands/startMatchmakerCollaboration';
import { listThreadMessages, postThreadMessage } from './commands/thread';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithMilestone = FastifyRequest<{ Params: { id: string; mid: string } }>;

const collaborationIdOf = (request: WithId) => parseId(request.params.id, COLLAB_MESSAGES.notMember);
const requestIdOf = (request: WithId) => parseId(request.params.id, COLLABORATION_MESSAGES.requestNotFound);

/**
 * Collaboration requests (Connect, Accept, Decline), the collaborations two members run (milestones, thread,
 * completion, ratings) and starting one from the matchmaker with its setup fee.
 */
export function collaborationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  app.post('/api/collab/requests', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(collabRequestSchema, request.body);
    const sent = await sendCollabRequest(ctx, user, input);
    return reply.code(201).send(sent);
  });

  app.get('/api/collab/requests', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listCollabRequests(db, user.id);
  });

  app.post('/api/collab/requests/:id/accept', async (request: WithId) => {
    const user = await requireUser(request);
    return acceptCollabRequest(ctx, user, requestIdOf(request));
  });

  app.post('/api/collab/requests/:id/decline', async (request: WithId) => {
    const user = await requireUser(request);
    return declineCollabRequest(ctx, user, requestIdOf(request));
  });

  app.post('/api/collaborations/:id/accept', async (request: WithId) => {
    const user = await requireUser(request);
    return acceptProposal(ctx, user, collaborationIdOf(request));
  });

  app.post('/api/collaborations/:id/decline', async (request: WithId) => {
    const user = await requireUser(request);
    return declineProposal(ctx, user, collaborationIdOf(request));
  });

  app.post('/api/collab/matchmaker/start', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(matchmakerStartSchema, request.body);
    const started = await startMatchmakerCollaboration(ctx, user, input, idempotencyKeyOf(request));
    return reply.code(201).send(started);
  });

  app.get('/api/collaborations', async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listCollaborations(db, user.id);
  });

  app.get('/api/collaborations/:id', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return showCollaboration(db, user, id);
  });

  app.post('/api/collaborations/:id/milestones', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(milestoneSchema, request.body);
    return reply.code(201).send(await addMilestone(db, user, id, input.title));
  });

  app.patch('/api/collaborations/:id/milestones/:mid', async (request: WithMilestone) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const milestoneId = parseId(request.params.mid, COLLABORATION_MESSAGES.milestoneNotFound);
    const input = parseInput(milestoneUpdateSchema, request.body);
    return tickMilestone(db, user, id, milestoneId, input.done);
  });

  app.get('/api/collaborations/:id/messages', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return listThreadMessages(db, user, id);
  });

  app.post('/api/collaborations/:id/messages', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(threadMessageSchema, request.body);
    return reply.code(201).send(await postThreadMessage(db, user, id, input.body));
  });

  app.post('/api/collaborations/:id/complete', async (request: WithId) => {
    const user = await requireUser(request);
    return endCollaboration(ctx, user, collaborationIdOf(request), 'completed');
  });

  app.post('/api/collaborations/:id/cancel', async (request: WithId) => {
    const user = await requireUser(request);
    return endCollaboration(ctx, user, collaborationIdOf(request), 'cancelled');
  });

  app.post('/api/collaborations/:id/rating', async (request: WithId) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(ratingSchema, request.body);
    return rateCollaboration(ctx, user, id, input.rating);
  });
}
