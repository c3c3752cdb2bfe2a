import type { CollabRequest, Collaboration } from '@common/collab';
import { INBOX_KINDS, type InboxKind, type InboxMessage } from '@common/inbox';

/** An inbox row joined to its sender's public fields. */
export interface InboxRow {
  id: number;
  kind: string;
  subject: string;
  body: string;
  readAt: string | null;
  createdAt: string;
  senderId: number | null;
  senderUsername: string | null;
  senderDisplayName: string | null;
  senderProfileImage: string | null;
  /** The collaboration request the message is about, where it stands and what it started (left-joined). */
  collabRequestId: number | null;
  collabRequestStatus: string | null;
  /** The collaboration an accepted request started. */
  requestCollaborationId: number | null;
  /** The collaboration a proposal message is about, and where it stands (left-joined). */
  proposalId: number | null;
  proposalStatus: string | null;
}

const asKind = (kind: string): InboxKind =>
  (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : 'message';

const REQUEST_STATUSES: readonly string[] = ['pending', 'accepted', 'declined', 'withdrawn'];
const COLLABORATION_STATUSES: readonly string[] = [
  'pending_payment',
  'proposed',
  'active',
  'completed',
  'cancelled',
  'declined',
  'expired',
];

const idOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * The only way an inbox message leaves the server: the sender's public fields, and for a collaboration request
 * its id, status and collaboration, and for a collaboration proposal its id and status (so the inbox can offer
 * Accept and Decline and link to it), nothing else.
 */
export function presentInboxMessage(row: InboxRow): InboxMessage {
  return {
    id: Number(row.id),
    kind: asKind(row.kind),
    subject: row.subject,
    body: row.body,
    sender:
      row.senderId !== null && row.senderUsername !== null
        ? {
            id: Number(row.senderId),
            username: row.senderUsername,
            displayName: row.senderDisplayName,
            profileImage: row.senderProfileImage,
          }
        : null,
    readAt: row.readAt,
    createdAt: row.createdAt,
    collabRequestId: row.collabRequestId === null ? null : Number(row.collabRequestId),
    collabRequestStatus:
      row.collabRequestStatus !== null && REQUEST_STATUSES.includes(row.collabRequestStatus)
        ? (row.collabRequestStatus as CollabRequest['status'])
        : null,
    collaborationId: idOrNull(row.proposalId) ?? idOrNull(row.requestCollaborationId),
    proposalStatus:
      row.proposalId !== null &&
      row.proposalStatus !== null &&
      COLLABORATION_STATUSES.includes(row.proposalStatus)
        ? (row.proposalStatus as Collaboration['status'])
        : null,
  };
}
