import { z } from 'zod';

/** Where an opt-in came from (stored with it). */
export const NEWSLETTER_SOURCES = ['home', 'newsletter'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: "You're subscribed! News from the Nation is on its way to your inbox.",
  alreadySubscribed: "You're already subscribed with this email address.",
  resubscribed: 'Welcome back! You are subscribed again.',
  unsubscribed: 'You have been unsubscribed. You will not receive any more newsletters.',
} as const;

const email = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .max(254, NEWSLETTER_MESSAGES.invalidEmail)
  .email(NEWSLETTER_MESSAGES.invalidEmail);

/** POST /api/newsletter/subscribe */
export const newsletterSubscribeSchema = z.object({
  email,
  source: z.enum(NEWSLETTER_SOURCES).default('home'),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** POST /api/newsletter/unsubscribe (and DELETE /api/newsletter/subscribe) */
export const newsletterUnsubscribeSchema = z.object({ email });

/**
 * The answer to subscribe and unsubscribe: 201 for a first opt-in, 200 otherwise.
 * `message` is the sentence to show.
 */
export interface NewsletterResult {
  email: string;
  status: 'subscribed' | 'unsubscribed';
  /** True when the address was already subscribed before this request. */
  alreadySubscribed: boolean;
  message: string;
}
