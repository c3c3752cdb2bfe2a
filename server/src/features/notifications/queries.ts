import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/** A notification whose actor the recipient has since blocked is no longer shown. */
export const notFromBlocked = (eb: ExpressionBuilder<Database, 'notifications'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('userBlocks as b')
        .select('b.blockerId')
        .whereRef('b.blockerId', '=', 'notifications.userId')
        .whereRef('b.blockedId', '=', 'notifications.actorId'),
    ),
  );

/** Unread entries (groups with an unread notification) of a user. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.count<number>('groupKey').distinct().as('unread'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where(notFromBlocked)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}
