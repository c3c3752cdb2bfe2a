import type { InboxPage } from '@common/inbox';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp } from '../tracks/testing';
import { sendInboxMessages } from './sendInboxMessage';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('inbox API', (t) => {
  let app: FastifyInstance;
  let reader: User;
  let sender: User;
  let other: User;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    [reader, sender, other] = await Promise.all([
      createUser(t.db),
      createUser(t.db, { displayName: 'Kofi Rhythm' }),
      createUser(t.db),
    ]);
    const base = Date.now() - 60_000;
    for (let i = 1; i <= 25; i += 1) {
      await t.db
        .insertInto('inboxMessages')
        .values({
          recipientId: reader.id,
          senderId: i % 5 === 0 ? null : sender.id,
          kind: i % 5 === 0 ? 'receipt' : 'message',
          subject: `Subject ${i}`,
          body: `Body ${i}`,
          createdAt: new Date(base + i * 1000).toISOString(),
        })
        .execute();
    }
    await sendInboxMessages(t.db, [
      { recipientId: other.id, senderId: sender.id, kind: 'gift', subject: 'A gift', body: 'For you' },
    ]);
  });

  it('answers 401 to a visitor on every inbox route', async () => {
    const visitor = new TestClient(app);
    for (const response of [
      await visitor.get('/api/inbox'),
      await visitor.get('/api/inbox/unread-count'),
      await visitor.post('/api/inbox/1/read'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists only my messages, newest first, in pages, with the sender public fields only', async () => {
    const client = await signedInClient(app, reader);
    const first = (await client.get('/api/inbox?pageSize=10')).json<InboxPage>();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 25, unread: 25, hasMore: true });
    expect(first.messages.map((m) => m.subject).slice(0, 3)).toEqual([
      'Subject 25',
      'Subject 24',
      'Subject 23',
    ]);
    expect(first.messages[0]).toMatchObject({ kind: 'receipt', sender: null });
    expect(first.messages[1]!.sender).toEqual({
      id: sender.id,
      username: sender.username,
      displayName: 'Kofi Rhythm',
      profileImage: null,
    });
    const last = (await client.get('/api/inbox?page=3&pageSize=10')).json<InboxPage>();
    expect(last.messages.map((m) => m.subject)).toEqual([
      'Subject 5',
      'Subject 4',
      'Subject 3',
      'Subject 2',
      'Subject 1',
    ]);
    expect(last.hasMore).toBe(false);
    const body = JSON.stringify(first);
    expect(body).not.toContain('A gift');
    expect(body).not.toContain('email');
    const bad = await client.get('/api/inbox?pageSize=500');
    expect(bad.statusCode).toBe(400);
  });

  it('marks a message read once, counts unread, and hides other people messages (404)', async () => {
    const client = await signedInClient(app, reader);
    expect((await client.get('/api/inbox/unread-count')).json()).toEqual({ count: 25 });
    const [newest] = (await client.get('/api/inbox?pageSize=1')).json<InboxPage>().messages;
    const read = await client.post(`/api/inbox/${newest!.id}/read`);
    expect(read.statusCode).toBe(200);
    const again = await client.post(`/api/inbox/${newest!.id}/read`);
    expect(again.json()).toEqual(read.json());
    expect((await client.get('/api/inbox/unread-count')).json()).toEqual({ count: 24 });
    const listed = (await client.get('/api/inbox?pageSize=1')).json<InboxPage>();
    expect(listed.messages[0]!.readAt).toBe(read.json().readAt);

    const otherClient = await signedInClient(app, other);
    const [gift] = (await otherClient.get('/api/inbox')).json<InboxPage>().messages;
    const foreign = await client.post(`/api/inbox/${gift!.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Message not found' });
    expect((await otherClient.get('/api/inbox/unread-count')).json()).toEqual({ count: 1 });
    expect((await client.post('/api/inbox/abc/read')).statusCode).toBe(404);

    const all = await client.post('/api/inbox/read-all');
    expect(all.json()).toEqual({ updated: 24 });
    expect((await client.get('/api/inbox/unread-count')).json()).toEqual({ count: 0 });
  });
});
