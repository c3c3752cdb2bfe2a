import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EMBED_MESSAGES } from '@common/embeds';
import { EMBED_WAVEFORM_POINTS } from '@common/peaks';
import { PLAY_COUNT_WINDOW_SECONDS, type PlayCountResult } from '@common/tracks';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { pageData } from './testing';
import { embedAssetTags } from './assets';
import { countEmbedPlay } from './commands/countEmbedPlay';

describeEachDatabase('embed pages and embed plays', (t) => {
  let app: FastifyInstance;
  let artistId: number;
  let open: TrackRow;
  let priced: TrackRow;
  const hidden: Record<string, TrackRow> = {};

  beforeAll(async () => {
    app = await t.buildApp();
    artistId = (await createUser(t.db)).id;
    const peaks = Array.from({ length: 800 }, (_, i) => (i % 100) / 100);
    open = await createTrack(t.db, {
      userId: artistId,
      title: 'Tidal <Circuits> & "Waves"',
      artist: 'Luna Waves',
      duration: 95,
      coverArt: '/media/covers/tidal.png',
      waveform: peaks,
    });
    priced = await createTrack(t.db, { userId: artistId, title: 'Priced Beat', price: 30, waveform: peaks });
    hidden.private = await createTrack(t.db, { userId: artistId, visibility: 'private' });
    hidden.unlisted = await createTrack(t.db, { userId: artistId, visibility: 'unlisted' });
    hidden.draft = await createTrack(t.db, { userId: artistId, status: 'draft' });
  });

  const embed = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a public track as a player page any site may frame, with its data and a link back', async () => {
    const response = await embed(`/embed/track/${open.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const html = response.body;
    expect(html).toContain('Tidal &lt;Circuits&gt; &amp; &quot;Waves&quot;');
    expect(html).not.toContain('<Circuits>');
    expect(html).toContain(`href="/tracks/${open.id}" target="_blank" rel="noopener"`);
    expect(html).toContain('aria-label="Play"');
    const data = pageData(html);
    expect(data).toMatchObject({
      kind: 'track',
      track: {
        id: open.id,
        title: open.title,
        artist: 'Luna Waves',
        url: `/tracks/${open.id}`,
        coverArt: '/media/covers/tidal.png',
        audioUrl: open.audioUrl,
        preview: false,
        duration: 95,
      },
    });
    if (data.kind !== 'track') throw new Error('a track page');
    expect(data.track.waveform).toHaveLength(EMBED_WAVEFORM_POINTS);
    expect(Math.max(...data.track.waveform!)).toBe(0.99);
  });

  it('keeps the rest of the app unframeable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('plays only the preview of a priced track', async () => {
    const data = pageData((await embed(`/embed/track/${priced.id}`)).body);
    expect(data).toMatchObject({
      kind: 'track',
      track: { audioUrl: `/media/previews/track/${priced.id}`, preview: true },
    });
    expect(JSON.stringify(data)).not.toContain(priced.audioUrl);
  });

  it('answers 404 "This track is not available" for private, unlisted, draft, removed and unknown tracks', async () => {
    const removed = await createTrack(t.db, { userId: artistId });
    await t.db.deleteFrom('tracks').where('id', '=', removed.id).execute();
    const ids = [...Object.values(hidden).map((track) => String(track.id)), String(removed.id), '0', 'abc'];
    for (const id of ids) {
      const response = await embed(`/embed/track/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<h1>${EMBED_MESSAGES.trackUnavailable}</h1>`);
      expect(pageData(response.body)).toEqual({
        kind: 'unavailable',
        message: EMBED_MESSAGES.trackUnavailable,
      });
      expect(response.body).not.toContain('data-audio');
    }
  });

  it('is compressed when the browser accepts it, and revalidated with its ETag', async () => {
    const plain = await embed(`/embed/track/${open.id}`);
    const br = await embed(`/embed/track/${open.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await embed(`/embed/track/${open.id}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const again = await embed(`/embed/track/${open.id}`, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('says a playlist is not available when it cannot be read publicly', async () => {
    const response = await embed('/embed/playlist/1');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`<h1>${EMBED_MESSAGES.playlistUnavailable}</h1>`);
  });

  describe('plays from an embed', () => {
    const play = (id: number | string, ua = 'embed-listener') =>
      app.inject({
        method: 'POST',
        url: `/api/embeds/tracks/${id}/play`,
        headers: { 'content-type': 'application/json', 'user-agent': ua },
        payload: {},
      });

    it("count once per listener per window, marked 'embed'", async () => {
      const track = await createTrack(t.db, { userId: artistId });
      const first = await play(track.id);
      expect(first.statusCode).toBe(200);
      expect(first.json<PlayCountResult>()).toEqual({ counted: true, plays: 1 });
      expect((await play(track.id)).json<PlayCountResult>()).toEqual({ counted: false, plays: 1 });
      expect((await play(track.id, 'another listener')).json<PlayCountResult>()).toEqual({
        counted: true,
        plays: 2,
      });
      const rows = await t.db
        .selectFrom('trackPlays')
        .select('source')
        .where('trackId', '=', track.id)
        .execute();
      expect(rows.map((row) => row.source)).toEqual(['embed', 'embed']);
    });

    it("share the window with the site's own player", async () => {
      const track = await createTrack(t.db, { userId: artistId });
      const headers = { 'content-type': 'application/json', 'user-agent': 'both players' };
      const app1 = await app.inject({
        method: 'POST',
        url: `/api/tracks/${track.id}/play`,
        headers,
        payload: {},
      });
      expect(app1.json<PlayCountResult>()).toEqual({ counted: true, plays: 1 });
      expect((await play(track.id, 'both players')).json<PlayCountResult>()).toEqual({
        counted: false,
        plays: 1,
      });
      const rows = await t.db
        .selectFrom('trackPlays')
        .select('source')
        .where('trackId', '=', track.id)
        .execute();
      expect(rows.map((row) => row.source)).toEqual(['app']);
    });

    it('count again once the window has passed', async () => {
      const track = await createTrack(t.db, { userId: artistId });
      const start = new Date('2026-01-01T12:00:00Z');
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      const input = (seconds: number) => ({ user: null, listener: 'anon:window', now: at(seconds) });
      expect(await countEmbedPlay(t.db, track.id, input(0))).toEqual({ counted: true, plays: 1 });
      const edge = PLAY_COUNT_WINDOW_SECONDS - 1;
      expect(await countEmbedPlay(t.db, track.id, input(edge))).toEqual({ counted: false, plays: 1 });
      expect(await countEmbedPlay(t.db, track.id, input(PLAY_COUNT_WINDOW_SECONDS + 1))).toEqual({
        counted: true,
        plays: 2,
      });
    });

    it('are refused for tracks that cannot be embedded', async () => {
      for (const track of Object.values(hidden)) {
        const response = await play(track.id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: EMBED_MESSAGES.trackUnavailable });
      }
      expect((await play('nope')).statusCode).toBe(404);
      const counted = await t.db
        .selectFrom('trackPlays')
        .select('id')
        .where(
          'trackId',
          'in',
          Object.values(hidden).map((track) => track.id),
        )
        .execute();
      expect(counted).toEqual([]);
    });
  });
});

describe('the embed bundle', () => {
  it("is carried over from the built embed page's script and stylesheet tags", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-embed-assets-'));
    fs.writeFileSync(
      path.join(dir, 'embed.html'),
      '<html><head><title>x</title><script type="module" crossorigin src="/assets/embed-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/embed-1.css"></head><body></body></html>',
    );
    expect(embedAssetTags(dir)).toBe(
      '<script type="module" crossorigin src="/assets/embed-1.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/embed-1.css">',
    );
    expect(embedAssetTags(path.join(dir, 'missing'))).toBe('');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
