import { SEARCH_MESSAGES, type SearchSuggestions } from '@common/search';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { resultTitles, searchPage } from './testing';

describeEachDatabase('search API', (t) => {
  let app: FastifyInstance;
  let client: TestClient;
  const ids: Record<string, number> = {};

  const search = (query: string) => searchPage(client, query);
  const titles = resultTitles;

  beforeAll(async () => {
    app = await t.buildApp();
    client = new TestClient(app);
    const artist = await createUser(t.db, { displayName: 'Beyoncé Knowles' });
    const other = await createUser(t.db, { displayName: 'Marco Vale' });
    const track = async (name: string, values: Parameters<typeof createTrack>[1]) => {
      ids[name] = (await createTrack(t.db, { title: name, userId: artist.id, artist: null, ...values })).id;
    };
    await track('Luna Waves', {
      measuredBpm: 140,
      measuredKey: 'A Minor',
      energy: 0.8,
      duration: 180,
      genre: 'trap',
    });
    await track('Tidal Circuits', {
      measuredBpm: 70,
      measuredKey: 'C Major',
      energy: 0.3,
      duration: 240,
      genre: 'house',
    });
    await track('Night Drive', { measuredBpm: 128, measuredKey: 'E Minor', energy: 0.6, duration: 200 });
    await track('Low Tide Dub', {
      measuredBpm: 90,
      bpm: 140,
      measuredKey: 'D Minor',
      energy: 0.5,
      duration: 300,
    });
    await track('Far Away Keys', { measuredBpm: 100, measuredKey: 'F# Major', energy: 0.4, duration: 150 });
    await track('Flat Side', { measuredBpm: 110, measuredKey: 'D# Minor', energy: 0.45, duration: 160 });
    await track('Luna Beat', { price: 30, measuredBpm: 141, measuredKey: 'A Minor', userId: other.id });
    await track('Luna Secret', { visibility: 'private' });
    await track('Luna Unlisted', { visibility: 'unlisted' });
    await track('Luna Draft', { status: 'draft' });
    await t.db
      .insertInto('courses')
      .values([
        { title: 'Luna Mixing Course', published: true, price: 25 },
        { title: 'Luna Hidden Course', published: false, price: 0 },
      ])
      .execute();
  });

  it('forgives typos and suggests the nearby spelling', async () => {
    const page = await search('q=lunna%20wave');
    expect(titles(page)[0]).toBe('Luna Waves');
    expect(page.didYouMean).toBe('luna wave');
    expect((await search('q=luna%20waves')).didYouMean).toBeNull();
    // A typo in the first letter too: wrong, missing, or one too many.
    for (const [typed, meant] of [
      ['kuna%20waves', 'luna waves'],
      ['una%20waves', 'luna waves'],
      ['xluna%20waves', 'luna waves'],
      ['luna%20qaves', 'luna waves'],
    ]) {
      const found = await search(`q=${typed}`);
      expect(titles(found)[0], typed).toBe('Luna Waves');
      expect(found.didYouMean, typed).toBe(meant);
    }
    // When even the corrections find nothing, no spelling is offered: it would lead to another empty page.
    const none = await search('q=lunna%20wave&genre=jazz');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBeNull();
  });

  it('forgives accents and case, and finds by prefix as you type', async () => {
    const artists = await search('q=beyonce&type=artist');
    expect(titles(artists)).toEqual(['Beyoncé Knowles']);
    expect(artists.results[0]!.url).toMatch(/^\/artists\/\d+$/);
    expect(titles(await search('q=TID&type=track'))).toEqual(
      expect.arrayContaining(['Tidal Circuits', 'Low Tide Dub']),
    );
    expect(titles(await search('q=tida&type=track'))).toEqual(['Tidal Circuits']);
    // An artist's name finds their tracks too.
    expect(titles(await search('q=knowles&type=track'))).toContain('Luna Waves');
  });

  it('never finds private, unlisted, draft or unpublished things', async () => {
    const found = titles(await search('q=luna'));
    expect(found).toEqual(expect.arrayContaining(['Luna Waves', 'Luna Beat', 'Luna Mixing Course']));
    for (const hidden of ['Luna Secret', 'Luna Unlisted', 'Luna Draft', 'Luna Hidden Course']) {
      expect(found).not.toContain(hidden);
    }
  });

  it('follows a track made private, and one published, at once', async () => {
    await t.db
      .updateTable('tracks')
      .set({ visibility: 'private' })
      .where('id', '=', ids['Luna Waves']!)
      .execute();
    expect(titles(await search('q=luna%20waves'))).not.toContain('Luna Waves');
    await t.db
      .updateTable('tracks')
      .set({ visibility: 'public' })
      .where('id', '=', ids['Luna Waves']!)
      .execute();
    expect(titles(await search('q=luna%20waves'))).toContain('Luna Waves');

    await t.db
      .updateTable('tracks')
      .set({ status: 'published', publishedAt: new Date().toISOString() })
      .where('id', '=', ids['Luna Draft']!)
      .execute();
    expect(titles(await search('q=luna%20draft'))).toEqual(['Luna Draft']);
    await t.db.deleteFrom('tracks').where('id', '=', ids['Luna Draft']!).execute();
    expect((await search('q=luna%20draft')).total).toBe(0);
  });

  it('filters by measured BPM, counting half and double time when asked', async () => {
    expect(titles(await search('bpmMin=135&bpmMax=145&type=track'))).toEqual(['Luna Waves']);
    const both = titles(await search('bpmMin=135&bpmMax=145&halfDouble=true&type=track&sort=bpm'));
    expect(both).toEqual(['Tidal Circuits', 'Luna Waves']);
    // The typed 140 of Low Tide Dub is not its sound: 90 was measured.
    expect(titles(await search('bpmMin=85&bpmMax=95'))).toEqual(['Low Tide Dub']);
  });

  it('filters by key (sharps and flats alike) and by compatible keys, naming the relation', async () => {
    expect(titles(await search('key=A%20Minor&type=track'))).toEqual(['Luna Waves']);
    expect(titles(await search('key=Eb%20Minor'))).toEqual(['Flat Side']);
    const page = await search('compatibleWith=A%20Minor&type=track&sort=bpm');
    const relations = Object.fromEntries(page.results.map((r) => [r.title, r.keyRelation]));
    expect(relations).toEqual({
      'Tidal Circuits': 'relative key',
      'Low Tide Dub': 'one step down',
      'Night Drive': 'one step up',
      'Luna Waves': 'same key',
    });
    expect(page.results.find((r) => r.title === 'Luna Waves')!.camelot).toBe('8A');
  });

  it('filters by energy, duration and genre', async () => {
    expect(titles(await search('energyMin=0.7'))).toEqual(['Luna Waves']);
    expect(titles(await search('durationMin=250'))).toEqual(['Low Tide Dub']);
    expect(titles(await search('q=tidal&genre=house'))).toEqual(['Tidal Circuits']);
    expect((await search('q=tidal&genre=trap')).total).toBe(0);
  });

  it('finds a priced beat as a beat that plays its preview only', async () => {
    const beat = (await search('q=luna&type=beat')).results[0]!;
    expect(beat).toMatchObject({ type: 'beat', title: 'Luna Beat', price: 30 });
    expect(beat.audioUrl).toMatch(/^\/media\/previews\//);
  });

  it('ranks the same way every time and pages without overlap, ties by id', async () => {
    for (let i = 0; i < 25; i++) await createTrack(t.db, { title: `Echo Chamber`, artist: 'Echo' });
    const first = await search('q=echo%20chamber');
    const again = await search('q=echo%20chamber');
    expect(first.results).toEqual(again.results);
    expect(first.total).toBe(25);
    const second = await search('q=echo%20chamber&page=2');
    expect(second.results).toHaveLength(5);
    const all = [...first.results, ...second.results].map((r) => r.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });

  it('answers 400 with a clear message for bad input', async () => {
    const range = await client.get('/api/search?bpmMin=150&bpmMax=100');
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ message: SEARCH_MESSAGES.badBpmRange });
    const key = await client.get('/api/search?key=H%20Minor');
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual({ message: SEARCH_MESSAGES.unknownKey });
    expect((await client.get('/api/search?compatibleWith=nope')).json()).toEqual({
      message: SEARCH_MESSAGES.unknownKey,
    });
    expect((await client.get('/api/search?bpmMin=5')).statusCode).toBe(400);
  });

  it('suggests by kind from two characters', async () => {
    const response = await client.get('/api/search/suggest?q=lu');
    expect(response.statusCode).toBe(200);
    const { groups } = response.json<SearchSuggestions>();
    expect(groups.map((g) => g.type)).toEqual(['track', 'beat', 'course']);
    expect(groups[0]!.label).toBe('Tracks');
    expect(groups.every((g) => g.results.length <= 4)).toBe(true);
    expect((await client.get('/api/search/suggest?q=l')).json()).toEqual({ q: 'l', groups: [] });
  });

  it('answers More like this only for tracks the viewer may see', async () => {
    expect((await client.get(`/api/tracks/${ids['Luna Secret']}/similar`)).statusCode).toBe(404);
    const response = await client.get(`/api/tracks/${ids['Night Drive']}/similar`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tracks: [] });
  });
});
