import { NEWSLETTER_MESSAGES } from '@common/newsletter';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';

describeEachDatabase('newsletter API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });

  const rowsFor = (email: string) =>
    t.db
      .selectFrom('newsletterSubscriptions')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .execute();

  it('rejects a missing or malformed email with the message', async () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-email' }, { email: 'a@b' }, { email: 42 }]) {
      const response = await new TestClient(app).post('/api/newsletter/subscribe', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address' });
    }
  });

  it('subscribes once (201), then answers 200 already subscribed whatever the case', async () => {
    const client = new TestClient(app);
    const first = await client.post('/api/newsletter/subscribe', { email: '  Fan.One@Example.com ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      email: 'Fan.One@Example.com',
      status: 'subscribed',
      alreadySubscribed: false,
      message: NEWSLETTER_MESSAGES.subscribed,
    });

    const again = await client.post('/api/newsletter/subscribe', { email: 'fan.one@example.COM' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      alreadySubscribed: true,
      message: NEWSLETTER_MESSAGES.alreadySubscribed,
    });

    const rows = await rowsFor('fan.one@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', source: 'home', userId: null });
  });

  it('keeps two simultaneous opt-ins of one address as one row', async () => {
    const answers = await Promise.all(
      ['Twin@Example.com', 'twin@example.com', 'TWIN@example.com'].map((email) =>
        new TestClient(app).post('/api/newsletter/subscribe', { email }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await rowsFor('twin@example.com')).toHaveLength(1);
  });

  it("stores a signed-in user's id with the opt-in", async () => {
    const user = await createUser(t.db);
    const client = new TestClient(app);
    await client.post('/api/login', { username: user.username, password: user.plainPassword });
    const response = await client.post('/api/newsletter/subscribe', { email: 'member@example.com' });
    expect(response.statusCode).toBe(201);
    expect((await rowsFor('member@example.com'))[0]).toMatchObject({ userId: user.id, source: 'home' });
  });

  it('unsubscribes (POST or DELETE) and subscribes again', async () => {
    const client = new TestClient(app);
    await client.post('/api/newsletter/subscribe', { email: 'leaver@example.com' });

    const left = await client.post('/api/newsletter/unsubscribe', { email: 'LEAVER@example.com' });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'unsubscribed', message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await rowsFor('leaver@example.com'))[0]!.status).toBe('unsubscribed');

    const back = await client.post('/api/newsletter/subscribe', { email: 'leaver@example.com' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'subscribed',
      alreadySubscribed: false,
      message: NEWSLETTER_MESSAGES.resubscribed,
    });

    const deleted = await client.request('DELETE', '/api/newsletter/subscribe', {
      email: 'leaver@example.com',
    });
    expect(deleted.statusCode).toBe(200);
    expect((await rowsFor('leaver@example.com'))[0]!.status).toBe('unsubscribed');
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
});
