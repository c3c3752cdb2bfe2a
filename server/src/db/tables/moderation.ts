import type { Generated, Selectable } from 'kysely';
import type {
  AppealStatus,
  CopyrightNoticeStatus,
  ModerationActionKind,
  ReportReason,
  ReportStatus,
} from '@common/moderation';
import { type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

/** One person's report of one thing (a second report of the same thing by the same person is the same row). */
export interface ReportsTable {
  id: Generated<number>;
  reporterId: number;
  /** A moderation target kind ('track', 'user', 'comment', ...) and its id. */
  targetType: string;
  targetId: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: Timestamp;
  resolvedAt: string | null;
  resolvedBy: number | null;
}

/** The audit log: one row per moderator action, never changed. */
export interface ModerationActionsTable {
  id: Generated<number>;
  moderatorId: number | null;
  action: ModerationActionKind;
  targetType: string;
  targetId: number;
  /** Whose content or account it was: who is told, and who may appeal. */
  ownerId: number | null;
  reason: string;
  /** A suspension's length in days. */
  days: number | null;
  /** What the target was called when the action was taken (kept when it is gone later). */
  title: string;
  createdAt: Timestamp;
}

/** An owner's one appeal against an action, and its decision. */
export interface ModerationAppealsTable {
  id: Generated<number>;
  actionId: number;
  userId: number;
  body: string;
  status: AppealStatus;
  createdAt: Timestamp;
  decidedAt: string | null;
  decidedBy: number | null;
  decisionNote: string | null;
}

/** A copyright notice against a track, its counter-notice and where it stands. */
export interface CopyrightNoticesTable {
  id: Generated<number>;
  trackId: number;
  uploaderId: number | null;
  work: string;
  infringingUrl: string;
  claimantName: string;
  claimantEmail: string;
  claimantContact: string;
  signature: string;
  status: CopyrightNoticeStatus;
  createdAt: Timestamp;
  counterStatement: string | null;
  counterSignature: string | null;
  counteredAt: string | null;
  /** When a counter-noticed track returns (10 business days after the counter-notice). */
  restoreAt: string | null;
  decidedAt: string | null;
}

/** The moderation tables, under their names in the database. */
export interface ModerationTables {
  reports: ReportsTable;
  moderationActions: ModerationActionsTable;
  moderationAppeals: ModerationAppealsTable;
  copyrightNotices: CopyrightNoticesTable;
}

/** The moderation tables store no booleans or JSON values (decision 0042). */
export const moderationStoredAs: TablesStoredAs<ModerationTables> = {
  reports: storedAs<ReportsTable>()({}),
  moderationActions: storedAs<ModerationActionsTable>()({}),
  moderationAppeals: storedAs<ModerationAppealsTable>()({}),
  copyrightNotices: storedAs<CopyrightNoticesTable>()({}),
};

export type ReportRow = Selectable<ReportsTable>;
export type ModerationActionRow = Selectable<ModerationActionsTable>;
export type ModerationAppealRow = Selectable<ModerationAppealsTable>;
export type CopyrightNoticeRow = Selectable<CopyrightNoticesTable>;
