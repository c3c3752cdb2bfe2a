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
