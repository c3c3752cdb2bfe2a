import { z } from 'zod';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from './newsletterMessages';

export {
  looksLikeEmail,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  type NewsletterResult,
  type NewsletterSource,
} from './newsletterMessages';

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
