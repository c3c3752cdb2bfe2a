import { ADMIN_MESSAGES } from '@common/admin';
import { contactPayload } from '@common/contact';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser, uniqueUsername } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/outbox/1'],
  ['POST', '/api/admin/outbox/1/resend', {}],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/1/answered', {}],
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/1', { role: 'admin' }],
  ['GET', '/api/admin/articles'],
  ['POST', '/api/admin/articles/1/approve', {}],
  ['POST', '/api/admin/articles/1/decline', { note: '' }],
  ['POST', '/api/admin/articles/1/email', {}],
];

describeEachDatabase('admin API', (t) => {
  let app: FastifyInstance;
  let admin: TestClient;
  let adminUser: Awaited<ReturnType<typeof createUser>>;

  async function signIn(user: { username: string; plainPassword: string }) {
    const client = new TestClient(app);
    expect(
      (await client.post('/api/login', { username: user.username, password: user.plainPassword })).statusCode,
    ).toBe(200);
    return client;
  }

  beforeAll(async () => {
    app = await t.buildApp();
    adminUser = await createUser(t.db);
    await setUserRole(t.db, adminUser.username, 'admin');
    admin = await signIn(adminUser);
  });

  it('answers 401 signed out and 403 to anyone but an administrator, on every route', async () => {
    const member = await signIn(await createUser(t.db));
    for (const [method, url, body] of ROUTES) {
      const out = await new TestClient(app).request(method as 'GET', url, body);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      const refused = await member.request(method as 'GET', url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }
  });

  it('lists and opens the outbox, searches it, and sends a failed message again', async () => {
    const email = `${uniqueUsername('out')}@example.test`.toLowerCase();
    await new TestClient(app).post('/api/register', {
      username: uniqueUsername('out'),
      password: 'Harbour-Lights-303',
      email,
    });
    const page = await admin.get(`/api/admin/outbox?q=${encodeURIComponent(email)}`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.transport).toBe('outbox');
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ to: email, kind: 'verify-email', status: 'queued', attempts: 0 });
    expect(body.items[0].html).toBeUndefined();
    const opened = await admin.get(`/api/admin/outbox/${body.items[0].id}`);
    expect(opened.json().text).toMatch(/verify-email\?token=/);
    expect(opened.json().html).toContain('<html');

    const notFailed = await admin.post(`/api/admin/outbox/${body.items[0].id}/resend`);
    expect(notFailed.statusCode).toBe(400);
    await t.db
      .updateTable('mailMessages')
      .set({ status: 'failed', lastError: 'Rejected' })
      .where('id', '=', body.items[0].id)
      .execute();
    const resent = await admin.post(`/api/admin/outbox/${body.items[0].id}/resend`);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: ADMIN_MESSAGES.resent });
    const row = await t.db
      .selectFrom('mailMessages')
      .select(['status', 'lastError'])
      .where('id', '=', body.items[0].id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'queued', lastError: null });
    expect((await admin.get('/api/admin/outbox/999999')).statusCode).toBe(404);
    const missing = await admin.post('/api/admin/outbox/999999/resend');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ADMIN_MESSAGES.notFound });
    expect((await admin.post('/api/admin/messages/999999/answered')).statusCode).toBe(404);
  });

  it('shows contact messages, unanswered first, and marks one answered', async () => {
    const email = `${uniqueUsername('msg')}@example.test`.toLowerCase();
    await new TestClient(app).post(
      '/api/contact',
      contactPayload({ name: 'Ada', email, subject: 'Press kit', message: 'Where is it?' }),
    );
    const list = await admin.get(`/api/admin/messages?q=${encodeURIComponent(email)}`);
    const item = list.json().items[0];
    expect(item).toMatchObject({
      name: 'Ada',
      email,
      subject: 'Press kit',
      body: 'Where is it?',
      answeredAt: null,
    });
    const before = list.json().unanswered as number;
    const answered = await admin.post(`/api/admin/messages/${item.id}/answered`);
    expect(answered.json()).toMatchObject({ id: item.id, answeredBy: adminUser.username });
    expect(answered.json().answeredAt).toBeTruthy();
    expect((await admin.get(`/api/admin/messages?q=${encodeURIComponent(email)}`)).json().unanswered).toBe(
      before - 1,
    );
  });

  it('finds users and changes roles, but never removes the last administrator', async () => {
    const target = await createUser(t.db, { displayName: 'Findable Person' });
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent('findable person')}`);
    expect(found.json().items.map((u: { id: number }) => u.id)).toContain(target.id);
    expect(JSON.stringify(found.json())).not.toContain('password');
    const promoted = await admin.request('PATCH', `/api/admin/users/${target.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ id: target.id, role: 'admin' });
    const demoted = await admin.request('PATCH', `/api/admin/users/${target.id}`, { role: 'user' });
    expect(demoted.json().role).toBe('user');
    const bad = await admin.request('PATCH', `/api/admin/users/${target.id}`, { role: 'owner' });
    expect(bad.statusCode).toBe(400);

    // Leave exactly one administrator, then try to demote them.
    const others = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '!=', adminUser.id)
      .execute();
    for (const other of others)
      await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', other.id).execute();
    const last = await admin.request('PATCH', `/api/admin/users/${adminUser.id}`, { role: 'user' });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ message: ADMIN_MESSAGES.lastAdmin });
  });
});
