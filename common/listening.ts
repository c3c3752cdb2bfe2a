import { z } from 'zod';
import type { LiveChatMessage, PartyStarting } from './rooms';

/**
 * Scheduled listening parties (Featured and Upcoming) and the live chat panel over REST (part 1, sections
 * 2, 3 and 5). The real-time side (rooms, 'live-chat:message', 'party-starting') is in rooms.ts.
 */

export const PARTY_TABS = ['featured', 'upcoming'] as const;
export type PartyTab = (typeof PARTY_TABS)[number];

export const PARTY_LIMITS = {
  titleMaxLength: 100,
  descriptionMaxLength: 1000,
  /** How far ahead a party may be scheduled (days). */
  maxDaysAhead: 365,
  /** A party whose time has come counts as live this long when its host has not opened a room (ms). */
  liveWindowMs: 2 * 60 * 60 * 1000,
  /** Parties per tab. */
  listLimit: 50,
  /** Upcoming parties one host may have at a time. */
  maxUpcomingPerHost: 20,
} as const;

export const PARTY_MESSAGES = {
  titleRequired: 'Please give your party a title',
  titleTooLong: `Title is too long (at most ${PARTY_LIMITS.titleMaxLength} characters)`,
  descriptionTooLong: `Description is too long (at most ${PARTY_LIMITS.descriptionMaxLength} characters)`,
  timeRequired: 'Please choose a date and time',
  timeInPast: 'Please choose a time in the future',
  timeTooFar: 'Parties can be scheduled at most a year ahead',
  trackNotFound: 'Please choose a track from the catalogue',
  partyNotFound: 'Party not found',
  signInToSchedule: 'Please log in to schedule a listening party',
  signInToRemind: 'Please log in to set a reminder',
  signInRequired: 'Please log in to continue',
  tooManyUpcoming: (max: number) =>
    `You already have ${max} upcoming parties. Cancel one to schedule another.`,
  hostOnlyCancel: 'Only the host can cancel this party',
  hostOnlyStart: 'Only the host can start this party',
  partyOver: 'This party is already over',
  roomNotOpen: 'Open your room first, then start the party',
  scheduledTitle: 'Party scheduled',
  scheduled: (title: string) => `${title} is on the calendar.`,
  reminderSetTitle: 'Reminder set',
  reminderSet: (title: string) => `We'll let you know when ${title} starts.`,
  reminderRemovedTitle: 'Reminder removed',
  loginToRemind: 'to get a reminder when this party starts.',
  loginToSchedule: 'to schedule a listening party.',
} as const;

export const partyListQuerySchema = z.object({ tab: z.enum(PARTY_TABS).default('featured') });
export type PartyListQuery = z.output<typeof partyListQuerySchema>;

export const partyIdSchema = z.coerce
  .number({ message: PARTY_MESSAGES.partyNotFound })
  .int(PARTY_MESSAGES.partyNotFound)
  .positive(PARTY_MESSAGES.partyNotFound);

/** POST /api/parties: a signed-in host schedules a party; the time is checked against `now`. */
export function createPartySchema(now: () => number = Date.now) {
  return z.object({
    title: z
      .string({ message: PARTY_MESSAGES.titleRequired })
      .trim()
      .min(1, PARTY_MESSAGES.titleRequired)
      .max(PARTY_LIMITS.titleMaxLength, PARTY_MESSAGES.titleTooLong),
    description: z
      .string()
      .trim()
      .max(PARTY_LIMITS.descriptionMaxLength, PARTY_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => value || null),
    trackId: z.number({ message: PARTY_MESSAGES.trackNotFound }).int().positive().nullish(),
    scheduledAt: z
      .string({ message: PARTY_MESSAGES.timeRequired })
      .refine((value) => value !== '' && !Number.isNaN(Date.parse(value)), PARTY_MESSAGES.timeRequired)
      .transform((value) => new Date(value).toISOString())
      .refine((iso) => Date.parse(iso) > now(), PARTY_MESSAGES.timeInPast)
      .refine(
        (iso) => Date.parse(iso) <= now() + PARTY_LIMITS.maxDaysAhead * 86_400_000,
        PARTY_MESSAGES.timeTooFar,
      ),
  });
}
export type CreatePartyInput = z.input<ReturnType<typeof createPartySchema>>;
export type CreateParty = z.output<ReturnType<typeof createPartySchema>>;

export const startPartySchema = z.object({
  roomId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid room id'),
});
export type StartPartyInput = z.input<typeof startPartySchema>;

/** The track a party plays, from the catalogue. */
export interface PartyTrack {
  id: number;
  title: string;
  artist: string;
  audioUrl: string;
  coverArt: string | null;
  /** Seconds, when known. */
  duration: number | null;
}

/** A scheduled or live party as the Featured and Upcoming tabs show it. */
export interface Party {
  id: number;
  title: string;
  description: string | null;
  host: { id: number; name: string; username: string };
  track: PartyTrack | null;
  /** The party's cover, else its track's, else null (the client shows a placeholder). */
  coverArt: string | null;
  /** ISO time. */
  scheduledAt: string;
  isFeatured: boolean;
  isLive: boolean;
  /** The host's open room, when there is one: Join leads there. */
  roomId: string | null;
  /** Whether the signed-in viewer asked to be reminded (false for visitors). */
  reminderSet: boolean;
  reminderCount: number;
  /** The viewer hosts this party. */
  isMine: boolean;
}

export interface PartyList {
  parties: Party[];
}

export interface ReminderState {
  partyId: number;
  reminderSet: boolean;
  reminderCount: number;
}

/** GET /api/me/reminders/due: parties that started since the viewer last saw their reminders. */
export interface DueReminders {
  reminders: PartyStarting[];
}

export const LIVE_CHAT_LIMITS = {
  /** Messages a channel shows (the latest, oldest first). */
  history: 100,
  messageMaxLength: 500,
  /** Per user: at most `ratePoints` messages per `rateWindowSeconds`. */
  ratePoints: 5,
  rateWindowSeconds: 5,
} as const;

export const LIVE_CHAT_MESSAGES = {
  loginRequired: 'Please log in to participate in chat',
  blank: 'Message cannot be empty',
  tooLong: `Message is too long (at most ${LIVE_CHAT_LIMITS.messageMaxLength} characters)`,
  rateLimited: 'You are sending messages too fast. Please wait a moment.',
  invalidChannel: 'Invalid channel',
} as const;

/** The channel of the Listening Parties page's panel; a room's panel uses `liveChatRoomChannel`. */
export const LISTENING_CHANNEL = 'listening';
export const liveChatRoomChannel = (roomId: string) => `room:${roomId}`;

export const liveChatChannelParamsSchema = z.object({
  channel: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, LIVE_CHAT_MESSAGES.invalidChannel),
});

export const LIVE_CHAT_TYPES = ['music', 'reaction'] as const;

/** POST /api/live-chat/:channel */
export const liveChatPostSchema = z.object({
  message: z
    .string({ message: LIVE_CHAT_MESSAGES.blank })
    .trim()
    .min(1, LIVE_CHAT_MESSAGES.blank)
    .max(LIVE_CHAT_LIMITS.messageMaxLength, LIVE_CHAT_MESSAGES.tooLong),
  type: z.enum(LIVE_CHAT_TYPES).default('music'),
});
export type LiveChatPostInput = z.input<typeof liveChatPostSchema>;

export interface LiveChatHistory {
  channel: string;
  messages: LiveChatMessage[];
}
