import { BLOCK_MESSAGES } from '@common/blocks';
import { type CommentPage, commentTokens, mentionedUsernames, type TrackComment } from '@common/comments';
import type { FastifyInstance } from 'fastify';
import type { FanPortal } from '@common/fanportal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { postComment } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describe('comment text', () => {
  it('finds @mentions (not e-mail addresses), lower-cased and once each', () => {
    expect(mentionedUsernames('@Luna_Waves and @kofi. Mail me at a@b.co, @luna_waves again')).toEqual([
      'luna_waves',
      'kofi',
    ]);
  });

  it('makes links and known members clickable, leaving everything else as text', () => {
    expect(commentTokens('Hear https://example.com/a?b=1). @Luna <b>@ghost</b>', ['luna'])).toEqual([
      { type: 'text', text: 'Hear ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '). ' },
      { type: 'mention', text: '@Luna', username: 'Luna' },
      { type: 'text', text: ' <b>@ghost</b>' },
    ]);
    expect(commentTokens('javascript:alert(1) ftp://x', [])).toEqual([
      { type: 'text', text: 'javascript:alert(1) ftp://x' },
    ]);
  });
});

describeEachDatabase('comments between people: blocks, notifications and the Fan Portal', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;
  let troll: User;
  let friend: User;
  let artistClient: TestClient;
  let fanClient: TestClient;
  let trollClient: TestClient;
  let friendClient: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    [artist, fan, troll, friend] = await Promise.all([
      createUser(t.db, { displayName: 'Luna Waves' }),
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
    ]);
    [artistClient, fanClient, trollClient, friendClient] = await Promise.all([
      signedInClient(app, artist),
      signedInClient(app, fan),
      signedInClient(app, troll),
      signedInClient(app, friend),
    ]);
  });
  afterAll(() => app.close());

  const notificationsOf = (userId: number) =>
    t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();
  const block = (client: TestClient, userId: number) => client.post(`/api/blocks/${userId}`);

  it("hides a blocked user's comments (and replies under them) from the blocker only", async () => {
    const track = await createTrack(t.db, { userId: friend.id, duration: 120 });
    const mine = await postComment(fanClient, track.id, { body: 'Lovely', positionSeconds: 3 });
    const theirs = await postComment(trollClient, track.id, { body: 'Meh', positionSeconds: 9 });
    await postComment(trollClient, track.id, { body: 'Still meh', parentId: mine.id });
    await postComment(artistClient, track.id, { body: 'Under the troll', parentId: theirs.id });
    expect((await block(fanClient, troll.id)).statusCode).toBe(200);

    const seen = (await fanClient.get(`/api/tracks/${track.id}/comments`)).json<CommentPage>();
    expect(seen).toMatchObject({ total: 1, threads: 1 });
    expect(seen.comments.map((c) => c.id)).toEqual([mine.id]);
    expect(seen.comments[0]!.replies).toEqual([]);
    expect(seen.markers.map((m) => m.id)).toEqual([mine.id]);
    expect((await fanClient.post(`/api/comments/${theirs.id}/like`)).statusCode).toBe(404);
    // Everyone else still sees all four.
    expect((await artistClient.get(`/api/tracks/${track.id}/comments`)).json<CommentPage>().total).toBe(4);
    // The blocked user is not told: their view is unchanged.
    expect((await trollClient.get(`/api/tracks/${track.id}/comments`)).json<CommentPage>().total).toBe(4);
  });

  it("refuses a blocked user's comment on the blocker's tracks and reply to the blocker's comments (403)", async () => {
    const track = await createTrack(t.db, { userId: artist.id });
    const elsewhere = await createTrack(t.db, { userId: friend.id });
    const artistsComment = await postComment(artistClient, elsewhere.id, { body: 'My own words' });
    expect((await block(artistClient, troll.id)).statusCode).toBe(200);
    const refused = await trollClient.post(`/api/tracks/${track.id}/comments`, { body: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BLOCK_MESSAGES.comment });
    const reply = await trollClient.post(`/api/tracks/${elsewhere.id}/comments`, {
      body: 'hi',
      parentId: artistsComment.id,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: BLOCK_MESSAGES.reply });
    // Unblocked, they may comment again.
    expect((await artistClient.request('DELETE', `/api/blocks/${troll.id}`)).statusCode).toBe(200);
    expect((await trollClient.post(`/api/tracks/${track.id}/comments`, { body: 'hi' })).statusCode).toBe(201);
  });

  it('tells the artist of a comment, the thread of a reply and each mentioned member, once each', async () => {
    const track = await createTrack(t.db, { userId: artist.id, title: 'Tidal Circuits', duration: 200 });
    const first = await postComment(fanClient, track.id, {
      body: `Love this @${friend.username} and @${artist.username} and @nobody_here_at_all`,
      positionSeconds: 42,
    });
    const artistNotes = (await notificationsOf(artist.id)).filter((n) => n.subjectId === first.id);
    expect(artistNotes.map((n) => n.kind)).toEqual(['comment']);
    expect(artistNotes[0]).toMatchObject({ actorId: fan.id, subjectType: 'comment' });
    expect(artistNotes[0]!.data).toMatchObject({
      trackId: track.id,
      trackTitle: 'Tidal Circuits',
      positionSeconds: 42,
    });
    const friendNotes = (await notificationsOf(friend.id)).filter((n) => n.subjectId === first.id);
    expect(friendNotes.map((n) => n.kind)).toEqual(['mention']);
    expect(first.mentions.map((m) => m.userId).sort()).toEqual([artist.id, friend.id].sort());

    const reply = await postComment(friendClient, track.id, { body: 'Thanks!', parentId: first.id });
    const fanNotes = (await notificationsOf(fan.id)).filter((n) => n.subjectId === reply.id);
    expect(fanNotes.map((n) => n.kind)).toEqual(['reply']);
    expect(
      (await notificationsOf(artist.id)).filter((n) => n.subjectId === reply.id).map((n) => n.kind),
    ).toEqual(['comment']);
    // The artist's own comment tells nobody of a comment on their track.
    const own = await postComment(artistClient, track.id, { body: 'Thank you all' });
    expect(
      await t.db.selectFrom('notifications').select('id').where('subjectId', '=', own.id).execute(),
    ).toEqual([]);
  });

  it('tells a member an edit names for the first time, and nobody twice', async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 200 });
    const comment = await postComment(fanClient, track.id, { body: `Hey @${artist.username}` });
    const edited = await fanClient.request('PATCH', `/api/comments/${comment.id}`, {
      body: `Hey @${artist.username}, listen @${friend.username}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const body of [`Hey @${artist.username}`, `Hey @${friend.username} and @${artist.username}!`]) {
      const again = await fanClient.request('PATCH', `/api/comments/${comment.id}`, { body });
      expect(again.statusCode).toBe(200);
    }
    const about = async (userId: number) =>
      (await notificationsOf(userId)).filter((n) => n.subjectId === comment.id).map((n) => n.kind);
    expect(await about(friend.id)).toEqual(['mention']);
    expect(await about(artist.id)).toEqual(['comment']);
  });

  it('does not tell a mentioned member of a comment on a track they cannot read', async () => {
    const track = await createTrack(t.db, { userId: artist.id, visibility: 'private' });
    const comment = await postComment(artistClient, track.id, { body: `Soon, @${friend.username}` });
    expect((await notificationsOf(friend.id)).filter((n) => n.subjectId === comment.id)).toEqual([]);
  });

  it("counts comments on the artist's tracks in the Fan Portal's comment counts and engagement", async () => {
    const artistTwo = await createUser(t.db);
    const commenter = await createUser(t.db);
    const client = await signedInClient(app, commenter);
    const track = await createTrack(t.db, { userId: artistTwo.id });
    await postComment(client, track.id, { body: 'one' });
    const second: TrackComment = await postComment(client, track.id, { body: 'two' });
    const removed = await postComment(client, track.id, { body: 'removed' });
    await t.db
      .updateTable('trackComments')
      .set({ removedAt: new Date().toISOString() })
      .where('id', '=', removed.id)
      .execute();
    const artistTwoClient = await signedInClient(app, artistTwo);
    const portal = (await artistTwoClient.get('/api/fan-portal')).json<FanPortal>();
    const fanCard = portal.topFans.find((f) => f.id === commenter.id);
    expect(fanCard).toMatchObject({ commentsCount: 2, interactions: 2, engagementScore: 4 });
    expect(second.id).toBeGreaterThan(0);
  });
});
