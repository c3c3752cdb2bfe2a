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

/** The messages whose recipient has not blocked their sender (a platform message always goes). */
async function withoutBlocked(db: Kysely<Database>, messages: NewInboxMessage[]): Promise<NewInboxMessage[]> {
  const senders = [...new Set(messages.flatMap((m) => (m.senderId === null ? [] : [m.senderId])))];
  if (senders.length === 0) return messages;
  const blocks = await db
    .selectFrom('userBlocks')
    .select(['blockerId', 'blockedId'])
    .where('blockedId', 'in', senders)
    .where(
      'blockerId',
      'in',
      messages.map((m) => m.recipientId),
    )
    .execute();
  const blocked = new Set(blocks.map((b) => `${b.blockerId}:${b.blockedId}`));
  return messages.filter((m) => m.senderId === null || !blocked.has(`${m.recipientId}:${m.senderId}`));
}

/**
 * Puts messages in their recipients' inboxes (inside the caller's transaction when given one), except those
 * from someone the recipient blocked. Answers how many were delivered.
 */
export async function sendInboxMessages(db: Kysely<Database>, given: NewInboxMessage[]): Promise<number> {
  const messages = await withoutBlocked(db, given);
  if (messages.length === 0) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto('inboxMessages')
    .values(messages.map((m) => ({ ...m, createdAt: now })))
    .execute();
  return messages.length;
}
