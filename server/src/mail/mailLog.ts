/**
 * The mail log (`mail_messages`): every email the product sends, one line each, with its state, its tries and
 * the transport that took it (the outbox page lists it). Account mail (storeMail and the send-mail job) and
 * campaign copies (the send-campaign job) are written and recorded through these functions, so the two jobs
 * cannot record an outcome differently.
 */

import type { Db } from '../db/connection';
import type { MailTransport } from './transport';

/** A message as it is written to the log, before any try. */
export interface MailLogLine {
  /** What the message is for ('verify-email', 'contact', 'campaign', ...). */
  kind: string;
  /** The account it concerns, if any. */
  userId: number | null;
  fromAddress: string;
  toAddress: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** A Message-ID chosen by the sender (a campaign copy keeps its own across retries). */
  messageId?: string;
}

/** What one try of a logged message came to; each counts one attempt. */
export type MailOutcome =
  /** Taken by the transport; `messageId` is recorded when the transport chose it. */
  | { status: 'sent'; transport: MailTransport['name']; messageId?: string }
  /** Not taken: tried again later ('queued') or given up ('failed'), with the reason. */
  | { status: 'queued' | 'failed'; lastError: string };

/** The mail log's row for a line (its Message-ID left empty where the line has none). */
function rowOf(line: MailLogLine) {
  return {
    kind: line.kind,
    userId: line.userId,
    fromAddress: line.fromAddress,
    toAddress: line.toAddress,
    replyTo: line.replyTo ?? null,
    subject: line.subject,
    html: line.html,
    text: line.text,
    ...(line.messageId === undefined ? {} : { messageId: line.messageId }),
  };
}

/** Writes a new line to the mail log, on `db` (the caller's transaction when it has one); answers its id. */
export async function logMail(db: Db, line: MailLogLine): Promise<number> {
  const row = await db
    .insertInto('mailMessages')
    .values(rowOf(line))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes new lines to the mail log in one statement, on `db`; answers their ids by Message-ID (each line must
 * carry its own).
 */
export async function logMails(
  db: Db,
  lines: Array<MailLogLine & { messageId: string }>,
): Promise<Map<string, number>> {
  if (lines.length === 0) return new Map();
  const rows = await db
    .insertInto('mailMessages')
    .values(lines.map(rowOf))
    .returning(['id', 'messageId'])
    .execute();
  return new Map(rows.map((row) => [row.messageId!, row.id]));
}

/** The lines of the messages with these Message-IDs that were logged already, by Message-ID. */
export async function findLoggedMails(db: Db, messageIds: string[]): Promise<Map<string, number>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mailMessages')
    .select(['id', 'messageId'])
    .where('messageId', 'in', messageIds)
    .execute();
  return new Map(rows.map((row) => [row.messageId!, row.id]));
}

/** The line of the message with this Message-ID, if it was logged already. */
export async function findLoggedMail(db: Db, messageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('mailMessages')
    .select('id')
    .where('messageId', '=', messageId)
    .executeTakeFirst();
  return row?.id;
}

/** Records the outcome of one try of a logged message (one more attempt), on `db`. */
export async function recordMailOutcome(db: Db, mailId: number, outcome: MailOutcome): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('mailMessages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      ...(outcome.status === 'sent'
        ? {
            status: 'sent' as const,
            transport: outcome.transport,
            ...(outcome.messageId === undefined ? {} : { messageId: outcome.messageId }),
            lastError: null,
            sentAt: now,
          }
        : { status: outcome.status, lastError: outcome.lastError }),
    }))
    .where('id', '=', mailId)
    .execute();
}

/** Records that the transport took these logged messages (one more attempt each), in one statement on `db`. */
export async function recordMailsSent(
  db: Db,
  mailIds: number[],
  transport: MailTransport['name'],
): Promise<void> {
  if (mailIds.length === 0) return;
  await db
    .updateTable('mailMessages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      status: 'sent' as const,
      transport,
      lastError: null,
      sentAt: new Date().toISOString(),
    }))
    .where('id', 'in', mailIds)
    .execute();
}

/**
 * Marks failed, with the reason, the lines of these Message-IDs still queued: copies whose fate is unknown
 * and that are not sent again (a process died while handing them over).
 */
export async function failQueuedMail(db: Db, messageIds: string[], reason: string): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .updateTable('mailMessages')
    .set({ status: 'failed', lastError: reason })
    .where('messageId', 'in', messageIds)
    .where('status', '=', 'queued')
    .execute();
}
