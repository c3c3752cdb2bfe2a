import { CONTACT_MESSAGES, contactPayload } from '@common/contact';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisAnswers, uniquePrefix } from '../../realtime/scaleout/testRedis';
import { rateLimits } from '../../test/app';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { uniqueUsername } from '../../test/factories';

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis not reachable at ${TEST_REDIS_URL}: shared contact limit tests skipped`);

function sender(prefix = 'fan') {
  return `${uniqueUsername(prefix)}@example.test`.toLowerCase();
}

function message(email: string, subject = 'Booking for a showcase') {
  return contactPayload({ name: 'Ada Lovelace', email, subject, message: 'Could Nova play on 12 June?' });
}

describeEachDatabase('contact API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp({}, { SUPPORT_EMAIL: 'help@pandanation.test' });
  });

  it('answers the configured support address, and a phone only when one is configured', async () => {
    const configured = await new TestClient(app).get('/api/contact/details');
    expect(configured.statusCode).toBe(200);
    expect(configured.json()).toEqual({
      supportEmail: 'help@pandanation.test',
      phone: null,
      location: 'Atlanta, GA',
    });

    const withPhone = await t.buildApp(
      {},
      { SUPPORT_EMAIL: 'desk@example.test', SUPPORT_PHONE: '+44 20 7946 0000' },
    );
    const answer = (await new TestClient(withPhone).get('/api/contact/details')).json();
    expect(answer).toMatchObject({ supportEmail: 'desk@example.test', phone: '+44 20 7946 0000' });

    // Unconfigured, the address is the public origin's support address, never a made-up one.
    const plain = await t.buildApp({}, { PUBLIC_ORIGIN: 'https://music.example.test' });
    expect((await new TestClient(plain).get('/api/contact/details')).json()).toMatchObject({
      supportEmail: 'support@music.example.test',
      phone: null,
    });
  });

  it('names the missing or wrong field', async () => {
    const client = new TestClient(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@example.test', message: 'Hi\n\nthere' }, CONTACT_MESSAGES.nameRequired],
      [{ name: '  ', email: 'a@example.test', message: 'Hi' }, CONTACT_MESSAGES.nameRequired],
      [{ name: 'Ada', message: 'Hi' }, CONTACT_MESSAGES.emailRequired],
      [{ name: 'Ada', email: 'not-an-address', message: 'Hi' }, CONTACT_MESSAGES.emailInvalid],
      [{ name: 'Ada', email: 'a@example.test' }, CONTACT_MESSAGES.messageRequired],
      [{ name: 'Ada', email: 'a@example.test', message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
      [{ name: 'x'.repeat(101), email: 'a@example.test', message: 'Hi' }, CONTACT_MESSAGES.nameTooLong],
    ];
    for (const [body, text] of cases) {
      const response = await client.post('/api/contact', body);
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual({ message: text });
    }
  });

  it('stores the message and mails it to support with Reply-To set to the sender, never to the sender', async () => {
    const email = sender();
    const response = await new TestClient(app).post('/api/contact', message(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.received });
    const stored = await t.db.selectFrom('contactMessages').selectAll().where('email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe('Booking for a showcase\n\nCould Nova play on 12 June?');
    const mails = await t.db
      .selectFrom('mailMessages')
      .selectAll()
      .where((eb) => eb.or([eb('toAddress', '=', email), eb('replyTo', 'like', `%${email}%`)]))
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'contact',
      toAddress: 'help@pandanation.test',
      replyTo: `Ada Lovelace <${email}>`,
      subject: 'Contact: Booking for a showcase',
    });
    expect(mails[0]!.text).toContain('Could Nova play on 12 June?');
  });

  it('accepts a filled honeypot without storing or sending anything', async () => {
    const email = sender('bot');
    const response = await new TestClient(app).post('/api/contact', {
      ...message(email),
      website: 'http://spam',
    });
    expect(response.statusCode).toBe(201);
    expect(
      await t.db.selectFrom('contactMessages').select('id').where('email', '=', email).execute(),
    ).toHaveLength(0);
  });

  it('allows a few messages per hour per IP and per address, then 429 with Retry-After', async () => {
    const limited = await t.buildApp({ rateLimits: rateLimits({ contactPerHour: 2 }) });
    const client = new TestClient(limited, { remoteAddress: '10.7.0.1' });
    expect((await client.post('/api/contact', message(sender()))).statusCode).toBe(201);
    expect((await client.post('/api/contact', message(sender()))).statusCode).toBe(201);
    const third = await client.post('/api/contact', message(sender()));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: CONTACT_MESSAGES.tooMany });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const email = sender('same');
    for (const ip of ['10.7.1.1', '10.7.1.2']) {
      const ok = await new TestClient(limited, { remoteAddress: ip }).post('/api/contact', message(email));
      expect(ok.statusCode).toBe(201);
    }
    const fromElsewhere = await new TestClient(limited, { remoteAddress: '10.7.1.3' }).post(
      '/api/contact',
      message(email.toUpperCase()),
    );
    expect(fromElsewhere.statusCode).toBe(429);
  });

  describe.skipIf(!redisUp)('with Redis', () => {
    it('two processes share one count', async () => {
      const env = { REDIS_URL: `${TEST_REDIS_URL}?prefix=${uniquePrefix('contact')}` };
      const first = await t.buildApp({ rateLimits: rateLimits({ contactPerHour: 3 }) }, env);
      const second = await t.buildApp({ rateLimits: rateLimits({ contactPerHour: 3 }) }, env);
      const ip = '10.8.0.1';
      expect(
        (await new TestClient(first, { remoteAddress: ip }).post('/api/contact', message(sender())))
          .statusCode,
      ).toBe(201);
      expect(
        (await new TestClient(second, { remoteAddress: ip }).post('/api/contact', message(sender())))
          .statusCode,
      ).toBe(201);
      expect(
        (await new TestClient(first, { remoteAddress: ip }).post('/api/contact', message(sender())))
          .statusCode,
      ).toBe(201);
      const fourth = await new TestClient(second, { remoteAddress: ip }).post(
        '/api/contact',
        message(sender()),
      );
      expect(fourth.statusCode).toBe(429);
    });
  });
});
