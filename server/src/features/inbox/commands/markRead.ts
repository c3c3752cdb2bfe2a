import { INBOX_MESSAGES, type InboxMessageRead } from '@common/inbox';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';

/** Marks one of the user's messages read (once; later calls keep the first time). Others' messages are not found. */
export async function markRead(db: Db, userId: number, messageId: number): Promise<InboxMessageRead> {
  const row = await db
    .selectFrom('inboxMessages')
    .select(['id', 'readAt'])
    .where('id', '=', messageId)
    .where('recipientId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(INBOX_MESSAGES.notFound);
  if (row.readAt) return { readAt: row.readAt };
  const readAt = new Date().toISOString();
  await db
    .updateTable('inboxMessages')
    .set({ readAt })
    .where('id', '=', messageId)
    .where('readAt', 'is', null)
    .execute();
  return { readAt };
}

/** Marks every unread message of the user read; answers how many changed. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('inboxMessages')
    .set({ readAt: new Date().toISOString() })
    .where('recipientId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
