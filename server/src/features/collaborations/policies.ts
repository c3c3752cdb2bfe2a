import { COLLAB_MESSAGES, COLLABORATION_MESSAGES } from '@common/collab';
import type { Kysely } from 'kysely';
import type { CollabRequestsTable, CollaborationStatus, Database, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';

type Viewer = Pick<UserRow, 'id'>;

/** What the checks of a collaboration read. */
export interface CollaborationAccess {
  id: number;
  status: CollaborationStatus;
  createdBy: number | null;
  project: string;
  /** The members' user ids. */
  memberIds: number[];
}

/**
 * Who sees a collaboration: its members. One started from the matchmaker shows to the partner only once its
 * fee is paid (until then only the one paying sees it). Anyone else learns nothing, not even that it exists.
 */
export function canSeeCollaboration(user: Viewer, collaboration: CollaborationAccess): boolean {
  if (!collaboration.memberIds.includes(user.id)) return false;
  return collaboration.status !== 'pending_payment' || collaboration.createdBy === user.id;
}

/** 404 unless the user may see the collaboration (see canSeeCollaboration). */
export function authorizeMember(
  user: Viewer,
  collaboration: CollaborationAccess | undefined,
): asserts collaboration is CollaborationAccess {
  if (!collaboration || !canSeeCollaboration(user, collaboration)) throw notFound(COLLAB_MESSAGES.notMember);
}

/** Milestones, completing and cancelling change an active collaboration only (409 otherwise). */
export function authorizeChange(
  user: Viewer,
  collaboration: CollaborationAccess | undefined,
): asserts collaboration is CollaborationAccess {
  authorizeMember(user, collaboration);
  if (collaboration.status !== 'active') throw conflict(COLLABORATION_MESSAGES.notActive);
}

/** A collaboration with its members' ids, for the checks above; undefined when there is none. */
export async function findCollaborationAccess(
  db: Kysely<Database>,
  id: number,
): Promise<CollaborationAccess | undefined> {
  const row = await db
    .selectFrom('collaborations')
    .select(['id', 'status', 'createdBy', 'project'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const members = await db
    .selectFrom('collaborationMembers')
    .select('userId')
    .where('collaborationId', '=', id)
    .execute();
  return { ...row, id: Number(row.id), memberIds: members.map((m) => Number(m.userId)) };
}

type RequestParties = Pick<CollabRequestsTable, 'fromUserId' | 'toUserId'>;

/**
 * Who may answer a request: its recipient. The sender sees it (403); anyone else learns nothing of it (404).
 */
export function authorizeAnswer(
  user: Viewer,
  request: RequestParties | undefined,
): asserts request is RequestParties {
  if (!request || (request.fromUserId !== user.id && request.toUserId !== user.id)) {
    throw notFound(COLLABORATION_MESSAGES.requestNotFound);
  }
  if (request.toUserId !== user.id) throw forbidden(COLLABORATION_MESSAGES.notRecipient);
}
