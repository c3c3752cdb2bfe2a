import { ACCOUNT_MESSAGES } from '@common/account';
import { AUTH_MESSAGES } from '@common/auth';
import { createCanvas } from '@napi-rs/canvas';
import { maskEmail } from '@common/people';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../db/values';
import { runPendingJobs } from '../../jobs/runner';
import { sendMailJob } from '../../mail/sendMailJob';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtpPeer';
import { rateLimits } from '../../test/app';
import { TestClient } from '../../test/client';
import { describeEachDatabase, type TestDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';
import { multipart } from '../upload/testAudio';

const NEW_PASSWORD = 'Lantern-Orchard-512';

/** The newest mail to an address, and the token of the link it carries. */
async function latestLink(t: TestDatabase, to: string, page: 'reset-password' | 'verify-email') {
  const mail = await t.db
    .selectFrom('mailMessages')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(mail.text)?.[1];
  expect(token, `a ${page} link in the mail to ${to}`).toBeTruthy();
  return { mail, token: token! };
}

function address(prefix: string): string {
  return `${uniqueUsername(prefix)}@example.test`.toLowerCase();
}

function png(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0080';
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

async function signIn(app: FastifyInstance, username: string, password: string): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('/api/login', { username, password });
  expect(response.statusCode).toBe(200);
  return client;
}

describeEachDatabase('account API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });

  describe('password reset', () => {
    it('answers the same for an unknown address and mails nothing', async () => {
      const email = address('nobody');
      const response = await new TestClient(app).post('/api/password-reset', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      const mails = await t.db
        .selectFrom('mailMessages')
        .select('id')
        .where('toAddress', '=', email)
        .execute();
      expect(mails).toHaveLength(0);
    });

    it('rejects a malformed address with the registration text', async () => {
      const response = await new TestClient(app).post('/api/password-reset', { email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.emailInvalid });
    });

    it('sets a new password from a single-use link, hashed at rest, and ends every session', async () => {
      const email = address('reset');
      const user = await createUser(t.db, { email });
      const session = await signIn(app, user.username, user.plainPassword);

      const asked = await new TestClient(app).post('/api/password-reset', { email: email.toUpperCase() });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
      const { mail, token } = await latestLink(t, email, 'reset-password');
      expect(mail.subject).toBe('Reset your Panda Nation password');
      expect(mail.text).toContain(user.username);
      const stored = await t.db
        .selectFrom('accountTokens')
        .selectAll()
        .where('userId', '=', user.id)
        .execute();
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(token);

      const short = await new TestClient(app).post('/api/password-reset/confirm', { token, password: 'abc' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ message: AUTH_MESSAGES.passwordTooShort });

      const done = await new TestClient(app).post('/api/password-reset/confirm', {
        token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_MESSAGES.resetDone });
      expect((await session.get('/api/user')).statusCode).toBe(401);
      const old = await new TestClient(app).post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      expect(old.statusCode).toBe(401);
      await signIn(app, user.username, NEW_PASSWORD);

      const again = await new TestClient(app).post('/api/password-reset/confirm', {
        token,
        password: 'Another-Pass-77',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.resetUsed });
      const notice = await t.db
        .selectFrom('mailMessages')
        .select('subject')
        .where('toAddress', '=', email)
        .where('kind', '=', 'password-changed')
        .execute();
      expect(notice).toEqual([{ subject: 'Your Panda Nation password was changed' }]);
    });

    it('refuses an expired link, an unknown one, and an older link once a newer one was sent', async () => {
      const email = address('expiry');
      const user = await createUser(t.db, { email });
      await new TestClient(app).post('/api/password-reset', { email });
      const first = await latestLink(t, email, 'reset-password');
      await new TestClient(app).post('/api/password-reset', { email });
      const second = await latestLink(t, email, 'reset-password');
      const replaced = await new TestClient(app).post('/api/password-reset/confirm', {
        token: first.token,
        password: NEW_PASSWORD,
      });
      expect(replaced.json()).toEqual({ message: ACCOUNT_MESSAGES.resetUsed });

      await t.db
        .updateTable('accountTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('userId', '=', user.id)
        .where('usedAt', 'is', null)
        .execute();
      const expired = await new TestClient(app).post('/api/password-reset/confirm', {
        token: second.token,
        password: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: ACCOUNT_MESSAGES.resetExpired });
      const unknown = await new TestClient(app).post('/api/password-reset/confirm', {
        token: 'x'.repeat(43),
        password: NEW_PASSWORD,
      });
      expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.resetInvalid });
      await signIn(app, user.username, user.plainPassword);
    });

    it('says whether a reset link would work without spending it, and nothing about the account', async () => {
      const email = address('check');
      const user = await createUser(t.db, { email, displayName: 'Checked Person' });
      const status = async (token: string) => {
        const response = await new TestClient(app).get(
          `/api/password-reset/status?token=${encodeURIComponent(token)}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        for (const secret of [email, user.username, 'Checked Person', String(user.id)])
          expect(response.body).not.toContain(secret);
        return response.json() as { status: string };
      };

      expect(await status('x'.repeat(43))).toEqual({ status: 'invalid' });
      const missing = await new TestClient(app).get('/api/password-reset/status');
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: ACCOUNT_MESSAGES.resetInvalid });
      const verification = await signIn(app, user.username, user.plainPassword);
      await verification.post('/api/email-verification/resend');
      const { token: verifyToken } = await latestLink(t, email, 'verify-email');
      expect(await status(verifyToken)).toEqual({ status: 'invalid' });

      await new TestClient(app).post('/api/password-reset', { email });
      const first = await latestLink(t, email, 'reset-password');
      expect(await status(first.token)).toEqual({ status: 'usable' });
      expect(await status(first.token)).toEqual({ status: 'usable' });
      await new TestClient(app).post('/api/password-reset', { email });
      const second = await latestLink(t, email, 'reset-password');
      expect(await status(first.token)).toEqual({ status: 'used' });
      expect(await status(second.token)).toEqual({ status: 'usable' });

      // Checking spent nothing: the link still sets the password, once.
      const done = await new TestClient(app).post('/api/password-reset/confirm', {
        token: second.token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      expect(await status(second.token)).toEqual({ status: 'used' });

      await new TestClient(app).post('/api/password-reset', { email });
      const third = await latestLink(t, email, 'reset-password');
      await t.db
        .updateTable('accountTokens')
        .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
        .where('userId', '=', user.id)
        .where('purpose', '=', 'reset-password')
        .where('usedAt', 'is', null)
        .execute();
      expect(await status(third.token)).toEqual({ status: 'expired' });
      expect(await status(second.token)).toEqual({ status: 'used' });
    });

    it('limits requests per address and per IP with Retry-After, the same for known and unknown addresses', async () => {
      const limited = await t.buildApp({ rateLimits: rateLimits({ resetPerAddress: 2, resetPerIp: 3 }) });
      const email = address('limit');
      for (let i = 0; i < 2; i++) {
        const ok = await new TestClient(limited, { remoteAddress: `10.9.0.${i + 1}` }).post(
          '/api/password-reset',
          {
            email,
          },
        );
        expect(ok.statusCode).toBe(202);
      }
      const third = await new TestClient(limited, { remoteAddress: '10.9.0.9' }).post('/api/password-reset', {
        email,
      });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyResets });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

      const client = new TestClient(limited, { remoteAddress: '10.9.1.1' });
      for (let i = 0; i < 3; i++) {
        expect((await client.post('/api/password-reset', { email: address(`ip${i}`) })).statusCode).toBe(202);
      }
      expect((await client.post('/api/password-reset', { email: address('ip4') })).statusCode).toBe(429);
    });
  });

  describe('email verification', () => {
    it('sends a link at registration; opening it verifies the address once', async () => {
      const email = address('verify');
      const client = new TestClient(app);
      const registered = await client.post('/api/register', {
        username: uniqueUsername('verify'),
        password: NEW_PASSWORD,
        email,
      });
      expect(registered.json()).toMatchObject({ email, emailVerified: false, pendingEmail: null });
      const { mail, token } = await latestLink(t, email, 'verify-email');
      expect(mail.kind).toBe('verify-email');

      const opened = await new TestClient(app).post('/api/email-verification/confirm', { token });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ email, emailVerified: true });
      expect((await client.get('/api/user')).json()).toMatchObject({ emailVerified: true });
      const again = await new TestClient(app).post('/api/email-verification/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationUsed });

      const resend = await client.post('/api/email-verification/resend');
      expect(resend.statusCode).toBe(400);
      expect(resend.json()).toEqual({ message: ACCOUNT_MESSAGES.alreadyVerified });
    });

    it('refuses an expired link and resends a fresh one', async () => {
      const email = address('late');
      const user = await createUser(t.db, { email });
      const client = await signIn(app, user.username, user.plainPassword);
      const resent = await client.post('/api/email-verification/resend');
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent });
      const { token } = await latestLink(t, email, 'verify-email');
      await t.db
        .updateTable('accountTokens')
        .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
        .where('userId', '=', user.id)
        .execute();
      const expired = await client.post('/api/email-verification/confirm', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationInvalid });

      const none = await signIn(app, (await createUser(t.db)).username, 'Tuba-Marmalade-4821');
      const nothing = await none.post('/api/email-verification/resend');
      expect(nothing.json()).toEqual({ message: ACCOUNT_MESSAGES.noEmailToVerify });
    });

    it('limits verification mails per user with Retry-After', async () => {
      const user = await createUser(t.db, { email: address('many') });
      const client = await signIn(app, user.username, user.plainPassword);
      for (let i = 0; i < 5; i++)
        expect((await client.post('/api/email-verification/resend')).statusCode).toBe(202);
      const refused = await client.post('/api/email-verification/resend');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.tooManyVerifications });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('changes the address only once the new one is confirmed, after checking the password', async () => {
      const email = address('old');
      const user = await createUser(t.db, { email });
      const client = await signIn(app, user.username, user.plainPassword);
      const next = address('new');

      const wrong = await client.post('/api/user/email', { email: next, password: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong });
      const invalid = await client.post('/api/user/email', { email: 'nope', password: user.plainPassword });
      expect(invalid.json()).toEqual({ message: AUTH_MESSAGES.emailInvalid });

      const asked = await client.post('/api/user/email', { email: next, password: user.plainPassword });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toMatchObject({
        message: ACCOUNT_MESSAGES.emailChangeSent,
        user: { email, pendingEmail: next },
      });
      const { mail, token } = await latestLink(t, next, 'verify-email');
      expect(mail.subject).toBe('Confirm your new email address');
      expect((await client.get('/api/user')).json()).toMatchObject({ email, pendingEmail: next });

      const confirmed = await client.post('/api/email-verification/confirm', { token });
      expect(confirmed.json()).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
      const same = await client.post('/api/user/email', { email: next, password: user.plainPassword });
      expect(same.json()).toEqual({ message: ACCOUNT_MESSAGES.emailSame });
    });
  });

  describe('email change notice', () => {
    const ORIGIN = 'https://pandanation.test';
    let peer: SmtpPeer;
    let smtpApp: FastifyInstance;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      smtpApp = await t.buildApp({}, { SMTP_URL: peer.url, PUBLIC_ORIGIN: ORIGIN });
    });
    afterAll(() => peer.stop());

    const sentTo = (address: string, subject: string) =>
      peer.waitFor((m) => m.subject === subject && JSON.stringify(m.to).includes(address));

    it('tells the old address through the mail lane: the new one partly masked, when, and what to do if it was not them', async () => {
      const email = address('was');
      const user = await createUser(t.db, { email, displayName: 'Maya Rivers' });
      const client = await signIn(smtpApp, user.username, user.plainPassword);
      const next = address('stranger');
      const before = Date.now();
      const asked = await client.post('/api/user/email', { email: next, password: user.plainPassword });
      expect(asked.statusCode).toBe(202);

      // Stored with its send-mail job in the request, sent by the mail lane, like every account mail.
      const stored = await t.db
        .selectFrom('mailMessages')
        .selectAll()
        .where('toAddress', '=', email)
        .where('kind', '=', 'email-change-notice')
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'queued', userId: user.id });
      await runPendingJobs(smtpApp.ctx, { jobs: [sendMailJob] });
      const notice = await sentTo(email, 'The email address of your Panda Nation account is being changed');
      expect(notice.to && 'text' in notice.to ? notice.to.text : '').toBe(email);
      const text = (notice.text ?? '').replace(/\s+/g, ' ');
      expect(text).toContain('Hi Maya Rivers,');
      expect(text).toContain(`asked to change its email address from this one to ${maskEmail(next)}.`);
      expect(maskEmail(next)).toMatch(/^s\*\*\*\w@example\.test$/);
      expect(notice.text).not.toContain(next);
      expect(notice.html).not.toContain(next);
      expect(text).toContain(user.username);
      const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(before);
      expect(text).toMatch(new RegExp(`On ${when} at \\d{2}:\\d{2} UTC, someone signed in`));
      expect(text).toContain('If this was not you, reset your password now');
      expect(notice.html).toContain(`href="${ORIGIN}/reset-password"`);
      expect(notice.html).toContain(`href="${ORIGIN}/contact"`);
      // The new address gets its link as before; the notice is not sent there.
      await sentTo(next, 'Confirm your new email address');
      expect(peer.messages.filter((m) => JSON.stringify(m.to).includes(next))).toHaveLength(1);
    });

    it('sends no notice when there is no other address to tell', async () => {
      const none = await createUser(t.db);
      const first = address('first');
      const noAddress = await signIn(app, none.username, none.plainPassword);
      expect(
        (await noAddress.post('/api/user/email', { email: first, password: none.plainPassword })).statusCode,
      ).toBe(202);
      const unverified = address('again');
      const again = await createUser(t.db, { email: unverified });
      const client = await signIn(app, again.username, again.plainPassword);
      expect(
        (await client.post('/api/user/email', { email: unverified, password: again.plainPassword }))
          .statusCode,
      ).toBe(202);
      const notices = await t.db
        .selectFrom('mailMessages')
        .select('toAddress')
        .where('kind', '=', 'email-change-notice')
        .where('userId', 'in', [none.id, again.id])
        .execute();
      expect(notices).toEqual([]);
    });

    it('cancels the waiting change when the owner resets the password, as the notice says', async () => {
      const email = address('owner');
      const user = await createUser(t.db, { email });
      const intruder = await signIn(app, user.username, user.plainPassword);
      const next = address('intruder');
      await intruder.post('/api/user/email', { email: next, password: user.plainPassword });
      const change = await latestLink(t, next, 'verify-email');

      await new TestClient(app).post('/api/password-reset', { email });
      const reset = await latestLink(t, email, 'reset-password');
      const done = await new TestClient(app).post('/api/password-reset/confirm', {
        token: reset.token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      const owner = await signIn(app, user.username, NEW_PASSWORD);
      expect((await owner.get('/api/user')).json()).toMatchObject({ email, pendingEmail: null });

      const late = await new TestClient(app).post('/api/email-verification/confirm', { token: change.token });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ message: ACCOUNT_MESSAGES.verificationUsed });
      expect((await owner.get('/api/user')).json()).toMatchObject({ email });
    });
  });

  describe('settings', () => {
    it('saves profile fields with the registration rules and refuses unknown ones', async () => {
      const user = await createUser(t.db);
      const client = await signIn(app, user.username, user.plainPassword);
      const saved = await client.request('PATCH', '/api/user', {
        displayName: '  Nova Lights ',
        bio: 'Producer from Atlanta',
        location: 'Atlanta, GA',
        genres: ['Trap', 'House', 'Trap'],
        userType: 'Producer',
        emailSubscribed: false,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        displayName: 'Nova Lights',
        bio: 'Producer from Atlanta',
        location: 'Atlanta, GA',
        genres: ['Trap', 'House'],
        userType: 'Producer',
        emailSubscribed: false,
      });
      const cleared = await client.request('PATCH', '/api/user', { bio: '' });
      expect(cleared.json()).toMatchObject({ bio: null, displayName: 'Nova Lights' });
      const long = await client.request('PATCH', '/api/user', { displayName: 'x'.repeat(81) });
      expect(long.statusCode).toBe(400);
      const sneaky = await client.request('PATCH', '/api/user', { role: 'admin' });
      expect(sneaky.statusCode).toBe(400);
      expect((await client.get('/api/user')).json().role).toBe('user');
      expect((await new TestClient(app).request('PATCH', '/api/user', { bio: 'x' })).statusCode).toBe(401);
    });

    it('changes the password with the current one and signs out the other sessions only', async () => {
      const user = await createUser(t.db, { email: address('pw') });
      const here = await signIn(app, user.username, user.plainPassword);
      const elsewhere = await signIn(app, user.username, user.plainPassword);
      const wrong = await here.post('/api/user/password', {
        currentPassword: 'guess-guess',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong });
      const weak = await here.post('/api/user/password', {
        currentPassword: user.plainPassword,
        newPassword: 'abc',
      });
      expect(weak.json()).toEqual({ message: AUTH_MESSAGES.passwordTooShort });

      const changed = await here.post('/api/user/password', {
        currentPassword: user.plainPassword,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
      expect((await here.get('/api/user')).statusCode).toBe(200);
      expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
      await signIn(app, user.username, NEW_PASSWORD);
    });

    it('stores an avatar checked by its bytes, square and resized, and removes it', async () => {
      const user = await createUser(t.db);
      const client = await signIn(app, user.username, user.plainPassword);
      const upload = (data: Buffer, filename: string, contentType = 'image/png') => {
        const body = multipart([{ name: 'avatar', filename, contentType, data }]);
        return app.inject({
          method: 'POST',
          url: '/api/user/avatar',
          payload: body.payload,
          headers: { ...body.headers, ...client.jar.header() },
        });
      };
      const saved = await upload(png(640, 400), 'me.png');
      expect(saved.statusCode).toBe(200);
      const url = saved.json().profileImage as string;
      expect(url).toMatch(/^\/media\/avatars\/[\w-]+\.webp$/);
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const header = image.rawPayload;
      expect(header.toString('latin1', 0, 4)).toBe('RIFF');

      const text = await upload(Buffer.from('just some text, not an image at all'), 'fake.png');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ message: ACCOUNT_MESSAGES.avatarUnsupported });
      const broken = Buffer.concat([png(8, 8).subarray(0, 40), Buffer.alloc(200, 7)]);
      const unreadable = await upload(broken, 'broken.png');
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json()).toEqual({ message: ACCOUNT_MESSAGES.avatarUnreadable });
      const huge = Buffer.concat([png(8, 8), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooLarge = await upload(huge, 'huge.png');
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: ACCOUNT_MESSAGES.avatarTooLarge });

      const removed = await client.request('DELETE', '/api/user/avatar');
      expect(removed.json().profileImage).toBeNull();
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('deletes an account after its password: signed out, unable to sign in, profile anonymised, payments kept', async () => {
      const email = address('bye');
      const user = await createUser(t.db, { email, displayName: 'Leaving Soon', bio: 'Bye' });
      const client = await signIn(app, user.username, user.plainPassword);
      const track = await t.db
        .insertInto('tracks')
        .values({
          title: 'Last Song',
          audioUrl: '/media/audio/last.mp3',
          userId: user.id,
          status: 'published',
          visibility: 'public',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payment = await t.db
        .insertInto('transactions')
        .values({ userId: user.id, amount: 499, paymentType: 'tip', status: 'succeeded', metadata: json({}) })
        .returning('id')
        .executeTakeFirstOrThrow();

      const wrong = await client.request('DELETE', '/api/user', { password: 'not-it-at-all' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong });
      const gone = await client.request('DELETE', '/api/user', { password: user.plainPassword });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });
      expect((await client.get('/api/user')).statusCode).toBe(401);
      const login = await new TestClient(app).post('/api/login', {
        username: user.username,
        password: user.plainPassword,
      });
      expect(login.statusCode).toBe(401);

      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: null,
        bio: null,
        displayName: 'Deleted account',
        emailSubscribed: false,
      });
      expect(row.username).toBe(`deleted-${user.id}`);
      expect(row.deletedAt).toBeTruthy();
      const kept = await t.db.selectFrom('transactions').select('id').where('id', '=', payment.id).execute();
      expect(kept).toHaveLength(1);
      const song = await t.db
        .selectFrom('tracks')
        .select('visibility')
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(song.visibility).toBe('private');
      const reset = await new TestClient(app).post('/api/password-reset', { email });
      expect(reset.statusCode).toBe(202);
      const mails = await t.db
        .selectFrom('mailMessages')
        .select('id')
        .where('toAddress', '=', email)
        .where('kind', '=', 'password-reset')
        .execute();
      expect(mails).toHaveLength(0);
    });

    it("takes a deleted account's likes off the counts of the tracks and videos it liked", async () => {
      const owner = await createUser(t.db);
      const leaving = await createUser(t.db);
      const staying = await createUser(t.db);
      const track = await t.db
        .insertInto('tracks')
        .values({ title: 'Liked Song', audioUrl: '/media/audio/liked.mp3', userId: owner.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const video = await t.db
        .insertInto('videos')
        .values({
          title: 'Liked Video',
          videoUrl: '/media/video/liked.mp4',
          userId: owner.id,
          tags: json([]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      for (const user of [leaving, staying]) {
        await t.db
          .insertInto('trackLikes')
          .values({ userId: user.id, trackId: track.id, createdAt: at })
          .execute();
        await t.db
          .insertInto('videoLikes')
          .values({ userId: user.id, videoId: video.id, createdAt: at })
          .execute();
      }
      const likeCount = async (table: 'tracks' | 'videos', id: number) =>
        Number(
          (await t.db.selectFrom(table).select('likeCount').where('id', '=', id).executeTakeFirstOrThrow())
            .likeCount,
        );
      const counts = async () => ({
        track: await likeCount('tracks', track.id),
        video: await likeCount('videos', video.id),
      });
      expect(await counts()).toEqual({ track: 2, video: 2 });

      const client = await signIn(app, leaving.username, leaving.plainPassword);
      const gone = await client.request('DELETE', '/api/user', { password: leaving.plainPassword });
      expect(gone.statusCode).toBe(200);
      expect(await counts()).toEqual({ track: 1, video: 1 });
    });

    it('deletes what the person made for themself: cover art and its files, mentor chats, takes, ideas, consents', async () => {
      const user = await createUser(t.db);
      const artist = await createUser(t.db);
      const client = await signIn(app, user.username, user.plainPassword);
      const cover = await client.post('/api/generate-cover-art', {
        trackTitle: 'Night Drive',
        artistName: 'Leaving',
        genre: 'electronic',
        mood: 'dark',
        theme: 'cultural heritage',
        style: 'minimalist',
        colorScheme: 'neon',
        additionalPrompt: '',
      });
      expect(cover.statusCode, cover.body).toBe(200);
      const imageUrl = (cover.json() as { webUrl: string }).webUrl;
      expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
      const conversation = await t.db
        .insertInto('mentorConversations')
        .values({ userId: user.id, mentorId: 'drizzy', title: 'My hooks' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('mentorMessages')
        .values({
          conversationId: conversation.id,
          role: 'user',
          content: 'How do I write a hook?',
          sources: json([]),
        })
        .execute();
      await t.db
        .insertInto('savedIdeas')
        .values({
          userId: user.id,
          title: 'Idea',
          tonic: 'A',
          scale: 'minor',
          mood: 'dark',
          tempo: 90,
          seed: 7,
          generatorVersion: 1,
        })
        .execute();
      await t.db.insertInto('marketingConsents').values({ fanId: user.id, artistId: artist.id }).execute();

      const gone = await client.request('DELETE', '/api/user', { password: user.plainPassword });
      expect(gone.statusCode).toBe(200);
      const left = await Promise.all(
        (['coverArtImages', 'mentorConversations', 'savedIdeas', 'vocalTakes', 'hitAnalyses'] as const).map(
          async (table) =>
            (await t.db.selectFrom(table).select('id').where('userId', '=', user.id).execute()).length,
        ),
      );
      expect(left).toEqual([0, 0, 0, 0, 0]);
      const messages = await t.db
        .selectFrom('mentorMessages')
        .select('id')
        .where('conversationId', '=', conversation.id)
        .execute();
      expect(messages).toHaveLength(0);
      const consents = await t.db
        .selectFrom('marketingConsents')
        .select('fanId')
        .where('fanId', '=', user.id)
        .execute();
      expect(consents).toHaveLength(0);
      expect((await app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    });
  });
});
