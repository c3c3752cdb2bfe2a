import { z } from 'zod';

/** A message in the mail log: sent through SMTP, kept in the outbox, waiting, or failed with a reason. */
export const mailStatusSchema = z.enum(['queued', 'sent', 'failed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** One line of /admin/outbox. */
export interface OutboxItem {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  /** 'smtp' or 'outbox' once sent, else null. */
  transport: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One message opened in /admin/outbox. */
export interface OutboxMessage extends OutboxItem {
  from: string;
  replyTo: string | null;
  html: string;
  text: string;
}

export interface OutboxPage {
  items: OutboxItem[];
  total: number;
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox'. */
  transport: 'smtp' | 'outbox';
}

/** One message sent through /contact. */
export interface ContactMessageItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  body: string;
  createdAt: string;
  answeredAt: string | null;
  answeredBy: string | null;
}

export interface ContactMessagesPage {
  items: ContactMessageItem[];
  total: number;
  unanswered: number;
}

/** One user in /admin/users. */
export interface AdminUserItem {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  role: 'user' | 'admin';
  userType: string;
  createdAt: string;
}

export interface AdminUsersPage {
  items: AdminUserItem[];
  total: number;
}

/** Query of the admin lists. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_PAGE_SIZE = 25;

/** The {id} of /api/admin/outbox/{id}, /api/admin/messages/{id} and /api/admin/users/{id}. */
export const adminIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** 202 answer of POST /api/admin/outbox/:id/resend. */
export interface AdminNotice {
  message: string;
}

/** PATCH /api/admin/users/:id */
export const adminRoleChangeSchema = z.object({ role: z.enum(['user', 'admin']) });

/** Exact texts of /admin. */
export const ADMIN_MESSAGES = {
  forbidden: 'Administrators only',
  notFound: 'Not found',
  lastAdmin: 'The last administrator cannot give up the role.',
  resent: 'Queued to be sent again',
  answered: 'Marked as answered',
} as const;
