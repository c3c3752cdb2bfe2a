import { render } from '@react-email/render';
import type { MailConfig } from '../config';
import type { Db } from '../db/connection';
import { enqueueJob } from '../jobs/queue';
import { logMail } from './mailLog';
import { sendMailJob } from './sendMailJob';
import type { MailTemplate } from './templates/messages';

export interface MailRequest {
  /** What the message is for ('verify-email', 'password-reset', 'contact', ...). */
  kind: string;
  to: string;
  /** The account it concerns, if any. */
  userId?: number | null;
  replyTo?: string | null;
  /** Extra headers (e.g. List-Unsubscribe on the notification digest). */
  headers?: Record<string, string>;
  template: MailTemplate;
}

/** HTML and plain text from one template. */
export async function renderMail(template: MailTemplate): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(template.body),
    render(template.body, { plainText: true, htmlToTextOptions: { wordwrap: 78 } }),
  ]);
  return { html, text };
}

/** A message rendered and ready to store (render before opening a transaction: rendering takes a moment). */
export interface PreparedMail extends Omit<MailRequest, 'template'> {
  subject: string;
  html: string;
  text: string;
}

/** Renders a request's template. */
export async function prepareMail(request: MailRequest): Promise<PreparedMail> {
  const { template, ...rest } = request;
  return { ...rest, subject: template.subject, ...(await renderMail(template)) };
}

/**
 * Stores a prepared message and queues its sending, on `db` (pass the transaction that caused the message, so
 * both commit or neither does). The request never waits for a mail server: the job runner's mail lane sends it.
 */
export async function storeMail(db: Db, mail: MailConfig, prepared: PreparedMail): Promise<number> {
  const mailId = await logMail(db, {
    kind: prepared.kind,
    userId: prepared.userId ?? null,
    fromAddress: mail.from,
    toAddress: prepared.to,
    replyTo: prepared.replyTo ?? null,
    subject: prepared.subject,
    html: prepared.html,
    text: prepared.text,
  });
  await enqueueJob(db, sendMailJob, prepared.headers ? { mailId, headers: prepared.headers } : { mailId });
  return mailId;
}

/** Renders, stores and queues a message in one go (when no other write has to commit with it). */
export async function queueMail(db: Db, mail: MailConfig, request: MailRequest): Promise<number> {
  return storeMail(db, mail, await prepareMail(request));
}
