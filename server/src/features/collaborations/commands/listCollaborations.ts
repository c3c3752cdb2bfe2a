import type { CollaborationList } from '@common/collab';
import type { Db } from '../../../db/connection';
import { presentCollaboration } from '../presenter';
import { loadCollaborations } from '../queries';

/**
 * A user's collaborations (the latest 100), newest first: every one they are a member of, except matchmaker
 * collaborations someone else has not paid for yet.
 */
export async function listCollaborations(db: Db, userId: number): Promise<CollaborationList> {
  const rows = await db
    .selectFrom('collaborationMembers as m')
    .innerJoin('collaborations as c', 'c.id', 'm.collaborationId')
    .select('c.id')
    .where('m.userId', '=', userId)
    .where((eb) => eb.or([eb('c.status', '!=', 'pending_payment'), eb('c.createdBy', '=', userId)]))
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(100)
    .execute();
  const parts = await loadCollaborations(
    db,
    rows.map((row) => Number(row.id)),
  );
  return { collaborations: parts.map((part) => presentCollaboration(part, userId)) };
}
