import type { Collaboration } from '@common/collab';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { authorizeMember, findCollaborationAccess } from '../policies';
import { readCollaboration } from '../queries';

/** One collaboration, for its members only (404 for anyone else: its existence is not revealed). */
export async function showCollaboration(
  db: Db,
  user: Pick<UserRow, 'id'>,
  collaborationId: number,
): Promise<Collaboration> {
  authorizeMember(user, await findCollaborationAccess(db, collaborationId));
  return readCollaboration(db, collaborationId, user.id);
}
