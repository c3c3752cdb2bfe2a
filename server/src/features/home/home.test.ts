import type { LiveSession } from '@common/home';
import type { Track } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { presentTrack } from '../tracks/presenter';
import { daysAgo, insertPlays, insertTrack } from './catalogueFixtures';

describeEachDatabase('home API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });

  describe('GET /api/live-sessions', () => {
    it('answers an empty list when nothing is live', async () => {
      const response = await new TestClient(app).get('/api/live-sessions');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('lists active streams first with their host, viewers and link, then upcoming ones; never ended ones', async () => {
      const dj = await createUser(t.db, { displayName: 'DJ Nova' });
      const plain = await createUser(t.db);
      const [live, busier, upcoming] = await Promise.all(
        [
          {
            userId: dj.id,
            title: 'Friday House Session',
            viewerCount: 120,
            isActive: true,
            thumbnailUrl: '/img/a.jpg',
          },
          {
            userId: plain.id,
            title: 'Trap Lab Live',
            viewerCount: 340,
            isActive: true,
            startTime: daysAgo(0.1),
          },
          {
            userId: dj.id,
            title: 'Sunday Listening',
            viewerCount: 0,
            isActive: false,
            startTime: daysAgo(-1),
          },
        ].map((values) =>
          t.db.insertInto('liveStreams').values(values).returning('id').executeTakeFirstOrThrow(),
        ),
      );
      await t.db
        .insertInto('liveStreams')
        .values({
          userId: dj.id,
          title: 'Last Week Set',
          isActive: false,
          startTime: daysAgo(7),
          endTime: daysAgo(6.9),
        })
        .execute();

      const response = await new TestClient(app).get('/api/live-sessions');
      expect(response.statusCode).toBe(200);
      const sessions = response.json() as LiveSession[];
      expect(sessions.map((s) => s.title)).toEqual([
        'Trap Lab Live',
        'Friday House Session',
        'Sunday Listening',
      ]);
      expect(sessions[1]).toEqual({
        id: `stream-${live!.id}`,
        kind: 'stream',
        title: 'Friday House Session',
        host: 'DJ Nova',
        hostId: dj.id,
        thumbnail: '/img/a.jpg',
        viewers: 120,
        isLive: true,
        startsAt: null,
        href: `/spinroom?stream=${live!.id}#live-zone`,
      });
      expect(sessions[0]).toMatchObject({ id: `stream-${busier!.id}`, host: plain.username, isLive: true });
      expect(sessions[2]).toMatchObject({ id: `stream-${upcoming!.id}`, isLive: false, viewers: 0 });
    });
  });

  describe('GET /api/home/spotlight', () => {
    let artist: Awaited<ReturnType<typeof createUser>>;
    let fan: Awaited<ReturnType<typeof createUser>>;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      artist = await createUser(t.db, { displayName: 'Luna' });
      fan = await createUser(t.db);
      const base = {
        userId: artist.id,
        artist: 'Luna Waves',
        status: 'published' as const,
        visibility: 'public' as const,
      };
      ids.featured = await insertTrack(t.db, {
        ...base,
        title: 'Featured Gold',
        featured: true,
        uploadDate: daysAgo(30),
      });
      ids.hot = await insertTrack(t.db, { ...base, title: 'Hot This Week', uploadDate: daysAgo(20) });
      ids.oldHit = await insertTrack(t.db, {
        ...base,
        title: 'Old Hit',
        likeCount: 3,
        uploadDate: daysAgo(40),
      });
      ids.liked = await insertTrack(t.db, {
        ...base,
        title: 'Well Liked',
        likeCount: 9,
        uploadDate: daysAgo(50),
      });
      ids.fresh = await insertTrack(t.db, {
        ...base,
        title: 'Fresh Drop',
        likeCount: 9,
        uploadDate: daysAgo(1),
      });
      ids.draft = await insertTrack(t.db, { ...base, title: 'Secret Draft', status: 'draft' });
      ids.private = await insertTrack(t.db, { ...base, title: 'Private Demo', visibility: 'private' });
      ids.unlisted = await insertTrack(t.db, { ...base, title: 'Unlisted Cut', visibility: 'unlisted' });
      await insertPlays(t.db, ids.hot!, [daysAgo(1), daysAgo(2), daysAgo(3)]);
      // Many plays, but more than 7 days ago: they do not rank it.
      await insertPlays(t.db, ids.oldHit!, [daysAgo(8), daysAgo(9), daysAgo(10), daysAgo(11), daysAgo(6)]);
      await insertPlays(t.db, ids.draft!, [daysAgo(1), daysAgo(1), daysAgo(1), daysAgo(1)]);
      await t.db.insertInto('trackLikes').values({ userId: fan.id, trackId: ids.hot! }).execute();
    });

    it('ranks public published tracks: featured first, then plays in the last 7 days, likes, newest', async () => {
      const response = await new TestClient(app).get('/api/home/spotlight');
      expect(response.statusCode).toBe(200);
      const tracks = response.json() as Track[];
      expect(tracks.map((track) => track.title)).toEqual([
        'Featured Gold',
        'Hot This Week',
        'Old Hit',
        'Fresh Drop',
        'Well Liked',
      ]);
      expect(tracks.every((track) => track.likedByMe === false)).toBe(true);
      expect(tracks[1]).toMatchObject({
        artist: 'Luna Waves',
        artistId: artist.id,
        artistUsername: artist.username,
      });
    });

    it('presents tracks with exactly the presenter fields (no storage keys or waveforms)', async () => {
      const tracks = (await new TestClient(app).get('/api/home/spotlight?limit=1')).json() as Track[];
      expect(tracks).toHaveLength(1);
      const row = await t.db
        .selectFrom('tracks')
        .selectAll()
        .where('id', '=', ids.featured!)
        .executeTakeFirstOrThrow();
      expect(Object.keys(tracks[0]!).sort()).toEqual(Object.keys(presentTrack(row)).sort());
      expect(tracks[0]!.featured).toBe(true);
    });

    it("marks the signed-in viewer's liked tracks", async () => {
      const client = new TestClient(app);
      await client.post('/api/login', { username: fan.username, password: fan.plainPassword });
      const tracks = (await client.get('/api/home/spotlight')).json() as Track[];
      expect(tracks.filter((track) => track.likedByMe).map((track) => track.id)).toEqual([ids.hot]);
    });

    it('rejects a limit out of range', async () => {
      const response = await new TestClient(app).get('/api/home/spotlight?limit=0');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
      expect((await new TestClient(app).get('/api/home/spotlight?limit=99')).statusCode).toBe(400);
    });
  });
});
