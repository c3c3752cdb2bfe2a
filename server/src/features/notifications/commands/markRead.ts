import type { Db } from '../../../db/connection';
import { unreadCount } from '../queries';

/**
 * Marks entries read: each id names an entry (its newest notification), and every notification of that group up
 * to it is marked; no ids marks everything. Ids of other users' notifications change nothing. Answers the
 * unread count afterwards.
 */
export async function markRead(
  db: Db,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  if (ids === undefined) {
    await db
      .updateTable('notifications')
      .set({ readAt: at })
      .where('userId', '=', userId)
      .where('readAt', 'is', null)
      .execute();
  } else if (ids.length > 0) {
    const named = await db
      .selectFrom('notifications')
      .select(['id', 'groupKey'])
      .where('userId', '=', userId)
      .where('id', 'in', ids)
      .execute();
    for (const entry of named) {
      await db
        .updateTable('notifications')
        .set({ readAt: at })
        .where('userId', '=', userId)
        .where('groupKey', '=', entry.groupKey)
        .where('id', '<=', entry.id)
        .where('readAt', 'is', null)
        .execute();
    }
  }
  return unreadCount(db, userId);
}
