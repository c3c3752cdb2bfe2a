import { COLLABORATION_MESSAGES, type Collaboration } from '@common/collab';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import { authorizeChange, findCollaborationAccess } from '../policies';
import { readCollaboration } from '../queries';
import { refreshSignalsOf } from '../signals';

type Member = Pick<UserRow, 'id' | 'username' | 'displayName'>;

/**
 * Either member completes or cancels an active collaboration (409 from any other status; a conditional update,
 * so two answers at once end it once). The other member hears of it in their inbox. Completing counts in both
 * members' completed collaborations and opens the ratings.
 */
export async function endCollaboration(
  ctx: Pick<AppContext, 'database' | 'log'>,
  user: Member,
  collaborationId: number,
  outcome: 'completed' | 'cancelled',
): Promise<Collaboration> {
  const { db } = ctx.database;
  const access = await findCollaborationAccess(db, collaborationId);
  authorizeChange(user, access);
  const name = publicName(user);
  const others = access.memberIds.filter((id) => id !== user.id);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const ended = await trx
      .updateTable('collaborations')
      .set(
        outcome === 'completed'
          ? { status: 'completed', completedAt: now }
          : { status: 'cancelled', cancelledAt: now },
      )
      .where('id', '=', collaborationId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) throw conflict(COLLABORATION_MESSAGES.notActive);
    if (others.length === 0) return;
    await trx
      .insertInto('inboxMessages')
      .values(
        others.map((recipientId) => ({
          recipientId,
          senderId: user.id,
          kind: 'message',
          subject:
            outcome === 'completed'
              ? `${name} completed your collaboration "${access.project}"`
              : `${name} cancelled your collaboration "${access.project}"`,
          body:
            outcome === 'completed'
              ? `${name} marked "${access.project}" as completed. Rate how it went from the collaboration's page.`
              : `${name} cancelled "${access.project}".`,
          createdAt: now,
        })),
      )
      .execute();
  });
  if (outcome === 'completed') await refreshSignalsOf(ctx, access.memberIds);
  return readCollaboration(db, collaborationId, user.id);
}
