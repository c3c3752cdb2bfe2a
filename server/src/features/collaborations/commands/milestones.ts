import { COLLABORATION_MESSAGES, type Collaboration } from '@common/collab';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { authorizeChange, findCollaborationAccess } from '../policies';
import { readCollaboration } from '../queries';

type Member = Pick<UserRow, 'id'>;

/** Either member adds a milestone to an active collaboration; answers the collaboration with it. */
export async function addMilestone(
  db: Db,
  user: Member,
  collaborationId: number,
  title: string,
): Promise<Collaboration> {
  authorizeChange(user, await findCollaborationAccess(db, collaborationId));
  await db
    .insertInto('collaborationMilestones')
    .values({ collaborationId, title, done: false, createdBy: user.id, createdAt: new Date().toISOString() })
    .execute();
  return readCollaboration(db, collaborationId, user.id);
}

/** Either member ticks (or unticks) a milestone of an active collaboration; answers the collaboration. */
export async function tickMilestone(
  db: Db,
  user: Member,
  collaborationId: number,
  milestoneId: number,
  done: boolean,
): Promise<Collaboration> {
  authorizeChange(user, await findCollaborationAccess(db, collaborationId));
  const now = new Date().toISOString();
  const result = await db
    .updateTable('collaborationMilestones')
    // Ticking a ticked milestone again keeps when it was first done.
    .set((eb) => ({ done, doneAt: done ? eb.fn.coalesce('doneAt', eb.val(now)) : null }))
    .where('id', '=', milestoneId)
    .where('collaborationId', '=', collaborationId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(COLLABORATION_MESSAGES.milestoneNotFound);
  return readCollaboration(db, collaborationId, user.id);
}
