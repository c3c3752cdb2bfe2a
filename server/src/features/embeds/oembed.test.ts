import { EMBED_MESSAGES, type OEmbedResponse } from '@common/embeds';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { store } from './testing';

describeEachDatabase('GET /api/oembed', (t) => {
  let app: FastifyInstance;
  let origin: string;
  let artistId: number;
  let track: TrackRow;
  let svgTrack: TrackRow;
  let plain: TrackRow;

  beforeAll(async () => {
    app = await t.buildApp();
    origin = app.ctx.config.mail.linkOrigin;
    artistId = (await createUser(t.db)).id;
    await store(app, 'covers/oembed.png', createCanvas(640, 480).toBuffer('image/png'), 'image/png');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000"></svg>';
    await store(app, 'covers/oembed.svg', svg, 'image/svg+xml');
    track = await createTrack(t.db, {
      userId: artistId,
      title: 'Luna "Waves"',
      artist: 'Luna & Co',
      coverArt: '/media/covers/oembed.png',
      coverKey: 'covers/oembed.png',
    });
    svgTrack = await createTrack(t.db, { userId: artistId, coverArt: '/media/covers/oembed.svg' });
    plain = await createTrack(t.db, { userId: artistId, coverArt: 'https://images.example.com/cover.jpg' });
  });

  const oembed = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/api/oembed', query });

  it('answers oEmbed 1.0 rich JSON for a public track page, with the iframe of its embed page', async () => {
    const response = await oembed({ url: `${origin}/tracks/${track.id}`, format: 'json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const answer = response.json<OEmbedResponse>();
    const src = `${origin}/embed/track/${track.id}`;
    expect(answer).toEqual({
      version: '1.0',
      type: 'rich',
      title: 'Luna "Waves"',
      author_name: 'Luna & Co',
      author_url: `${origin}/artists/${artistId}`,
      provider_name: 'Panda Nation',
      provider_url: `${origin}/`,
      cache_age: 3600,
      html:
        `<iframe src="${src}" width="600" height="166" title="Luna &quot;Waves&quot; by Luna &amp; Co on ` +
        'Panda Nation" style="border:0;max-width:100%" loading="lazy" allow="autoplay"></iframe>',
      width: 600,
      height: 166,
      thumbnail_url: `${origin}/media/covers/oembed.png`,
      thumbnail_width: 640,
      thumbnail_height: 480,
    });
  });

  it('takes the track page, the short /track/ address and the embed page itself; json is the default', async () => {
    for (const page of [`/track/${track.id}`, `/embed/track/${track.id}`, `/tracks/${track.id}/?t=1:23`]) {
      const response = await oembed({ url: `${origin}${page}` });
      expect(response.statusCode, page).toBe(200);
      expect(response.json<OEmbedResponse>().html).toContain(`src="${origin}/embed/track/${track.id}"`);
    }
  });

  it('reads the size of an SVG cover, and leaves out a thumbnail it cannot measure', async () => {
    const svg = (await oembed({ url: `${origin}/tracks/${svgTrack.id}` })).json<OEmbedResponse>();
    expect(svg).toMatchObject({ thumbnail_width: 1000, thumbnail_height: 1000 });
    const none = (await oembed({ url: `${origin}/tracks/${plain.id}` })).json<OEmbedResponse>();
    expect(none).not.toHaveProperty('thumbnail_url');
    expect(none).not.toHaveProperty('thumbnail_width');
    expect(none).not.toHaveProperty('thumbnail_height');
  });

  it('honours maxwidth and maxheight', async () => {
    const small = (
      await oembed({ url: `${origin}/tracks/${track.id}`, maxwidth: '320', maxheight: '120' })
    ).json<OEmbedResponse>();
    expect([small.width, small.height]).toEqual([320, 120]);
    expect(small.html).toContain('width="320" height="120"');
    const large = (
      await oembed({ url: `${origin}/tracks/${track.id}`, maxwidth: '2000', maxheight: '900' })
    ).json<OEmbedResponse>();
    expect([large.width, large.height]).toEqual([600, 166]);
  });

  it('answers 501 for XML or any format but json', async () => {
    for (const format of ['xml', 'XML', 'yaml']) {
      const response = await oembed({ url: `${origin}/tracks/${track.id}`, format });
      expect(response.statusCode, format).toBe(501);
      expect(response.json()).toEqual({ message: EMBED_MESSAGES.onlyJson });
    }
  });

  it('answers 404 for private, unlisted, draft, removed and unknown tracks', async () => {
    const hidden = await Promise.all([
      createTrack(t.db, { userId: artistId, visibility: 'private' }),
      createTrack(t.db, { userId: artistId, visibility: 'unlisted' }),
      createTrack(t.db, { userId: artistId, status: 'draft' }),
    ]);
    const removed = await createTrack(t.db, { userId: artistId });
    await t.db.deleteFrom('tracks').where('id', '=', removed.id).execute();
    for (const id of [...hidden.map((h) => h.id), removed.id, 2_000_000_000]) {
      const response = await oembed({ url: `${origin}/tracks/${id}` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: EMBED_MESSAGES.trackUnavailable });
    }
  });

  it("answers 404 for another site's address, a page that cannot be embedded, or no address at all", async () => {
    const urls = [
      `https://evil.example.com/tracks/${track.id}`,
      `${origin.replace('http:', 'https:')}/tracks/${track.id}`,
      `${origin}/about`,
      `${origin}/tracks/abc`,
      `${origin}/playlist/1`,
      'not a url',
      `javascript:alert(1)//${origin}/tracks/${track.id}`,
    ];
    for (const url of urls) {
      const response = await oembed({ url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await oembed({ url: `${origin}/about` })).json()).toEqual({ message: EMBED_MESSAGES.noEmbed });
  });

  it('answers 400 for a missing url or a bad size', async () => {
    const missing = await oembed({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: EMBED_MESSAGES.missingUrl });
    for (const maxwidth of ['0', '-5', '12.5', 'wide']) {
      const response = await oembed({ url: `${origin}/tracks/${track.id}`, maxwidth });
      expect(response.statusCode, maxwidth).toBe(400);
      expect(response.json()).toEqual({ message: EMBED_MESSAGES.badMaxSize });
    }
  });
});
