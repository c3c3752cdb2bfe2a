import type { Generated } from 'kysely';
import type { NotificationChannel, NotificationKind } from '@common/notifications';
import { type Json, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/**
 * One thing a user is told about: who did what (kind, actor) to which of their things (subject). Rows of the
 * same group key are shown as one entry ("lunawaves and 12 others liked Tidal Circuits").
 */
export interface NotificationsTable {
  id: Generated<number>;
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** Who did it; null for the platform itself (a moderation decision, a campaign finished). */
  actorId: number | null;
  /** What it is about: 'track', 'comment', 'user', 'course', 'party', 'campaign', 'collaboration'... */
  subjectType: string;
  subjectId: number;
  /** Rows with the same key group into one entry: kind, subject type and subject id. */
  groupKey: string;
  /** What the entry shows without another query (a track's title, an amount, a comment's first words). */
  data: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  readAt: string | null;
}

/** A user's choice for one kind; a kind without a row goes to the app. */
export interface NotificationPreferencesTable {
  userId: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

/** The daily digest's state for one user: never more than one a day. */
export interface NotificationDigestsTable {
  userId: number;
  /** The UTC day (YYYY-MM-DD) of the last digest. */
  lastSentOn: string;
  /** The newest notification the last digest covered. */
  lastNotificationId: number;
  sentAt: Timestamp;
}

/** One user hiding from another: the blocked user cannot comment, message, request, gift or join their rooms. */
export interface UserBlocksTable {
  blockerId: number;
  blockedId: number;
  createdAt: Timestamp;
}

/** The notification and block tables, under their names in the database. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notificationPreferences: NotificationPreferencesTable;
  notificationDigests: NotificationDigestsTable;
  userBlocks: UserBlocksTable;
}

/** How the notification and block tables store their booleans and JSON values (decision 0042). */
export const notificationsStoredAs: TablesStoredAs<NotificationsTables> = {
  notifications: storedAs<NotificationsTable>()({ json: ['data'] }),
  notificationPreferences: storedAs<NotificationPreferencesTable>()({}),
  notificationDigests: storedAs<NotificationDigestsTable>()({}),
  userBlocks: storedAs<UserBlocksTable>()({}),
};
