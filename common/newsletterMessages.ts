/**
 * Newsletter texts, sources and answer shape, without a schema library: the home page's newsletter card imports
 * this module, so the first load stays small. The request schemas are in ./newsletter.
 */

/** Where an opt-in came from (stored with it). */
export const NEWSLETTER_SOURCES = ['home', 'newsletter'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  /** After subscribe: double opt-in, nothing is sent until the emailed link is followed. */
  checkInbox:
    'Almost there! We sent you an email. Click the link in it to confirm your subscription (check your spam folder if it is not there).',
  /** After the emailed link is followed. */
  confirmed: "Subscription confirmed! You're on the list: news from the Nation is on its way to your inbox.",
  confirmInvalid:
    'This confirmation link is invalid, has expired or was already used. Subscribe again to get a new one.',
  alreadySubscribed: "You're already subscribed with this email address.",
  unsubscribed: 'You have been unsubscribed. You will not receive any more newsletters.',
  tooManyRequests: 'Too many subscription requests from your network. Please try again later.',
} as const;

/** A quick client-side check of an email address; the server validates again with the schema. */
export function looksLikeEmail(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * The answer to subscribe, confirm and unsubscribe. Subscribe answers 202 with status 'pending' (a confirmation
 * email is on its way) or 200 with alreadySubscribed for a confirmed address; confirm answers 200 'subscribed'.
 * `message` is the sentence to show.
 */
export interface NewsletterResult {
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  /** True when the address was already confirmed before this request. */
  alreadySubscribed: boolean;
  message: string;
}
