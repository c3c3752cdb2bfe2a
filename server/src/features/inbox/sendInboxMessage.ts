import type { InboxKind } from '@common/inbox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewInboxMessage {
  recipientId: number;
  /** The user it comes from; null for the platform (receipts). */
  senderId: number | null;
  kind: InboxKind;
  subject: string;
  body: string;
}

/** Puts messages in their recipients' inboxes (inside the caller's transaction when given one). */
export async function sendInboxMessages(db: Kysely<Database>, messages: NewInboxMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto('inboxMessages')
    .values(messages.map((m) => ({ ...m, createdAt: now })))
    .execute();
  return messages.length;
}
