import {
  COVER_ART,
  COVER_ART_GENRES,
  COVER_ART_MESSAGES,
  COVER_ART_STYLE_SUGGESTIONS,
  COVER_ART_STYLES,
  type CoverArtCoverSet,
  type CoverArtDefaults,
  type CoverArtHistory,
  type CoverArtResult,
  type CoverArtStyleSuggestions,
  type CoverArtVariations,
} from '@common/coverart';
import { asSentence, indefiniteArticle, tidySentence, withArticle } from '@common/grammar';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { deleteExpiredVisitorCovers } from './cleanup';
import { coverArtGenreOf } from './commands/defaults';
import { imageDifference, pngSize } from './testing';

const body = (changes: Record<string, unknown> = {}) => ({
  trackTitle: 'Golden Hour',
  artistName: 'Amara',
  genre: 'afrobeats',
  mood: 'uplifting',
  theme: 'cultural heritage',
  style: 'minimalist',
  colorScheme: 'gold',
  additionalPrompt: '',
  ...changes,
});

describe("the prompt's English", () => {
  it.each([
    ['energetic', 'an'],
    ['ocean', 'an'],
    ['uplifting', 'an'],
    ['aggressive', 'an'],
    ['earth', 'an'],
    ['electric', 'an'],
    ['abstract', 'an'],
    ['oil painting', 'an'],
    ['hour', 'an'],
    ['honest', 'an'],
    ['R&B', 'an'],
    ['MC', 'an'],
    ['80s', 'an'],
    ['8-bit', 'an'],
    ['11th', 'an'],
    ['vibrant', 'a'],
    ['neon', 'a'],
    ['3d render', 'a'],
    ['unique', 'a'],
    ['university', 'a'],
    ['European', 'a'],
    ['one-off', 'a'],
    ['useful', 'a'],
    ['hip-hop', 'a'],
    ['UFO', 'a'],
  ])('says "%s" with "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
    expect(withArticle(word)).toBe(`${article} ${word}`);
  });

  it('tidies spacing and punctuation', () => {
    expect(tidySentence('a  lion ,  under   rain..')).toBe('a lion, under rain.');
    expect(asSentence('  a neon moon  ')).toBe('A neon moon.');
    expect(asSentence('rain, ')).toBe('Rain.');
    expect(asSentence('what a night!')).toBe('What a night!');
    expect(asSentence('   ')).toBe('');
  });

  it('maps genres as artists write them to the 16', () => {
    expect(coverArtGenreOf('R&B')).toBe('r&b');
    expect(coverArtGenreOf('RnB')).toBe('r&b');
    expect(coverArtGenreOf('Hip Hop')).toBe('hip-hop');
    expect(coverArtGenreOf('afrobeat')).toBe('afrobeats');
    expect(coverArtGenreOf('House')).toBe('electronic');
    expect(coverArtGenreOf('Polka')).toBeNull();
  });
});

describeEachDatabase('Cover Art Generator API', (t) => {
  let app: FastifyInstance;
  let address = 0;
  /** A visitor from an address of its own, so the per-address limit is this test's alone. */
  const visitor = () => new TestClient(app, { remoteAddress: `10.36.0.${(address += 1)}` });
  const fetchImage = async (url: string) => {
    const response = await new TestClient(app).get(url);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    app = await t.buildApp();
  });
  afterAll(() => app.close());

  it('suggests styles for each of the 16 genres, and 404 for any other', async () => {
    const client = visitor();
    expect(COVER_ART_GENRES).toHaveLength(16);
    for (const genre of COVER_ART_GENRES) {
      const response = await client.get(`/api/cover-art-styles/${encodeURIComponent(genre)}`);
      expect(response.statusCode).toBe(200);
      const result = response.json() as CoverArtStyleSuggestions;
      expect(result).toEqual({ genre, suggestedStyles: [...COVER_ART_STYLE_SUGGESTIONS[genre]] });
      for (const style of result.suggestedStyles) expect(COVER_ART_STYLES).toContain(style);
    }
    const unknown = await client.get('/api/cover-art-styles/polka');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: COVER_ART_MESSAGES.unknownGenre }]);
  });

  it('generates a stored 1024x1024 PNG with the prompt the request makes', async () => {
    const response = await visitor().post('/api/generate-cover-art', body());
    expect(response.statusCode).toBe(200);
    const result = response.json() as CoverArtResult;
    expect(result.webUrl).toMatch(/^\/media\/coverart\/[0-9a-f-]{36}\.png$/);
    expect(result.renderer).toBe('built-in');
    expect(result.revised_prompt).toBeUndefined();
    expect(result.prompt).toBe(
      'Album cover art for the afrobeats track "Golden Hour" by Amara, in a minimalist style with a gold colour ' +
        'scheme and an uplifting mood. Theme: cultural heritage. Square 1024x1024 artwork with the title and the ' +
        "artist's name set in type.",
    );
    expect(pngSize(await fetchImage(result.webUrl))).toEqual({ width: 1024, height: 1024 });
  });

  it('draws the same image again from the same request and seed', async () => {
    const client = visitor();
    const first = (
      await client.post('/api/generate-cover-art', body({ seed: 9001, style: 'geometric' }))
    ).json();
    const again = (
      await client.post('/api/generate-cover-art', body({ seed: 9001, style: 'geometric' }))
    ).json();
    expect(first.seed).toBe(9001);
    expect(first.webUrl).not.toBe(again.webUrl);
    expect((await fetchImage(first.webUrl)).equals(await fetchImage(again.webUrl))).toBe(true);
  });

  it('uses the display name, then the username, when the artist name is blank', async () => {
    const named = await createUser(t.db, { displayName: 'DJ Nova' });
    const plain = await createUser(t.db);
    await t.db.updateTable('users').set({ displayName: null }).where('id', '=', plain.id).execute();
    const a = (
      await (await signedInClient(app, named)).post('/api/generate-cover-art', body({ artistName: ' ' }))
    ).json();
    const b = (
      await (await signedInClient(app, plain)).post('/api/generate-cover-art', body({ artistName: '' }))
    ).json();
    expect(a.prompt).toContain('by DJ Nova,');
    expect(b.prompt).toContain(`by ${plain.username},`);
  });

  it('makes three clearly different variations with consecutive seeds', async () => {
    const response = await visitor().post(
      '/api/generate-cover-art-variations',
      body({ count: 3, seed: 500, style: 'abstract' }),
    );
    expect(response.statusCode).toBe(200);
    const result = response.json() as CoverArtVariations;
    expect(result.count).toBe(3);
    expect(result.variations.map((v) => v.seed)).toEqual([500, 501, 502]);
    const images = await Promise.all(result.variations.map((v) => fetchImage(v.webUrl)));
    for (const image of images) expect(pngSize(image)).toEqual({ width: 1024, height: 1024 });
    expect(await imageDifference(images[0]!, images[1]!)).toBeGreaterThan(6);
    expect(await imageDifference(images[1]!, images[2]!)).toBeGreaterThan(6);
    const single = (
      await visitor().post('/api/generate-cover-art', body({ seed: 501, style: 'abstract' }))
    ).json();
    expect((await fetchImage(single.webUrl)).equals(images[1]!)).toBe(true);
  });

  it('writes the prompt grammatically: an energetic mood, an ocean colour scheme, tidy instructions', async () => {
    const response = await visitor().post(
      '/api/generate-cover-art',
      body({
        style: 'abstract',
        colorScheme: 'ocean',
        mood: 'energetic',
        theme: '',
        additionalPrompt: '  a   lion ,, under   rain  ',
      }),
    );
    const { prompt } = response.json() as CoverArtResult;
    expect(prompt).toBe(
      'Album cover art for the afrobeats track "Golden Hour" by Amara, in an abstract style with an ocean colour ' +
        "scheme and an energetic mood. Square 1024x1024 artwork with the title and the artist's name set in " +
        'type. A lion, under rain.',
    );
    expect(prompt).not.toMatch(/\s{2}|[.,]{2}|\sa [aeiou]/);
  });

  it('says what it drew from the instructions and which words it could not draw', async () => {
    const instructions = { additionalPrompt: 'a lone figure on a highway, rain, a saxophone' };
    const single = (
      await visitor().post('/api/generate-cover-art', body(instructions))
    ).json() as CoverArtResult;
    const understood = { drawn: ['lone figure', 'highway', 'rain'], notDrawn: ['saxophone'] };
    expect(single.understood).toEqual(understood);
    const varied = (
      await visitor().post('/api/generate-cover-art-variations', body({ ...instructions, count: 3 }))
    ).json() as CoverArtVariations;
    expect(varied.understood).toEqual(understood);
    const none = (await visitor().post('/api/generate-cover-art', body())).json() as CoverArtResult;
    expect(none.understood).toEqual({ drawn: [], notDrawn: [] });
  });

  it('draws the same image for the same request when no seed is sent', async () => {
    const client = visitor();
    const request = body({ style: 'retro', additionalPrompt: 'palm trees and waves' });
    const first = (await client.post('/api/generate-cover-art', request)).json() as CoverArtResult;
    const again = (await client.post('/api/generate-cover-art', request)).json() as CoverArtResult;
    expect(again.seed).toBe(first.seed);
    expect((await fetchImage(first.webUrl)).equals(await fetchImage(again.webUrl))).toBe(true);
    const varied = (
      await client.post('/api/generate-cover-art-variations', { ...request, count: 3 })
    ).json() as CoverArtVariations;
    expect(varied.variations.map((v) => v.seed)).toEqual([first.seed, first.seed + 1, first.seed + 2]);
  });

  it("accepts part 2's 'photorealistic' and paints it as the cinematic style", async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const response = await client.post('/api/generate-cover-art', body({ style: 'photorealistic' }));
    expect(response.statusCode).toBe(200);
    expect((response.json() as CoverArtResult).prompt).toContain('in a cinematic style');
    const history = (await client.get('/api/cover-art/mine')).json() as CoverArtHistory;
    expect(history.images[0]?.style).toBe('cinematic');
    expect(COVER_ART_STYLES).not.toContain('photorealistic');
  });

  describe("the genre: the signed-in artist's own, part 2's default for a visitor", () => {
    const { genre: _genre, ...withoutGenre } = body();

    it('answers the form defaults from the profile, then the tracks, else hip-hop', async () => {
      const visitorDefaults = (await visitor().get('/api/cover-art/defaults')).json() as CoverArtDefaults;
      expect(visitorDefaults).toEqual({ genre: 'hip-hop', genreFrom: 'default', renderer: 'built-in' });

      const singer = await createUser(t.db, { genres: ['R&B', 'Soul'] });
      const fromProfile = (await (await signedInClient(app, singer)).get('/api/cover-art/defaults')).json();
      expect(fromProfile).toEqual({ genre: 'r&b', genreFrom: 'profile', renderer: 'built-in' });

      const producer = await createUser(t.db, { genres: ['Vaporwave'] });
      await createTrack(t.db, { userId: producer.id, genre: 'jazz' });
      await createTrack(t.db, { userId: producer.id, genre: 'soul' });
      await createTrack(t.db, { userId: producer.id, genre: 'soul' });
      const fromTracks = (await (await signedInClient(app, producer)).get('/api/cover-art/defaults')).json();
      expect(fromTracks).toEqual({ genre: 'soul', genreFrom: 'tracks', renderer: 'built-in' });

      const newcomer = await createUser(t.db);
      const fallback = (await (await signedInClient(app, newcomer)).get('/api/cover-art/defaults')).json();
      expect(fallback).toEqual({ genre: 'hip-hop', genreFrom: 'default', renderer: 'built-in' });
    });

    it("draws a request without a genre in the artist's own genre, a visitor's in hip-hop", async () => {
      const singer = await createUser(t.db, { genres: ['rnb'] });
      const mine = (
        await (await signedInClient(app, singer)).post('/api/generate-cover-art', withoutGenre)
      ).json() as CoverArtResult;
      expect(mine.prompt).toContain('for the r&b track "Golden Hour"');
      const theirs = (await visitor().post('/api/generate-cover-art', withoutGenre)).json() as CoverArtResult;
      expect(theirs.prompt).toContain('for the hip-hop track "Golden Hour"');
      const chosen = (
        await (await signedInClient(app, singer)).post('/api/generate-cover-art', body({ genre: 'gospel' }))
      ).json() as CoverArtResult;
      expect(chosen.prompt).toContain('for the gospel track');
    });
  });

  it.each([
    [{ trackTitle: '   ' }, COVER_ART_MESSAGES.titleRequired],
    [{ trackTitle: undefined }, COVER_ART_MESSAGES.titleRequired],
    [{ genre: 'polka' }, COVER_ART_MESSAGES.unknownGenre],
    [{ mood: 'sleepy' }, COVER_ART_MESSAGES.unknownMood],
    [{ theme: 'ocean floor' }, COVER_ART_MESSAGES.unknownTheme],
    [{ style: 'watercolour' }, COVER_ART_MESSAGES.unknownStyle],
    [{ colorScheme: 'plaid' }, COVER_ART_MESSAGES.unknownColorScheme],
    [{ trackTitle: 'x'.repeat(COVER_ART.titleMax + 1) }, COVER_ART_MESSAGES.titleTooLong],
    [{ additionalPrompt: 'x'.repeat(COVER_ART.additionalPromptMax + 1) }, COVER_ART_MESSAGES.promptTooLong],
    [{ seed: -1 }, COVER_ART_MESSAGES.badSeed],
    [{ seed: 1.5 }, COVER_ART_MESSAGES.badSeed],
  ])('refuses %o with 400 and its message', async (changes, message) => {
    const client = visitor();
    for (const path of ['/api/generate-cover-art', '/api/generate-cover-art-variations']) {
      const response = await client.post(path, body(changes));
      expect([path, response.statusCode, response.json()]).toEqual([path, 400, { message }]);
    }
  });

  it('refuses a variation count other than 1 to 3', async () => {
    for (const count of [0, 4, 'three']) {
      const response = await visitor().post('/api/generate-cover-art-variations', body({ count }));
      expect([response.statusCode, response.json()]).toEqual([400, { message: COVER_ART_MESSAGES.badCount }]);
    }
  });

  it('allows a visitor address 10 images an hour, then answers 429 with Retry-After', async () => {
    const client = visitor();
    const variations = await client.post('/api/generate-cover-art-variations', body({ count: 3 }));
    expect(variations.statusCode).toBe(200);
    for (let i = 0; i < 7; i += 1) {
      expect((await client.post('/api/generate-cover-art', body())).statusCode).toBe(200);
    }
    const over = await client.post('/api/generate-cover-art', body());
    expect([over.statusCode, over.json()]).toEqual([429, { message: COVER_ART_MESSAGES.tooMany }]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await visitor().post('/api/generate-cover-art', body())).statusCode).toBe(200);
  });

  it('allows a signed-in user 30 images an hour, wherever they ask from', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user, { remoteAddress: '10.36.1.1' });
    for (let i = 0; i < 10; i += 1) {
      expect((await client.post('/api/generate-cover-art-variations', body({ count: 3 }))).statusCode).toBe(
        200,
      );
    }
    const over = await client.post('/api/generate-cover-art', body());
    expect([over.statusCode, over.json()]).toEqual([429, { message: COVER_ART_MESSAGES.tooMany }]);
    const elsewhere = await signedInClient(app, user, { remoteAddress: '10.36.1.2' });
    expect((await elsewhere.post('/api/generate-cover-art', body())).statusCode).toBe(429);
  });

  it('keeps a history for signed-in users only', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(app, user);
    const made = (await client.post('/api/generate-cover-art', body({ trackTitle: 'History One' }))).json();
    const history = (await client.get('/api/cover-art/mine')).json() as CoverArtHistory;
    expect(history.images[0]).toMatchObject({
      id: made.id,
      webUrl: made.webUrl,
      trackTitle: 'History One',
      style: 'minimalist',
    });
    expect((await visitor().get('/api/cover-art/mine')).statusCode).toBe(401);
  });

  it("deletes a visitor's image after a day, file and row, and keeps a signed-in user's", async () => {
    const guest = (
      await visitor().post('/api/generate-cover-art', body({ trackTitle: 'Passing By' }))
    ).json();
    const user = await createUser(t.db);
    const mine = (
      await (await signedInClient(app, user)).post('/api/generate-cover-art', body({ trackTitle: 'Kept' }))
    ).json();
    const storage = { database: t.handle, storage: app.ctx.storage };
    expect(await deleteExpiredVisitorCovers(storage, Date.now() + 3_600_000)).toBe(0);
    expect(await deleteExpiredVisitorCovers(storage, Date.now() + 25 * 3_600_000)).toBeGreaterThanOrEqual(1);
    expect((await new TestClient(app).get(guest.webUrl)).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('coverArtImages')
      .select('id')
      .where('id', 'in', [guest.id, mine.id])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([mine.id]);
    expect((await fetchImage(mine.webUrl)).length).toBeGreaterThan(0);
  });

  describe('set as cover', () => {
    it("replaces the track's cover with a copy of the image, and removes the old cover file", async () => {
      const owner = await createUser(t.db);
      const client = await signedInClient(app, owner);
      const first = (await client.post('/api/generate-cover-art', body())).json() as CoverArtResult;
      const track = await createTrack(t.db, { userId: owner.id, title: 'Golden Hour' });

      const set = await client.post(`/api/cover-art/${first.id}/set-cover`, { trackId: track.id });
      expect(set.statusCode).toBe(200);
      const result = set.json() as CoverArtCoverSet;
      expect(result).toMatchObject({ trackId: track.id, title: 'Golden Hour' });
      expect(result.coverArt).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
      expect((await fetchImage(result.coverArt)).equals(await fetchImage(first.webUrl))).toBe(true);
      const page = (await client.get(`/api/tracks/${track.id}`)).json();
      expect(JSON.stringify(page)).toContain(result.coverArt);

      const second = (await client.post('/api/generate-cover-art', body({ style: 'retro' }))).json();
      const again = (
        await client.post(`/api/cover-art/${second.id}/set-cover`, { trackId: track.id })
      ).json();
      expect(again.coverArt).not.toBe(result.coverArt);
      expect((await new TestClient(app).get(result.coverArt)).statusCode).toBe(404);
      const row = await t.db
        .selectFrom('tracks')
        .select(['coverArt', 'coverKey'])
        .where('id', '=', track.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ coverArt: again.coverArt, coverKey: again.coverArt.replace('/media/', '') });
    });

    it("refuses visitors, other people's images and other people's tracks", async () => {
      const owner = await createUser(t.db);
      const other = await createUser(t.db);
      const ownerClient = await signedInClient(app, owner);
      const otherClient = await signedInClient(app, other);
      const image = (await ownerClient.post('/api/generate-cover-art', body())).json();
      const ownTrack = await createTrack(t.db, { userId: owner.id });
      const otherTrack = await createTrack(t.db, { userId: other.id });
      const visitorImage = (await visitor().post('/api/generate-cover-art', body())).json();

      const asVisitor = await visitor().post(`/api/cover-art/${image.id}/set-cover`, {
        trackId: ownTrack.id,
      });
      expect(asVisitor.statusCode).toBe(401);
      const notTheirs = await otherClient.post(`/api/cover-art/${image.id}/set-cover`, {
        trackId: otherTrack.id,
      });
      expect([notTheirs.statusCode, notTheirs.json()]).toEqual([
        404,
        { message: COVER_ART_MESSAGES.imageNotFound },
      ]);
      const unowned = await ownerClient.post(`/api/cover-art/${visitorImage.id}/set-cover`, {
        trackId: ownTrack.id,
      });
      expect(unowned.statusCode).toBe(404);
      const foreignTrack = await ownerClient.post(`/api/cover-art/${image.id}/set-cover`, {
        trackId: otherTrack.id,
      });
      expect(foreignTrack.statusCode).toBe(403);
      const missing = await ownerClient.post(`/api/cover-art/${image.id}/set-cover`, { trackId: 999999999 });
      expect(missing.statusCode).toBe(404);
      const noTrack = await ownerClient.post(`/api/cover-art/${image.id}/set-cover`, {});
      expect([noTrack.statusCode, noTrack.json()]).toEqual([
        400,
        { message: COVER_ART_MESSAGES.trackRequired },
      ]);
      const badId = await ownerClient.post('/api/cover-art/abc/set-cover', { trackId: ownTrack.id });
      expect(badId.statusCode).toBe(404);
      const untouched = await t.db
        .selectFrom('tracks')
        .select('coverArt')
        .where('id', '=', otherTrack.id)
        .executeTakeFirstOrThrow();
      expect(untouched.coverArt).toBeNull();
    });
  });
});
