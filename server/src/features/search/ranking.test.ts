import { SEARCH_MESSAGES, type SimilarTracks } from '@common/search';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { insertMeasuredTrack } from '../hitpredictor/testing';
import { createTrack } from '../tracks/testing';
import { resultTitles, searchPage } from './testing';
import { boostOf, refreshSearchPopularity } from './popularity';

describeEachDatabase('search ranking, sorts and More like this', (t) => {
  let app: FastifyInstance;
  let client: TestClient;

  const search = (query: string) => searchPage(client, query);
  const titles = resultTitles;

  beforeAll(async () => {
    app = await t.buildApp();
    client = new TestClient(app);
  });

  it('ranks recent plays and likes up once the popularity is refreshed, and sorts by plays', async () => {
    const artist = await createUser(t.db);
    const quiet = await createTrack(t.db, { title: 'Echo Bloom', userId: artist.id, artist: null });
    const played = await createTrack(t.db, { title: 'Echo Bloom', userId: artist.id, artist: null });
    // Same words, no activity: the lower id first.
    expect((await search('q=echo%20bloom')).results.map((r) => r.id)).toEqual([quiet.id, played.id]);

    const now = new Date();
    const recent = new Date(now.getTime() - 86_400_000).toISOString();
    const old = new Date(now.getTime() - 90 * 86_400_000).toISOString();
    await t.db
      .insertInto('trackPlays')
      .values([
        ...[1, 2, 3].map((n) => ({
          trackId: played.id,
          userId: null,
          listenerKey: `l${n}`,
          createdAt: recent,
        })),
        // Plays older than the window count for nothing.
        ...[1, 2, 3, 4, 5, 6].map((n) => ({
          trackId: quiet.id,
          userId: null,
          listenerKey: `o${n}`,
          createdAt: old,
        })),
      ])
      .execute();
    expect(await refreshSearchPopularity(t.db, now)).toBeGreaterThanOrEqual(1);
    const boost = await t.db
      .selectFrom('searchDocuments')
      .select(['sourceId', 'boost'])
      .where('source', '=', 'tracks')
      .where('sourceId', 'in', [quiet.id, played.id])
      .orderBy('sourceId')
      .execute();
    expect(boost.map((row) => Number(row.boost))).toEqual([1, boostOf(3)]);
    expect((await search('q=echo%20bloom')).results.map((r) => r.id)).toEqual([played.id, quiet.id]);
    expect((await search('q=echo%20bloom&sort=popular')).results.map((r) => r.id)).toEqual([
      played.id,
      quiet.id,
    ]);
    // Refreshing again with nothing new changes nothing.
    expect(await refreshSearchPopularity(t.db, now)).toBe(0);
  });

  it('sorts by newest and by measured BPM (unmeasured last)', async () => {
    const artist = await createUser(t.db);
    const make = (title: string, publishedAt: string, measuredBpm: number | null) =>
      createTrack(t.db, { title, userId: artist.id, artist: null, publishedAt, measuredBpm });
    await make('Quartz Slow', '2026-03-01T00:00:00.000Z', 80);
    await make('Quartz Fast', '2026-01-01T00:00:00.000Z', 160);
    await make('Quartz Unmeasured', '2026-02-01T00:00:00.000Z', null);
    expect(titles(await search('q=quartz&sort=newest'))).toEqual([
      'Quartz Slow',
      'Quartz Unmeasured',
      'Quartz Fast',
    ]);
    expect(titles(await search('q=quartz&sort=bpm'))).toEqual([
      'Quartz Slow',
      'Quartz Fast',
      'Quartz Unmeasured',
    ]);
  });

  it('answers 400 for an energy or duration range the wrong way round', async () => {
    const energy = await client.get('/api/search?energyMin=0.8&energyMax=0.2');
    expect(energy.statusCode).toBe(400);
    expect(energy.json()).toEqual({ message: SEARCH_MESSAGES.badEnergyRange });
    const duration = await client.get('/api/search?durationMin=300&durationMax=60');
    expect(duration.statusCode).toBe(400);
    expect(duration.json()).toEqual({ message: SEARCH_MESSAGES.badDurationRange });
  });

  it('lists the nearest findable tracks of other artists by measured sound, nearest first', async () => {
    const artist = await createUser(t.db);
    const other = await createUser(t.db);
    const subject = await insertMeasuredTrack(t.db, artist.id, {
      title: 'Subject',
      bpm: 140,
      key: 'A Minor',
      energy: 0.8,
    });
    await insertMeasuredTrack(t.db, artist.id, {
      title: 'Same artist twin',
      bpm: 140,
      key: 'A Minor',
      energy: 0.8,
    });
    const near = await insertMeasuredTrack(t.db, other.id, {
      title: 'Near',
      bpm: 141,
      key: 'A Minor',
      energy: 0.78,
    });
    const far = await insertMeasuredTrack(t.db, other.id, {
      title: 'Far',
      bpm: 95,
      key: 'F# Major',
      energy: 0.2,
    });
    const hidden = await insertMeasuredTrack(t.db, other.id, {
      title: 'Gone private',
      bpm: 140,
      key: 'A Minor',
      energy: 0.8,
    });
    const similar = async () =>
      (await client.get(`/api/tracks/${subject}/similar`)).json<SimilarTracks>().tracks.map((r) => r.id);
    const before = await similar();
    expect(before.indexOf(near)).toBeLessThan(before.indexOf(far));
    expect(before).toContain(hidden);
    // A track made private leaves at once, although the measured catalogue is reused for a minute.
    await t.db.updateTable('tracks').set({ visibility: 'private' }).where('id', '=', hidden).execute();
    const after = await similar();
    expect(after).not.toContain(hidden);
    expect(after).toContain(near);
    expect(after.every((id) => id !== subject)).toBe(true);
    // A track not measured yet has nothing to compare.
    const fresh = await createTrack(t.db, { userId: artist.id, title: 'Not measured' });
    expect((await client.get(`/api/tracks/${fresh.id}/similar`)).json()).toEqual({ tracks: [] });
  });
});
