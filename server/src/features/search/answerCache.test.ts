import type { SearchSuggestions } from '@common/search';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { resultTitles, searchPage } from './testing';
import { AnswerCache, bumpSearchGeneration, searchGeneration } from './answerCache';

describeEachDatabase('search answers kept while the index is unchanged', (t) => {
  let app: FastifyInstance;
  let client: TestClient;

  const search = (query: string) => searchPage(client, query);
  const titles = resultTitles;

  beforeAll(async () => {
    app = await t.buildApp();
    client = new TestClient(app);
  });

  it('moves the generation on what changes an answer, and not on a play count', async () => {
    const artist = await createUser(t.db);
    const before = await searchGeneration(t.db);
    const track = await createTrack(t.db, { title: 'Glass Harbour', userId: artist.id, artist: null });
    const published = await searchGeneration(t.db);
    expect(published).not.toBe(before);

    await t.db.updateTable('tracks').set({ playCount: 12 }).where('id', '=', track.id).execute();
    expect(await searchGeneration(t.db)).toBe(published);

    await t.db.updateTable('tracks').set({ measuredBpm: 128 }).where('id', '=', track.id).execute();
    const measured = await searchGeneration(t.db);
    expect(measured).not.toBe(published);

    await t.db.updateTable('tracks').set({ visibility: 'private' }).where('id', '=', track.id).execute();
    expect(await searchGeneration(t.db)).not.toBe(measured);
  });

  it('answers a repeated search from what it kept, and anew the moment a write changes it', async () => {
    const artist = await createUser(t.db);
    const slow = await createTrack(t.db, {
      title: 'Copper Lantern',
      userId: artist.id,
      artist: null,
      measuredBpm: 90,
    });
    const query = 'q=copper%20lantern&bpmMin=120&bpmMax=130';
    expect(titles(await search(query))).toEqual([]);
    expect(titles(await search(query))).toEqual([]);
    // The analysis measures it at 124 BPM: the same search finds it at once.
    await t.db.updateTable('tracks').set({ measuredBpm: 124 }).where('id', '=', slow.id).execute();
    expect(titles(await search(query))).toEqual(['Copper Lantern']);

    const suggest = async () =>
      (await client.get('/api/search/suggest?q=copper'))
        .json<SearchSuggestions>()
        .groups.flatMap((g) => g.results.map((r) => r.title));
    expect(await suggest()).toEqual(['Copper Lantern']);
    const twin = await createTrack(t.db, { title: 'Copper Lantern II', userId: artist.id, artist: null });
    expect(await suggest()).toContain('Copper Lantern II');
    // Made private: gone from the next suggestion and search, although both were kept.
    await t.db.updateTable('tracks').set({ visibility: 'private' }).where('id', '=', twin.id).execute();
    expect(await suggest()).toEqual(['Copper Lantern']);
    expect(titles(await search('q=copper'))).toEqual(['Copper Lantern']);
  });

  it('computes a search asked twice at once only once, and again once the generation moves', async () => {
    const cache = new AnswerCache<number>();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return computed;
    };
    expect(await Promise.all([cache.get(t.db, 'k', compute), cache.get(t.db, 'k', compute)])).toEqual([1, 1]);
    expect(await cache.get(t.db, 'k', compute)).toBe(1);
    await bumpSearchGeneration(t.db);
    expect(await cache.get(t.db, 'k', compute)).toBe(2);
    // A failed computation is not kept.
    const failing = new AnswerCache<number>();
    await expect(failing.get(t.db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get(t.db, 'k', async () => 3)).toBe(3);
  });
});
