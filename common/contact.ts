import { z } from 'zod';

/** Sizes and limits of the contact form (part 2, sections 5, 7 and 9). */
export const CONTACT = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  /** The whole message the server receives (subject, blank line, message). */
  messageMax: 5000,
  /** Messages per hour per IP and per sender address. */
  perHour: 5,
  /** How long the success notice replaces the form. */
  noticeMs: 5000,
  location: 'Atlanta, GA',
} as const;

/** GET /api/contact/details: how to reach the team, as this installation is configured. */
export interface ContactDetails {
  supportEmail: string;
  /** Absent unless a support phone is configured. */
  phone: string | null;
  location: string;
}

/** Exact texts of the Contact page (part 2, sections 2, 8 and 9) and of its API. */
export const CONTACT_MESSAGES = {
  sending: 'Sending...',
  successTitle: 'Message sent successfully!',
  successBody: "We'll get back to you as soon as possible.",
  failure: 'Failed to send message. Please try again later.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  nameTooLong: `Name must be at most ${CONTACT.nameMax} characters.`,
  subjectTooLong: `Subject must be at most ${CONTACT.subjectMax} characters.`,
  messageTooLong: `Message must be at most ${CONTACT.messageMax} characters.`,
  tooMany: 'Too many messages. Please try again later.',
  received: 'Message received',
} as const;

const email = z
  .string({ error: CONTACT_MESSAGES.emailRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.emailRequired)
  .max(CONTACT.emailMax, CONTACT_MESSAGES.emailInvalid)
  .pipe(z.email(CONTACT_MESSAGES.emailInvalid));

/** The form's fields (the client checks them before sending). */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT.nameMax, CONTACT_MESSAGES.nameTooLong),
  email,
  subject: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.subjectRequired)
    .max(CONTACT.subjectMax, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT.messageMax, CONTACT_MESSAGES.messageTooLong),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/**
 * POST /api/contact: {name, email, message} where message is the subject, a blank line, then the message.
 * `website` is a honeypot: hidden from people, filled in by bots; a filled one is accepted and dropped.
 */
export const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT.nameMax, CONTACT_MESSAGES.nameTooLong),
  email,
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT.messageMax, CONTACT_MESSAGES.messageTooLong),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

/** The payload the Contact form sends: subject first, a blank line, then the message. */
export function contactPayload(values: ContactFormValues, website = ''): ContactInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: `${values.subject.trim()}\n\n${values.message.trim()}`,
    ...(website ? { website } : {}),
  };
}

/** Splits a stored message into the subject line and the rest (the form's format). */
export function splitContactMessage(message: string): { subject: string; body: string } {
  const at = message.indexOf('\n\n');
  if (at < 0) return { subject: message.split('\n')[0]!.slice(0, CONTACT.subjectMax), body: message };
  return { subject: message.slice(0, at).trim(), body: message.slice(at + 2).trim() };
}
