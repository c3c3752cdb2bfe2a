import { CONTACT, CONTACT_MESSAGES, contactFormSchema } from '@common/contact';

/** Ids of the Contact form's fields (their labels, messages and the test journeys use them). */
export const FIELD_IDS = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
  website: 'contact-website',
} as const;

/** Length of the message the server receives: the subject, a blank line, then the message. */
export function sentLength(subject: string, message: string): number {
  return subject.trim().length + 2 + message.trim().length;
}

/**
 * The form's schema: the shared one, plus the server's limit on the subject and message together, so
 * a message that would be refused is flagged under the Message field before it is sent.
 */
export const contactFormChecks = contactFormSchema.superRefine((values, context) => {
  if (sentLength(values.subject, values.message) > CONTACT.messageMax) {
    context.addIssue({ code: 'custom', path: ['message'], message: CONTACT_MESSAGES.messageTooLong });
  }
});
