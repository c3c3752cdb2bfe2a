import { TRACK_MESSAGES, type Track } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack, MemoryStorage } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('likes', (t) => {
  let app: FastifyInstance;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle, new MemoryStorage());
    [owner, other] = await Promise.all([createUser(t.db), createUser(t.db)]);
  });
  afterAll(() => app.close());

  const likeCount = async (id: number) =>
    Number(
      (await t.db.selectFrom('tracks').select('likeCount').where('id', '=', id).executeTakeFirstOrThrow())
        .likeCount,
    );
  const likeRows = (id: number) =>
    t.db.selectFrom('trackLikes').selectAll().where('trackId', '=', id).execute();

  it('unlikes only a track the user can see, and never reveals a hidden one', async () => {
    const tracks = {
      draft: await createTrack(t.db, { userId: owner.id, status: 'draft' }),
      private: await createTrack(t.db, { userId: owner.id, visibility: 'private' }),
      unlisted: await createTrack(t.db, { userId: owner.id, visibility: 'unlisted' }),
      public: await createTrack(t.db, { userId: owner.id }),
    };
    const expected = {
      draft: { other: 404, owner: 200 },
      private: { other: 404, owner: 200 },
      unlisted: { other: 200, owner: 200 },
      public: { other: 200, owner: 200 },
    } as const;
    // A like row the viewer could not have made through the API: an unlike of a hidden track must leave it.
    // Each row inserted counts itself (the counters' trigger): every track starts at 2.
    for (const track of Object.values(tracks)) {
      await t.db
        .insertInto('trackLikes')
        .values([
          { userId: other.id, trackId: track.id, createdAt: new Date().toISOString() },
          { userId: owner.id, trackId: track.id, createdAt: new Date().toISOString() },
        ])
        .execute();
    }
    for (const viewer of ['other', 'owner'] as const) {
      const client = await signedInClient(app, viewer === 'owner' ? owner : other);
      for (const kind of ['draft', 'private', 'unlisted', 'public'] as const) {
        const response = await client.request('DELETE', `/api/tracks/${tracks[kind].id}/like`, {});
        expect(response.statusCode, `${viewer} unliking a ${kind} track`).toBe(expected[kind][viewer]);
        if (response.statusCode === 404) {
          expect(response.json()).toEqual({ message: TRACK_MESSAGES.notFound });
        }
      }
    }
    expect(await likeCount(tracks.draft.id)).toBe(1);
    expect(await likeCount(tracks.private.id)).toBe(1);
    expect(await likeCount(tracks.unlisted.id)).toBe(0);
    expect(await likeCount(tracks.public.id)).toBe(0);
    expect((await likeRows(tracks.private.id)).map((r) => r.userId)).toEqual([other.id]);
  });

  it('answers 404 for a track that does not exist, to both methods, and writes nothing', async () => {
    const client = await signedInClient(app, other);
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await client.request(method, '/api/tracks/999999/like', {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: TRACK_MESSAGES.notFound });
    }
    expect(await likeRows(999999)).toEqual([]);
  });

  it('stores who liked and when, and answers the count after the change', async () => {
    const track = await createTrack(t.db, { userId: owner.id, likeCount: 7 });
    const client = await signedInClient(app, other);
    const before = Date.now();
    expect((await client.post(`/api/tracks/${track.id}/like`)).json()).toEqual({ liked: true, likes: 8 });
    const [row] = await likeRows(track.id);
    expect(row?.userId).toBe(other.id);
    const at = new Date(String(row?.createdAt)).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    const detail = (await client.get(`/api/tracks/${track.id}`)).json<Track>();
    expect(detail).toMatchObject({ likes: 8, likedByMe: true });
  });

  it('never shows a negative count, even when the stored counter is behind', async () => {
    const track = await createTrack(t.db, { userId: owner.id });
    await t.db
      .insertInto('trackLikes')
      .values({ userId: other.id, trackId: track.id, createdAt: new Date().toISOString() })
      .execute();
    await t.db.updateTable('tracks').set({ likeCount: 0 }).where('id', '=', track.id).execute();
    const client = await signedInClient(app, other);
    const response = await client.request('DELETE', `/api/tracks/${track.id}/like`, {});
    expect(response.json()).toEqual({ liked: false, likes: 0 });
  });

  it('keeps the count exact under likes and unlikes at once, from the same and from different users', async () => {
    const track = await createTrack(t.db, { userId: owner.id });
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    const clients = await Promise.all(users.map((u) => signedInClient(app, u)));
    // Users 0-5 like first, so that their unlikes below find a row.
    await Promise.all(clients.slice(0, 6).map((c) => c.post(`/api/tracks/${track.id}/like`)));
    expect(await likeCount(track.id)).toBe(6);
    const url = `/api/tracks/${track.id}/like`;
    const answers = await Promise.all([
      // 0-5 unlike twice each, 6-11 like twice each, all at once.
      ...clients.slice(0, 6).flatMap((c) => [c.request('DELETE', url, {}), c.request('DELETE', url, {})]),
      ...clients.slice(6).flatMap((c) => [c.post(url), c.post(url)]),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    expect(await likeCount(track.id)).toBe(6);
    expect((await likeRows(track.id)).map((r) => r.userId).sort((a, b) => a - b)).toEqual(
      users
        .slice(6)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    );
  });

  it('moves the counter with the like rows, whoever writes them', async () => {
    const track = await createTrack(t.db, { userId: owner.id });
    const fans = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    const at = new Date().toISOString();
    await t.db
      .insertInto('trackLikes')
      .values(fans.map((fan) => ({ userId: fan.id, trackId: track.id, createdAt: at })))
      .execute();
    expect(await likeCount(track.id)).toBe(3);
    await t.db.deleteFrom('trackLikes').where('userId', '=', fans[0]!.id).execute();
    expect(await likeCount(track.id)).toBe(2);
    const client = await signedInClient(app, fans[0]!);
    expect((await client.post(`/api/tracks/${track.id}/like`)).json()).toEqual({ liked: true, likes: 3 });
    expect((await client.post(`/api/tracks/${track.id}/like`)).json()).toEqual({ liked: true, likes: 3 });
    expect((await client.request('DELETE', `/api/tracks/${track.id}/like`, {})).json()).toEqual({
      liked: false,
      likes: 2,
    });
  });

  it('needs a signed-in user and changes nothing without one', async () => {
    const track = await createTrack(t.db, { userId: owner.id, likeCount: 1 });
    const response = await new TestClient(app).post(`/api/tracks/${track.id}/like`);
    expect(response.statusCode).toBe(401);
    expect(await likeCount(track.id)).toBe(1);
  });
});
