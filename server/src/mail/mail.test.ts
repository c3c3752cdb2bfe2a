import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { contactPayload } from '@common/contact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { runPendingJobs } from '../jobs/runner';
import { TestClient } from '../test/client';
import { describeEachDatabase } from '../test/databases';
import { uniqueUsername } from '../test/factories';
import { queueMail } from './queueMail';
import { MAIL_MAX_ATTEMPTS, sendMailJob } from './sendMailJob';
import { type SmtpPeer, startSmtpPeer } from './smtpPeer';
import { contactMail } from './templates/messages';
import { classifySmtpError } from './transport';

const jobs = [sendMailJob];

/** Queues a short contact message to `to`, as the contact route would. */
function queueHello(ctx: AppContext, to: string): Promise<number> {
  return queueMail(ctx.database.db, ctx.config.mail, {
    kind: 'contact',
    to,
    template: contactMail({
      origin: 'http://localhost',
      name: 'Ada',
      email: 'ada@example.test',
      subject: 'Hi',
      body: 'Hello',
    }),
  });
}

function ctxOf(app: FastifyInstance): AppContext {
  return (app as unknown as { ctx: AppContext }).ctx;
}

async function register(app: FastifyInstance, email: string) {
  const client = new TestClient(app);
  const response = await client.post('/api/register', {
    username: uniqueUsername('mail'),
    password: 'Harbour-Lights-303',
    email,
    displayName: 'Mara Mail',
  });
  expect(response.statusCode).toBe(201);
  return { client, user: response.json() as { id: number } };
}

describe('SMTP failures', () => {
  it('sorts replies: 5xx rejections are permanent, 4xx, authentication and connection failures are temporary', () => {
    expect(classifySmtpError({ responseCode: 550, response: '550 Mailbox unavailable' }).temporary).toBe(
      false,
    );
    expect(classifySmtpError({ responseCode: 451, response: '451 Try later' }).temporary).toBe(true);
    expect(classifySmtpError({ responseCode: 535, response: '535 Bad credentials' }).temporary).toBe(true);
    expect(classifySmtpError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED' }).temporary).toBe(true);
    expect(classifySmtpError({ responseCode: 550, response: '550 No' }).message).toBe(
      'Rejected by the mail server: 550 No',
    );
  });
});

describeEachDatabase('mail', (t) => {
  describe('the outbox (no SMTP_URL)', () => {
    let app: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(t.processEnv.DATA_DIR ?? '/tmp', 'outbox-'));
      app = await t.buildApp({ dataDir });
    });

    it('stores a registration mail, writes it as an .eml file with HTML and text parts, and marks it sent', async () => {
      const email = `${uniqueUsername('box')}@example.test`.toLowerCase();
      const { user } = await register(app, email);
      const row = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('toAddress', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'verify-email', status: 'queued', userId: user.id, attempts: 0 });
      expect(row.subject).toBe('Confirm your email address');

      await runPendingJobs(ctxOf(app), { jobs });
      const sent = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1, lastError: null });
      expect(sent.sentAt).toBeTruthy();

      const parsed = await simpleParser(fs.readFileSync(path.join(dataDir, 'mail', `${row.id}.eml`)));
      expect(parsed.subject).toBe('Confirm your email address');
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(email);
      expect(parsed.html).toContain('Confirm my address');
      expect(parsed.text).toMatch(/\/verify-email\?token=[\w-]{40,}/);
      expect(parsed.from?.text).toContain('Panda Nation');
    });
  });

  describe('through a real SMTP server', () => {
    let peer: SmtpPeer;
    let app: FastifyInstance;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      app = await t.buildApp(
        {},
        {
          SMTP_URL: peer.url,
          MAIL_FROM: 'Panda Nation <hello@pandanation.test>',
          SUPPORT_EMAIL: 'help@pandanation.test',
        },
      );
    });
    afterAll(() => peer.stop());

    it('delivers the verification mail with both parts and a working link', async () => {
      const email = `${uniqueUsername('smtp')}@example.test`.toLowerCase();
      await register(app, email);
      await runPendingJobs(ctxOf(app), { jobs });
      const mail = await peer.waitFor((m) => m.to !== undefined && JSON.stringify(m.to).includes(email));
      expect(mail.subject).toBe('Confirm your email address');
      expect(mail.from?.text).toBe('"Panda Nation" <hello@pandanation.test>');
      expect(mail.html).toContain('Confirm my address');
      const token = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
      expect(token).toBeTruthy();
      const confirmed = await new TestClient(app).post('/api/email-verification/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ email, emailVerified: true });
      const row = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('toAddress', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
      expect(row.messageId).toBe(mail.messageId);
    });

    it('delivers a password reset link and a contact message (Reply-To the visitor, sent to support)', async () => {
      const email = `${uniqueUsername('rst')}@example.test`.toLowerCase();
      await register(app, email);
      const asked = await new TestClient(app).post('/api/password-reset', { email });
      expect(asked.statusCode).toBe(202);
      const visitor = `${uniqueUsername('vis')}@example.test`.toLowerCase();
      const contact = await new TestClient(app).post(
        '/api/contact',
        contactPayload({ name: 'Ada Visitor', email: visitor, subject: 'Press', message: 'Hello team' }),
      );
      expect(contact.statusCode).toBe(201);
      await runPendingJobs(ctxOf(app), { jobs });

      const reset = await peer.waitFor(
        (m) => m.subject === 'Reset your Panda Nation password' && JSON.stringify(m.to).includes(email),
      );
      const token = /reset-password\?token=([\w-]+)/.exec(reset.text ?? '')?.[1];
      expect(reset.html).toContain('Choose a new password');
      const done = await new TestClient(app).post('/api/password-reset/confirm', {
        token,
        password: 'Fresh-Start-909',
      });
      expect(done.statusCode).toBe(200);

      const support = await peer.waitFor(
        (m) => m.subject === 'Contact: Press' && JSON.stringify(m.replyTo).includes(visitor),
      );
      expect(support.to && 'text' in support.to ? support.to.text : '').toBe('help@pandanation.test');
      expect(support.replyTo?.text).toBe(`"Ada Visitor" <${visitor}>`);
      expect(support.text).toContain('Hello team');
      expect(peer.messages.some((m) => JSON.stringify(m.to).includes(visitor))).toBe(false);
      // The 'password changed' notice goes out too.
      await runPendingJobs(ctxOf(app), { jobs });
      await peer.waitFor(
        (m) => m.subject === 'Your Panda Nation password was changed' && JSON.stringify(m.to).includes(email),
      );
    });

    it('keeps a message while the server is down and sends it once it is back, once', async () => {
      const ctx = ctxOf(app);
      const to = `${uniqueUsername('down')}@example.test`.toLowerCase();
      await peer.stop();
      const id = await queueHello(ctx, to);
      await runPendingJobs(ctx, { jobs });
      const waiting = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(waiting.status).toBe('queued');
      expect(waiting.attempts).toBe(1);
      expect(waiting.lastError).toMatch(/could not take the message now/);
      const job = await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('type', '=', 'send-mail')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: MAIL_MAX_ATTEMPTS });
      expect(new Date(job.runAfter).getTime()).toBeGreaterThan(Date.now());

      await peer.start();
      // The backoff has passed.
      await t.db
        .updateTable('jobs')
        .set({ runAfter: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', job.id)
        .execute();
      await runPendingJobs(ctx, { jobs });
      const mail = await peer.waitFor((m) => JSON.stringify(m.to).includes(to));
      expect(mail.subject).toBe('Contact: Hi');
      expect(peer.messages.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
      const sent = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('records a permanent rejection and does not try again', async () => {
      const ctx = ctxOf(app);
      const to = `${uniqueUsername('gone')}@example.test`.toLowerCase();
      peer.rejectRecipients.add(to);
      const id = await queueHello(ctx, to);
      await runPendingJobs(ctx, { jobs });
      const row = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('failed');
      expect(row.lastError).toMatch(/^Rejected by the mail server: 550/);
      const pending = await t.db
        .selectFrom('jobs')
        .select('id')
        .where('type', '=', 'send-mail')
        .where('status', 'in', ['queued', 'running'])
        .execute();
      expect(pending).toHaveLength(0);
    });
  });
});
