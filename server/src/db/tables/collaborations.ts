import type { ColumnType, Generated } from 'kysely';
import { type Bool, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/**
 * 'pending_payment' (matchmaker, fee not yet paid), 'proposed' (fee paid, waiting for the partner's answer until
 * `answerBy`), 'active', 'completed', 'cancelled', 'declined' (the partner said no) or 'expired' (no answer in
 * time); the fee of a declined or expired proposal is refunded.
 */
export type CollaborationStatus =
  'pending_payment' | 'proposed' | 'active' | 'completed' | 'cancelled' | 'declined' | 'expired';

export interface CollaborationsTable {
  id: Generated<number>;
  project: string;
  status: ColumnType<CollaborationStatus, CollaborationStatus | undefined, CollaborationStatus>;
  source: 'request' | 'matchmaker';
  createdBy: number | null;
  transactionId: number | null;
  quantumScore: number | null;
  createdAt: Timestamp;
  completedAt: string | null;
  cancelledAt: string | null;
  /** A proposal's deadline: unanswered by then it expires and its fee is refunded. */
  answerBy: string | null;
}

export interface CollaborationMembersTable {
  collaborationId: number;
  userId: number;
  ratingGiven: number | null;
  ratedAt: string | null;
  joinedAt: Timestamp;
}

export type CollabRequestStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

export interface CollabRequestsTable {
  id: Generated<number>;
  fromUserId: number;
  toUserId: number;
  message: string;
  project: string;
  status: ColumnType<CollabRequestStatus, CollabRequestStatus | undefined, CollabRequestStatus>;
  collaborationId: number | null;
  createdAt: Timestamp;
  respondedAt: string | null;
}

export interface CollaborationMilestonesTable {
  id: Generated<number>;
  collaborationId: number;
  title: string;
  done: Bool;
  doneAt: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface CollaborationMessagesTable {
  id: Generated<number>;
  collaborationId: number;
  userId: number | null;
  body: string;
  createdAt: Timestamp;
}

/** The collaborations tables, under their names in the database. */
export interface CollaborationsTables {
  collaborations: CollaborationsTable;
  collaborationMembers: CollaborationMembersTable;
  collabRequests: CollabRequestsTable;
  collaborationMilestones: CollaborationMilestonesTable;
  collaborationMessages: CollaborationMessagesTable;
}

/** How the collaborations tables store their booleans and JSON values (decision 0042). */
export const collaborationsStoredAs: TablesStoredAs<CollaborationsTables> = {
  collaborations: storedAs<CollaborationsTable>()({}),
  collaborationMembers: storedAs<CollaborationMembersTable>()({}),
  collabRequests: storedAs<CollabRequestsTable>()({}),
  collaborationMilestones: storedAs<CollaborationMilestonesTable>()({ boolean: ['done'] }),
  collaborationMessages: storedAs<CollaborationMessagesTable>()({}),
};
