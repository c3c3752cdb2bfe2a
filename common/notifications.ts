import { z } from 'zod';

/**
 * Notifications (issue "A community that talks and stays safe"): the kinds a user can be told about, how each
 * reaches them, and which ones cannot be turned off.
 */
export const NOTIFICATION_KINDS = [
  'follow',
  'new_track',
  'track_like',
  'comment',
  'reply',
  'mention',
  'tip',
  'licence',
  'edition',
  'subscription',
  'gift',
  'collab_request',
  'collab_answer',
  'course_sale',
  'enrolment',
  'certificate',
  'party_starting',
  'campaign_finished',
  'moderation',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a kind of notification goes: the app only, the app and the daily email digest, or nowhere. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Money and security notices: always shown in the app, whatever the preference says about email. */
export const ALWAYS_IN_APP: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'tip',
  'licence',
  'edition',
  'subscription',
  'gift',
  'course_sale',
  'enrolment',
  'moderation',
]);

/** A kind's channel when the user chose none. */
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'app';

/** Entries (grouped notifications) per page of GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications query. */
export const notificationsQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be a whole number from 1')
    .default(1),
});

/** POST /api/notifications/read: the entries to mark read (their ids), or all of them when absent. */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(
        z.number({ message: 'ids must be notification ids' }).int().positive('ids must be notification ids'),
        {
          message: 'ids must be a list of notification ids',
        },
      )
      .max(200, 'Mark at most 200 notifications at once')
      .optional(),
  })
  .strict();
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

const channelSchema = z.enum(NOTIFICATION_CHANNELS, { message: "A channel is 'app', 'email' or 'off'" });

/** PUT /api/notification-preferences: the kinds to change and their channels (others stay as they are). */
export const notificationPreferencesInputSchema = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, { message: 'Unknown notification kind' }),
        channel: channelSchema,
      }),
      { message: 'preferences must be a list of { kind, channel }' },
    )
    .min(1, 'preferences must name at least one kind')
    .max(NOTIFICATION_KINDS.length * 2, 'Too many preferences'),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

export const NOTIFICATION_MESSAGES = {
  alwaysInApp: 'Money and security notifications always show in the app',
  unsubscribed: 'You will no longer get the daily notification email.',
} as const;

/** Someone who did what an entry tells. */
export interface NotificationActor {
  id: number;
  username: string;
  name: string;
  profileImage: string | null;
}

/** One entry of the list: notifications of one kind about one thing, grouped (newest first). */
export interface NotificationEntry {
  /** The newest notification of the group (what POST /api/notifications/read takes). */
  id: number;
  kind: NotificationKind;
  /** Up to 2 of the latest people who did it (newest first), and how many in all. */
  actors: NotificationActor[];
  actorCount: number;
  /** How many notifications the entry groups. */
  count: number;
  subjectType: string;
  subjectId: number;
  /** False when what it is about was removed or is no longer visible to you: its details are then left out. */
  available: boolean;
  /** Frozen when written (a title, an amount in cents); empty when unavailable. */
  data: Record<string, unknown>;
  /** The sentence shown, e.g. 'lunawaves and 12 others liked Tidal Circuits'. */
  text: string;
  /** Where the entry leads in the app, if anywhere. */
  href: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/notifications. */
export interface NotificationsPage {
  notifications: NotificationEntry[];
  /** Unread entries in all. */
  unread: number;
  page: number;
  hasMore: boolean;
}

/** POST /api/notifications/read. */
export interface NotificationsReadResult {
  unread: number;
}

/** One kind's setting as GET/PUT /api/notification-preferences answer it. */
export interface NotificationPreference {
  kind: NotificationKind;
  channel: NotificationChannel;
  /** Money and security kinds: always in the app ('off' is refused; 'email' adds the digest). */
  alwaysInApp: boolean;
  label: string;
}

export interface NotificationPreferences {
  preferences: NotificationPreference[];
}

/** What the socket event 'notifications' carries: the new unread count (the client refetches the list). */
export interface NotificationsChanged {
  unread: number;
}

/** How /settings names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  follow: 'New followers',
  new_track: 'New tracks from artists you follow',
  track_like: 'Likes of your tracks',
  comment: 'Comments on your tracks',
  reply: 'Replies to your comments',
  mention: 'Mentions',
  tip: 'Tips',
  licence: 'Beat licences sold',
  edition: 'Limited editions sold',
  subscription: 'Premium Fan subscriptions',
  gift: 'Gifts received',
  collab_request: 'Collaboration requests',
  collab_answer: 'Answers to your collaboration requests',
  course_sale: 'Course sales',
  enrolment: 'Course enrolment receipts',
  certificate: 'Certificates earned',
  party_starting: 'Listening parties starting',
  campaign_finished: 'Email campaigns finished',
  moderation: 'Moderation decisions about your content',
};

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const money = (cents: unknown): string | null =>
  typeof cents === 'number' && Number.isFinite(cents) ? `$${(cents / 100).toFixed(2)}` : null;

/** Who did it, as a sentence's subject: 'lunawaves', 'lunawaves and maya', 'lunawaves and 12 others'. */
export function actorsPhrase(actors: readonly { name: string }[], actorCount: number): string {
  const [first, second] = actors;
  if (!first) return 'Someone';
  if (actorCount <= 1) return first.name;
  if (actorCount === 2 && second) return `${first.name} and ${second.name}`;
  const others = actorCount - 1;
  return `${first.name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** The sentence an entry shows (the app and the digest email say the same). */
export function notificationText(
  entry: Pick<NotificationEntry, 'kind' | 'actors' | 'actorCount' | 'data' | 'available'>,
): string {
  const who = actorsPhrase(entry.actors, entry.actorCount);
  const data = entry.available ? entry.data : {};
  const title = str(data.title);
  const thing = title ? `“${title}”` : 'something that is no longer available';
  const amount = money(data.amount);
  const paid = amount ? ` (${amount})` : '';
  switch (entry.kind) {
    case 'follow':
      return `${who} followed you`;
    case 'new_track':
      return `${who} released ${thing}`;
    case 'track_like':
      return `${who} liked ${thing}`;
    case 'comment':
      return `${who} commented on ${thing}`;
    case 'reply':
      return `${who} replied to your comment on ${thing}`;
    case 'mention':
      return `${who} mentioned you on ${thing}`;
    case 'tip':
      return `${who} tipped you${paid}${title ? ` for ${thing}` : ''}`;
    case 'licence':
      return `${who} bought a licence${title ? ` for ${thing}` : ''}${paid}`;
    case 'edition':
      return `${who} bought a limited edition${title ? ` of ${thing}` : ''}${paid}`;
    case 'subscription':
      return `${who} became your Premium Fan${paid}`;
    case 'gift':
      return `${who} gave you a gift${title ? `: ${title}` : ''}`;
    case 'collab_request':
      return `${who} asked to collaborate with you`;
    case 'collab_answer':
      return `${who} ${data.accepted === true ? 'accepted' : 'declined'} your collaboration request`;
    case 'course_sale':
      return `${who} enrolled in ${thing}${paid}`;
    case 'enrolment':
      return `You are enrolled in ${thing}${paid}`;
    case 'certificate':
      return `You earned a certificate for ${thing}`;
    case 'party_starting':
      return `${title ? `The listening party ${thing}` : 'A listening party you follow'} is starting`;
    case 'campaign_finished':
      return `Your email campaign ${thing} finished${typeof data.sent === 'number' ? `: ${data.sent} sent` : ''}`;
    case 'moderation':
      return moderationText(data, thing);
  }
}

/** A moderator's decision told to the owner: what was done to what, and why (the reason they gave). */
function moderationText(data: Record<string, unknown>, thing: string): string {
  const reason = str(data.reason);
  const why = reason ? `. Reason: ${reason}` : '';
  const days = typeof data.days === 'number' && data.days > 0 ? data.days : null;
  switch (str(data.action)) {
    case 'remove':
      return `A moderator removed ${thing}${why}`;
    case 'warn':
      return `A moderator warned you about ${thing}${why}`;
    case 'suspend':
      return `Your account is suspended${days ? ` for ${days} ${days === 1 ? 'day' : 'days'}` : ''}${why}`;
    case 'ban':
      return `Your account is banned${why}`;
    case 'restore':
      return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} is back: a moderator granted your appeal${why}`;
    case 'lift':
      return `Your account is open again: a moderator granted your appeal${why}`;
    case 'dismiss':
      return `A report about ${thing} was dismissed${why}`;
    default:
      return `A moderator acted on ${thing}${why}`;
  }
}

/** POST /api/notifications/unsubscribe/<token>: the digest stopped. */
export interface NotificationDigestStopped {
  message: string;
}
