import {
  type ConversationDetail,
  type ConversationList,
  MENTOR_LIMITS,
  MENTOR_MESSAGES,
  type MentorId,
  mentorById,
} from '@common/mentor';
import type { Db } from '../../../db/connection';
import type { Selectable } from 'kysely';
import type { MentorConversationsTable } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { presentConversation, presentMessage } from '../presenter';

/** The user's own conversation, or 404 (someone else's conversation does not exist for them). */
export async function requireOwnConversation(
  db: Db,
  userId: number,
  id: number,
): Promise<Selectable<MentorConversationsTable>> {
  const row = await db
    .selectFrom('mentorConversations')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(MENTOR_MESSAGES.conversationNotFound);
  return row;
}

/** The user's conversations, newest first, optionally with one mentor. */
export async function listConversations(
  db: Db,
  userId: number,
  mentorId?: MentorId,
): Promise<ConversationList> {
  let query = db
    .selectFrom('mentorConversations')
    .leftJoin('mentorMessages', 'mentorMessages.conversationId', 'mentorConversations.id')
    .selectAll('mentorConversations')
    .select((eb) => eb.fn.count<number>('mentorMessages.id').as('messageCount'))
    .where('mentorConversations.userId', '=', userId)
    .groupBy([
      'mentorConversations.id',
      'mentorConversations.userId',
      'mentorConversations.mentorId',
      'mentorConversations.title',
      'mentorConversations.createdAt',
      'mentorConversations.updatedAt',
    ])
    .orderBy('mentorConversations.updatedAt', 'desc')
    .orderBy('mentorConversations.id', 'desc')
    .limit(MENTOR_LIMITS.listedConversations);
  if (mentorId) query = query.where('mentorConversations.mentorId', '=', mentorId);
  const rows = await query.execute();
  return { conversations: rows.map((row) => presentConversation(row, Number(row.messageCount))) };
}

/** One of the user's conversations with its messages, oldest first. */
export async function readConversation(
  db: Db,
  user: { id: number; username: string },
  id: number,
): Promise<ConversationDetail> {
  const conversation = await requireOwnConversation(db, user.id, id);
  const rows = await db
    .selectFrom('mentorMessages')
    .selectAll()
    .where('conversationId', '=', conversation.id)
    .orderBy('id')
    .execute();
  const mentorId = mentorById(conversation.mentorId).id;
  return {
    conversation: presentConversation(conversation, rows.length),
    messages: rows.map((row) => presentMessage(row, mentorId, user.username)),
  };
}

/** Deletes one of the user's conversations and its messages. */
export async function deleteConversation(db: Db, userId: number, id: number): Promise<void> {
  const conversation = await requireOwnConversation(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mentorMessages').where('conversationId', '=', conversation.id).execute();
    await trx.deleteFrom('mentorConversations').where('id', '=', conversation.id).execute();
  });
}
