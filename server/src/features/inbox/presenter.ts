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
}

const asKind = (kind: string): InboxKind =>
  (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : 'message';

/** The only way an inbox message leaves the server: the sender's public fields, nothing else. */
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
  };
}
