import { BLOCK_MESSAGES, type BlockList } from '@common/blocks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { insertParty } from '../listening/testing';
import { newKey } from '../tips/testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('blocks: the list and everything a blocked user can no longer do', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let blocked: User;
  let bystander: User;
  let artistClient: TestClient;
  let blockedClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    [artist, blocked, bystander] = await Promise.all([
      createUser(t.db, { displayName: 'Luna Waves' }),
      createUser(t.db, { displayName: 'Pest' }),
      createUser(t.db),
    ]);
    [artistClient, blockedClient] = await Promise.all([
      signedInClient(app, artist),
      signedInClient(app, blocked),
    ]);
    // The blocked user follows the artist (a fan), and the artist follows them back.
    await t.db
      .insertInto('follows')
      .values([
        { followerId: blocked.id, followeeId: artist.id, createdAt: new Date().toISOString() },
        { followerId: artist.id, followeeId: blocked.id, createdAt: new Date().toISOString() },
      ])
      .execute();
  });
  afterAll(() => app.close());

  it('blocks, lists and unblocks; twice is once; never oneself or nobody; signed in only', async () => {
    const first = await artistClient.post(`/api/blocks/${bystander.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ userId: bystander.id, blocked: true });
    expect((await artistClient.post(`/api/blocks/${bystander.id}`)).statusCode).toBe(200);
    const list = (await artistClient.get('/api/blocks')).json<BlockList>();
    expect(list.blocked).toEqual([
      expect.objectContaining({ id: bystander.id, username: bystander.username, avatar: null }),
    ]);
    expect(list.blocked[0]!.blockedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const self = await artistClient.post(`/api/blocks/${artist.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: BLOCK_MESSAGES.blockSelf });
    expect((await artistClient.post('/api/blocks/99999999')).statusCode).toBe(404);
    expect((await artistClient.post('/api/blocks/abc')).statusCode).toBe(404);
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/blocks')).statusCode).toBe(401);
    expect((await visitor.post(`/api/blocks/${bystander.id}`)).statusCode).toBe(401);

    const undone = await artistClient.request('DELETE', `/api/blocks/${bystander.id}`);
    expect(undone.json()).toEqual({ userId: bystander.id, blocked: false });
    expect((await artistClient.get('/api/blocks')).json<BlockList>().blocked).toEqual([]);
    // The bystander's own list never shows who blocked them.
    const theirs = await signedInClient(app, bystander);
    expect((await theirs.get('/api/blocks')).json<BlockList>().blocked).toEqual([]);
  });

  it('answers 403 with its message to each thing a blocked user tries; the profile stays visible', async () => {
    expect((await artistClient.post(`/api/blocks/${blocked.id}`)).statusCode).toBe(200);
    const expect403 = async (response: { statusCode: number; json: () => unknown }, message: string) => {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    };
    const pay = (path: string, body: unknown) =>
      blockedClient.post(path, body, { headers: { 'idempotency-key': newKey() } });

    await expect403(await pay('/api/tips', { artistId: artist.id, amount: 5 }), BLOCK_MESSAGES.tip);
    await expect403(
      await pay('/api/gifts', { artistId: bystander.id, recipientId: artist.id }),
      BLOCK_MESSAGES.gift,
    );
    await expect403(
      await blockedClient.post('/api/collab/requests', {
        toUserId: artist.id,
        message: 'Shall we?',
        project: 'A remix',
      }),
      BLOCK_MESSAGES.collabRequest,
    );
    const partyId = await insertParty(t.db, { hostId: artist.id, roomId: 'room-blocks-test' });
    await expect403(await blockedClient.post(`/api/parties/${partyId}/reminder`), BLOCK_MESSAGES.joinParty);
    await expect403(
      await blockedClient.post('/api/live-chat/room:room-blocks-test', { message: 'let me in' }),
      BLOCK_MESSAGES.joinParty,
    );
    // A fan who blocked an artist gets no message from them: 403 to the artist, nothing in the inbox.
    const fanSide = await signedInClient(app, blocked);
    expect((await fanSide.post(`/api/blocks/${artist.id}`)).statusCode).toBe(200);
    await expect403(
      await artistClient.post(`/api/fan-portal/fans/${blocked.id}/message`, { text: 'Hello there' }),
      BLOCK_MESSAGES.message,
    );
    const inbox = await t.db
      .selectFrom('inboxMessages')
      .select('id')
      .where('recipientId', '=', blocked.id)
      .where('senderId', '=', artist.id)
      .execute();
    expect(inbox).toEqual([]);
    expect((await fanSide.request('DELETE', `/api/blocks/${artist.id}`)).statusCode).toBe(200);

    // The blocked user is not told: the artist's profile still answers them.
    expect((await blockedClient.get(`/api/users/${artist.id}/profile`)).statusCode).toBe(200);

    // Someone else is not affected.
    const other = await signedInClient(app, bystander);
    const tip = await other.post(
      '/api/tips',
      { artistId: artist.id, amount: 5 },
      { headers: { 'idempotency-key': newKey() } },
    );
    expect(tip.statusCode).toBe(200);
    expect((await other.post(`/api/parties/${partyId}/reminder`)).statusCode).toBe(200);
  });
});
