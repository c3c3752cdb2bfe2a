import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  MENTOR_MESSAGES,
  type MentorChatInput,
  type MentorEngine,
  type MentorSource,
  mentorById,
} from '@common/mentor';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import { json } from '../../../db/values';
import { notFound } from '../../../lib/errors';
import { prepareAnswer, type PreparedAnswer } from '../engine/compose';
import { LlmError, streamChatCompletion } from '../llm/client';
import { buildPrompt } from '../llm/prompt';
import { presentMessage } from '../presenter';
import type { EventStream } from '../stream';
import { readConversation } from './conversations';

/** Who asks: a signed-in user, or a visitor (whose messages are not stored). */
export type Asker = { id: number; username: string } | null;

/** A checked request: the conversation it continues (the asker's own) and that conversation's messages. */
export interface ChatPlan {
  asker: Asker;
  input: MentorChatInput;
  conversationId: number | null;
  history: ChatMessage[];
}

/**
 * Checks a chat request before any answer streams: a conversation must be the asker's own and with the same
 * mentor (404 otherwise, as if it did not exist).
 */
export async function planChat(db: Db, asker: Asker, input: MentorChatInput): Promise<ChatPlan> {
  if (input.conversationId === undefined) return { asker, input, conversationId: null, history: [] };
  if (!asker) throw notFound(MENTOR_MESSAGES.conversationNotFound);
  const detail = await readConversation(db, asker, input.conversationId);
  if (detail.conversation.mentorId !== input.mentorId) throw notFound(MENTOR_MESSAGES.conversationNotFound);
  return { asker, input, conversationId: detail.conversation.id, history: detail.messages };
}

const now = () => new Date().toISOString();

/** Stores the user's message (a new conversation, titled by it, when none is given). */
async function storeQuestion(
  db: Db,
  plan: ChatPlan,
): Promise<{ conversationId: number | null; message: ChatMessage }> {
  const { asker, input } = plan;
  if (!asker) {
    const message: ChatMessage = {
      id: `visitor-${randomUUID()}`,
      sender: 'You',
      message: input.message,
      timestamp: now(),
      type: 'user',
      sources: [],
      engine: null,
    };
    return { conversationId: null, message };
  }
  return db.transaction().execute(async (trx) => {
    const at = now();
    let conversationId = plan.conversationId;
    if (conversationId === null) {
      const title = input.message.replace(/\s+/g, ' ').slice(0, 80);
      const created = await trx
        .insertInto('mentorConversations')
        .values({ userId: asker.id, mentorId: input.mentorId, title, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      conversationId = Number(created.id);
    } else {
      await trx
        .updateTable('mentorConversations')
        .set({ updatedAt: at })
        .where('id', '=', conversationId)
        .execute();
    }
    const row = await trx
      .insertInto('mentorMessages')
      .values({
        conversationId,
        role: 'user',
        content: input.message,
        sources: json([]),
        engine: null,
        createdAt: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { conversationId, message: presentMessage(row, input.mentorId, asker.username) };
  });
}

/** Stores the answer; visitors get it back unstored. */
async function storeAnswer(
  db: Db,
  plan: ChatPlan,
  conversationId: number | null,
  text: string,
  sources: MentorSource[],
  engine: MentorEngine,
): Promise<ChatMessage> {
  const mentor = mentorById(plan.input.mentorId);
  if (!plan.asker || conversationId === null) {
    return {
      id: `visitor-${randomUUID()}`,
      sender: mentor.name,
      message: text,
      timestamp: now(),
      type: 'ai',
      sources,
      engine,
    };
  }
  const at = now();
  const row = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mentorConversations')
      .set({ updatedAt: at })
      .where('id', '=', conversationId)
      .execute();
    return trx
      .insertInto('mentorMessages')
      .values({
        conversationId,
        role: 'mentor',
        content: text,
        sources: json(sources),
        engine,
        createdAt: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentMessage(row, mentor.id, plan.asker.username);
}

/** Streams the built-in answer paragraph by paragraph (it is complete at once: no delay is added). */
function streamBuiltIn(stream: EventStream, prepared: PreparedAnswer): string {
  prepared.paragraphs.forEach((paragraph, i) => {
    stream.send('delta', { text: i === 0 ? paragraph : `\n\n${paragraph}` });
  });
  return prepared.paragraphs.join('\n\n');
}

/**
 * Answers a message over an event stream (decision 0038): stores the question, then streams the answer from the
 * configured language model, or from the built-in engine when none is configured or the model fails or times out
 * (the stream then says so and starts over), then the sources, then the stored answer.
 */
export async function answerMessage(ctx: AppContext, plan: ChatPlan, stream: EventStream): Promise<void> {
  const { db } = ctx.database;
  const { input } = plan;
  const mentor = mentorById(input.mentorId);
  const llm = ctx.config.llm;
  try {
    const question = await storeQuestion(db, plan);
    stream.send('start', {
      conversationId: question.conversationId,
      mentorId: mentor.id,
      engine: llm ? 'llm' : 'builtin',
      userMessage: question.message,
    });
    const prepared = await prepareAnswer(
      db,
      plan.asker?.id ?? null,
      mentor.id,
      input.message,
      new Date(),
      plan.history,
    );

    let engine: MentorEngine = 'builtin';
    let text = '';
    if (llm) {
      try {
        const messages = buildPrompt(mentor, prepared, plan.history, input.message);
        for await (const piece of streamChatCompletion(llm, messages, stream.signal)) {
          text += piece;
          stream.send('delta', { text: piece });
        }
        engine = 'llm';
      } catch (error) {
        if (stream.signal.aborted) return;
        ctx.log.warn(
          { err: error instanceof LlmError ? error.message : error },
          'mentor: language model failed',
        );
        stream.send('notice', { message: MENTOR_MESSAGES.llmFallback, restart: text.length > 0 });
        text = '';
      }
    }
    if (engine === 'builtin') text = streamBuiltIn(stream, prepared);
    stream.send('sources', { sources: prepared.sources });
    const answer = await storeAnswer(
      db,
      plan,
      question.conversationId,
      text.trim(),
      prepared.sources,
      engine,
    );
    stream.send('done', { message: answer });
  } catch (error) {
    ctx.log.error({ err: error }, 'mentor: answer failed');
    stream.send('error', { message: MENTOR_MESSAGES.failed });
  } finally {
    stream.end();
  }
}
