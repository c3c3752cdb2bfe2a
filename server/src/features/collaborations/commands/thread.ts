import type { CollaborationMessage, CollaborationThread } from '@common/collab';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { authorizeMember, findCollaborationAccess } from '../policies';
import { presentThreadMessage } from '../presenter';

type Member = Pick<UserRow, 'id'>;

/** The most messages a thread answers: the latest ones, oldest first. */
const THREAD_PAGE = 200;

function threadQuery(db: Db, collaborationId: number) {
  return db
    .selectFrom('collaborationMessages as m')
    .leftJoin('users as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.userId', 'm.body', 'm.createdAt', 'u.username', 'u.displayName'])
    .where('m.collaborationId', '=', collaborationId);
}

/** The thread of a collaboration the user is a member of (404 for anyone else). */
export async function listThreadMessages(
  db: Db,
  user: Member,
  collaborationId: number,
): Promise<CollaborationThread> {
  authorizeMember(user, await findCollaborationAccess(db, collaborationId));
  const rows = await threadQuery(db, collaborationId)
    .orderBy('m.createdAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(THREAD_PAGE)
    .execute();
  return { messages: rows.reverse().map(presentThreadMessage) };
}

/** A member writes in the thread; answers the message as the thread shows it. */
export async function postThreadMessage(
  db: Db,
  user: Member,
  collaborationId: number,
  body: string,
): Promise<CollaborationMessage> {
  authorizeMember(user, await findCollaborationAccess(db, collaborationId));
  const inserted = await db
    .insertInto('collaborationMessages')
    .values({ collaborationId, userId: user.id, body, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await threadQuery(db, collaborationId)
    .where('m.id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  return presentThreadMessage(row);
}
