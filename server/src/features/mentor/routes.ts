import {
  conversationListQuerySchema,
  knowledgePassageParamsSchema,
  type KnowledgePassageView,
  MENTOR_MESSAGES,
  mentorChatSchema,
  type MentorStatus,
} from '@common/mentor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { answerMessage, planChat } from './commands/answerMessage';
import { deleteConversation, listConversations, readConversation } from './commands/conversations';
import { findPassage } from './knowledge/index';
import { openEventStream } from './stream';

type WithId = FastifyRequest<{ Params: { id: string } }>;

const conversationIdOf = (request: WithId) => {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(MENTOR_MESSAGES.conversationNotFound);
  return id;
};

/** Answers that depend on who asks are never cached. */
const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * The AI mentor (decision 0038): POST /api/mentor/chat streams an answer as server-sent events; signed-in users'
 * conversations are listed, read and deleted; knowledge-base passages are readable by their source links.
 */
export function mentorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const perUser = ctx.limits.limiter({
    name: 'mentor-user',
    points: ctx.config.rateLimits.mentorPerMinute,
    durationSeconds: 60,
    message: MENTOR_MESSAGES.tooMany,
  });
  const perVisitor = ctx.limits.limiter({
    name: 'mentor-visitor',
    points: ctx.config.rateLimits.mentorVisitorPerHour,
    durationSeconds: 3600,
    message: MENTOR_MESSAGES.visitorLimit(ctx.config.rateLimits.mentorVisitorPerHour),
  });

  const { mentorPerMinute, mentorVisitorPerHour } = ctx.config.rateLimits;
  const chatDoc = doc({
    summary: "Ask a mentor: the answer streams as server-sent events (a signed-in user's chat is kept)",
    description:
      'Events in order: start, delta (pieces of the text), notice (the language model failed and the ' +
      'built-in engine answers instead), sources, done; error when the answer fails after the stream began. ' +
      'Errors before the stream opens are JSON.',
    auth: 'optional',
    body: mentorChatSchema,
    responses: {
      200: {
        type: 'MentorStreamEvent',
        contentType: 'text/event-stream',
        description: 'Server-sent events, each `event: <name>` with its JSON `data`',
      },
    },
    errors: {
      404: `${MENTOR_MESSAGES.conversationNotFound}: the conversationId is not one of yours with this mentor (or a visitor sent one).`,
    },
    rateLimit: `${mentorPerMinute} messages a minute per user, ${mentorVisitorPerHour} an hour per address for visitors (configured)`,
  });
  app.post('/api/mentor/chat', chatDoc, async (request, reply) => {
    const input = parseInput(mentorChatSchema, request.body);
    const user = await request.currentUser();
    if (user) await perUser.take(String(user.id));
    else await perVisitor.take(request.ip);
    const plan = await planChat(db, user ? { id: user.id, username: user.username } : null, input);
    const stream = openEventStream(reply);
    await answerMessage(ctx, plan, stream);
    return reply;
  });

  const statusDoc = doc({
    summary: 'Whether a language model is configured (otherwise the built-in engine answers)',
    auth: 'none',
    responses: { 200: 'MentorStatus' },
  });
  app.get('/api/mentor/status', statusDoc, async (): Promise<MentorStatus> => ({
    llm: ctx.config.llm !== null,
  }));

  const notFoundDoc = { 404: `${MENTOR_MESSAGES.conversationNotFound}: no such conversation of yours.` };
  const listDoc = doc({
    summary: "The signed-in user's latest conversations (of one mentor, or all), last changed first",
    auth: 'user',
    query: conversationListQuerySchema,
    responses: { 200: 'ConversationList' },
  });
  app.get('/api/mentor/conversations', listDoc, async (request, reply) => {
    const user = await requireUser(request);
    const { mentorId } = parseInput(conversationListQuerySchema, request.query);
    personal(reply);
    return listConversations(db, user.id, mentorId);
  });

  const readDoc = doc({
    summary: 'One of your conversations with its messages',
    auth: 'user',
    responses: { 200: 'ConversationDetail' },
    errors: notFoundDoc,
  });
  app.get('/api/mentor/conversations/:id', readDoc, async (request: WithId, reply) => {
    const id = conversationIdOf(request);
    const user = await requireUser(request);
    personal(reply);
    return readConversation(db, user, id);
  });

  const deleteDoc = doc({
    summary: 'Delete one of your conversations',
    auth: 'user',
    responses: { 204: null },
    errors: notFoundDoc,
  });
  app.delete('/api/mentor/conversations/:id', deleteDoc, async (request: WithId, reply) => {
    const id = conversationIdOf(request);
    const user = await requireUser(request);
    await deleteConversation(db, user.id, id);
    return reply.code(204).send();
  });

  const knowledgeDoc = doc({
    summary: 'A passage of the knowledge base (what a source link of an answer opens)',
    auth: 'none',
    params: knowledgePassageParamsSchema,
    responses: { 200: 'KnowledgePassageView' },
    errors: { 404: MENTOR_MESSAGES.sourceNotFound },
  });
  app.get('/api/mentor/knowledge/:id', knowledgeDoc, async (request): Promise<KnowledgePassageView> => {
    const { id } = parseInput(knowledgePassageParamsSchema, request.params);
    const passage = findPassage(id);
    if (!passage) throw notFound(MENTOR_MESSAGES.sourceNotFound);
    return {
      id: passage.id,
      topic: passage.topic,
      topicLabel: passage.topicLabel,
      title: passage.title,
      text: passage.text,
    };
  });
}
