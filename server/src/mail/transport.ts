import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailConfig } from '../config';

/** A rendered message on its way out. */
export interface OutgoingMail {
  /** The mail_messages row (names the .eml file of the outbox). */
  id: number;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** A Message-ID chosen by the sender (kept across retries of one message); nodemailer makes one otherwise. */
  messageId?: string;
  /** Extra headers (e.g. List-Unsubscribe on campaign emails). */
  headers?: Record<string, string>;
}

/** Where sent mail goes: an SMTP server, or the outbox (database rows and .eml files) on a fresh machine. */
export interface MailTransport {
  readonly name: 'smtp' | 'outbox';
  /** Hands the message over; throws MailDeliveryError when it could not. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /**
   * A transport for many messages in a row (a campaign): over SMTP it keeps up to `connections` connections
   * open between messages instead of opening one per message. Close it when the run is over.
   */
  bulk?(connections: number): MailTransport;
  close(): void;
}

/**
 * A message that did not go out. `temporary` failures (the server is down, busy, or refused us for now)
 * are tried again later; a permanent one (the server rejected the recipient or the message) is not.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
    /** The SMTP server's reply code, when it answered (null: no answer, e.g. the connection failed). */
    readonly smtpCode: number | null = null,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** Any error of a send as a MailDeliveryError; one the transport did not sort counts as temporary. */
export function deliveryErrorOf(error: unknown): MailDeliveryError {
  return error instanceof MailDeliveryError ? error : new MailDeliveryError(String(error), true);
}

type SmtpErrorLike = { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };

/**
 * Sorts an SMTP failure. Replies 5xx are permanent (RFC 5321: do not repeat the same transaction), except
 * authentication failures (530, 534, 535), which are a configuration to fix rather than a bad message, so the
 * mail waits for it. Connection failures, timeouts and 4xx replies are temporary.
 */
export function classifySmtpError(error: unknown): MailDeliveryError {
  const e = (error ?? {}) as SmtpErrorLike;
  const code = typeof e.responseCode === 'number' ? e.responseCode : null;
  const detail = String(typeof e.response === 'string' ? e.response : (e.message ?? error)).slice(0, 500);
  if (code !== null && code >= 500 && ![530, 534, 535].includes(code)) {
    return new MailDeliveryError(`Rejected by the mail server: ${detail}`, false, code);
  }
  if (e.code === 'EENVELOPE' && code === null) {
    return new MailDeliveryError(`Rejected by the mail server: ${detail}`, false);
  }
  const what = code !== null ? detail : `${typeof e.code === 'string' ? `${e.code}: ` : ''}${detail}`;
  return new MailDeliveryError(`The mail server could not take the message now (${what})`, true, code);
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    headers: { ...mail.headers, 'X-Panda-Nation-Mail': String(mail.id) },
  };
}

/**
 * The message composed in memory beforehand (the same MIME nodemailer would stream), so that it goes to the
 * socket in one write instead of one per encoded line: for the many messages of a pooled transport.
 */
async function composed(mail: OutgoingMail) {
  const raw = await new MailComposer(message(mail)).compile().build();
  return {
    envelope: { from: mail.from, to: [mail.to] },
    raw,
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  };
}

/**
 * Sends through the SMTP server of `smtpUrl` (smtp:// with STARTTLS when offered, smtps:// for TLS). With
 * `pooled`, up to that many connections are kept open and reused (see MailTransport.bulk).
 */
export function smtpTransport(smtpUrl: string, options: { pooled?: number } = {}): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // A pooled connection stays open for the whole run (nodemailer closes one after 100 messages by default).
    ...(options.pooled ? { pool: true, maxConnections: options.pooled, maxMessages: Infinity } : {}),
  });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail(options.pooled ? await composed(mail) : message(mail));
        return { messageId: mail.messageId ?? info.messageId };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    bulk: (connections) => smtpTransport(smtpUrl, { pooled: Math.max(1, connections) }),
    close: () => transporter.close(),
  };
}

/**
 * Keeps mail on this machine: the message is already in the database, and its full MIME form is written to
 * `<dir>/<id>.eml` (openable in any mail program). Nothing leaves the machine.
 */
export function outboxTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async send(mail) {
      try {
        const info = await transporter.sendMail(message(mail));
        await fs.mkdir(dir, { recursive: true });
        const file = path.join(dir, `${mail.id}.eml`);
        await fs.writeFile(`${file}.tmp`, info.message as Buffer);
        await fs.rename(`${file}.tmp`, file);
        return { messageId: info.messageId };
      } catch (error) {
        throw new MailDeliveryError(`The outbox could not store the message (${String(error)})`, true);
      }
    },
    close: () => transporter.close(),
  };
}

/** The transport the configuration asks for: SMTP when SMTP_URL is set, the outbox otherwise. */
export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl) : outboxTransport(path.join(dataDir, 'mail'));
}
