import {
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  type Collaboration,
  type CollaborationMessage,
} from '@common/collab';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { progressOf } from './presenter';
import { collaborate, giveProfile } from './testing';

describe('collaboration progress', () => {
  it.each([
    [[], 0],
    [[false], 0],
    [[true], 100],
    [[true, false, false], 33],
    [[true, true, false], 67],
    [[true, false], 50],
  ] as const)('%j ticked gives %i%%', (done, progress) => {
    expect(progressOf(done.map((d) => ({ done: d })))).toBe(progress);
  });
});

describeEachDatabase('collaborations API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  async function artist(name: string) {
    const user = await createUser(t.db, { displayName: name });
    await giveProfile(t.db, user.id);
    return { user, client: await signedInClient(app, user) };
  }

  /** Two artists with an active collaboration, and a stranger. */
  async function pair(project = 'Night Drive EP') {
    const maya = await artist('Maya Verse');
    const leo = await artist('Leo Beats');
    const stranger = await artist('Stranger');
    const { collaboration } = await collaborate(maya.client, leo.client, leo.user.id, project);
    return { maya, leo, stranger, id: collaboration.id };
  }

  const signals = (userId: number) =>
    t.db.selectFrom('collabSignals').selectAll().where('userId', '=', userId).executeTakeFirst();

  it('asks a visitor to sign in', async () => {
    const visitor = new TestClient(app);
    const responses = await Promise.all([
      visitor.get('/api/collaborations'),
      visitor.get('/api/collaborations/1'),
      visitor.post('/api/collaborations/1/milestones', { title: 'Demo' }),
      visitor.request('PATCH', '/api/collaborations/1/milestones/1', { done: true }),
      visitor.get('/api/collaborations/1/messages'),
      visitor.post('/api/collaborations/1/messages', { body: 'Hi' }),
      visitor.post('/api/collaborations/1/complete'),
      visitor.post('/api/collaborations/1/cancel'),
      visitor.post('/api/collaborations/1/rating', { rating: 5 }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(9).fill(401));
  });

  it('shows a collaboration to its members only: anyone else gets 404, as for one that does not exist', async () => {
    const { maya, leo, stranger, id } = await pair();
    for (const client of [maya.client, leo.client]) {
      const response = await client.get(`/api/collaborations/${id}`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as Collaboration).id).toBe(id);
    }
    const notFound = { message: COLLAB_MESSAGES.notMember };
    const attempts = await Promise.all([
      stranger.client.get(`/api/collaborations/${id}`),
      stranger.client.get('/api/collaborations/99999999'),
      stranger.client.get('/api/collaborations/abc'),
      stranger.client.post(`/api/collaborations/${id}/milestones`, { title: 'Sneaky' }),
      stranger.client.get(`/api/collaborations/${id}/messages`),
      stranger.client.post(`/api/collaborations/${id}/messages`, { body: 'Hello?' }),
      stranger.client.post(`/api/collaborations/${id}/complete`),
      stranger.client.post(`/api/collaborations/${id}/cancel`),
      stranger.client.post(`/api/collaborations/${id}/rating`, { rating: 1 }),
    ]);
    for (const response of attempts) expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    expect((await stranger.client.get('/api/collaborations')).json()).toEqual({ collaborations: [] });
    expect((await maya.client.get(`/api/collaborations/${id}`)).json()).toMatchObject({ status: 'active' });
  });

  it('lets either member add and tick milestones; progress is ticked / all', async () => {
    const { maya, leo, id } = await pair();
    const first = await maya.client.post(`/api/collaborations/${id}/milestones`, { title: 'Write the hook' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      progress: 0,
      milestones: [{ title: 'Write the hook', done: false, doneAt: null }],
    });
    await leo.client.post(`/api/collaborations/${id}/milestones`, { title: 'Record vocals' });
    const third = (
      await leo.client.post(`/api/collaborations/${id}/milestones`, { title: 'Mix' })
    ).json() as Collaboration;
    expect(third.milestones.map((m) => m.title)).toEqual(['Write the hook', 'Record vocals', 'Mix']);
    const [hook, vocals, mix] = third.milestones.map((m) => m.id);

    const tick = (client: TestClient, mid: number | undefined, done: boolean) =>
      client.request('PATCH', `/api/collaborations/${id}/milestones/${mid}`, { done });
    const one = await tick(leo.client, hook, true);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ progress: 33 });
    const doneAt = (one.json() as Collaboration).milestones[0]!.doneAt;
    expect(doneAt).toEqual(expect.any(String));
    expect((await tick(maya.client, vocals, true)).json()).toMatchObject({ progress: 67 });
    // Ticking again keeps when it was done.
    const again = (await tick(maya.client, hook, true)).json() as Collaboration;
    expect([again.progress, again.milestones[0]!.doneAt]).toEqual([67, doneAt]);
    expect((await tick(maya.client, vocals, false)).json()).toMatchObject({
      progress: 33,
      milestones: [{ done: true }, { done: false, doneAt: null }, { done: false }],
    });
    await tick(leo.client, vocals, true);
    const all = (await tick(leo.client, mix, true)).json() as Collaboration;
    expect(all.progress).toBe(100);
    expect((await maya.client.get('/api/collaborations')).json()).toMatchObject({
      collaborations: [{ id, progress: 100 }],
    });

    const empty = await maya.client.post(`/api/collaborations/${id}/milestones`, { title: '  ' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Please name the milestone' }]);
    const notBoolean = await tick(maya.client, hook, 'yes' as unknown as boolean);
    expect(notBoolean.statusCode).toBe(400);
    // A milestone of another collaboration is not found here.
    const other = await pair('Other');
    const foreign = (
      await other.maya.client.post(`/api/collaborations/${other.id}/milestones`, { title: 'Theirs' })
    ).json() as Collaboration;
    const wrong = await tick(maya.client, foreign.milestones[0]!.id, true);
    expect([wrong.statusCode, wrong.json()]).toEqual([
      404,
      { message: COLLABORATION_MESSAGES.milestoneNotFound },
    ]);
  });

  it('keeps a thread between the members, oldest first, with their names', async () => {
    const { maya, leo, id } = await pair();
    expect((await leo.client.get(`/api/collaborations/${id}/messages`)).json()).toEqual({ messages: [] });
    const posted = await maya.client.post(`/api/collaborations/${id}/messages`, { body: '  Draft is up  ' });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ userId: maya.user.id, name: 'Maya Verse', body: 'Draft is up' });
    await leo.client.post(`/api/collaborations/${id}/messages`, { body: 'Listening now' });
    const thread = (await maya.client.get(`/api/collaborations/${id}/messages`)).json() as {
      messages: CollaborationMessage[];
    };
    expect(thread.messages.map((m) => [m.name, m.body])).toEqual([
      ['Maya Verse', 'Draft is up'],
      ['Leo Beats', 'Listening now'],
    ]);
    const empty = await leo.client.post(`/api/collaborations/${id}/messages`, { body: '' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Please write a message' }]);
  });

  it('lets either member complete or cancel an active collaboration, and nothing after', async () => {
    const done = await pair();
    const completed = await done.leo.client.post(`/api/collaborations/${done.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const notActive = { message: COLLABORATION_MESSAGES.notActive };
    for (const path of ['complete', 'cancel']) {
      const late = await done.maya.client.post(`/api/collaborations/${done.id}/${path}`);
      expect([late.statusCode, late.json()]).toEqual([409, notActive]);
    }
    const milestone = await done.maya.client.post(`/api/collaborations/${done.id}/milestones`, {
      title: 'Late',
    });
    expect([milestone.statusCode, milestone.json()]).toEqual([409, notActive]);
    const [told] = await t.db
      .selectFrom('inboxMessages')
      .selectAll()
      .where('recipientId', '=', done.maya.user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(told).toMatchObject({ subject: 'Leo Beats completed your collaboration "Night Drive EP"' });
    // Completing counts for both members.
    expect(await signals(done.maya.user.id)).toMatchObject({ completedCollabs: 1 });
    expect(await signals(done.leo.user.id)).toMatchObject({ completedCollabs: 1 });

    const dropped = await pair();
    const cancelled = await dropped.maya.client.post(`/api/collaborations/${dropped.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', completedAt: null });
    const after = await dropped.leo.client.post(`/api/collaborations/${dropped.id}/complete`);
    expect([after.statusCode, after.json()]).toEqual([409, notActive]);
    expect((await signals(dropped.maya.user.id))?.completedCollabs ?? 0).toBe(0);
    // The thread stays readable to both.
    expect((await dropped.leo.client.get(`/api/collaborations/${dropped.id}/messages`)).statusCode).toBe(200);
  });

  it("takes one rating (1-5) from each member after completion, counted in the other's signals", async () => {
    const { maya, leo, id } = await pair();
    const early = await maya.client.post(`/api/collaborations/${id}/rating`, { rating: 5 });
    expect([early.statusCode, early.json()]).toEqual([
      400,
      { message: COLLAB_MESSAGES.ratingAfterCompletion },
    ]);
    await maya.client.post(`/api/collaborations/${id}/complete`);

    for (const rating of [0, 6, 3.5, '5']) {
      expect(
        (await maya.client.post(`/api/collaborations/${id}/rating`, { rating })).statusCode,
        String(rating),
      ).toBe(400);
    }
    const rated = await maya.client.post(`/api/collaborations/${id}/rating`, { rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json()).toMatchObject({ myRating: 4, status: 'completed' });
    const again = await maya.client.post(`/api/collaborations/${id}/rating`, { rating: 5 });
    expect([again.statusCode, again.json()]).toEqual([409, { message: COLLAB_MESSAGES.ratingOnce }]);
    expect((await leo.client.get(`/api/collaborations/${id}`)).json()).toMatchObject({ myRating: null });

    // Maya's rating is Leo's; Leo's is Maya's.
    expect(await signals(leo.user.id)).toMatchObject({ ratingCount: 1, ratingSum: 4, completedCollabs: 1 });
    const both = await Promise.all([
      leo.client.post(`/api/collaborations/${id}/rating`, { rating: 2 }),
      leo.client.post(`/api/collaborations/${id}/rating`, { rating: 5 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const maysSignals = await signals(maya.user.id);
    expect(maysSignals).toMatchObject({ ratingCount: 1 });
    expect([2, 5]).toContain(maysSignals!.ratingSum);
    expect(await signals(leo.user.id)).toMatchObject({ ratingCount: 1, ratingSum: 4 });
  });
});
