import { z } from 'zod';
import { FAN_LEVELS, type FanLevel } from './fanportal';

/** Limits of email marketing (part 2, sections 5 and 9, and the campaign rules). */
export const MARKETING = {
  subjectMax: 200,
  /** The campaign's content, in bytes of UTF-8. */
  contentMaxBytes: 100_000,
  /** Campaigns an artist may send per day (administrators are not limited). */
  campaignsPerDay: 3,
  csvFileName: 'panda-nation-subscribers.csv',
  /** Part 2's four columns, then whether the subscriber has an account. */
  csvColumns: ['ID', 'Email', 'Display Name', 'User Type', 'Kind'],
  /** The subscriber list's height cap, in px. */
  listMaxHeight: 300,
  contentRows: 12,
  /** Campaigns listed in the history (newest first). */
  historyLimit: 50,
  /** Test copies one sender may send themself per hour. */
  testSendsPerHour: 10,
  /** The subject prefix of a test copy. */
  testSubjectPrefix: '[Test] ',
  /** A scheduled campaign goes at least this long after it is scheduled, and at most this many days ahead. */
  scheduleMinLeadMs: 60_000,
  scheduleMaxDays: 90,
} as const;

/** Exact texts of Email Marketing (part 2, sections 2, 8 and 9) and of its API. */
export const MARKETING_MESSAGES = {
  loadFailed: 'Failed to load subscribers',
  empty: 'No subscribers yet. Users can subscribe during registration.',
  missingSubjectTitle: 'Missing Subject',
  missingSubject: 'Please provide an email subject',
  missingContentTitle: 'Missing Content',
  missingContent: 'Please provide email content',
  sentTitle: 'Campaign Sent!',
  sent: (n: number) => `Email sent to ${n} subscribers`,
  sendFailedTitle: 'Failed to Send Campaign',
  sendFailed: 'Failed to send campaign',
  unknownError: 'An unknown error occurred',
  csvTitle: 'CSV Exported',
  csv: 'Subscriber list has been downloaded',
  subjectTooLong: `Subject must be at most ${MARKETING.subjectMax} characters`,
  contentTooLong: 'Email content must be at most 100 kB',
  tooManyCampaigns: `You can send ${MARKETING.campaignsPerDay} campaigns a day. Please try again tomorrow.`,
  noSubscribers: 'You have no subscribers to send to yet',
  signInRequired: 'Please sign in to use email marketing',
  testSentTitle: 'Test Email Sent',
  testSent: (email: string) => `A test copy is on its way to ${email}`,
  testNeedsVerifiedEmail: 'Verify your email address in Settings to send yourself a test',
  consentLabel: (artist: string) => `Email me about ${artist}'s releases (shares my email with them)`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You have been unsubscribed.',
  consentSelf: 'You cannot subscribe to your own email',
  tooManyTests: 'Too many test emails. Please try again later.',
  scheduleInvalid: 'Choose a date and time for the campaign',
  scheduleInPast: 'Choose a time at least a minute from now',
  scheduleTooFar: `A campaign can be scheduled up to ${MARKETING.scheduleMaxDays} days ahead`,
  scheduledTitle: 'Campaign Scheduled',
  scheduled: (n: number, when: string) =>
    `It goes to ${n} ${n === 1 ? 'subscriber' : 'subscribers'} on ${when}`,
  cancelledTitle: 'Campaign Cancelled',
  cancelled: 'It will not be sent.',
  notScheduled: 'This campaign has already started sending, so it can no longer be cancelled',
  campaignNotFound: 'Campaign not found',
  segmentNoMatch: 'No subscribers match who you chose to send to',
  levelsForArtists: "Fan levels apply only to an artist's own fans",
} as const;

/**
 * Whether a subscriber is an account ('account': its id is the user id) or an address on the newsletter
 * without an account ('newsletter': its id is the subscription's, a number of its own that may equal a user id).
 */
export type SubscriberKind = 'account' | 'newsletter';

/** How the list and the CSV name each kind. */
export const SUBSCRIBER_KIND_LABELS: Record<SubscriberKind, string> = {
  account: 'Account',
  newsletter: 'Newsletter only',
};

/** One subscriber of the caller's audience (GET /api/marketing/emails). */
export interface Subscriber {
  /** The user id; for a newsletter subscriber without an account, the subscription id (see `kind`). */
  id: number;
  email: string;
  /** May be empty: the page then shows 'User {id}' for an account (a newsletter subscriber gave no name). */
  displayName: string;
  /** 'artist', 'dj', 'fan', ... or 'newsletter' for a newsletter subscriber without an account. */
  userType: string;
  kind: SubscriberKind;
  /** The location on the account (null without one, and for a newsletter-only subscriber). */
  location: string | null;
  /** The fan's level with this artist (Fan Portal); null on the platform list. */
  fanLevel: FanLevel | null;
}

/**
 * A subscriber's ID in the CSV, unique across kinds: the user id of an account, 'newsletter-{id}' for an
 * address without an account (whose subscription id could otherwise be taken for the user with that id).
 */
export function subscriberCsvId(subscriber: Pick<Subscriber, 'id' | 'kind'>): string | number {
  return subscriber.kind === 'account' ? subscriber.id : `newsletter-${subscriber.id}`;
}

export interface SubscriberList {
  emailList: Subscriber[];
}

const subject = z
  .string({ error: MARKETING_MESSAGES.missingSubject })
  .trim()
  .min(1, MARKETING_MESSAGES.missingSubject)
  .max(MARKETING.subjectMax, MARKETING_MESSAGES.subjectTooLong);

const htmlContent = z
  .string({ error: MARKETING_MESSAGES.missingContent })
  .refine((value) => value.trim().length > 0, MARKETING_MESSAGES.missingContent)
  .refine(
    (value) => new TextEncoder().encode(value).length <= MARKETING.contentMaxBytes,
    MARKETING_MESSAGES.contentTooLong,
  );

/** POST /api/marketing/send-campaign, /api/marketing/preview and /api/marketing/test-send. */
export const campaignSchema = z.object({ subject, htmlContent });
export type CampaignInput = z.input<typeof campaignSchema>;

/**
 * When a scheduled campaign goes: an ISO date-time at least a minute from now and at most 90 days ahead
 * (checked against the clock of whoever parses it: the form, then the server).
 */
const sendAt = z
  .string({ error: MARKETING_MESSAGES.scheduleInvalid })
  .pipe(z.iso.datetime({ offset: true, error: MARKETING_MESSAGES.scheduleInvalid }))
  .refine(
    (value) => new Date(value).getTime() >= Date.now() + MARKETING.scheduleMinLeadMs,
    MARKETING_MESSAGES.scheduleInPast,
  )
  .refine(
    (value) => new Date(value).getTime() <= Date.now() + MARKETING.scheduleMaxDays * 86_400_000,
    MARKETING_MESSAGES.scheduleTooFar,
  );

/**
 * Who of the caller's own audience a campaign goes to: fans of some levels (an artist's list only) and/or
 * those whose location contains a text (any case). Absent or empty parts do not narrow; a segment can only
 * narrow the audience, never reach anyone outside it.
 */
export const campaignSegmentSchema = z.object({
  fanLevels: z.array(z.enum(FAN_LEVELS)).max(FAN_LEVELS.length).optional(),
  location: z.string().trim().max(120).optional(),
});
export type CampaignSegment = z.output<typeof campaignSegmentSchema>;

/** Whether a segment narrows anything. */
export function narrows(segment: CampaignSegment | null | undefined): boolean {
  return Boolean(segment && ((segment.fanLevels?.length ?? 0) > 0 || segment.location?.trim()));
}

/** Whether a subscriber is in a segment (the same rule on the page's count and the server's send). */
export function inSegment(
  subscriber: Pick<Subscriber, 'location' | 'fanLevel'>,
  segment: CampaignSegment | null | undefined,
): boolean {
  if (!segment) return true;
  const levels = segment.fanLevels ?? [];
  if (levels.length > 0 && (subscriber.fanLevel === null || !levels.includes(subscriber.fanLevel))) {
    return false;
  }
  const place = segment.location?.trim().toLowerCase();
  if (place && !subscriber.location?.toLowerCase().includes(place)) return false;
  return true;
}

/** POST /api/marketing/send-campaign: the campaign, when to send it (absent or null: now) and to whom. */
export const sendCampaignSchema = campaignSchema.extend({
  sendAt: sendAt.nullable().optional(),
  segment: campaignSegmentSchema.nullable().optional(),
});
export type SendCampaignInput = z.input<typeof sendCampaignSchema>;

/** Where a campaign is: waiting for its time, going out, done, or called off before it started. */
export type CampaignStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';

/** 202 answer of POST /api/marketing/send-campaign. */
export interface CampaignQueued {
  campaignId: number;
  recipients: number;
  message: string;
  /** When a scheduled campaign goes (null: it is going now). */
  scheduledFor: string | null;
}

/** One row of GET /api/marketing/campaigns (newest first). */
export interface CampaignSummary {
  id: number;
  subject: string;
  createdAt: string;
  status: CampaignStatus;
  /** When a scheduled campaign goes (or was to go); null for one sent at once. */
  scheduledFor: string | null;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Recipients skipped because they unsubscribed after it was queued. */
  skipped: number;
  /** Unsubscribes through this campaign's link. */
  unsubscribed: number;
}

/** GET /api/marketing/campaigns */
export interface CampaignHistory {
  campaigns: CampaignSummary[];
}

/** Answer of POST /api/marketing/campaigns/:id/cancel and POST /api/marketing/test-send: the sentence to show. */
export interface MarketingNotice {
  message: string;
}

/** POST /api/marketing/preview answer: the email as a recipient sees it. */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}

/** GET /api/marketing/unsubscribe/:token answer (what the link would do) and the POST's answer. */
export interface UnsubscribeInfo {
  email: string;
  /** What the reader leaves: 'Maya's fan email' or 'the Panda Nation newsletter and announcements'. */
  list: string;
  unsubscribed: boolean;
}

/** PUT /api/users/:id/email-consent */
export const emailConsentSchema = z.object({ consent: z.boolean() });

/** GET and PUT /api/users/:id/email-consent answer: whether the fan gets this artist's email. */
export interface EmailConsent {
  consent: boolean;
}

/**
 * Escapes one CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return: a display name is anyone's to
 * choose) is kept as text by a leading apostrophe (OWASP's advice for CSV injection).
 */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The subscriber list as CSV (header row, CRLF line ends). */
export function subscribersCsv(list: Subscriber[]): string {
  const rows = [MARKETING.csvColumns.map(csvField).join(',')];
  for (const s of list) {
    const fields = [subscriberCsvId(s), s.email, s.displayName, s.userType, SUBSCRIBER_KIND_LABELS[s.kind]];
    rows.push(fields.map(csvField).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
