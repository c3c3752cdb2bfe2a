import { createHash } from 'node:crypto';
import { NEWSLETTER, NEWSLETTER_MESSAGES } from '@common/newsletter';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('newsletter API: double opt-in', (t) => {
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    app = await t.buildApp();
    origin = app.ctx.config.mail.linkOrigin;
  });

  /** A fresh address, in lower case. */
  const address = (prefix: string) => `${uniqueUsername(prefix)}@example.test`.toLowerCase();

  const rowsFor = (email: string) =>
    t.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .execute();

  const mailsTo = (email: string) =>
    t.db
      .selectFrom('mailMessages')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['toAddress']), '=', email.toLowerCase()))
      .orderBy('id', 'asc')
      .execute();

  /** The token of the confirmation link in the newest mail to an address. */
  async function latestToken(email: string): Promise<string> {
    const mails = await mailsTo(email);
    const mail = mails.at(-1);
    expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
    const token = new RegExp(`${origin}/newsletter/confirm\\?token=([\\w-]+)`).exec(mail!.text)?.[1];
    expect(token, 'a confirmation link in the mail').toBeTruthy();
    return token!;
  }

  const subscribe = (email: string, client = new TestClient(app)) =>
    client.post('/api/newsletter/subscribe', { email });
  const confirm = (token: unknown) => new TestClient(app).post('/api/newsletter/confirm', { token });

  /** Moves the last confirmation mail of an address back in time. */
  const sentAgo = (email: string, ms: number) =>
    t.db
      .updateTable('newsletterSubscriptions')
      .set({ confirmSentAt: new Date(Date.now() - ms).toISOString() })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .execute();

  it('rejects a missing or malformed email with the message', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 'a@b' }, { email: 42 }]) {
      const response = await new TestClient(app).post('/api/newsletter/subscribe', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
    }
  });

  it('stores the address as pending and queues a confirmation mail with the link (202)', async () => {
    const email = address('first');
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      email: email.toUpperCase(),
      status: 'pending',
      alreadySubscribed: false,
      message: NEWSLETTER_MESSAGES.checkInbox,
    });

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'pending', source: 'home', userId: null, confirmedAt: null });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirm', status: 'queued' });
    expect(mails[0]!.subject).toBe('Confirm your Panda Nation newsletter subscription');
    expect(mails[0]!.text).toContain(`works for ${NEWSLETTER.confirmDays} days`);
    const token = await latestToken(email);
    expect(mails[0]!.html).toContain(`${origin}/newsletter/confirm?token=${token}`);
    // Only the hash is stored.
    expect(row!.confirmTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['type', 'payload'])
      .where('type', '=', 'send-mail')
      .execute();
    const mailIds = jobs.map(
      (job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).mailId,
    );
    expect(mailIds).toContain(mails[0]!.id);
  });

  it('confirms once: the link subscribes the address, then it is spent', async () => {
    const email = address('confirm');
    await subscribe(email);
    const token = await latestToken(email);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      email,
      status: 'subscribed',
      alreadySubscribed: false,
      message: NEWSLETTER_MESSAGES.confirmed,
    });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'subscribed', confirmTokenHash: null });
    expect(row!.confirmedAt).toEqual(expect.any(String));

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmInvalid });

    const resubscribe = await subscribe(email.toUpperCase());
    expect(resubscribe.statusCode).toBe(200);
    expect(resubscribe.json()).toEqual({
      email,
      status: 'subscribed',
      alreadySubscribed: true,
      message: NEWSLETTER_MESSAGES.alreadySubscribed,
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses unknown, malformed and expired links', async () => {
    for (const token of ['', 'nope', 'x'.repeat(300), 42]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmInvalid });
    }
    const email = address('late');
    await subscribe(email);
    const token = await latestToken(email);
    await sentAgo(email, NEWSLETTER.confirmDays * 24 * 3600_000 + 60_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmInvalid });
    expect((await rowsFor(email))[0]!.status).toBe('pending');
  });

  it('sends at most one confirmation mail per address in the resend window, with the same answer', async () => {
    const email = address('repeat');
    const first = await subscribe(email);
    const second = await subscribe(email);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(await mailsTo(email)).toHaveLength(1);
    const firstToken = await latestToken(email);

    // After the window a new link is sent, and it replaces the old one.
    await sentAgo(email, NEWSLETTER.resendMinutes * 60_000 + 1_000);
    const third = await subscribe(email);
    expect(third.json()).toEqual(first.json());
    expect(await mailsTo(email)).toHaveLength(2);
    const secondToken = await latestToken(email);
    expect(secondToken).not.toBe(firstToken);
    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(secondToken)).statusCode).toBe(200);
  });

  it('keeps simultaneous opt-ins of one address as one row and one mail', async () => {
    const email = address('twin');
    const answers = await Promise.all(
      [email, email.toUpperCase(), email].map((each) =>
        new TestClient(app).post('/api/newsletter/subscribe', { email: each }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.json().message))).toEqual(new Set([NEWSLETTER_MESSAGES.checkInbox]));
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("stores a signed-in user's id with the opt-in", async () => {
    const user = await createUser(t.db);
    const client = new TestClient(app);
    await client.post('/api/login', { username: user.username, password: user.plainPassword });
    const email = address('member');
    const response = await client.post('/api/newsletter/subscribe', { email, source: 'newsletter' });
    expect(response.statusCode).toBe(202);
    expect((await rowsFor(email))[0]).toMatchObject({
      userId: user.id,
      source: 'newsletter',
      status: 'pending',
    });
    expect((await mailsTo(email))[0]!.userId).toBe(user.id);
  });

  it('unsubscribes (POST or DELETE); subscribing again needs a new confirmation', async () => {
    const email = address('leaver');
    await subscribe(email);
    expect((await confirm(await latestToken(email))).statusCode).toBe(200);

    const left = await new TestClient(app).post('/api/newsletter/unsubscribe', {
      email: email.toUpperCase(),
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await rowsFor(email))[0]!.status).toBe('unsubscribed');

    const back = await subscribe(email);
    expect(back.statusCode).toBe(202);
    expect(back.json()).toMatchObject({ status: 'pending', alreadySubscribed: false });
    expect((await rowsFor(email))[0]!.status).toBe('pending');
    expect(await mailsTo(email)).toHaveLength(2);
    const token = await latestToken(email);

    // Unsubscribing while pending: the link no longer subscribes.
    const deleted = await new TestClient(app).request('DELETE', '/api/newsletter/subscribe', { email });
    expect(deleted.statusCode).toBe(200);
    expect((await rowsFor(email))[0]!.status).toBe('unsubscribed');
    expect((await confirm(token)).statusCode).toBe(400);

    // Subscribing again at once sends no third mail (the window), and the link that is out works again.
    const returning = await subscribe(email);
    expect(returning.statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers an unknown address the same way, so the list cannot be probed', async () => {
    const response = await new TestClient(app).post('/api/newsletter/unsubscribe', {
      email: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'unsubscribed',
      message: NEWSLETTER_MESSAGES.unsubscribed,
    });
    expect(await rowsFor('nobody@example.com')).toHaveLength(0);
    const invalid = await new TestClient(app).post('/api/newsletter/unsubscribe', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Please enter a valid email address' });
  });

  it('counts only confirmed subscribers', async () => {
    const count = async () =>
      (await new TestClient(app).get('/api/newsletter/articles')).json().subscriberCount;
    const before = await count();
    const email = address('counted');
    await subscribe(email);
    expect(await count()).toBe(before);
    await confirm(await latestToken(email));
    expect(await count()).toBe(before + 1);
    await new TestClient(app).post('/api/newsletter/unsubscribe', { email });
    expect(await count()).toBe(before);
  });

  it('limits the confirmation mails one network can cause', async () => {
    const client = new TestClient(app, { remoteAddress: '203.0.113.7' });
    for (let i = 0; i < NEWSLETTER.confirmMailsPerIpPerHour; i += 1) {
      expect((await subscribe(address(`ip${i}`), client)).statusCode).toBe(202);
    }
    const refused = await subscribe(address('ipmore'), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: NEWSLETTER_MESSAGES.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another network is not affected.
    expect(
      (await subscribe(address('other'), new TestClient(app, { remoteAddress: '203.0.113.8' }))).statusCode,
    ).toBe(202);
  });
});
