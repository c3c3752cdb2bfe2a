import { z } from 'zod';
import { roomIdSchema } from './rooms';

/** Premium Fan subscriptions to an artist, and gifted Premium Fan months (part 1, section 9). */

export const FAN_PLAN_ID = 'premium_fan';
export const FAN_PLAN_NAME = 'Premium Fan';
export const FAN_INTERVALS = ['month', 'year'] as const;
export type FanInterval = (typeof FAN_INTERVALS)[number];

/** Prices in cents: $4.99 a month, $49.99 a year. */
export const FAN_PRICES: Record<FanInterval, number> = { month: 499, year: 4999 };

/** The dialog's texts and perks, as part 1 words them. */
export const FAN_TEXTS = {
  title: 'Subscribe to Artist',
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: '/month',
  perYear: '/year',
  yearlyBadge: 'save 15%',
  yearlySaving: 'Save $9.89',
  cancelAnyTime: 'Cancel any time',
  monthlyPerks: ['Member badge in chat', 'Early access', 'Monthly Q&A'],
  yearlyPerks: [
    'Member badge in chat',
    'Early access',
    'Monthly Q&A',
    'Bonus tracks each month',
    'Studio session access',
  ],
  memberBadge: 'Premium Fan',
} as const;

export const FAN_MESSAGES = {
  artistNotFound: 'Artist not found',
  recipientNotFound: 'Recipient not found',
  cannotSubscribeSelf: 'You cannot subscribe to yourself',
  cannotGiftSelf: 'You cannot send a gift to yourself',
  recipientIsArtist: 'An artist cannot be a Premium Fan of themselves',
  subscriptionNotFound: 'Subscription not found',
  badInterval: "Choose 'month' or 'year'",
} as const;

const userIdSchema = (message: string) => z.number({ error: message }).int().positive(message);

/** POST /api/fan-subscriptions (with an Idempotency-Key header). */
export const fanSubscriptionInputSchema = z.object({
  artistId: userIdSchema(FAN_MESSAGES.artistNotFound),
  interval: z.enum(FAN_INTERVALS, { error: FAN_MESSAGES.badInterval }).default('month'),
});
export type FanSubscriptionInput = z.infer<typeof fanSubscriptionInputSchema>;

/** POST /api/gifts (with an Idempotency-Key header): one Premium Fan month of the artist for the recipient. */
export const giftInputSchema = z.object({
  artistId: userIdSchema(FAN_MESSAGES.artistNotFound),
  recipientId: userIdSchema(FAN_MESSAGES.recipientNotFound),
  roomId: roomIdSchema.optional(),
});
export type GiftInput = z.infer<typeof giftInputSchema>;

/**
 * GET /api/fan-subscriptions/mine query: `artist` narrows the list to one artist's subscription; anything but
 * a positive whole number there is ignored (the whole list).
 */
export const myFanSubscriptionsQuerySchema = z.object({
  artist: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional()
    .catch(undefined)
    .describe("An artist's user id: only the subscription to that artist"),
});

/** One of my Premium Fan subscriptions (GET /api/fan-subscriptions/mine). */
export interface FanSubscription {
  id: number;
  artistId: number;
  artistName: string;
  artistUsername: string;
  artistImage: string | null;
  interval: FanInterval;
  /** 'active' renews when paid again; 'canceled' runs to the period end without renewing. */
  status: 'active' | 'canceled';
  /** ISO time the paid period ends. */
  currentPeriodEnd: string;
  /** Whether the perks apply now (the period has not ended). */
  isActive: boolean;
  /** Who gave the latest gifted month, if any. */
  giftedByName: string | null;
}

export interface MyFanSubscriptions {
  subscriptions: FanSubscription[];
}

/** "You're a Premium Fan until {date}" with the date as the dialog shows it. */
export function premiumUntilText(periodEnd: string): string {
  const date = new Date(periodEnd).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `You're a Premium Fan until ${date}`;
}
