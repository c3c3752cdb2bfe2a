import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { insertDjProfile, insertTrack } from './testFixtures';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('spin room API', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let fan: User;
  let other: User;

  const signedIn = (user: User) => signedInClient(app, user);

  beforeAll(async () => {
    app = await t.buildApp();
    artist = await createUser(t.db, { displayName: 'Crate Artist', location: 'Detroit, MI' });
    fan = await createUser(t.db, { displayName: 'Crate Fan' });
    other = await createUser(t.db);
  });

  describe('GET /api/spinroom/djs', () => {
    it('lists DJs with their user image and location; followers are the base plus real follows', async () => {
      const djUser = await createUser(t.db, {
        location: 'Chicago, IL',
        profileImage: 'https://img.example/nova.png',
      });
      const djId = await insertDjProfile(t.db, djUser.id, {
        djName: 'Nova Spin',
        badge: 'Freq Lord',
        followers: 1000,
        mixCount: 12,
      });
      await t.db.insertInto('follows').values({ followerId: fan.id, followeeId: djUser.id }).execute();

      const visitor = await new TestClient(app).get('/api/spinroom/djs');
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('no-store');
      const dj = visitor.json().djs.find((d: { id: number }) => d.id === djId);
      expect(dj).toEqual({
        id: djId,
        userId: djUser.id,
        name: 'Nova Spin',
        image: 'https://img.example/nova.png',
        badge: 'Freq Lord',
        followers: 1001,
        location: 'Chicago, IL',
        mixCount: 12,
        followedByMe: false,
      });

      const mine = await (await signedIn(fan)).get('/api/spinroom/djs');
      expect(mine.json().djs.find((d: { id: number }) => d.id === djId).followedByMe).toBe(true);
    });

    it('shows a profile without a user with no image or location', async () => {
      const djId = await insertDjProfile(t.db, null, { djName: 'Ghost DJ' });
      const response = await new TestClient(app).get('/api/spinroom/djs');
      const dj = response.json().djs.find((d: { id: number }) => d.id === djId);
      expect(dj).toMatchObject({ userId: null, image: null, location: null, followers: 0 });
      expect(Object.keys(dj).sort()).toEqual(
        [
          'badge',
          'followedByMe',
          'followers',
          'id',
          'image',
          'location',
          'mixCount',
          'name',
          'userId',
        ].sort(),
      );
    });
  });

  describe('GET /api/spinroom/crate', () => {
    let genre: string;
    let slow: number;
    let fast: number;
    let noBpm: number;

    beforeAll(async () => {
      genre = `crate-${Math.random().toString(36).slice(2, 8)}`;
      slow = await insertTrack(t.db, artist.id, { genre, bpm: 80, title: 'Slow Burner 100%' });
      fast = await insertTrack(t.db, artist.id, { genre, bpm: 160, title: 'Fast Lane' });
      noBpm = await insertTrack(t.db, artist.id, { genre, bpm: null, title: 'Free Time' });
      await insertTrack(t.db, artist.id, { genre, title: 'Draft Beat', status: 'draft' });
      await insertTrack(t.db, artist.id, { genre, title: 'Private Beat', visibility: 'private' });
      await insertTrack(t.db, artist.id, { genre, title: 'Unlisted Beat', visibility: 'unlisted' });
    });

    it('lists only public published tracks of the genre, newest first, with the genres present', async () => {
      const response = await new TestClient(app).get(`/api/spinroom/crate?genre=${genre}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.beats.map((b: { id: number }) => b.id)).toEqual([slow, fast, noBpm]);
      expect(body.total).toBe(3);
      expect(body.hasMore).toBe(false);
      expect(body.genres).toContain(genre);
      const beat = body.beats[0];
      expect(beat).toMatchObject({
        id: slow,
        title: 'Slow Burner 100%',
        genre,
        bpm: 80,
        upvotes: 0,
        upvotedByMe: false,
        allowDownload: true,
        artistId: artist.id,
        artistUsername: artist.username,
      });
      expect(beat.addedTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(typeof beat.audioUrl).toBe('string');
      expect(JSON.stringify(body)).not.toContain('storageKey');
    });

    it('sorts by BPM, slowest first with unknown BPM last, and by upvotes', async () => {
      const byBpm = await new TestClient(app).get(`/api/spinroom/crate?genre=${genre}&sort=bpm`);
      expect(byBpm.json().beats.map((b: { id: number }) => b.id)).toEqual([slow, fast, noBpm]);

      await t.db
        .insertInto('trackUpvotes')
        .values([
          { userId: fan.id, trackId: noBpm },
          { userId: other.id, trackId: noBpm },
          { userId: fan.id, trackId: fast },
        ])
        .execute();
      const byVotes = await (await signedIn(fan)).get(`/api/spinroom/crate?genre=${genre}&sort=upvotes`);
      const beats = byVotes.json().beats;
      expect(beats.map((b: { id: number; upvotes: number }) => [b.id, b.upvotes])).toEqual([
        [noBpm, 2],
        [fast, 1],
        [slow, 0],
      ]);
      expect(beats.map((b: { upvotedByMe: boolean }) => b.upvotedByMe)).toEqual([true, true, false]);
      await t.db.deleteFrom('trackUpvotes').where('trackId', 'in', [noBpm, fast]).execute();
    });

    it('searches title and artist, taking wildcards literally, and pages', async () => {
      const search = await new TestClient(app).get(
        `/api/spinroom/crate?genre=${genre}&q=${encodeURIComponent('100%')}`,
      );
      expect(search.json().beats.map((b: { id: number }) => b.id)).toEqual([slow]);
      const underscore = await new TestClient(app).get(`/api/spinroom/crate?genre=${genre}&q=_`);
      expect(underscore.json().beats).toEqual([]);

      const page2 = await new TestClient(app).get(`/api/spinroom/crate?genre=${genre}&pageSize=2&page=2`);
      expect(page2.json()).toMatchObject({ page: 2, pageSize: 2, total: 3, hasMore: false });
      expect(page2.json().beats.map((b: { id: number }) => b.id)).toEqual([noBpm]);
      const page1 = await new TestClient(app).get(`/api/spinroom/crate?genre=${genre}&pageSize=2`);
      expect(page1.json().hasMore).toBe(true);
    });

    it('answers 400 for an unknown sort', async () => {
      const response = await new TestClient(app).get('/api/spinroom/crate?sort=loudest');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('upvotes', () => {
    let trackId: number;

    beforeAll(async () => {
      trackId = await insertTrack(t.db, artist.id, { genre: 'house', bpm: 124 });
    });

    it('asks visitors to log in', async () => {
      const response = await new TestClient(app).post(`/api/spinroom/crate/${trackId}/upvote`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to upvote' });
    });

    it('upvotes once per user, idempotently, and takes the upvote back', async () => {
      const client = await signedIn(fan);
      const first = await client.post(`/api/spinroom/crate/${trackId}/upvote`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ upvoted: true, upvotes: 1 });
      const again = await client.post(`/api/spinroom/crate/${trackId}/upvote`);
      expect(again.json()).toEqual({ upvoted: true, upvotes: 1 });

      const second = await (await signedIn(other)).post(`/api/spinroom/crate/${trackId}/upvote`);
      expect(second.json()).toEqual({ upvoted: true, upvotes: 2 });

      const removed = await client.request('DELETE', `/api/spinroom/crate/${trackId}/upvote`, {});
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ upvoted: false, upvotes: 1 });
      const removedAgain = await client.request('DELETE', `/api/spinroom/crate/${trackId}/upvote`, {});
      expect(removedAgain.json()).toEqual({ upvoted: false, upvotes: 1 });
    });

    it('keeps one upvote per user when many arrive at once', async () => {
      const racer = await createUser(t.db);
      const client = await signedIn(racer);
      const target = await insertTrack(t.db, artist.id);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => client.post(`/api/spinroom/crate/${target}/upvote`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const rows = await t.db.selectFrom('trackUpvotes').selectAll().where('trackId', '=', target).execute();
      expect(rows).toHaveLength(1);
      const crate = await client.get('/api/spinroom/crate?sort=upvotes&pageSize=50');
      const beat = crate.json().beats.find((b: { id: number }) => b.id === target);
      expect(beat).toMatchObject({ upvotes: 1, upvotedByMe: true });
    });

    it('answers 404 for tracks that are not public, or do not exist', async () => {
      const client = await signedIn(fan);
      const draft = await insertTrack(t.db, artist.id, { status: 'draft' });
      const hidden = await insertTrack(t.db, artist.id, { visibility: 'private' });
      for (const id of [draft, hidden, 99_999_999]) {
        const response = await client.post(`/api/spinroom/crate/${id}/upvote`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Track not found' });
      }
      const junk = await client.post('/api/spinroom/crate/abc/upvote');
      expect(junk.statusCode).toBe(404);
    });
  });

  describe('drop requests', () => {
    let trackId: number;

    beforeAll(async () => {
      trackId = await insertTrack(t.db, artist.id, { title: 'Request Me' });
    });

    it('asks visitors to log in', async () => {
      const response = await new TestClient(app).post(`/api/tracks/${trackId}/drop-requests`, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to request a drop' });
    });

    it('saves a request for the artist, refuses a second pending one, and the artist sees it', async () => {
      const client = await signedIn(fan);
      const created = await client.post(`/api/tracks/${trackId}/drop-requests`, {
        message: '  Play it at 2am  ',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(Number), status: 'pending' });

      const again = await client.post(`/api/tracks/${trackId}/drop-requests`, { message: 'again' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'You have already requested a drop for this track' });

      const received = await (await signedIn(artist)).get('/api/me/drop-requests');
      expect(received.statusCode).toBe(200);
      expect(received.json().requests).toEqual([
        {
          id: created.json().id,
          trackId,
          trackTitle: 'Request Me',
          requesterId: fan.id,
          requesterUsername: fan.username,
          requesterName: 'Crate Fan',
          message: 'Play it at 2am',
          status: 'pending',
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ]);

      const fanInbox = await client.get('/api/me/drop-requests');
      expect(fanInbox.json().requests).toEqual([]);
      expect((await new TestClient(app).get('/api/me/drop-requests')).statusCode).toBe(401);
    });

    it('accepts a request without a message', async () => {
      const created = await (await signedIn(other)).post(`/api/tracks/${trackId}/drop-requests`);
      expect(created.statusCode).toBe(201);
      const row = await t.db
        .selectFrom('dropRequests')
        .select(['message', 'artistId'])
        .where('id', '=', created.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ message: null, artistId: artist.id });
    });

    it('makes only one pending request when several arrive at once', async () => {
      const racer = await createUser(t.db);
      const client = await signedIn(racer);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.post(`/api/tracks/${trackId}/drop-requests`, { message: 'now' }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it('refuses your own track, long messages and tracks that are not public', async () => {
      const own = await (await signedIn(artist)).post(`/api/tracks/${trackId}/drop-requests`);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ message: 'You cannot request a drop for your own track' });

      const client = await signedIn(other);
      const long = await client.post(`/api/tracks/${trackId}/drop-requests`, { message: 'x'.repeat(501) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ message: 'Message must be 500 characters or fewer' });

      const hidden = await insertTrack(t.db, artist.id, { visibility: 'private' });
      const missing = await client.post(`/api/tracks/${hidden}/drop-requests`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Track not found' });
    });
  });
});
