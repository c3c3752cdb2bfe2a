import {
  COMMENT_MAX,
  COMMENT_MESSAGES,
  type CommentLikeState,
  type CommentPage,
  COMMENTS_PAGE_SIZE,
  type TrackComment,
} from '@common/comments';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { rateLimits } from '../../test/app';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { setUserRole } from '../auth';
import { createTrack } from '../tracks/testing';
import { postComment } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('comments on tracks: the rules', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;
  let other: User;
  let admin: User;
  let artistClient: TestClient;
  let fanClient: TestClient;
  let otherClient: TestClient;
  let adminClient: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    app = await t.buildApp();
    [artist, fan, other, admin] = await Promise.all([
      createUser(t.db, { displayName: 'Luna Waves' }),
      createUser(t.db),
      createUser(t.db),
      createUser(t.db),
    ]);
    await setUserRole(t.db, admin.username, 'admin');
    [artistClient, fanClient, otherClient, adminClient] = await Promise.all([
      signedInClient(app, artist),
      signedInClient(app, fan),
      signedInClient(app, other),
      signedInClient(app, admin),
    ]);
    visitor = new TestClient(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app.close());

  const page = async (client: TestClient, trackId: number, query = '') => {
    const response = await client.get(`/api/tracks/${trackId}/comments${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CommentPage>();
  };

  it('posts a timed comment (201) that everyone sees in the list, on the waveform and in the count', async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 180 });
    const response = await fanClient.post(`/api/tracks/${track.id}/comments`, {
      body: '  That drop at twelve seconds!  ',
      positionSeconds: 12.7,
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json<TrackComment>();
    expect(comment).toMatchObject({
      trackId: track.id,
      parentId: null,
      body: 'That drop at twelve seconds!',
      positionSeconds: 12,
      author: { id: fan.id, username: fan.username },
      likes: 0,
      likedByMe: false,
      pinned: false,
      canDelete: true,
      replies: [],
    });
    expect(comment.editableUntil).not.toBeNull();

    const seen = await page(visitor, track.id);
    expect(seen).toMatchObject({ enabled: true, total: 1, threads: 1, hasMore: false, pinned: null });
    expect(seen.comments.map((c) => c.id)).toEqual([comment.id]);
    expect(seen.comments[0]).toMatchObject({ editableUntil: null, canDelete: false });
    expect(seen.markers).toEqual([
      {
        id: comment.id,
        positionSeconds: 12,
        author: comment.author,
        body: 'That drop at twelve seconds!',
      },
    ]);
    // The artist deletes any comment on their track: they are offered it.
    expect((await page(artistClient, track.id)).comments[0]!.canDelete).toBe(true);
  });

  it('takes 1 to 1,000 characters of plain text and a time within the track; visitors must sign in', async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 60 });
    const url = `/api/tracks/${track.id}/comments`;
    const refusals: [unknown, string][] = [
      [{ body: '' }, COMMENT_MESSAGES.empty],
      [{ body: '    ' }, COMMENT_MESSAGES.empty],
      [{}, COMMENT_MESSAGES.empty],
      [{ body: 'x'.repeat(COMMENT_MAX + 1) }, COMMENT_MESSAGES.tooLong],
      [{ body: 'ok', positionSeconds: -1 }, COMMENT_MESSAGES.badPosition],
      [{ body: 'ok', positionSeconds: 'soon' }, COMMENT_MESSAGES.badPosition],
      [{ body: 'ok', positionSeconds: 61 }, COMMENT_MESSAGES.badPosition],
    ];
    for (const [body, message] of refusals) {
      const response = await fanClient.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await fanClient.post(url, { body: 'x'.repeat(COMMENT_MAX) })).statusCode).toBe(201);
    const markup = await postComment(fanClient, track.id, { body: '<script>alert(1)</script> <b>hi</b>' });
    expect(markup.body).toBe('<script>alert(1)</script> <b>hi</b>');
    expect((await visitor.post(url, { body: 'hello' })).statusCode).toBe(401);
    expect((await fanClient.post('/api/tracks/99999999/comments', { body: 'hi' })).statusCode).toBe(404);
  });

  it("lets the author edit for 10 minutes only (a controllable clock), and nobody else's edit", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
    const track = await createTrack(t.db, { userId: artist.id });
    const comment = await postComment(fanClient, track.id, { body: 'First take' });
    expect(comment.editableUntil).toBe('2026-03-01T10:10:00.000Z');

    vi.setSystemTime(new Date('2026-03-01T10:09:59.000Z'));
    const edited = await fanClient.request('PATCH', `/api/comments/${comment.id}`, { body: 'Second take' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TrackComment>()).toMatchObject({
      body: 'Second take',
      editedAt: '2026-03-01T10:09:59.000Z',
    });
    const byOther = await artistClient.request('PATCH', `/api/comments/${comment.id}`, { body: 'Mine now' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: COMMENT_MESSAGES.notAuthor });
    const empty = await fanClient.request('PATCH', `/api/comments/${comment.id}`, { body: ' ' });
    expect(empty.statusCode).toBe(400);

    vi.setSystemTime(new Date('2026-03-01T10:10:00.000Z'));
    const late = await fanClient.request('PATCH', `/api/comments/${comment.id}`, { body: 'Third take' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: COMMENT_MESSAGES.editWindow });
    const shown = await page(fanClient, track.id);
    expect(shown.comments[0]).toMatchObject({ body: 'Second take', editableUntil: null, canDelete: true });
  });

  it("deletes: the author at any time, the track's artist any on their track, administrators any; nobody else", async () => {
    const track = await createTrack(t.db, { userId: artist.id });
    const [a, b, c] = [
      await postComment(fanClient, track.id, { body: 'one' }),
      await postComment(fanClient, track.id, { body: 'two' }),
      await postComment(fanClient, track.id, { body: 'three' }),
    ];
    const reply = await postComment(otherClient, track.id, { body: 'a reply', parentId: c.id });
    const refused = await otherClient.request('DELETE', `/api/comments/${a.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: COMMENT_MESSAGES.cannotDelete });
    expect((await visitor.request('DELETE', `/api/comments/${a.id}`)).statusCode).toBe(401);

    expect((await fanClient.request('DELETE', `/api/comments/${a.id}`)).statusCode).toBe(204);
    expect((await artistClient.request('DELETE', `/api/comments/${b.id}`)).statusCode).toBe(204);
    expect((await adminClient.request('DELETE', `/api/comments/${c.id}`)).statusCode).toBe(204);
    expect((await fanClient.request('DELETE', `/api/comments/${a.id}`)).statusCode).toBe(404);
    // A thread goes with its first comment.
    const left = await t.db
      .selectFrom('trackComments')
      .select('id')
      .where('id', 'in', [a.id, b.id, c.id, reply.id])
      .execute();
    expect(left).toEqual([]);
    expect((await page(visitor, track.id)).total).toBe(0);
  });

  it("with allowComments off: nothing is listed and posting answers 403 'Comments are turned off'", async () => {
    const track = await createTrack(t.db, { userId: artist.id });
    const before = await postComment(fanClient, track.id, { body: 'Before the switch' });
    await t.db.updateTable('tracks').set({ allowComments: false }).where('id', '=', track.id).execute();
    const refused = await fanClient.post(`/api/tracks/${track.id}/comments`, { body: 'After' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Comments are turned off for this track' });
    for (const client of [visitor, fanClient, artistClient]) {
      expect(await page(client, track.id)).toMatchObject({
        enabled: false,
        total: 0,
        comments: [],
        markers: [],
      });
    }
    expect((await fanClient.post(`/api/comments/${before.id}/like`)).statusCode).toBe(404);
  });

  it("a private track's comments are 404 to everyone but its artist", async () => {
    const track = await createTrack(t.db, { userId: artist.id, visibility: 'private' });
    const own = await postComment(artistClient, track.id, { body: 'Note to self' });
    expect((await page(artistClient, track.id)).total).toBe(1);
    for (const client of [visitor, fanClient]) {
      expect((await client.get(`/api/tracks/${track.id}/comments`)).statusCode).toBe(404);
    }
    expect((await fanClient.post(`/api/tracks/${track.id}/comments`, { body: 'hi' })).statusCode).toBe(404);
    expect((await fanClient.post(`/api/comments/${own.id}/like`)).statusCode).toBe(404);
    expect((await fanClient.request('DELETE', `/api/comments/${own.id}`)).statusCode).toBe(404);
  });

  it('replies go one level deep, oldest first, without a moment of their own', async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 200 });
    const first = await postComment(fanClient, track.id, { body: 'Thread', positionSeconds: 30 });
    const r1 = await postComment(otherClient, track.id, {
      body: 'Reply 1',
      parentId: first.id,
      positionSeconds: 5,
    });
    const r2 = await postComment(artistClient, track.id, { body: 'Reply 2', parentId: first.id });
    expect(r1).toMatchObject({ parentId: first.id, positionSeconds: null });
    const nested = await fanClient.post(`/api/tracks/${track.id}/comments`, {
      body: 'deeper',
      parentId: r1.id,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ message: COMMENT_MESSAGES.oneLevel });
    const elsewhere = await createTrack(t.db, { userId: artist.id });
    const stray = await fanClient.post(`/api/tracks/${elsewhere.id}/comments`, {
      body: 'x',
      parentId: first.id,
    });
    expect(stray.statusCode).toBe(404);
    expect(stray.json()).toEqual({ message: COMMENT_MESSAGES.parentNotFound });

    const shown = await page(visitor, track.id);
    expect(shown).toMatchObject({ total: 3, threads: 1 });
    expect(shown.comments).toHaveLength(1);
    expect(shown.comments[0]!.replies.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect(shown.markers.map((m) => m.id)).toEqual([first.id]);
  });

  it('likes: once per user, counted, taken back; the list shows them', async () => {
    const track = await createTrack(t.db, { userId: artist.id });
    const comment = await postComment(fanClient, track.id, { body: 'Like me' });
    const like = (client: TestClient, method: 'POST' | 'DELETE') =>
      client.request(method, `/api/comments/${comment.id}/like`, method === 'POST' ? {} : undefined);
    expect((await like(otherClient, 'POST')).json<CommentLikeState>()).toEqual({
      id: comment.id,
      likes: 1,
      likedByMe: true,
    });
    expect((await like(otherClient, 'POST')).json<CommentLikeState>().likes).toBe(1);
    expect((await like(artistClient, 'POST')).json<CommentLikeState>().likes).toBe(2);
    expect((await page(otherClient, track.id)).comments[0]).toMatchObject({ likes: 2, likedByMe: true });
    expect((await like(otherClient, 'DELETE')).json<CommentLikeState>()).toEqual({
      id: comment.id,
      likes: 1,
      likedByMe: false,
    });
    expect((await like(visitor, 'POST')).statusCode).toBe(401);
    expect((await otherClient.post('/api/comments/99999999/like')).statusCode).toBe(404);
  });

  it("pins: the track's artist pins one first comment at a time; nobody else, and no reply", async () => {
    const track = await createTrack(t.db, { userId: artist.id });
    const a = await postComment(fanClient, track.id, { body: 'Pin me' });
    const b = await postComment(otherClient, track.id, { body: 'No, me' });
    const reply = await postComment(otherClient, track.id, { body: 'reply', parentId: a.id });
    const pin = (client: TestClient, id: number, method: 'PUT' | 'DELETE' = 'PUT') =>
      client.request(method, `/api/comments/${id}/pin`, method === 'PUT' ? {} : undefined);

    const refused = await pin(fanClient, a.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: COMMENT_MESSAGES.notTrackOwner });
    const onReply = await pin(artistClient, reply.id);
    expect(onReply.statusCode).toBe(400);
    expect(onReply.json()).toEqual({ message: COMMENT_MESSAGES.pinReply });

    expect((await pin(artistClient, a.id)).json()).toEqual({ id: a.id, pinned: true });
    expect((await page(visitor, track.id)).pinned).toMatchObject({ id: a.id, pinned: true });
    expect((await pin(artistClient, b.id)).statusCode).toBe(200);
    const after = await page(visitor, track.id);
    expect(after.pinned).toMatchObject({ id: b.id });
    expect(after.pinned!.replies).toEqual([]);
    expect(after.comments.filter((c) => c.pinned).map((c) => c.id)).toEqual([b.id]);
    expect((await pin(artistClient, b.id, 'DELETE')).json()).toEqual({ id: b.id, pinned: false });
    expect((await page(visitor, track.id)).pinned).toBeNull();
  });

  it('sorts newest first or by time in the track (untimed last), and pages by threads', async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 600 });
    const positions = [90, null, 5, 45];
    const made: TrackComment[] = [];
    for (const position of positions) {
      made.push(
        await postComment(fanClient, track.id, {
          body: `at ${position}`,
          ...(position === null ? {} : { positionSeconds: position }),
        }),
      );
    }
    const newest = await page(visitor, track.id, '?sort=newest');
    expect(newest.comments.map((c) => c.id)).toEqual([...made].reverse().map((c) => c.id));
    const byTime = await page(visitor, track.id, '?sort=time');
    expect(byTime.comments.map((c) => c.positionSeconds)).toEqual([5, 45, 90, null]);
    expect(byTime.markers.map((m) => m.positionSeconds)).toEqual([5, 45, 90]);

    const many = await createTrack(t.db, { userId: artist.id });
    for (let i = 0; i < COMMENTS_PAGE_SIZE + 3; i += 1) {
      await t.db
        .insertInto('trackComments')
        .values({ trackId: many.id, userId: other.id, body: `n${i}`, createdAt: new Date().toISOString() })
        .execute();
    }
    const first = await page(visitor, many.id);
    expect(first).toMatchObject({ page: 1, threads: COMMENTS_PAGE_SIZE + 3, hasMore: true });
    expect(first.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    const second = await page(visitor, many.id, '?page=2');
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.comments.map((c) => c.body)).toEqual(['n2', 'n1', 'n0']);
    for (const bad of ['?sort=loudest', '?page=0', '?page=x']) {
      expect((await visitor.get(`/api/tracks/${many.id}/comments${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it("hides a moderator's removed comment everywhere: list, count, marks and likes", async () => {
    const track = await createTrack(t.db, { userId: artist.id, duration: 100 });
    const kept = await postComment(fanClient, track.id, { body: 'kept', positionSeconds: 10 });
    const removed = await postComment(otherClient, track.id, { body: 'removed', positionSeconds: 20 });
    await postComment(fanClient, track.id, { body: 'under a removed one', parentId: removed.id });
    await t.db
      .updateTable('trackComments')
      .set({ removedAt: new Date().toISOString() })
      .where('id', '=', removed.id)
      .execute();
    const shown = await page(visitor, track.id);
    expect(shown).toMatchObject({ total: 1, threads: 1 });
    expect(shown.comments.map((c) => c.id)).toEqual([kept.id]);
    expect(shown.markers.map((m) => m.id)).toEqual([kept.id]);
    expect((await fanClient.post(`/api/comments/${removed.id}/like`)).statusCode).toBe(404);
  });

  it('counts comments per user against a limit shared by the app (429 past it)', async () => {
    const limited = await t.buildApp({ rateLimits: rateLimits({ commentsPerMinute: 2 }) });
    const client = await signedInClient(limited, fan);
    const track = await createTrack(t.db, { userId: artist.id });
    const url = `/api/tracks/${track.id}/comments`;
    expect((await client.post(url, { body: 'one' })).statusCode).toBe(201);
    expect((await client.post(url, { body: 'two' })).statusCode).toBe(201);
    const third = await client.post(url, { body: 'three' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: COMMENT_MESSAGES.tooMany });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has their own count; a refused comment (400) takes nothing.
    const otherLimited = await signedInClient(limited, other);
    expect((await otherLimited.post(url, { body: '' })).statusCode).toBe(400);
    expect((await otherLimited.post(url, { body: 'mine' })).statusCode).toBe(201);
  });
});
