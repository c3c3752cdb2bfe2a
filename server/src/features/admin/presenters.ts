import type { AdminUserItem, ContactMessageItem, OutboxItem, OutboxMessage } from '@common/admin';
import { splitContactMessage } from '@common/contact';
import type { ContactMessageRow, MailMessageRow, UserRow } from '../../db/schema';

export function presentOutboxItem(row: MailMessageRow): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

export function presentOutboxMessage(row: MailMessageRow): OutboxMessage {
  return {
    ...presentOutboxItem(row),
    from: row.fromAddress,
    replyTo: row.replyTo,
    html: row.html,
    text: row.text,
  };
}

export function presentContactMessage(
  row: ContactMessageRow & { answeredByName?: string | null },
): ContactMessageItem {
  const { subject, body } = splitContactMessage(row.message);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject,
    body,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    answeredBy: row.answeredByName ?? null,
  };
}

export function presentAdminUser(row: UserRow): AdminUserItem {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    emailVerified: Boolean(row.emailVerifiedAt) && Boolean(row.email),
    role: row.role === 'admin' ? 'admin' : 'user',
    userType: row.userType,
    createdAt: row.createdAt,
  };
}
