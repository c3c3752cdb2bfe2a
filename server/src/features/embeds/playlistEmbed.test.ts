import { EMBED_MESSAGES, type OEmbedResponse } from '@common/embeds';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrackRow } from '../../db/schema';
import { signedInClient } from '../../test/client';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { addTracks, makePlaylist } from '../playlists/testing';
import { createTrack } from '../tracks/testing';
import { pageData, store } from './testing';

describeEachDatabase('playlist embeds and their oEmbed', (t) => {
  let app: FastifyInstance;
  let origin: string;
  let ownerId: number;
  let open: TrackRow;
  let priced: TrackRow;
  let hiddenTrack: TrackRow;
  const playlists: Record<'shown' | 'unlisted' | 'hidden', number> = { shown: 0, unlisted: 0, hidden: 0 };

  beforeAll(async () => {
    app = await t.buildApp();
    origin = app.ctx.config.mail.linkOrigin;
    const owner = await createUser(t.db, { displayName: 'DJ Embed' });
    ownerId = owner.id;
    await store(app, 'covers/playlist-embed.png', createCanvas(320, 320).toBuffer('image/png'), 'image/png');
    open = await createTrack(t.db, {
      userId: owner.id,
      title: 'Night <Drive>',
      artist: 'Luna',
      duration: 3725,
      coverArt: '/media/covers/playlist-embed.png',
    });
    priced = await createTrack(t.db, { userId: owner.id, title: 'Priced Beat', price: 30 });
    hiddenTrack = await createTrack(t.db, { userId: owner.id, title: 'Only mine', visibility: 'private' });
    const client = await signedInClient(app, owner);
    const shown = await makePlaylist(client, 'Late "night" set', 'public');
    await addTracks(client, shown.id, [open.id, hiddenTrack.id, priced.id]);
    playlists.shown = shown.id;
    playlists.unlisted = (await makePlaylist(client, 'By link only', 'unlisted')).id;
    playlists.hidden = (await makePlaylist(client, 'Secret crate', 'private')).id;
    await addTracks(client, playlists.unlisted, [open.id]);
    await addTracks(client, playlists.hidden, [open.id]);
  });

  describe('the embed page', () => {
    it("plays a public playlist's tracks in order, leaving out what a visitor cannot play", async () => {
      const response = await app.inject({ method: 'GET', url: `/embed/playlist/${playlists.shown}` });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-security-policy'])).toContain('frame-ancestors *');
      const html = response.body;
      expect(html).toContain('Late &quot;night&quot; set');
      expect(html).toContain('<span>by DJ Embed</span>');
      expect(html).toContain('Night &lt;Drive&gt;');
      expect(html).toContain('<span class="d">1:02:05</span>');
      expect(html).not.toContain('Only mine');
      const data = pageData(html);
      expect(data).toMatchObject({
        kind: 'playlist',
        playlist: {
          id: playlists.shown,
          title: 'Late "night" set',
          owner: 'DJ Embed',
          url: `/playlist/${playlists.shown}`,
        },
      });
      if (data.kind !== 'playlist') throw new Error('a playlist page');
      expect(data.playlist.tracks).toEqual([
        {
          id: open.id,
          title: 'Night <Drive>',
          artist: 'Luna',
          url: `/tracks/${open.id}`,
          coverArt: '/media/covers/playlist-embed.png',
          audioUrl: open.audioUrl,
          preview: false,
          duration: 3725,
          waveform: null,
        },
        expect.objectContaining({
          id: priced.id,
          audioUrl: `/media/previews/track/${priced.id}`,
          preview: true,
        }),
      ]);
    });

    it('answers 404 "This playlist is not available" for private, unlisted and unknown playlists', async () => {
      for (const id of [playlists.hidden, playlists.unlisted, 2_000_000_000]) {
        const response = await app.inject({ method: 'GET', url: `/embed/playlist/${id}` });
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.body).toContain(`<h1>${EMBED_MESSAGES.playlistUnavailable}</h1>`);
        expect(response.body).not.toContain('Secret crate');
        expect(pageData(response.body)).toEqual({
          kind: 'unavailable',
          message: EMBED_MESSAGES.playlistUnavailable,
        });
      }
    });
  });

  describe('oEmbed', () => {
    const oembed = (url: string) => app.inject({ method: 'GET', url: '/api/oembed', query: { url } });

    it('answers rich JSON for a public playlist page: its iframe, owner and cover', async () => {
      const response = await oembed(`${origin}/playlist/${playlists.shown}`);
      expect(response.statusCode).toBe(200);
      const answer = response.json<OEmbedResponse>();
      const src = `${origin}/embed/playlist/${playlists.shown}`;
      expect(answer).toEqual({
        version: '1.0',
        type: 'rich',
        title: 'Late "night" set',
        author_name: 'DJ Embed',
        author_url: `${origin}/artists/${ownerId}`,
        provider_name: 'Panda Nation',
        provider_url: `${origin}/`,
        cache_age: 3600,
        html:
          `<iframe src="${src}" width="600" height="400" title="Late &quot;night&quot; set by DJ Embed on ` +
          'Panda Nation" style="border:0;max-width:100%" loading="lazy" allow="autoplay"></iframe>',
        width: 600,
        height: 400,
        thumbnail_url: `${origin}/media/covers/playlist-embed.png`,
        thumbnail_width: 320,
        thumbnail_height: 320,
      });
      expect(response.headers['cache-control']).toBe(`public, max-age=${answer.cache_age}`);
    });

    it('takes the embed page address too', async () => {
      const response = await oembed(`${origin}/embed/playlist/${playlists.shown}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json<OEmbedResponse>().html).toContain(
        `src="${origin}/embed/playlist/${playlists.shown}"`,
      );
    });

    it('answers 404 for private, unlisted and unknown playlists, and for addresses that are no playlist page', async () => {
      for (const id of [playlists.hidden, playlists.unlisted, 2_000_000_000]) {
        const response = await oembed(`${origin}/playlist/${id}`);
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json()).toEqual({ message: EMBED_MESSAGES.playlistUnavailable });
      }
      for (const page of [
        `/playlists/${playlists.shown}`,
        `/embed/playlists/${playlists.shown}`,
        `/playlist/${playlists.shown}/tracks`,
      ]) {
        const response = await oembed(`${origin}${page}`);
        expect(response.statusCode, page).toBe(404);
        expect(response.json()).toEqual({ message: EMBED_MESSAGES.noEmbed });
      }
    });
  });
});
