import { BLOCK_MESSAGES } from '@common/blocks';
import {
  COLLAB,
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
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { CHECKOUT_RATE_LIMIT, idempotencyHeaderSchema, idempotencyKeyOf } from '../payments';
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

/** The milestone's id in PATCH /api/collaborations/:id/milestones/:mid (for the API document). */
const milestoneParamsSchema = z.object({
  mid: z.number().int().positive().describe('The milestone: a positive integer; anything else answers 404.'),
});

const NOT_MEMBER = `${COLLAB_MESSAGES.notMember}: no such collaboration, or you are not one of its members.`;

/**
 * Collaboration requests (Connect, Accept, Decline), the collaborations two members run (milestones, thread,
 * completion, ratings) and starting one from the matchmaker with its setup fee.
 */
export function collaborationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  const sendRequestDoc = doc({
    summary: "Connect: send a collaboration request (it lands in the recipient's inbox)",
    auth: 'user',
    body: collabRequestSchema,
    responses: { 201: 'CollabRequest' },
    errors: {
      400: `${COLLAB_MESSAGES.requestSelf}, or: ${COLLAB_MESSAGES.notAvailable}.`,
      403: BLOCK_MESSAGES.collabRequest,
      409: `${COLLAB_MESSAGES.requestPending} (in either direction).`,
    },
    rateLimit: `${COLLAB.requestsPerDay} collaboration requests in 24 hours per user`,
  });
  app.post('/api/collab/requests', sendRequestDoc, async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(collabRequestSchema, request.body);
    const sent = await sendCollabRequest(ctx, user, input);
    return reply.code(201).send(sent);
  });

  const listRequestsDoc = doc({
    summary: "The signed-in user's collaboration requests, received and sent",
    auth: 'user',
    responses: { 200: 'CollabRequests' },
  });
  app.get('/api/collab/requests', listRequestsDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listCollabRequests(db, user.id);
  });

  const requestNotFound = `${COLLABORATION_MESSAGES.requestNotFound}: no such request, or not sent to or by you.`;
  const answerRequestErrors = {
    403: `${COLLABORATION_MESSAGES.notRecipient} (the sender).`,
    404: requestNotFound,
    409: COLLABORATION_MESSAGES.alreadyAnswered,
  };
  const acceptRequestDoc = doc({
    summary: 'Accept a received collaboration request: starts an active collaboration of the two',
    auth: 'user',
    responses: { 200: 'AcceptedCollabRequest' },
    errors: answerRequestErrors,
  });
  app.post('/api/collab/requests/:id/accept', acceptRequestDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return acceptCollabRequest(ctx, user, requestIdOf(request));
  });

  const declineRequestDoc = doc({
    summary: 'Decline a received collaboration request',
    auth: 'user',
    responses: { 200: 'DeclinedCollabRequest' },
    errors: answerRequestErrors,
  });
  app.post('/api/collab/requests/:id/decline', declineRequestDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return declineCollabRequest(ctx, user, requestIdOf(request));
  });

  const answerProposalErrors = {
    403: `${COLLABORATION_MESSAGES.notProposalPartner} (the one who proposed it).`,
    404: NOT_MEMBER,
    409: `${COLLABORATION_MESSAGES.proposalAnswered} (or it lapsed).`,
  };
  const acceptProposalDoc = doc({
    summary: 'Accept a paid matchmaker proposal: the collaboration becomes active',
    auth: 'user',
    responses: { 200: 'Collaboration' },
    errors: answerProposalErrors,
  });
  app.post('/api/collaborations/:id/accept', acceptProposalDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return acceptProposal(ctx, user, collaborationIdOf(request));
  });

  const declineProposalDoc = doc({
    summary: "Decline a paid matchmaker proposal (the proposer's fee is refunded)",
    auth: 'user',
    responses: { 200: 'Collaboration' },
    errors: answerProposalErrors,
  });
  app.post('/api/collaborations/:id/decline', declineProposalDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return declineProposal(ctx, user, collaborationIdOf(request));
  });

  const matchmakerDoc = doc({
    summary:
      'Start a collaboration from the matchmaker: answers it, waiting for its setup fee, and the checkout',
    description:
      'The collaboration is proposed to the partner once the fee is paid; a retry with the same Idempotency-Key ' +
      'answers the same collaboration and checkout.',
    auth: 'user',
    headers: idempotencyHeaderSchema,
    body: matchmakerStartSchema,
    responses: { 201: 'MatchmakerStart' },
    errors: {
      400: `${COLLABORATION_MESSAGES.startSelf}, or: ${COLLAB_MESSAGES.notAvailable}.`,
      404: `${COLLAB_MESSAGES.notMember}: the collaboration a retried payment started is gone.`,
      409: 'The Idempotency-Key was used for a different payment, or that payment is still being started.',
      502: 'The payment provider failed.',
    },
    rateLimit: CHECKOUT_RATE_LIMIT,
  });
  app.post('/api/collab/matchmaker/start', matchmakerDoc, async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(matchmakerStartSchema, request.body);
    const started = await startMatchmakerCollaboration(ctx, user, input, idempotencyKeyOf(request));
    return reply.code(201).send(started);
  });

  const listDoc = doc({
    summary: "The signed-in user's collaborations (the latest 100), newest first",
    auth: 'user',
    responses: { 200: 'CollaborationList' },
  });
  app.get('/api/collaborations', listDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listCollaborations(db, user.id);
  });

  const showDoc = doc({
    summary: 'One collaboration, for its members',
    auth: 'user',
    responses: { 200: 'Collaboration' },
    errors: { 404: NOT_MEMBER },
  });
  app.get('/api/collaborations/:id', showDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return showCollaboration(db, user, id);
  });

  const notActive = `${COLLABORATION_MESSAGES.notActive}.`;
  const addMilestoneDoc = doc({
    summary: 'Add a milestone to an active collaboration; answers the collaboration',
    auth: 'user',
    body: milestoneSchema,
    responses: { 201: 'Collaboration' },
    errors: { 404: NOT_MEMBER, 409: notActive },
  });
  app.post('/api/collaborations/:id/milestones', addMilestoneDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(milestoneSchema, request.body);
    return reply.code(201).send(await addMilestone(db, user, id, input.title));
  });

  const tickMilestoneDoc = doc({
    summary: 'Tick or untick a milestone of an active collaboration; answers the collaboration',
    auth: 'user',
    params: milestoneParamsSchema,
    body: milestoneUpdateSchema,
    responses: { 200: 'Collaboration' },
    errors: { 404: `${NOT_MEMBER} Or: ${COLLABORATION_MESSAGES.milestoneNotFound}.`, 409: notActive },
  });
  app.patch('/api/collaborations/:id/milestones/:mid', tickMilestoneDoc, async (request: WithMilestone) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const milestoneId = parseId(request.params.mid, COLLABORATION_MESSAGES.milestoneNotFound);
    const input = parseInput(milestoneUpdateSchema, request.body);
    return tickMilestone(db, user, id, milestoneId, input.done);
  });

  const threadDoc = doc({
    summary: "A collaboration's thread: its latest 200 messages, oldest first",
    auth: 'user',
    responses: { 200: 'CollaborationThread' },
    errors: { 404: NOT_MEMBER },
  });
  app.get('/api/collaborations/:id/messages', threadDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return listThreadMessages(db, user, id);
  });

  const postMessageDoc = doc({
    summary: "Write in a collaboration's thread; answers the message",
    auth: 'user',
    body: threadMessageSchema,
    responses: { 201: 'CollaborationMessage' },
    errors: { 404: NOT_MEMBER },
  });
  app.post('/api/collaborations/:id/messages', postMessageDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(threadMessageSchema, request.body);
    return reply.code(201).send(await postThreadMessage(db, user, id, input.body));
  });

  const completeDoc = doc({
    summary: 'Complete an active collaboration (opens the ratings)',
    auth: 'user',
    responses: { 200: 'Collaboration' },
    errors: { 404: NOT_MEMBER, 409: notActive },
  });
  app.post('/api/collaborations/:id/complete', completeDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return endCollaboration(ctx, user, collaborationIdOf(request), 'completed');
  });

  const cancelDoc = doc({
    summary: 'Cancel an active collaboration',
    auth: 'user',
    responses: { 200: 'Collaboration' },
    errors: { 404: NOT_MEMBER, 409: notActive },
  });
  app.post('/api/collaborations/:id/cancel', cancelDoc, async (request: WithId) => {
    const user = await requireUser(request);
    return endCollaboration(ctx, user, collaborationIdOf(request), 'cancelled');
  });

  const ratingDoc = doc({
    summary: 'Rate the other member (1-5), once, after the collaboration is completed',
    auth: 'user',
    body: ratingSchema,
    responses: { 200: 'Collaboration' },
    errors: {
      400: `${COLLAB_MESSAGES.ratingAfterCompletion}.`,
      404: NOT_MEMBER,
      409: COLLAB_MESSAGES.ratingOnce,
    },
  });
  app.post('/api/collaborations/:id/rating', ratingDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = collaborationIdOf(request);
    const input = parseInput(ratingSchema, request.body);
    return rateCollaboration(ctx, user, id, input.rating);
  });
}
