/**
 * Newsletter texts, sources and answer shape, without a schema library: the home page's newsletter card imports
 * this module, so the first load stays small. The request schemas are in ./newsletter.
 */

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

/** A quick client-side check of an email address; the server validates again with the schema. */
export function looksLikeEmail(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

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
