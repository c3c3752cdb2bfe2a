import type { CommentPage } from '@common/comments';
import type { ModerationQueue } from '@common/moderation';
import type { NotificationsPage } from '@common/notifications';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth/commands/setUserRole';
import { act, report } from '../moderation/testing';
import { createTrack } from '../tracks/testing';
import { postComment } from './testing';

describeEachDatabase('comments: moderation', (t) => {
  let app: FastifyInstance;
  let adminClient: TestClient;
  let fanClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    const [admin, fan] = await Promise.all([createUser(t.db), createUser(t.db)]);
    await setUserRole(t.db, admin.username, 'admin');
    [adminClient, fanClient] = await Promise.all([signedInClient(app, admin), signedInClient(app, fan)]);
  });
  afterAll(() => app.close());

  const pageOf = async (trackId: number) =>
    (await fanClient.get(`/api/tracks/${trackId}/comments`)).json<CommentPage>();

  it('queues a reported comment with its track and words, and removing it takes it off the list, count and waveform', async () => {
    const artist = await createUser(t.db);
    const artistClient = await signedInClient(app, artist);
    const track = await createTrack(t.db, { userId: artist.id, title: 'Moderated Moments' });
    const troll = await createUser(t.db);
    const trollClient = await signedInClient(app, troll);
    const kept = await postComment(fanClient, track.id, { body: 'Lovely drop', positionSeconds: 12 });
    const bad = await postComment(trollClient, track.id, {
      body: 'Buy followers at spam.example',
      positionSeconds: 30,
    });
    expect((await pageOf(track.id)).total).toBe(2);

    await report(fanClient, 'comment', bad.id, 'spam');
    const queue = (await adminClient.get('/api/admin/reports')).json<ModerationQueue>();
    const queued = queue.entries.find((x) => x.target.type === 'comment' && x.target.id === bad.id);
    expect(queued?.target).toMatchObject({
      ownerId: troll.id,
      title: 'A comment on Moderated Moments',
      excerpt: 'Buy followers at spam.example',
      link: `/tracks/${track.id}`,
      removed: false,
    });

    await act(adminClient, { action: 'remove', targetType: 'comment', targetId: bad.id, reason: 'Spam' });
    const page = await pageOf(track.id);
    expect(page.total).toBe(1);
    expect(page.comments.map((c) => c.id)).toEqual([kept.id]);
    expect(page.markers.map((m) => m.id)).toEqual([kept.id]);
    expect((await fanClient.post(`/api/comments/${bad.id}/like`, {})).statusCode).toBe(404);

    // The artist's notification of the removed comment keeps no trace of its words; the author is told why
    // and led to where they may appeal.
    const told = (await artistClient.get('/api/notifications')).json<NotificationsPage>().notifications;
    const ofBad = told.filter((n) => n.kind === 'comment' && n.subjectId === bad.id);
    expect(ofBad.length).toBe(1);
    expect(ofBad[0]).toMatchObject({ available: false, data: {}, href: null });
    expect(told.find((n) => n.kind === 'comment' && n.subjectId === kept.id)).toMatchObject({
      available: true,
      href: `/tracks/${track.id}`,
    });
    const decision = (await trollClient.get('/api/notifications'))
      .json<NotificationsPage>()
      .notifications.find((n) => n.kind === 'moderation');
    expect(decision).toMatchObject({
      available: true,
      href: '/settings#moderation',
      text: 'A moderator removed “A comment on Moderated Moments”. Reason: Spam',
    });
  });

  it("hides a suspended author's comments while the suspension lasts", async () => {
    const artist = await createUser(t.db);
    const track = await createTrack(t.db, { userId: artist.id, title: 'Held Voices' });
    const author = await createUser(t.db);
    const authorClient = await signedInClient(app, author);
    await postComment(authorClient, track.id, { body: 'First!' });
    expect((await pageOf(track.id)).total).toBe(1);
    await act(adminClient, {
      action: 'suspend',
      targetType: 'user',
      targetId: author.id,
      reason: 'Abuse',
      days: 2,
    });
    const page = await pageOf(track.id);
    expect(page.total).toBe(0);
    expect(page.comments).toEqual([]);
  });
});
