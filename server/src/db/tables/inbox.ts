import type { ColumnType, Generated } from 'kysely';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface InboxMessagesTable {
  id: Generated<number>;
  recipientId: number;
  senderId: number | null;
  kind: ColumnType<string, string | undefined, string>;
  subject: string;
  body: string;
  readAt: string | null;
  createdAt: Timestamp;
  /** A collaboration request this message is about (Accept and Decline in the inbox). */
  collabRequestId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A collaboration proposal this message is about (Accept and Decline in the inbox, a link to it). */
  collaborationId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The inbox tables, under their names in the database. */
export interface InboxTables {
  inboxMessages: InboxMessagesTable;
}

/** How the inbox tables store their booleans and JSON values (decision 0042). */
export const inboxStoredAs: TablesStoredAs<InboxTables> = {
  inboxMessages: storedAs<InboxMessagesTable>()({}),
};
