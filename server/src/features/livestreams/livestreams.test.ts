import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { insertDjProfile } from '../spinroom/testFixtures';

describeEachDatabase('live streams API', (t) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await t.buildApp();
  });

  it('lists active streams, most viewers first, with host, DJ profile and no room yet', async () => {
    const dj = await createUser(t.db, { displayName: 'Nova Live' });
    const plain = await createUser(t.db);
    const fan = await createUser(t.db);
    const djProfileId = await insertDjProfile(t.db, dj.id, { djName: 'Nova' });
    const startTime = new Date(Date.now() - 3600_000).toISOString();
    const [big, small] = await Promise.all(
      [
        { userId: dj.id, title: 'Friday House', viewerCount: 420, thumbnailUrl: '/media/t.jpg', startTime },
        { userId: plain.id, title: 'Bedroom Set', viewerCount: 12, description: 'chill' },
      ].map((values) =>
        t.db.insertInto('liveStreams').values(values).returning('id').executeTakeFirstOrThrow(),
      ),
    );
    await t.db.insertInto('liveStreams').values({ userId: dj.id, title: 'Ended', isActive: false }).execute();
    await t.db
      .insertInto('liveStreams')
      .values({ userId: dj.id, title: 'Past', endTime: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    await t.db.insertInto('follows').values({ followerId: fan.id, followeeId: dj.id }).execute();

    const response = await new TestClient(app).get('/api/live-streams');
    expect(response.statusCode).toBe(200);
    const { streams } = response.json();
    expect(streams.map((s: { title: string }) => s.title)).toEqual(['Friday House', 'Bedroom Set']);
    expect(streams[0]).toEqual({
      id: big!.id,
      title: 'Friday House',
      description: null,
      host: 'Nova Live',
      hostId: dj.id,
      thumbnail: '/media/t.jpg',
      viewers: 420,
      startedAt: startTime,
      isLive: true,
      djProfileId,
      followedByMe: false,
      roomId: null,
    });
    expect(streams[1]).toMatchObject({
      id: small!.id,
      host: plain.username,
      djProfileId: null,
      description: 'chill',
    });

    const client = new TestClient(app);
    await client.post('/api/login', { username: fan.username, password: fan.plainPassword });
    const mine = await client.get('/api/live-streams');
    expect(mine.json().streams.map((s: { followedByMe: boolean }) => s.followedByMe)).toEqual([true, false]);
  });
});
