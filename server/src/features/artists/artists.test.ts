import { ARTIST_MESSAGES, type ArtistProfile, type FeaturedArtist } from '@common/artists';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { buildCatalogueApp, createTrack } from '../tracks/testing';
import { genreBadge } from './commands/listFeaturedArtists';

type User = Awaited<ReturnType<typeof createUser>>;

const PROFILE_KEYS = [
  'bio',
  'followedByMe',
  'followers',
  'following',
  'id',
  'image',
  'location',
  'name',
  'plays',
  'trackCount',
  'userType',
  'username',
];

describeEachDatabase('artists API', (t) => {
  let app: FastifyInstance;
  let fan: User;
  let artist: User;

  const signedIn = (user: User) => signedInClient(app, user);

  beforeAll(async () => {
    app = await buildCatalogueApp(t.handle);
    [fan, artist] = await Promise.all([
      createUser(t.db, { displayName: 'Fan' }),
      createUser(t.db, {
        displayName: 'Nova Lane',
        email: 'nova@example.com',
        bio: 'Synths at dawn.',
        location: 'Detroit',
      }),
    ]);
  });
  afterAll(() => app.close());

  describe('follow', () => {
    it('needs a signed-in user', async () => {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await new TestClient(app).request(method, `/api/users/${artist.id}/follow`, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Not authenticated' });
      }
    });

    it('follows and unfollows idempotently, answering the follower count', async () => {
      const target = await createUser(t.db);
      const client = await signedIn(fan);
      const url = `/api/users/${target.id}/follow`;
      expect((await client.post(url)).json()).toEqual({ following: true, followers: 1 });
      expect((await client.post(url)).json()).toEqual({ following: true, followers: 1 });
      const second = await signedIn(artist);
      expect((await second.post(url)).json()).toEqual({ following: true, followers: 2 });
      expect((await client.request('DELETE', url, {})).json()).toEqual({ following: false, followers: 1 });
      expect((await client.request('DELETE', url, {})).json()).toEqual({ following: false, followers: 1 });
    });

    it('refuses to follow yourself, and unknown users', async () => {
      const client = await signedIn(fan);
      const self = await client.post(`/api/users/${fan.id}/follow`);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toEqual({ message: ARTIST_MESSAGES.cannotFollowSelf });
      for (const id of ['999999', 'abc']) {
        const response = await client.post(`/api/users/${id}/follow`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: ARTIST_MESSAGES.userNotFound });
      }
    });
  });

  describe('GET /api/users/:id/profile', () => {
    it('shows the public profile with counts, and never the email or password', async () => {
      const subject = await createUser(t.db, {
        displayName: 'Profile Subject',
        email: 'subject@example.com',
        bio: 'Bio text',
        location: 'Lagos',
      });
      await createTrack(t.db, { userId: subject.id, playCount: 10 });
      await createTrack(t.db, { userId: subject.id, playCount: 5 });
      await createTrack(t.db, { userId: subject.id, playCount: 100, visibility: 'private' });
      await createTrack(t.db, { userId: subject.id, playCount: 100, status: 'draft' });
      const client = await signedIn(fan);
      await client.post(`/api/users/${subject.id}/follow`);
      await (await signedIn(subject)).post(`/api/users/${artist.id}/follow`);

      const response = await client.get(`/api/users/${subject.id}/profile`);
      expect(response.statusCode).toBe(200);
      const profile = response.json<ArtistProfile>();
      expect(Object.keys(profile).sort()).toEqual(PROFILE_KEYS);
      expect(profile).toEqual({
        id: subject.id,
        username: subject.username,
        name: 'Profile Subject',
        image: null,
        bio: 'Bio text',
        location: 'Lagos',
        userType: 'artist',
        followers: 1,
        following: 1,
        trackCount: 2,
        plays: 15,
        followedByMe: true,
      });
      expect(response.body).not.toContain('subject@example.com');
      const anonymous = await new TestClient(app).get(`/api/users/${subject.id}/profile`);
      expect(anonymous.json<ArtistProfile>().followedByMe).toBe(false);
    });

    it('uses the username when there is no display name, and answers 404 for unknown users', async () => {
      const plain = await createUser(t.db);
      const response = await new TestClient(app).get(`/api/users/${plain.id}/profile`);
      expect(response.json()).toMatchObject({ name: plain.username, trackCount: 0, plays: 0, followers: 0 });
      for (const id of ['999999', 'nobody']) {
        const missing = await new TestClient(app).get(`/api/users/${id}/profile`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: ARTIST_MESSAGES.userNotFound });
      }
    });
  });

  describe('GET /api/artists/featured', () => {
    it('ranks artists by the plays of their public published tracks, with followers and badges', async () => {
      const [top, second, hiddenOnly] = await Promise.all([
        createUser(t.db, { displayName: 'Top Artist' }),
        createUser(t.db),
        createUser(t.db),
      ]);
      await createTrack(t.db, { userId: top.id, playCount: 500_000, genre: 'R&B' });
      await createTrack(t.db, { userId: top.id, playCount: 400_000, genre: 'r&b' });
      await createTrack(t.db, { userId: top.id, playCount: 1, genre: 'jazz' });
      await createTrack(t.db, { userId: second.id, playCount: 600_000, genre: null });
      // Private and draft plays do not count, and an artist with only hidden tracks is not featured.
      await createTrack(t.db, { userId: second.id, playCount: 900_000, visibility: 'private' });
      await createTrack(t.db, { userId: hiddenOnly.id, playCount: 9_000_000, status: 'draft' });
      await createTrack(t.db, { userId: hiddenOnly.id, playCount: 9_000_000, visibility: 'unlisted' });
      const client = await signedIn(fan);
      await client.post(`/api/users/${top.id}/follow`);

      const response = await client.get('/api/artists/featured?limit=2');
      expect(response.statusCode).toBe(200);
      const artists = response.json<FeaturedArtist[]>();
      expect(artists).toEqual([
        {
          id: top.id,
          username: top.username,
          name: 'Top Artist',
          image: null,
          badge: 'R&B',
          plays: 900_001,
          followers: 1,
          trackCount: 3,
          followedByMe: true,
        },
        {
          id: second.id,
          username: second.username,
          name: second.username,
          image: null,
          badge: 'Rising',
          plays: 600_000,
          followers: 0,
          trackCount: 1,
          followedByMe: false,
        },
      ]);
      const all = (await new TestClient(app).get('/api/artists/featured?limit=50')).json<FeaturedArtist[]>();
      expect(all.map((a) => a.id)).not.toContain(hiddenOnly.id);
      expect(all.every((a) => !a.followedByMe)).toBe(true);
      expect(response.body).not.toMatch(/email|password/i);
    });

    it('answers 400 for an invalid limit', async () => {
      for (const limit of ['0', '51', 'many']) {
        const response = await new TestClient(app).get(`/api/artists/featured?limit=${limit}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
    });
  });

  it('names genre badges the way they are written', () => {
    expect(genreBadge('hip-hop')).toBe('Hip-Hop');
    expect(genreBadge('r&b')).toBe('R&B');
    expect(genreBadge('electronic')).toBe('Electronic');
  });
});
