import { PLAY_COUNT_WINDOW_SECONDS, TRACK_MESSAGES, type Track, type TrackPage } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { DOWNLOAD_MESSAGES, safeFilename } from './commands/prepareDownload';
import { buildCatalogueApp, createTrack, MemoryStorage } from './testing';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('tracks API', (t) => {
  let app: FastifyInstance;
  const storage = new MemoryStorage();
  let owner: User;
  let other: User;

  const signedIn = (user: User, remoteAddress?: string) =>
    signedInClient(app, user, remoteAddress ? { remoteAddress } : {});

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle, storage);
    [owner, other] = await Promise.all([
      createUser(t.db, { displayName: 'Owner' }),
      createUser(t.db, { displayName: 'Other' }),
    ]);
  });
  afterAll(() => app.close());

  /** A track of each visibility, owned by `owner`. */
  async function visibilitySet(extra: Parameters<typeof createTrack>[1] = {}) {
    const base = { userId: owner.id, allowDownload: true, ...extra };
    return {
      draft: await createTrack(t.db, { ...base, status: 'draft', visibility: 'public' }),
      private: await createTrack(t.db, { ...base, visibility: 'private' }),
      unlisted: await createTrack(t.db, { ...base, visibility: 'unlisted' }),
      public: await createTrack(t.db, { ...base, visibility: 'public' }),
    };
  }

  type Viewer = 'visitor' | 'other' | 'owner';
  async function clientFor(viewer: Viewer): Promise<TestClient> {
    if (viewer === 'visitor') return new TestClient(app);
    return signedIn(viewer === 'owner' ? owner : other);
  }
  /** Who may open a track by id: the owner always; others only published public or unlisted tracks. */
  const VIEW_MATRIX: Record<'draft' | 'private' | 'unlisted' | 'public', Record<Viewer, number>> = {
    draft: { visitor: 404, other: 404, owner: 200 },
    private: { visitor: 404, other: 404, owner: 200 },
    unlisted: { visitor: 200, other: 200, owner: 200 },
    public: { visitor: 200, other: 200, owner: 200 },
  };

  describe('GET /api/tracks', () => {
    it('lists only published public tracks, with the owner username, as a page', async () => {
      const set = await visibilitySet();
      for (const viewer of ['visitor', 'other', 'owner'] as const) {
        const client = await clientFor(viewer);
        const response = await client.get(`/api/tracks?artist=${owner.id}&pageSize=50`);
        expect(response.statusCode).toBe(200);
        const page = response.json<TrackPage>();
        const ids = page.tracks.map((track) => track.id);
        expect(ids).toContain(set.public.id);
        expect(ids).not.toContain(set.draft.id);
        expect(ids).not.toContain(set.private.id);
        expect(ids).not.toContain(set.unlisted.id);
        const listed = page.tracks.find((track) => track.id === set.public.id)!;
        expect(listed).toMatchObject({
          artistId: owner.id,
          artistUsername: owner.username,
          likedByMe: false,
        });
        expect(listed).not.toHaveProperty('waveform');
        expect(page).toMatchObject({ page: 1, pageSize: 50 });
      }
    });

    it('filters by genre without regard to case, and by artist', async () => {
      const artist = await createUser(t.db);
      const funk = await createTrack(t.db, { userId: artist.id, genre: 'Funk' });
      await createTrack(t.db, { userId: artist.id, genre: 'jazz' });
      const response = await new TestClient(app).get(`/api/tracks?artist=${artist.id}&genre=FUNK`);
      expect(response.json<TrackPage>().tracks.map((x) => x.id)).toEqual([funk.id]);
      expect(response.json<TrackPage>().total).toBe(1);
    });

    it('searches title, artist, genre and tags without regard to case, and escapes LIKE wildcards', async () => {
      const artist = await createUser(t.db);
      const byTitle = await createTrack(t.db, { userId: artist.id, title: 'Midnight Velvet' });
      const byArtist = await createTrack(t.db, { userId: artist.id, artist: 'VELVET Crew', title: 'Other' });
      const byTag = await createTrack(t.db, { userId: artist.id, title: 'Plain', tags: ['velvety', 'late'] });
      const byGenre = await createTrack(t.db, { userId: artist.id, title: 'Genre', genre: 'Velvet-Soul' });
      const percent = await createTrack(t.db, { userId: artist.id, title: '100% Real' });
      const underscore = await createTrack(t.db, { userId: artist.id, title: 'a_b' });
      await createTrack(t.db, { userId: artist.id, title: '1000 Real' });
      await createTrack(t.db, { userId: artist.id, title: 'axb' });
      const search = async (q: string) =>
        (await new TestClient(app).get(`/api/tracks?artist=${artist.id}&q=${encodeURIComponent(q)}`))
          .json<TrackPage>()
          .tracks.map((x) => x.id)
          .sort((a, b) => a - b);
      expect(await search('velvet')).toEqual([byTitle.id, byArtist.id, byTag.id, byGenre.id]);
      expect(await search('0%')).toEqual([percent.id]);
      expect(await search('a_b')).toEqual([underscore.id]);
    });

    it('sorts newest first (published date, then id) or by popularity (plays, then likes, then id)', async () => {
      const artist = await createUser(t.db);
      const old = await createTrack(t.db, {
        userId: artist.id,
        publishedAt: '2024-01-01T00:00:00.000Z',
        playCount: 50,
        likeCount: 1,
      });
      const recent = await createTrack(t.db, {
        userId: artist.id,
        publishedAt: '2026-01-01T00:00:00.000Z',
        playCount: 50,
        likeCount: 5,
      });
      const middle = await createTrack(t.db, {
        userId: artist.id,
        publishedAt: '2025-01-01T00:00:00.000Z',
        playCount: 900,
      });
      const ids = async (sort: string) =>
        (await new TestClient(app).get(`/api/tracks?artist=${artist.id}&sort=${sort}`))
          .json<TrackPage>()
          .tracks.map((x) => x.id);
      expect(await ids('newest')).toEqual([recent.id, middle.id, old.id]);
      expect(await ids('popular')).toEqual([middle.id, recent.id, old.id]);
    });

    it('paginates with total and hasMore', async () => {
      const artist = await createUser(t.db);
      for (let i = 0; i < 5; i += 1) await createTrack(t.db, { userId: artist.id });
      const page = async (n: number) =>
        (
          await new TestClient(app).get(`/api/tracks?artist=${artist.id}&pageSize=2&page=${n}`)
        ).json<TrackPage>();
      const first = await page(1);
      const last = await page(3);
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, hasMore: true });
      expect(first.tracks).toHaveLength(2);
      expect(last).toMatchObject({ page: 3, total: 5, hasMore: false });
      expect(last.tracks).toHaveLength(1);
      const all = [...first.tracks, ...(await page(2)).tracks, ...last.tracks].map((x) => x.id);
      expect(new Set(all).size).toBe(5);
    });

    it('answers 400 with a message for an invalid query', async () => {
      for (const query of ['sort=loudest', 'pageSize=500', 'page=0', 'artist=abc']) {
        const response = await new TestClient(app).get(`/api/tracks?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
    });

    it('marks the tracks a signed-in viewer likes', async () => {
      const artist = await createUser(t.db);
      const liked = await createTrack(t.db, { userId: artist.id });
      const notLiked = await createTrack(t.db, { userId: artist.id });
      const client = await signedIn(other);
      expect((await client.post(`/api/tracks/${liked.id}/like`)).statusCode).toBe(200);
      const page = (await client.get(`/api/tracks?artist=${artist.id}`)).json<TrackPage>();
      const flags = Object.fromEntries(page.tracks.map((x) => [x.id, x.likedByMe]));
      expect(flags).toEqual({ [liked.id]: true, [notLiked.id]: false });
      const anonymous = (await new TestClient(app).get(`/api/tracks?artist=${artist.id}`)).json<TrackPage>();
      expect(anonymous.tracks.every((x) => !x.likedByMe)).toBe(true);
    });

    it('sends an ETag with no-cache, answers 304 to a matching If-None-Match, and reflects an edit at once', async () => {
      const artist = await createUser(t.db);
      const track = await createTrack(t.db, { userId: artist.id });
      const url = `/api/tracks?artist=${artist.id}`;
      const first = await new TestClient(app).get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await new TestClient(app).get(url, { headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const client = await signedIn(artist);
      const patched = await client.request('PATCH', `/api/tracks/${track.id}`, { visibility: 'private' });
      expect(patched.statusCode).toBe(200);
      const after = await new TestClient(app).get(url, { headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.json<TrackPage>().tracks).toEqual([]);
    });
    it('shows a new like in the cached listing at once, and answers a burst of reads with one page', async () => {
      const artist = await createUser(t.db);
      const track = await createTrack(t.db, { userId: artist.id });
      const url = `/api/tracks?artist=${artist.id}`;
      const burst = await Promise.all(Array.from({ length: 10 }, () => new TestClient(app).get(url)));
      expect(new Set(burst.map((r) => r.headers.etag)).size).toBe(1);
      expect(burst[0]!.json<TrackPage>().tracks[0]).toMatchObject({ id: track.id, likes: 0 });
      await (await signedIn(other)).post(`/api/tracks/${track.id}/like`);
      const after = await new TestClient(app).get(url);
      expect(after.json<TrackPage>().tracks[0]).toMatchObject({ id: track.id, likes: 1, likedByMe: false });
    });
  });

  describe('GET /api/tracks/:id', () => {
    it('follows the visibility matrix and never reveals a hidden track', async () => {
      const set = await visibilitySet({ waveform: [0.1, 0.5, 1] });
      for (const viewer of ['visitor', 'other', 'owner'] as const) {
        const client = await clientFor(viewer);
        for (const kind of ['draft', 'private', 'unlisted', 'public'] as const) {
          const response = await client.get(`/api/tracks/${set[kind].id}`);
          expect(response.statusCode, `${viewer} opening a ${kind} track`).toBe(VIEW_MATRIX[kind][viewer]);
          if (response.statusCode === 404) {
            expect(response.json()).toEqual({ message: TRACK_MESSAGES.notFound });
          } else {
            expect(response.json()).toMatchObject({ id: set[kind].id, waveform: [0.1, 0.5, 1] });
          }
        }
      }
    });

    it('answers 404 for an unknown or non-numeric id', async () => {
      for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999999']) {
        const response = await new TestClient(app).get(`/api/tracks/${id}`);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: TRACK_MESSAGES.notFound });
      }
    });
  });

  describe('PATCH /api/tracks/:id', () => {
    it('answers 401 signed out, 403 to another user, 404 for a missing or hidden track', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      const draft = await createTrack(t.db, { userId: owner.id, status: 'draft' });
      const signedOut = await new TestClient(app).request('PATCH', `/api/tracks/${track.id}`, { title: 'X' });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'Not authenticated' });
      const client = await signedIn(other);
      const notOwner = await client.request('PATCH', `/api/tracks/${track.id}`, { title: 'X' });
      expect(notOwner.statusCode).toBe(403);
      expect(notOwner.json()).toEqual({ message: TRACK_MESSAGES.notOwner });
      for (const id of [draft.id, 999999]) {
        const missing = await client.request('PATCH', `/api/tracks/${id}`, { title: 'X' });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: TRACK_MESSAGES.notFound });
      }
      const row = await t.db
        .selectFrom('tracks')
        .select('title')
        .where('id', '=', track.id)
        .executeTakeFirst();
      expect(row?.title).toBe(track.title);
    });

    it("saves the owner's edit, keeps isPublic in step with visibility and moves updatedAt", async () => {
      const track = await createTrack(t.db, { userId: owner.id, updatedAt: '2020-01-01T00:00:00.000Z' });
      const client = await signedIn(owner);
      const response = await client.request('PATCH', `/api/tracks/${track.id}`, {
        title: '  New Title ',
        artistName: 'New Name',
        tags: 'one, two',
        visibility: 'unlisted',
        allowDownload: false,
        price: '1.50',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: 'New Title',
        artist: 'New Name',
        tags: ['one', 'two'],
        visibility: 'unlisted',
        allowDownload: false,
        price: 150,
      });
      const row = await t.db
        .selectFrom('tracks')
        .select(['isPublic', 'updatedAt'])
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(row.isPublic).toBe(false);
      expect(row.updatedAt > '2020-01-01T00:00:00.000Z').toBe(true);
      const back = await client.request('PATCH', `/api/tracks/${track.id}`, { visibility: 'public' });
      expect(back.statusCode).toBe(200);
      const again = await t.db
        .selectFrom('tracks')
        .select('isPublic')
        .where('id', '=', track.id)
        .executeTakeFirst();
      expect(again?.isPublic).toBe(true);
    });

    it('refuses an invalid edit with the spec message', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      const client = await signedIn(owner);
      const response = await client.request('PATCH', `/api/tracks/${track.id}`, { title: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TRACK_MESSAGES.missingTitle });
      const price = await client.request('PATCH', `/api/tracks/${track.id}`, { price: '-3' });
      expect(price.json()).toEqual({ message: TRACK_MESSAGES.badPrice });
    });
  });

  describe('DELETE /api/tracks/:id', () => {
    it('answers 401, 403 and 404 to anyone but the owner and keeps the track', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      expect((await new TestClient(app).request('DELETE', `/api/tracks/${track.id}`, {})).statusCode).toBe(
        401,
      );
      const client = await signedIn(other);
      const response = await client.request('DELETE', `/api/tracks/${track.id}`, {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: TRACK_MESSAGES.notOwner });
      expect((await client.request('DELETE', '/api/tracks/999999', {})).statusCode).toBe(404);
      expect((await new TestClient(app).get(`/api/tracks/${track.id}`)).statusCode).toBe(200);
    });

    it('deletes the row, its likes and plays, then its stored audio and cover', async () => {
      const track = await createTrack(t.db, {
        userId: owner.id,
        storageKey: 'audio/delete-me.mp3',
        coverKey: 'covers/delete-me.png',
      });
      storage.put('audio/delete-me.mp3', 'ID3');
      storage.put('covers/delete-me.png', 'PNG', 'image/png');
      const client = await signedIn(owner);
      await client.post(`/api/tracks/${track.id}/like`);
      await client.post(`/api/tracks/${track.id}/play`);
      const response = await client.request('DELETE', `/api/tracks/${track.id}`, {});
      expect(response.statusCode).toBe(204);
      expect(storage.deleted).toEqual(
        expect.arrayContaining(['audio/delete-me.mp3', 'covers/delete-me.png']),
      );
      expect(storage.objects.has('audio/delete-me.mp3')).toBe(false);
      expect((await client.get(`/api/tracks/${track.id}`)).statusCode).toBe(404);
      const likes = await t.db.selectFrom('trackLikes').selectAll().where('trackId', '=', track.id).execute();
      expect(likes).toEqual([]);
    });
  });

  describe('likes', () => {
    it('needs a signed-in user', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await new TestClient(app).request(method, `/api/tracks/${track.id}/like`, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Not authenticated' });
      }
    });

    it('follows the visibility matrix', async () => {
      const set = await visibilitySet();
      for (const viewer of ['other', 'owner'] as const) {
        const client = await clientFor(viewer);
        for (const kind of ['draft', 'private', 'unlisted', 'public'] as const) {
          const response = await client.post(`/api/tracks/${set[kind].id}/like`);
          expect(response.statusCode, `${viewer} liking a ${kind} track`).toBe(VIEW_MATRIX[kind][viewer]);
          if (response.statusCode === 404)
            expect(response.json()).toEqual({ message: TRACK_MESSAGES.notFound });
        }
      }
    });

    it('is idempotent and keeps the count', async () => {
      const track = await createTrack(t.db, { userId: owner.id, likeCount: 3 });
      const client = await signedIn(other);
      expect((await client.post(`/api/tracks/${track.id}/like`)).json()).toEqual({ liked: true, likes: 4 });
      expect((await client.post(`/api/tracks/${track.id}/like`)).json()).toEqual({ liked: true, likes: 4 });
      const detail = (await client.get(`/api/tracks/${track.id}`)).json<Track>();
      expect(detail).toMatchObject({ likes: 4, likedByMe: true });
      const unlike = await client.request('DELETE', `/api/tracks/${track.id}/like`, {});
      expect(unlike.json()).toEqual({ liked: false, likes: 3 });
      const again = await client.request('DELETE', `/api/tracks/${track.id}/like`, {});
      expect(again.json()).toEqual({ liked: false, likes: 3 });
    });

    it('keeps likeCount exact under 20 likes at once, from one user and from 20 users', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      const client = await signedIn(other);
      const same = await Promise.all(
        Array.from({ length: 20 }, () => client.post(`/api/tracks/${track.id}/like`)),
      );
      expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
      const clients = await Promise.all(users.map((u) => signedIn(u)));
      const answers = await Promise.all(clients.map((c) => c.post(`/api/tracks/${track.id}/like`)));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const row = await t.db
        .selectFrom('tracks')
        .select('likeCount')
        .where('id', '=', track.id)
        .executeTakeFirst();
      expect(Number(row?.likeCount)).toBe(21);
      await Promise.all(clients.map((c) => c.request('DELETE', `/api/tracks/${track.id}/like`, {})));
      const after = await t.db
        .selectFrom('tracks')
        .select('likeCount')
        .where('id', '=', track.id)
        .executeTakeFirst();
      expect(Number(after?.likeCount)).toBe(1);
    });
  });

  describe('POST /api/tracks/:id/play', () => {
    it('counts once per listener per window, apart for another listener, and again after the window', async () => {
      const track = await createTrack(t.db, { userId: owner.id, playCount: 10 });
      const visitor = new TestClient(app, { remoteAddress: '10.1.0.1' });
      const url = `/api/tracks/${track.id}/play`;
      expect((await visitor.post(url)).json()).toEqual({ counted: true, plays: 11 });
      expect((await visitor.post(url)).json()).toEqual({ counted: false, plays: 11 });
      const elsewhere = new TestClient(app, { remoteAddress: '10.1.0.2' });
      expect((await elsewhere.post(url)).json()).toEqual({ counted: true, plays: 12 });
      const otherBrowser = await visitor.post(url, {}, { headers: { 'user-agent': 'Another Browser' } });
      expect(otherBrowser.json()).toEqual({ counted: true, plays: 13 });
      const user = await signedIn(other, '10.1.0.1');
      expect((await user.post(url)).json()).toEqual({ counted: true, plays: 14 });

      // Move every play of this track back beyond the window.
      const past = new Date(Date.now() - (PLAY_COUNT_WINDOW_SECONDS + 1) * 1000).toISOString();
      await t.db.updateTable('trackPlays').set({ createdAt: past }).where('trackId', '=', track.id).execute();
      expect((await visitor.post(url)).json()).toEqual({ counted: true, plays: 15 });
      expect((await user.post(url)).json()).toEqual({ counted: true, plays: 16 });
      expect((await user.post(url)).json()).toEqual({ counted: false, plays: 16 });

      const rows = await t.db.selectFrom('trackPlays').selectAll().where('trackId', '=', track.id).execute();
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.userId === other.id)).toHaveLength(2);
      expect(rows.every((r) => !r.listenerKey.includes('10.1.0'))).toBe(true);
    });

    it('counts once when one listener sends ten plays at once', async () => {
      const track = await createTrack(t.db, { userId: owner.id });
      const client = await signedIn(other);
      const visitor = new TestClient(app, { remoteAddress: '10.2.0.1' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? client : visitor).post(`/api/tracks/${track.id}/play`)),
      );
      expect(answers.filter((r) => r.json().counted)).toHaveLength(2);
      const row = await t.db
        .selectFrom('tracks')
        .select('playCount')
        .where('id', '=', track.id)
        .executeTakeFirst();
      expect(Number(row?.playCount)).toBe(2);
    });

    it('follows the visibility matrix', async () => {
      const set = await visibilitySet();
      for (const viewer of ['visitor', 'other', 'owner'] as const) {
        const client = await clientFor(viewer);
        for (const kind of ['draft', 'private', 'unlisted', 'public'] as const) {
          const response = await client.post(`/api/tracks/${set[kind].id}/play`);
          expect(response.statusCode, `${viewer} playing a ${kind} track`).toBe(VIEW_MATRIX[kind][viewer]);
        }
      }
    });
  });

  describe('GET /api/tracks/:id/download', () => {
    it('streams the file as an attachment with a safe file name', async () => {
      const track = await createTrack(t.db, {
        userId: owner.id,
        artist: 'DJ "Slash"/Dot',
        title: 'Café: Night?',
        storageKey: 'audio/download-1.mp3',
        allowDownload: true,
      });
      storage.put('audio/download-1.mp3', 'ID3-audio-bytes');
      const response = await new TestClient(app).get(`/api/tracks/${track.id}/download`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('ID3-audio-bytes');
      expect(response.headers['content-type']).toBe('audio/mpeg');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toBe(
        `attachment; filename="DJ Slash Dot - Caf_ Night.mp3"; filename*=UTF-8''${encodeURIComponent('DJ Slash Dot - Café Night.mp3')}`,
      );
    });

    it('answers 403 with the spec message when the artist does not allow downloads', async () => {
      const track = await createTrack(t.db, {
        userId: owner.id,
        allowDownload: false,
        storageKey: 'audio/dl-2.mp3',
      });
      storage.put('audio/dl-2.mp3', 'bytes');
      const response = await (await signedIn(other)).get(`/api/tracks/${track.id}/download`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: DOWNLOAD_MESSAGES.notAllowed });
      expect((await (await signedIn(owner)).get(`/api/tracks/${track.id}/download`)).statusCode).toBe(200);
    });

    it('lets only the owner and licence holders download a priced beat; price 0 is free to download', async () => {
      const beat = await createTrack(t.db, {
        userId: owner.id,
        price: 2999,
        allowDownload: true,
        storageKey: 'audio/dl-beat.wav',
      });
      storage.put('audio/dl-beat.wav', 'beat-bytes');
      for (const client of [new TestClient(app), await signedIn(other)]) {
        const refused = await client.get(`/api/tracks/${beat.id}/download`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: 'Buy a license to download this beat' });
      }
      expect((await (await signedIn(owner)).get(`/api/tracks/${beat.id}/download`)).statusCode).toBe(200);

      const holder = await createUser(t.db);
      await t.db
        .insertInto('licences')
        .values({
          licenceNumber: `PN-LIC-TEST-${beat.id}`,
          transactionId: null,
          buyerId: holder.id,
          trackId: beat.id,
          licenceType: 'standard',
          amount: 2999,
          createdAt: new Date().toISOString(),
        })
        .execute();
      const bought = await (await signedIn(holder)).get(`/api/tracks/${beat.id}/download`);
      expect(bought.statusCode).toBe(200);
      expect(bought.body).toBe('beat-bytes');
      // A licence for one beat opens no other.
      const otherBeat = await createTrack(t.db, {
        userId: owner.id,
        price: 500,
        allowDownload: true,
        storageKey: 'audio/dl-beat.wav',
      });
      expect((await (await signedIn(holder)).get(`/api/tracks/${otherBeat.id}/download`)).statusCode).toBe(
        403,
      );

      // The artist's own switch still comes first, and a free track stays free.
      const closed = await createTrack(t.db, {
        userId: owner.id,
        price: 2999,
        allowDownload: false,
        storageKey: 'audio/dl-beat.wav',
      });
      const closedAnswer = await (await signedIn(other)).get(`/api/tracks/${closed.id}/download`);
      expect(closedAnswer.json()).toEqual({ message: DOWNLOAD_MESSAGES.notAllowed });
      const free = await createTrack(t.db, {
        userId: owner.id,
        price: 0,
        allowDownload: true,
        storageKey: 'audio/dl-beat.wav',
      });
      expect((await new TestClient(app).get(`/api/tracks/${free.id}/download`)).statusCode).toBe(200);
    });

    it('follows the visibility matrix, and answers 404 when no file is stored', async () => {
      const set = await visibilitySet({ storageKey: 'audio/dl-matrix.mp3' });
      storage.put('audio/dl-matrix.mp3', 'bytes');
      for (const viewer of ['visitor', 'other', 'owner'] as const) {
        const client = await clientFor(viewer);
        for (const kind of ['draft', 'private', 'unlisted', 'public'] as const) {
          const response = await client.get(`/api/tracks/${set[kind].id}/download`);
          expect(response.statusCode, `${viewer} downloading a ${kind} track`).toBe(
            VIEW_MATRIX[kind][viewer],
          );
        }
      }
      const bare = await createTrack(t.db, { userId: owner.id, allowDownload: true });
      const response = await new TestClient(app).get(`/api/tracks/${bare.id}/download`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: DOWNLOAD_MESSAGES.noFile });
    });

    it('builds file names without path separators or control characters', () => {
      expect(safeFilename('../../etc', 'passwd\r\n', 'mp3')).toBe('etc - passwd.mp3');
      expect(safeFilename('', '', 'wav')).toBe('track.wav');
    });
  });

  describe('GET /api/me/tracks', () => {
    it('answers 401 signed out', async () => {
      const response = await new TestClient(app).get('/api/me/tracks');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    });

    it("lists the user's own tracks, drafts and private ones included, newest first", async () => {
      const artist = await createUser(t.db);
      const older = await createTrack(t.db, { userId: artist.id, uploadDate: '2025-01-01T00:00:00.000Z' });
      const draft = await createTrack(t.db, {
        userId: artist.id,
        status: 'draft',
        uploadDate: '2026-02-01T00:00:00.000Z',
      });
      const hidden = await createTrack(t.db, {
        userId: artist.id,
        visibility: 'private',
        uploadDate: '2026-01-01T00:00:00.000Z',
      });
      await createTrack(t.db, { userId: other.id });
      const page = (await (await signedIn(artist)).get('/api/me/tracks')).json<TrackPage>();
      expect(page.tracks.map((x) => x.id)).toEqual([draft.id, hidden.id, older.id]);
      expect(page.total).toBe(3);
      expect(page.tracks[0]).toMatchObject({ status: 'draft' });
    });
  });
});
