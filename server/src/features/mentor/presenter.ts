import {
  type ChatMessage,
  type ConversationSummary,
  type MentorEngine,
  type MentorId,
  type MentorSource,
  mentorById,
} from '@common/mentor';
import type { Selectable } from 'kysely';
import type { MentorConversationsTable, MentorMessagesTable } from '../../db/schema';

const iso = (value: string) => new Date(value).toISOString();

/** A stored message as the chat shows it: the user's name or the mentor's as sender. */
export function presentMessage(
  row: Selectable<MentorMessagesTable>,
  mentorId: MentorId,
  username: string,
): ChatMessage {
  const isUser = row.role === 'user';
  return {
    id: String(row.id),
    sender: isUser ? username : mentorById(mentorId).name,
    message: row.content,
    timestamp: iso(row.createdAt),
    type: isUser ? 'user' : 'ai',
    sources: Array.isArray(row.sources) ? (row.sources as MentorSource[]) : [],
    engine: isUser ? null : ((row.engine as MentorEngine | null) ?? 'builtin'),
  };
}

/** A conversation in the list. */
export function presentConversation(
  row: Selectable<MentorConversationsTable>,
  messageCount: number,
): ConversationSummary {
  return {
    id: Number(row.id),
    mentorId: mentorById(row.mentorId).id,
    title: row.title,
    updatedAt: iso(row.updatedAt),
    messageCount,
  };
}
