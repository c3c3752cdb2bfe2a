import { COLLAB_MESSAGES, type Collaboration } from '@common/collab';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type CollabRequestRow, type CollaborationParts, presentCollaboration } from './presenter';

type Db = Kysely<Database>;

/** A request with both people, or undefined. */
export async function findCollabRequest(db: Db, id: number): Promise<CollabRequestRow | undefined> {
  const rows = await collabRequestRows(db, (query) => query.where('r.id', '=', id));
  return rows[0];
}

/** Requests with both people, newest first, as `filter` narrows them. */
export async function collabRequestRows(
  db: Db,
  filter: (query: ReturnType<typeof requestQuery>) => ReturnType<typeof requestQuery>,
  limit = 100,
): Promise<CollabRequestRow[]> {
  const rows = await filter(requestQuery(db))
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    project: row.project,
    status: row.status,
    collaborationId: row.collaborationId,
    createdAt: row.createdAt,
    from: {
      id: row.fromUserId,
      username: row.fromUsername,
      displayName: row.fromDisplayName,
      profileImage: row.fromProfileImage,
    },
    to: {
      id: row.toUserId,
      username: row.toUsername,
      displayName: row.toDisplayName,
      profileImage: row.toProfileImage,
    },
  }));
}

function requestQuery(db: Db) {
  return db
    .selectFrom('collabRequests as r')
    .innerJoin('users as f', 'f.id', 'r.fromUserId')
    .innerJoin('users as t', 't.id', 'r.toUserId')
    .select([
      'r.id',
      'r.message',
      'r.project',
      'r.status',
      'r.collaborationId',
      'r.createdAt',
      'r.fromUserId',
      'r.toUserId',
      'f.username as fromUsername',
      'f.displayName as fromDisplayName',
      'f.profileImage as fromProfileImage',
      't.username as toUsername',
      't.displayName as toDisplayName',
      't.profileImage as toProfileImage',
    ]);
}

/** The collaborations with these ids, with members and milestones, in the order of `ids`. */
export async function loadCollaborations(db: Db, ids: number[]): Promise<CollaborationParts[]> {
  if (ids.length === 0) return [];
  const [rows, members, milestones] = await Promise.all([
    db.selectFrom('collaborations').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('collaborationMembers as m')
      .innerJoin('users as u', 'u.id', 'm.userId')
      .select(['m.collaborationId', 'm.ratingGiven', 'u.id', 'u.username', 'u.displayName', 'u.profileImage'])
      .where('m.collaborationId', 'in', ids)
      .orderBy('m.userId')
      .execute(),
    db
      .selectFrom('collaborationMilestones')
      .select(['id', 'collaborationId', 'title', 'done', 'doneAt'])
      .where('collaborationId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = members.filter((m) => Number(m.collaborationId) === id);
    // The one who started it first.
    own.sort((a, b) => Number(b.id === row.createdBy) - Number(a.id === row.createdBy));
    return [
      {
        id: row.id,
        project: row.project,
        status: row.status,
        source: row.source,
        quantumScore: row.quantumScore,
        createdAt: row.createdAt,
        completedAt: row.completedAt,
        createdBy: row.createdBy,
        answerBy: row.answerBy,
        members: own,
        milestones: milestones.filter((m) => Number(m.collaborationId) === id),
      },
    ];
  });
}

/** One collaboration as a member sees it (the caller has checked membership). */
export async function readCollaboration(db: Db, id: number, viewerId: number): Promise<Collaboration> {
  const [parts] = await loadCollaborations(db, [id]);
  if (!parts) throw notFound(COLLAB_MESSAGES.notMember);
  return presentCollaboration(parts, viewerId);
}
