import { z } from 'zod';
import type { CollabInboxFields } from './collab';

/**
 * The in-app inbox: what artists, the platform and other users send a member (personal messages and rewards
 * from artists, gifts, payment receipts). Each message belongs to its recipient alone.
 */

export const INBOX_KINDS = ['message', 'reward', 'gift', 'receipt'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_PAGE_SIZE_MAX = 50;

/** GET /api/inbox query. */
export const inboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_PAGE_SIZE_MAX).default(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const INBOX_MESSAGES = {
  notFound: 'Message not found',
} as const;

/** Who sent a message (null for the platform, or a deleted account). */
export interface InboxSender {
  id: number;
  username: string;
  displayName: string | null;
  profileImage: string | null;
}

/** An inbox message as GET /api/inbox answers it, with what it says of a collaboration request or proposal. */
export interface InboxMessage extends CollabInboxFields {
  id: number;
  kind: InboxKind;
  subject: string;
  body: string;
  sender: InboxSender | null;
  /** ISO time, or null while unread. */
  readAt: string | null;
  createdAt: string;
}

export interface InboxPage {
  messages: InboxMessage[];
  page: number;
  pageSize: number;
  total: number;
  unread: number;
  hasMore: boolean;
}

/** GET /api/inbox/unread-count */
export interface UnreadCount {
  count: number;
}

/** POST /api/inbox/:id/read: when the message was first read. */
export interface InboxMessageRead {
  readAt: string;
}

/** POST /api/inbox/read-all: how many unread messages were marked read. */
export interface InboxAllRead {
  updated: number;
}
