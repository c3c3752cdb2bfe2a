import { COLLAB_MESSAGES, type Collaboration } from '@common/collab';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/errors';
import { authorizeMember, findCollaborationAccess } from '../policies';
import { readCollaboration } from '../queries';
import { refreshSignalsOf } from '../signals';

/**
 * A member rates the other (1-5) once the collaboration is completed: 400 before, 409 for a second rating (a
 * conditional update, so two at once count once). The rating counts in the other member's average.
 */
export async function rateCollaboration(
  ctx: Pick<AppContext, 'database' | 'log'>,
  user: Pick<UserRow, 'id'>,
  collaborationId: number,
  rating: number,
): Promise<Collaboration> {
  const { db } = ctx.database;
  const access = await findCollaborationAccess(db, collaborationId);
  authorizeMember(user, access);
  if (access.status !== 'completed') throw badRequest(COLLAB_MESSAGES.ratingAfterCompletion);
  const result = await db
    .updateTable('collaborationMembers')
    .set({ ratingGiven: rating, ratedAt: new Date().toISOString() })
    .where('collaborationId', '=', collaborationId)
    .where('userId', '=', user.id)
    .where('ratingGiven', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(COLLAB_MESSAGES.ratingOnce);
  await refreshSignalsOf(
    ctx,
    access.memberIds.filter((id) => id !== user.id),
  );
  return readCollaboration(db, collaborationId, user.id);
}
