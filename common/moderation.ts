import { z } from 'zod';

/**
 * What can be reported. A feature supplies how each kind is loaded, removed and restored (its module's
 * moderationTargets); a kind no module supplies yet answers 404 on the server.
 */
export const REPORT_TARGET_TYPES = [
  'track',
  'comment',
  'user',
  'chat_message',
  'article',
  'collab_profile',
  'video',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why something is reported, with the words the report dialog shows. */
export const REPORT_REASONS = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  sexual: 'Sexual content',
  violence: 'Violence',
  impersonation: 'Impersonation',
  copyright: 'Copyright',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const MODERATION_LIMITS = {
  detailsMax: 1000,
  reasonMax: 500,
  appealMax: 2000,
  suspendDaysMax: 365,
} as const;

export const MODERATION_MESSAGES = {
  notFound: 'Nothing to report there',
  reported: 'Thanks: a moderator will look at it',
  ownContent: 'You cannot report your own content',
  reportNotFound: 'No open reports for that',
  alreadyRemoved: 'That content is already removed',
  notRemovable: 'That cannot be removed: warn, suspend or ban its owner instead',
  noOwner: 'That has no owner to warn, suspend or ban',
  notAnAdminTarget: 'Administrators cannot be suspended or banned',
  actionNotFound: 'No such moderation decision',
  appealNotYours: 'Only the owner may appeal this decision',
  appealTwice: 'You have already appealed this decision',
  notAppealable: 'Dismissals cannot be appealed',
  appealNotFound: 'No such appeal',
  appealDecided: 'This appeal has already been decided',
  suspended: (until: string) =>
    `Your account is suspended until ${new Date(until).toUTCString().replace(' GMT', ' UTC')}`,
  banned: 'This account has been banned',
} as const;

/** POST /api/reports. */
export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Choose what you are reporting' }),
  targetId: z.coerce.number().int().positive({ message: 'Choose what you are reporting' }),
  reason: z.enum(REASON_KEYS, { message: 'Choose a reason' }),
  details: z
    .string()
    .trim()
    .max(MODERATION_LIMITS.detailsMax, {
      message: `Details are at most ${MODERATION_LIMITS.detailsMax} characters`,
    })
    .optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

export type ReportStatus = 'open' | 'dismissed' | 'actioned';
export type AppealStatus = 'open' | 'upheld' | 'reversed';
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number] | 'restore' | 'lift';

/** What an action did, in the audit log's words. */
export const MODERATION_ACTION_LABELS: Record<ModerationActionKind, string> = {
  dismiss: 'Dismissed',
  remove: 'Removed',
  warn: 'Warned',
  suspend: 'Suspended',
  ban: 'Banned',
  restore: 'Restored (appeal granted)',
  lift: 'Suspension or ban lifted (appeal granted)',
};

/** POST /api/admin/moderation/actions: one decision about a reported (or any) target. */
export const moderationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { message: 'Choose an action' }),
    targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Choose a target' }),
    targetId: z.coerce.number().int().positive({ message: 'Choose a target' }),
    reason: z
      .string()
      .trim()
      .min(1, { message: 'Give a reason' })
      .max(MODERATION_LIMITS.reasonMax, {
        message: `A reason is at most ${MODERATION_LIMITS.reasonMax} characters`,
      }),
    days: z.coerce
      .number()
      .int({ message: 'Days are a whole number' })
      .min(1, { message: 'Suspend for at least one day' })
      .max(MODERATION_LIMITS.suspendDaysMax, {
        message: `Suspend for at most ${MODERATION_LIMITS.suspendDaysMax} days`,
      })
      .optional(),
  })
  .refine((input) => input.action !== 'suspend' || input.days !== undefined, {
    message: 'Say for how many days',
    path: ['days'],
  });
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

/** POST /api/moderation/decisions/:id/appeal. */
export const appealSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { message: 'Say why the decision is wrong' })
    .max(MODERATION_LIMITS.appealMax, {
      message: `An appeal is at most ${MODERATION_LIMITS.appealMax} characters`,
    }),
});

/** POST /api/admin/moderation/appeals/:id: grant (undo the action) or uphold it. */
export const appealDecisionSchema = z.object({
  decision: z.enum(['reverse', 'uphold'], { message: 'Choose reverse or uphold' }),
  note: z.string().trim().max(MODERATION_LIMITS.reasonMax).optional(),
});

/** What the queue shows of a target: whose it is, what it is called, a short excerpt and where it is. */
export interface ModerationTargetView {
  type: ReportTargetType;
  id: number;
  ownerId: number | null;
  ownerName: string | null;
  title: string;
  excerpt: string;
  /** The address of the content in the app, when it has one. */
  link: string | null;
  removed: boolean;
  /** The owner's suspension end or ban, when held. */
  ownerSuspendedUntil: string | null;
  ownerBanned: boolean;
}

/** One report in a queue entry. */
export interface ReportItem {
  id: number;
  reporter: string;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
}

/** One entry of the moderation queue: a target and its open reports, oldest first. */
export interface ModerationQueueEntry {
  target: ModerationTargetView;
  reports: ReportItem[];
  firstReportedAt: string;
}

export interface ModerationQueue {
  entries: ModerationQueueEntry[];
  openReports: number;
}

/** One line of the audit log. */
export interface ModerationLogItem {
  id: number;
  moderator: string | null;
  action: ModerationActionKind;
  targetType: string;
  targetId: number;
  title: string;
  owner: string | null;
  reason: string;
  days: number | null;
  createdAt: string;
}

export interface ModerationLogPage {
  items: ModerationLogItem[];
  total: number;
}

/** A decision about the signed-in user's content or account, as its owner sees it. */
export interface ModerationDecision {
  id: number;
  action: ModerationActionKind;
  targetType: string;
  title: string;
  reason: string;
  days: number | null;
  createdAt: string;
  appeal: { status: AppealStatus; body: string; createdAt: string; note: string | null } | null;
  /** Whether it may still be appealed (once, and never a dismissal). */
  appealable: boolean;
}

/** One appeal as administrators see it. */
export interface AppealItem {
  id: number;
  user: string;
  body: string;
  status: AppealStatus;
  createdAt: string;
  decision: ModerationLogItem;
}

export interface AppealsPage {
  items: AppealItem[];
}

export interface ReportCreated {
  id: number;
  message: string;
}

/** GET /api/moderation/decisions: newest first. */
export type ModerationDecisionList = ModerationDecision[];

/** POST /api/admin/moderation/actions: the audit log line written. */
export interface ModerationActionTaken {
  id: number;
}

/** POST /api/moderation/decisions/:id/appeal. */
export interface AppealFiled {
  id: number;
}

/**
 * Copyright (17 U.S.C. 512(c)): a notice takes the track down at once; its uploader may send a counter-notice,
 * and the track returns after COUNTER_NOTICE_BUSINESS_DAYS unless the claimant says they went to court. Three
 * upheld notices against one account end it (the repeat-infringer policy).
 */
export const COUNTER_NOTICE_BUSINESS_DAYS = 10;
export const REPEAT_INFRINGER_STRIKES = 3;
export type CopyrightNoticeStatus =
  'taken_down' | 'countered' | 'restored' | 'in_court' | 'upheld' | 'rejected';

export const COPYRIGHT_MESSAGES = {
  received: 'Notice received: the track is down while we review it, and its uploader has been told',
  notATrack: 'Give the address of a public track on this site (…/tracks/<number>)',
  noTrack: 'No public track at that address',
  statements: 'Both statements must be confirmed for a notice to be valid',
  counterConsent: 'The statement and the consent must be confirmed for a counter-notice to be valid',
  noticeNotFound: 'No such copyright notice',
  notUploader: 'Only the track’s uploader may send a counter-notice',
  notCounterable: 'A counter-notice can be sent once, while the track is down',
  countered:
    'Counter-notice received: the track returns after 10 business days unless the claimant goes to court',
  decided: 'This notice has already been decided',
} as const;

const text = (what: string, max: number) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, { message: `${what} is required` })
    .max(max, { message: `${what} is at most ${max} characters` });

/** POST /api/copyright/notices: what a valid notice holds. */
export const copyrightNoticeSchema = z.object({
  work: text('The copyrighted work', 2000),
  infringingUrl: text('The infringing track’s address', 500),
  claimantName: text('Your name', 200),
  claimantEmail: z.string().trim().email({ message: 'Give a valid email address' }).max(254),
  claimantContact: text('Your postal address and phone', 500),
  goodFaith: z.literal(true, { message: COPYRIGHT_MESSAGES.statements }),
  accurate: z.literal(true, { message: COPYRIGHT_MESSAGES.statements }),
  signature: text('Your signature (full name)', 200),
});
export type CopyrightNoticeInput = z.infer<typeof copyrightNoticeSchema>;

/** POST /api/copyright/notices/:id/counter. */
export const counterNoticeSchema = z.object({
  statement: text('Your statement', 2000),
  goodFaith: z.literal(true, { message: COPYRIGHT_MESSAGES.counterConsent }),
  consent: z.literal(true, { message: COPYRIGHT_MESSAGES.counterConsent }),
  signature: text('Your signature (full name)', 200),
});

/** POST /api/admin/copyright/notices/:id: uphold (a strike), the claimant went to court, or reject (restore). */
export const copyrightDecisionSchema = z.object({
  decision: z.enum(['uphold', 'court', 'reject'], { message: 'Choose uphold, court or reject' }),
});

export interface CopyrightNoticeFiled {
  id: number;
  message: string;
}

/** A notice as administrators (and, without the claimant's contact, the uploader) see it. */
export interface CopyrightNoticeItem {
  id: number;
  trackId: number;
  trackTitle: string;
  uploader: string | null;
  work: string;
  claimantName: string;
  status: CopyrightNoticeStatus;
  createdAt: string;
  counteredAt: string | null;
  restoreAt: string | null;
}

export interface CopyrightNoticeList {
  notices: CopyrightNoticeItem[];
}

export interface CounterNoticeFiled {
  /** When the track returns unless the claimant goes to court. */
  restoreAt: string;
  message: string;
}
