import {
  conversationListQuerySchema,
  type KnowledgePassageView,
  MENTOR_MESSAGES,
  mentorChatSchema,
} from '@common/mentor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
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

  app.post('/api/mentor/chat', async (request, reply) => {
    const input = parseInput(mentorChatSchema, request.body);
    const user = await request.currentUser();
    if (user) await perUser.take(String(user.id));
    else await perVisitor.take(request.ip);
    const plan = await planChat(db, user ? { id: user.id, username: user.username } : null, input);
    const stream = openEventStream(reply);
    await answerMessage(ctx, plan, stream);
    return reply;
  });

  app.get('/api/mentor/status', async () => ({ llm: ctx.config.llm !== null }));

  app.get('/api/mentor/conversations', async (request, reply) => {
    const user = await requireUser(request);
    const { mentorId } = parseInput(conversationListQuerySchema, request.query);
    personal(reply);
    return listConversations(db, user.id, mentorId);
  });

  app.get('/api/mentor/conversations/:id', async (request: WithId, reply) => {
    const id = conversationIdOf(request);
    const user = await requireUser(request);
    personal(reply);
    return readConversation(db, user, id);
  });

  app.delete('/api/mentor/conversations/:id', async (request: WithId, reply) => {
    const id = conversationIdOf(request);
    const user = await requireUser(request);
    await deleteConversation(db, user.id, id);
    return reply.code(204).send();
  });

  app.get('/api/mentor/knowledge/:id', async (request: WithId): Promise<KnowledgePassageView> => {
    const passage = findPassage(request.params.id);
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
