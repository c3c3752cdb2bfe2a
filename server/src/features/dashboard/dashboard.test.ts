import type { AnalyticsTile, DailyPlays, DashboardAnalytics } from '@common/dashboard';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { daysAgo, insertPlays, insertTrack } from '../home/catalogueFixtures';
import { getPlaysPerDay } from './commands/getPlaysPerDay';

type User = Awaited<ReturnType<typeof createUser>>;

describeEachDatabase('dashboard API', (t) => {
  let app: FastifyInstance;
  let artist: User;
  let other: User;
  let newcomer: User;

  const signedIn = (user: User) => signedInClient(app, user);

  beforeAll(async () => {
    app = await t.buildApp();
    [artist, other, newcomer] = await Promise.all([createUser(t.db), createUser(t.db), createUser(t.db)]);
    const fans = await Promise.all([1, 2, 3].map(() => createUser(t.db)));

    const single = await insertTrack(t.db, {
      userId: artist.id,
      title: 'Single',
      playCount: 100,
      likeCount: 5,
    });
    const draftId = await insertTrack(t.db, {
      userId: artist.id,
      title: 'Draft',
      status: 'draft',
      visibility: 'private',
      playCount: 20,
    });
    const theirs = await insertTrack(t.db, {
      userId: other.id,
      title: 'Not Mine',
      playCount: 999,
      likeCount: 50,
    });

    // This week: 6 plays (by 4 listeners); last week: 4 plays; older plays count for neither.
    await insertPlays(t.db, single, [daysAgo(0.1), daysAgo(1), daysAgo(2)], 'fan-a');
    await insertPlays(t.db, single, [daysAgo(3)], 'fan-b');
    await insertPlays(t.db, draftId, [daysAgo(4)], 'fan-c');
    await insertPlays(t.db, draftId, [daysAgo(6.9)], 'fan-d');
    await insertPlays(t.db, single, [daysAgo(7.1), daysAgo(8), daysAgo(10), daysAgo(13.9)]);
    await insertPlays(t.db, single, [daysAgo(14.1), daysAgo(30)]);
    await insertPlays(t.db, theirs, [daysAgo(1), daysAgo(1), daysAgo(2), daysAgo(9)]);

    // Likes: 1 this week, 2 last week (-50%); each row adds one to its track's counter (5 and 0 before).
    // Follows: 2 this week, none before ('New').
    await t.db
      .insertInto('trackLikes')
      .values([
        { userId: fans[0]!.id, trackId: single, createdAt: daysAgo(1) },
        { userId: fans[1]!.id, trackId: single, createdAt: daysAgo(9) },
        { userId: fans[2]!.id, trackId: draftId, createdAt: daysAgo(12) },
        { userId: fans[0]!.id, trackId: theirs, createdAt: daysAgo(1) },
      ])
      .execute();
    await t.db
      .insertInto('follows')
      .values([
        { followerId: fans[0]!.id, followeeId: artist.id, createdAt: daysAgo(2) },
        { followerId: fans[1]!.id, followeeId: artist.id, createdAt: daysAgo(5) },
        { followerId: fans[2]!.id, followeeId: artist.id, createdAt: daysAgo(40) },
        { followerId: fans[2]!.id, followeeId: other.id, createdAt: daysAgo(1) },
      ])
      .execute();
  });

  it('answers 401 to visitors', async () => {
    for (const url of ['/api/dashboard/analytics', '/api/dashboard/plays-per-day']) {
      const response = await new TestClient(app).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authenticated' });
    }
  });

  describe('GET /api/dashboard/analytics', () => {
    it("gives the artist's totals and this week against last week", async () => {
      const response = await (await signedIn(artist)).get('/api/dashboard/analytics');
      expect(response.statusCode).toBe(200);
      const { tiles } = response.json() as DashboardAnalytics;
      const byId = Object.fromEntries(tiles.map((tile) => [tile.id, tile])) as Record<string, AnalyticsTile>;
      expect(tiles.map((tile) => tile.title)).toEqual(['Total Plays', 'Likes', 'Followers', 'Listeners']);
      expect(byId.plays).toEqual({
        id: 'plays',
        title: 'Total Plays',
        value: 120,
        change: '+50%',
        isPositive: true,
        description: '6 plays this week',
      });
      expect(byId.likes).toMatchObject({
        value: 8,
        change: '-50%',
        isPositive: false,
        description: '1 new like this week',
      });
      expect(byId.followers).toMatchObject({
        value: 3,
        change: 'New',
        isPositive: true,
        description: '2 new followers this week',
      });
      // 4 different listeners this week; last week's 4 plays came from 4 listeners: no change.
      expect(byId.listeners).toMatchObject({ value: 4, change: '0%', isPositive: true });
    });

    it("tells how many of this week's plays came from embedded players", async () => {
      await t.db
        .updateTable('trackPlays')
        .set({ source: 'embed' })
        .where((eb) =>
          eb.or([
            eb('listenerKey', 'in', ['fan-b', 'fan-c']),
            eb('trackId', 'in', eb.selectFrom('tracks').select('id').where('userId', '=', other.id)),
          ]),
        )
        .execute();
      const { embeds, tiles } = (
        await (await signedIn(artist)).get('/api/dashboard/analytics')
      ).json() as DashboardAnalytics;
      expect(tiles[0]!.description).toBe('6 plays this week');
      expect(embeds).toEqual({
        plays: 2,
        percent: 33,
        description: '2 of 6 plays this week came from embedded players (33%)',
      });
      const none = (
        await (await signedIn(newcomer)).get('/api/dashboard/analytics')
      ).json() as DashboardAnalytics;
      expect(none.embeds).toEqual({
        plays: 0,
        percent: 0,
        description: 'No plays this week yet, from the site or embedded players',
      });
    });

    it('shows zeros for an artist with nothing yet', async () => {
      const { tiles } = (
        await (await signedIn(newcomer)).get('/api/dashboard/analytics')
      ).json() as DashboardAnalytics;
      expect(tiles.map((tile) => [tile.value, tile.change, tile.isPositive])).toEqual([
        [0, '0%', true],
        [0, '0%', true],
        [0, '0%', true],
        [0, '0%', true],
      ]);
    });
  });

  describe('GET /api/dashboard/plays-per-day', () => {
    it('answers every day of the range, zero days included, oldest first, today last', async () => {
      const response = await (await signedIn(artist)).get('/api/dashboard/plays-per-day?days=14');
      expect(response.statusCode).toBe(200);
      const days = response.json() as DailyPlays[];
      expect(days).toHaveLength(14);
      expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
      expect(days.every((day, i) => i === 0 || day.date > days[i - 1]!.date)).toBe(true);
      // 9 of the artist's plays always fall within the last 14 calendar days; the one 13.9 days ago may.
      const total = days.reduce((sum, day) => sum + day.plays, 0);
      expect(total).toBeGreaterThanOrEqual(9);
      expect(total).toBeLessThanOrEqual(10);
    });

    it('defaults to 30 days and counts nothing for an artist without plays', async () => {
      const days = (
        await (await signedIn(newcomer)).get('/api/dashboard/plays-per-day')
      ).json() as DailyPlays[];
      expect(days).toHaveLength(30);
      expect(days.every((day) => day.plays === 0)).toBe(true);
    });

    it('rejects a range that is not 1 to 365 days', async () => {
      const client = await signedIn(artist);
      for (const days of ['0', '366', 'abc', '2.5']) {
        const response = await client.get(`/api/dashboard/plays-per-day?days=${days}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'days must be a whole number from 1 to 365' });
      }
    });

    it('buckets by UTC calendar day at the edges of the range', async () => {
      const now = new Date('2026-03-10T08:30:00.000Z');
      const track = await insertTrack(t.db, { userId: newcomer.id, title: 'Edges' });
      await insertPlays(t.db, track, [
        '2026-03-06T23:59:59.999Z', // the day before the range
        '2026-03-07T00:00:00.000Z',
        '2026-03-07T23:59:59.999Z',
        '2026-03-09T12:00:00.000Z',
        '2026-03-10T00:00:01.000Z',
        '2026-03-10T08:00:00.000Z',
      ]);
      expect(await getPlaysPerDay(t.db, newcomer.id, 4, now)).toEqual([
        { date: '2026-03-07', plays: 2 },
        { date: '2026-03-08', plays: 0 },
        { date: '2026-03-09', plays: 1 },
        { date: '2026-03-10', plays: 2 },
      ]);
      // Another artist's dashboard never includes them.
      const theirs = await getPlaysPerDay(t.db, other.id, 4, now);
      expect(theirs.every((day) => day.plays === 0)).toBe(true);
    });
  });
});
