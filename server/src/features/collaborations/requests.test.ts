import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  type AcceptedCollabRequest,
  type CollabInboxFields,
  type CollabRequest,
  type CollabRequests,
} from '@common/collab';
import type { InboxMessage, InboxPage } from '@common/inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { giveProfile, requestTo } from './testing';

type InboxEntry = InboxMessage & CollabInboxFields;

const HOUR = 60 * 60 * 1000;

describeEachDatabase('collaboration requests API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  /** A signed-in user, open to collaborations unless told otherwise. */
  async function artist(name: string, profile: 'available' | 'unavailable' | 'none' = 'available') {
    const user = await createUser(t.db, { displayName: name });
    if (profile !== 'none') await giveProfile(t.db, user.id, profile === 'available');
    return { user, client: await signedInClient(app, user) };
  }

  const inbox = async (client: TestClient) =>
    ((await client.get('/api/inbox')).json() as InboxPage).messages as InboxEntry[];
  const signals = (userId: number) =>
    t.db.selectFrom('collabSignals').selectAll().where('userId', '=', userId).executeTakeFirst();

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(app);
    const responses = await Promise.all([
      visitor.post('/api/collab/requests', requestTo(1)),
      visitor.get('/api/collab/requests'),
      visitor.post('/api/collab/requests/1/accept'),
      visitor.post('/api/collab/requests/1/decline'),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it("sends a request (201) into the recipient's inbox with its id, so the inbox can offer Accept and Decline", async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const response = await maya.client.post('/api/collab/requests', requestTo(leo.user.id, 'Summer Single'));
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json() as CollabRequest;
    expect(request).toMatchObject({
      from: { id: maya.user.id, name: 'Maya Verse', image: null },
      to: { id: leo.user.id, name: 'Leo Beats', image: null },
      project: 'Summer Single',
      message: requestTo(leo.user.id).message,
      status: 'pending',
      collaborationId: null,
    } satisfies Partial<CollabRequest>);

    const [message] = await inbox(leo.client);
    expect(message).toMatchObject({
      subject: 'Maya Verse wants to collaborate on "Summer Single"',
      sender: { id: maya.user.id, displayName: 'Maya Verse' },
      collabRequestId: request.id,
      collabRequestStatus: 'pending',
      collaborationId: null,
    });
    expect(message!.body).toContain('Maya Verse');
    expect(message!.body).toContain('Summer Single');
    expect(message!.body).toContain(requestTo(leo.user.id).message);
    const stored = await t.db
      .selectFrom('inboxMessages')
      .select(['kind', 'collabRequestId'])
      .where('id', '=', message!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ kind: 'collab_request', collabRequestId: request.id });

    // Both see it in their lists.
    const mine = (await maya.client.get('/api/collab/requests')).json() as CollabRequests;
    expect([mine.incoming, mine.outgoing.map((r) => r.id)]).toEqual([[], [request.id]]);
    const theirs = (await leo.client.get('/api/collab/requests')).json() as CollabRequests;
    expect([theirs.incoming.map((r) => r.id), theirs.outgoing]).toEqual([[request.id], []]);
    // The sender hears nothing until it is answered.
    expect(await inbox(maya.client)).toEqual([]);
  });

  it('refuses a request to oneself (400) and to someone not open to collaborations (400)', async () => {
    const maya = await artist('Maya Verse');
    const closed = await artist('Closed Studio', 'unavailable');
    const noProfile = await artist('No Profile', 'none');
    const self = await maya.client.post('/api/collab/requests', requestTo(maya.user.id));
    expect([self.statusCode, self.json()]).toEqual([400, { message: COLLAB_MESSAGES.requestSelf }]);
    for (const id of [closed.user.id, noProfile.user.id, 99_999_999]) {
      const refused = await maya.client.post('/api/collab/requests', requestTo(id));
      expect([refused.statusCode, refused.json()], String(id)).toEqual([
        400,
        { message: COLLAB_MESSAGES.notAvailable },
      ]);
    }
    const empty = await maya.client.post('/api/collab/requests', {
      ...requestTo(closed.user.id),
      message: ' ',
    });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Please write a short message' }]);
    expect(
      await t.db.selectFrom('collabRequests').select('id').where('fromUserId', '=', maya.user.id).execute(),
    ).toEqual([]);
  });

  it('keeps one pending request per pair, in either direction (409)', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    expect((await maya.client.post('/api/collab/requests', requestTo(leo.user.id))).statusCode).toBe(201);
    const again = await maya.client.post('/api/collab/requests', requestTo(leo.user.id, 'Another'));
    expect([again.statusCode, again.json()]).toEqual([409, { message: COLLAB_MESSAGES.requestPending }]);
    const back = await leo.client.post('/api/collab/requests', requestTo(maya.user.id));
    expect([back.statusCode, back.json()]).toEqual([409, { message: COLLAB_MESSAGES.requestPending }]);
  });

  it('lets one of two simultaneous requests between a pair through (one 201, one 409)', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const same = await Promise.all([
      maya.client.post('/api/collab/requests', requestTo(leo.user.id, 'First')),
      maya.client.post('/api/collab/requests', requestTo(leo.user.id, 'Second')),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const nova = await artist('DJ Nova');
    const kai = await artist('Kai Keys');
    const crossed = await Promise.all([
      nova.client.post('/api/collab/requests', requestTo(kai.user.id)),
      kai.client.post('/api/collab/requests', requestTo(nova.user.id)),
    ]);
    expect(crossed.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const pending = await t.db
      .selectFrom('collabRequests')
      .select('id')
      .where('fromUserId', 'in', [maya.user.id, nova.user.id, kai.user.id])
      .execute();
    expect(pending).toHaveLength(2);
  });

  it(`allows ${COLLAB.requestsPerDay} requests per sender in a rolling day (429 after)`, async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const nova = await artist('DJ Nova');
    // Answered requests count too; one sent 25 hours ago no longer does.
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();
    await t.db
      .insertInto('collabRequests')
      .values([
        {
          fromUserId: maya.user.id,
          toUserId: nova.user.id,
          message: 'm',
          project: 'p',
          status: 'declined',
          createdAt: at(25),
        },
        ...Array.from({ length: COLLAB.requestsPerDay - 1 }, (_, i) => ({
          fromUserId: maya.user.id,
          toUserId: nova.user.id,
          message: 'm',
          project: 'p',
          status: 'declined' as const,
          createdAt: at(23 - i),
        })),
      ])
      .execute();
    const last = await maya.client.post('/api/collab/requests', requestTo(leo.user.id));
    expect(last.statusCode, last.body).toBe(201);
    const over = await maya.client.post('/api/collab/requests', requestTo(nova.user.id));
    expect([over.statusCode, over.json()]).toEqual([429, { message: COLLAB_MESSAGES.requestLimit }]);
    // The oldest counted request (23 hours ago) leaves the window in about an hour.
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    // Others are not limited by Maya's count.
    expect((await nova.client.post('/api/collab/requests', requestTo(leo.user.id))).statusCode).toBe(201);
  });

  it('lets only the recipient accept: a collaboration starts and the sender is told', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const stranger = await artist('Stranger');
    const request = (
      await maya.client.post('/api/collab/requests', requestTo(leo.user.id))
    ).json() as CollabRequest;

    const bySender = await maya.client.post(`/api/collab/requests/${request.id}/accept`);
    expect([bySender.statusCode, bySender.json()]).toEqual([
      403,
      { message: COLLABORATION_MESSAGES.notRecipient },
    ]);
    for (const path of ['accept', 'decline']) {
      const byStranger = await stranger.client.post(`/api/collab/requests/${request.id}/${path}`);
      expect([byStranger.statusCode, byStranger.json()]).toEqual([
        404,
        { message: COLLABORATION_MESSAGES.requestNotFound },
      ]);
    }
    expect((await leo.client.post('/api/collab/requests/99999999/accept')).statusCode).toBe(404);
    expect((await leo.client.post('/api/collab/requests/abc/accept')).statusCode).toBe(404);

    const response = await leo.client.post(`/api/collab/requests/${request.id}/accept`);
    expect(response.statusCode, response.body).toBe(200);
    const { request: accepted, collaboration } = response.json() as AcceptedCollabRequest;
    expect(accepted).toMatchObject({ id: request.id, status: 'accepted', collaborationId: collaboration.id });
    expect(collaboration).toMatchObject({
      project: 'Night Drive EP',
      status: 'active',
      source: 'request',
      quantumScore: expect.any(Number),
      progress: 0,
      milestones: [],
      myRating: null,
      completedAt: null,
    });
    expect(collaboration.artists.map((a) => a.id)).toEqual([maya.user.id, leo.user.id]);

    const [told] = await inbox(maya.client);
    expect(told).toMatchObject({
      subject: 'Leo Beats accepted your collaboration request',
      sender: { id: leo.user.id },
      collabRequestId: request.id,
      collabRequestStatus: 'accepted',
      collaborationId: collaboration.id,
    });
    expect(told!.body).toContain('Night Drive EP');
    // The recipient's request message now reads as answered (no more Accept and Decline).
    const [asked] = await inbox(leo.client);
    expect(asked).toMatchObject({ collabRequestId: request.id, collabRequestStatus: 'accepted' });

    const twice = await leo.client.post(`/api/collab/requests/${request.id}/decline`);
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { message: COLLABORATION_MESSAGES.alreadyAnswered },
    ]);
    // Both see the collaboration; the recipient's answer counts in their response rate.
    for (const client of [maya.client, leo.client]) {
      const mine = (await client.get('/api/collaborations')).json() as { collaborations: { id: number }[] };
      expect(mine.collaborations.map((c) => c.id)).toEqual([collaboration.id]);
    }
    expect(await signals(leo.user.id)).toMatchObject({ requestsReceived: 1, requestsAnswered: 1 });
  });

  it('lets the recipient decline: the sender is told, and a new request between them is possible', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const request = (
      await maya.client.post('/api/collab/requests', requestTo(leo.user.id))
    ).json() as CollabRequest;
    const bySender = await maya.client.post(`/api/collab/requests/${request.id}/decline`);
    expect(bySender.statusCode).toBe(403);

    const response = await leo.client.post(`/api/collab/requests/${request.id}/decline`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      request: { id: request.id, status: 'declined', collaborationId: null },
    });
    const [told] = await inbox(maya.client);
    expect(told).toMatchObject({
      subject: 'Leo Beats declined your collaboration request',
      collabRequestId: request.id,
      collabRequestStatus: 'declined',
    });
    expect(told!.body).toContain('Night Drive EP');
    expect((await maya.client.get('/api/collaborations')).json()).toEqual({ collaborations: [] });
    expect(await signals(leo.user.id)).toMatchObject({ requestsReceived: 1, requestsAnswered: 1 });

    expect((await maya.client.post('/api/collab/requests', requestTo(leo.user.id))).statusCode).toBe(201);
  });

  it('accepts once when the recipient answers twice at the same time', async () => {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const request = (
      await maya.client.post('/api/collab/requests', requestTo(leo.user.id))
    ).json() as CollabRequest;
    const answers = await Promise.all([
      leo.client.post(`/api/collab/requests/${request.id}/accept`),
      leo.client.post(`/api/collab/requests/${request.id}/accept`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const collaborations = await t.db
      .selectFrom('collaborationMembers')
      .select('collaborationId')
      .where('userId', '=', leo.user.id)
      .execute();
    expect(collaborations).toHaveLength(1);
  });
});
