import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** A conversation of one user with one mentor (decision 0038). */
export interface MentorConversationsTable {
  id: Generated<number>;
  userId: number;
  mentorId: string;
  title: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MentorMessagesTable {
  id: Generated<number>;
  conversationId: number;
  /** 'user' or 'mentor'. */
  role: string;
  content: string;
  /** The passages, lessons and data an answer drew on. */
  sources: ColumnType<unknown[], string | undefined, string>;
  /** 'builtin' or 'llm' for answers; null for the user's messages. */
  engine: string | null;
  createdAt: Timestamp;
}

/** The mentor tables, under their names in the database. */
export interface MentorTables {
  mentorConversations: MentorConversationsTable;
  mentorMessages: MentorMessagesTable;
}

/** How the mentor tables store their booleans and JSON values (decision 0042). */
export const mentorStoredAs: TablesStoredAs<MentorTables> = {
  mentorConversations: storedAs<MentorConversationsTable>()({}),
  mentorMessages: storedAs<MentorMessagesTable>()({ json: ['sources'] }),
};
