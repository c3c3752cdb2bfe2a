import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { freePort } from '../media/uploads/httpTesting';

/** A real SMTP server for tests (smtp-server), keeping every message it accepted, parsed with mailparser. */
export interface SmtpPeer {
  /** smtp://user:pass@127.0.0.1:<port> */
  readonly url: string;
  readonly port: number;
  readonly messages: ParsedMail[];
  /** Recipients refused with 550 (a permanent failure). */
  rejectRecipients: Set<string>;
  /** Recipients refused with 451 (a temporary failure), as many times as the count says. */
  deferRecipients: Map<string, number>;
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Stops listening (connections are refused) until start() is called again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts an SMTP peer on a free port, with AUTH PLAIN/LOGIN required and no TLS. */
export async function startSmtpPeer(
  credentials = { user: 'mailer', pass: 'postage-stamp' },
): Promise<SmtpPeer> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  const waiters = new Set<{ match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }>();
  let server: SMTPServer | null = null;

  const peer: SmtpPeer = {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    port,
    messages,
    rejectRecipients: new Set(),
    deferRecipients: new Map(),
    waitFor(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ParsedMail) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async start() {
      const instance = new SMTPServer({
        authOptional: false,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === credentials.user && auth.password === credentials.pass) {
            callback(null, { user: auth.username });
          } else {
            callback(new Error('Invalid username or password'));
          }
        },
        onRcptTo(address: SMTPServerAddress, _session, callback) {
          if (peer.rejectRecipients.has(address.address)) {
            const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          const deferrals = peer.deferRecipients.get(address.address) ?? 0;
          if (deferrals > 0) {
            peer.deferRecipients.set(address.address, deferrals - 1);
            const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail);
              for (const waiter of [...waiters]) if (waiter.match(mail)) waiter.resolve(mail);
              callback();
            })
            .catch((error: Error) => callback(error));
        },
      });
      await new Promise<void>((resolve, reject) => {
        instance.once('error', reject);
        instance.listen(port, '127.0.0.1', () => resolve());
      });
      server = instance;
    },
    async stop() {
      const instance = server;
      server = null;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
  };
  await peer.start();
  return peer;
}
