import type { CollabRequest, Collaboration, CollaborationMessage } from '@common/collab';
import { publicName } from '@common/people';
import type { CollaborationStatus, CollabRequestStatus } from '../../db/schema';
import { joinedName } from '../../lib/people';

/** A person as a request or a collaboration shows them. */
export interface PersonRow {
  id: number;
  username: string;
  displayName: string | null;
  profileImage: string | null;
}

const personOf = (row: PersonRow) => ({
  id: Number(row.id),
  name: publicName(row),
  image: row.profileImage,
});

/** A request row joined to both people. */
export interface CollabRequestRow {
  id: number;
  message: string;
  project: string;
  status: CollabRequestStatus;
  collaborationId: number | null;
  createdAt: string;
  from: PersonRow;
  to: PersonRow;
}

/** The only way a collaboration request leaves the server. */
export function presentCollabRequest(row: CollabRequestRow): CollabRequest {
  return {
    id: Number(row.id),
    from: personOf(row.from),
    to: personOf(row.to),
    message: row.message,
    project: row.project,
    status: row.status,
    collaborationId: row.collaborationId === null ? null : Number(row.collaborationId),
    createdAt: row.createdAt,
  };
}

/** A collaboration row with what its answer needs. */
export interface CollaborationParts {
  id: number;
  project: string;
  status: CollaborationStatus;
  source: 'request' | 'matchmaker';
  quantumScore: number | null;
  createdAt: string;
  completedAt: string | null;
  createdBy: number | null;
  answerBy: string | null;
  members: (PersonRow & { ratingGiven: number | null })[];
  milestones: { id: number; title: string; done: boolean; doneAt: string | null }[];
}

/** Percent of milestones ticked, rounded; 0 when there are none. */
export function progressOf(milestones: { done: boolean }[]): number {
  if (milestones.length === 0) return 0;
  const ticked = milestones.filter((m) => m.done).length;
  return Math.round((ticked / milestones.length) * 100);
}

/** The only way a collaboration leaves the server, as `viewerId` (a member) sees it. */
export function presentCollaboration(parts: CollaborationParts, viewerId: number): Collaboration {
  const me = parts.members.find((m) => Number(m.id) === viewerId);
  return {
    id: Number(parts.id),
    project: parts.project,
    status: parts.status,
    artists: parts.members.map(personOf),
    progress: progressOf(parts.milestones),
    quantumScore: parts.quantumScore === null ? null : Number(parts.quantumScore),
    source: parts.source,
    createdAt: parts.createdAt,
    completedAt: parts.completedAt,
    proposal:
      parts.status === 'proposed' && parts.createdBy !== null && parts.answerBy !== null
        ? { proposedBy: Number(parts.createdBy), answerBy: parts.answerBy }
        : null,
    milestones: parts.milestones.map((m) => ({
      id: Number(m.id),
      title: m.title,
      done: m.done,
      doneAt: m.doneAt,
    })),
    myRating: me?.ratingGiven === null || me?.ratingGiven === undefined ? null : Number(me.ratingGiven),
  };
}

/** A thread message joined to its author. */
export interface ThreadMessageRow {
  id: number;
  userId: number | null;
  username: string | null;
  displayName: string | null;
  body: string;
  createdAt: string;
}

/** The only way a thread message leaves the server. */
export function presentThreadMessage(row: ThreadMessageRow): CollaborationMessage {
  return {
    id: Number(row.id),
    userId: row.userId === null ? null : Number(row.userId),
    name: joinedName(row, 'Someone'),
    body: row.body,
    createdAt: row.createdAt,
  };
}
