import fs from 'node:fs';
import { PAGES, SITE_NAME } from '@common/pages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInClient } from '../../test/client';
import { buildTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { makeCourse } from '../education/testing';
import { addTracks, makePlaylist } from '../playlists/testing';
import { createTrack } from '../tracks/testing';
import { trackPreviews } from './providers/track';
import { buildSitemap } from './sitemap';
import { clientDirWithIndex, linkOf, metaOf, titleOf } from './testing';

const ORIGIN = 'https://pandanation.example';

describeEachDatabase('sharing: page heads, 404s, sitemap, robots', (t) => {
  let app: FastifyInstance;
  let clientDir: string;
  let artist: Awaited<ReturnType<typeof createUser>>;

  const page = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    clientDir = clientDirWithIndex();
    app = await buildTestApp(t.handle, { clientDir }, { PUBLIC_ORIGIN: ORIGIN });
    artist = await createUser(t.db, { displayName: 'Nova <Lane> & "Co"', bio: 'Synths at dawn.' });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  describe('track pages', () => {
    it('carry the title, description, canonical URL, Open Graph, Twitter Card, og:audio and oEmbed link', async () => {
      const track = await createTrack(t.db, {
        userId: artist.id,
        title: 'Tidal Circuits',
        artist: 'Nova',
        duration: 83,
      });
      const response = await page(`/tracks/${track.id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const canonical = `${ORIGIN}/tracks/${track.id}`;
      expect(titleOf(html)).toBe(`Tidal Circuits | ${SITE_NAME}`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(metaOf(html, 'description')).toContain('Tidal Circuits by Nova');
      expect(linkOf(html, 'canonical')).toBe(canonical);
      expect(metaOf(html, 'og:type')).toBe('music.song');
      expect(metaOf(html, 'og:title')).toBe('Tidal Circuits');
      expect(metaOf(html, 'og:url')).toBe(canonical);
      expect(metaOf(html, 'og:image')).toMatch(
        new RegExp(`^${ORIGIN}/api/share-image/track/${track.id}\\.png\\?v=`),
      );
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'og:audio')).toBe(`${ORIGIN}${track.audioUrl}`);
      expect(metaOf(html, 'music:duration')).toBe('83');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'robots')).toBeUndefined();
      expect(linkOf(html, 'alternate')).toBe(
        `${ORIGIN}/api/oembed?url=${encodeURIComponent(canonical)}&format=json`,
      );
      expect(html).toContain('<div id="root">');
    });

    it('escape what people typed', async () => {
      const track = await createTrack(t.db, {
        userId: artist.id,
        title: '</title><script>alert("x")</script> & \'Q\'',
        artist: null,
        description: '<img src=x onerror=alert(1)>',
      });
      const html = (await page(`/tracks/${track.id}`)).body;
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(titleOf(html)).toBe(`</title><script>alert("x")</script> & 'Q' | ${SITE_NAME}`);
      expect(metaOf(html, 'og:description')).toContain('by Nova <Lane> & "Co"');
      expect(metaOf(html, 'og:description')).toContain('<img src=x onerror=alert(1)>');
    });

    it("give a priced track's preview as og:audio, never its full file", async () => {
      const track = await createTrack(t.db, {
        userId: artist.id,
        price: 2999,
        previewKey: 'previews/p1.mp3',
      });
      const html = (await page(`/tracks/${track.id}`)).body;
      expect(metaOf(html, 'og:audio')).toBe(`${ORIGIN}/media/previews/p1.mp3`);
      expect(metaOf(html, 'og:audio:type')).toBe('audio/mpeg');
      expect(html).not.toContain(track.audioUrl);
    });

    it('of an unlisted track have a preview that search engines are told not to index', async () => {
      const track = await createTrack(t.db, {
        userId: artist.id,
        title: 'Link Only',
        visibility: 'unlisted',
      });
      const html = (await page(`/tracks/${track.id}`)).body;
      expect(metaOf(html, 'og:title')).toBe('Link Only');
      expect(metaOf(html, 'robots')).toBe('noindex');
    });

    it('of private and draft tracks are 404 to others and show nothing of them to their owner', async () => {
      const owner = await signedInClient(app, artist);
      for (const input of [
        { visibility: 'private' as const },
        { status: 'draft' as const, visibility: 'public' as const },
      ]) {
        const track = await createTrack(t.db, { userId: artist.id, title: 'Secret Demo', ...input });
        const visitor = await page(`/tracks/${track.id}`);
        expect(visitor.statusCode).toBe(404);
        expect(visitor.body).not.toContain('Secret Demo');
        expect(titleOf(visitor.body)).toBe(`Page not found | ${SITE_NAME}`);
        const own = await owner.request('GET', `/tracks/${track.id}`);
        expect(own.statusCode).toBe(200);
        expect(own.body).not.toContain('Secret Demo');
        expect(own.body).not.toContain('og:');
        expect(metaOf(own.body, 'robots')).toBe('noindex');
        expect(titleOf(own.body)).toBe(`Track | ${SITE_NAME}`);
      }
    });

    it('of an unknown or malformed id are 404 with the not-found page', async () => {
      for (const url of ['/tracks/999999', '/tracks/abc', '/tracks/0', '/tracks/99999999999']) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<div id="root">');
        expect(metaOf(response.body, 'robots')).toBe('noindex');
      }
    });

    it('answer the short address /track/:id with a permanent redirect', async () => {
      const response = await page('/track/12?t=1:23');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/tracks/12?t=1:23');
    });
  });

  describe("a track's preview", () => {
    it('reads the session only for a track that is not shared', async () => {
      const shown = await createTrack(t.db, { userId: artist.id, title: 'Open Door' });
      const hidden = await createTrack(t.db, { userId: artist.id, visibility: 'private' });
      const viewer = vi.fn<() => Promise<{ id: number } | null>>(async () => null);
      const ask = (id: number) =>
        trackPreviews.preview({
          ctx: app.ctx,
          params: { id: String(id) },
          query: new URLSearchParams(),
          viewer,
          origin: ORIGIN,
        });
      expect(await ask(shown.id)).toMatchObject({ title: 'Open Door' });
      expect(viewer).not.toHaveBeenCalled();
      expect(await ask(hidden.id)).toBeNull();
      expect(viewer).toHaveBeenCalledTimes(1);
      viewer.mockResolvedValueOnce({ id: artist.id });
      expect(await ask(hidden.id)).toBe('hidden');
    });
  });

  describe('other pages', () => {
    it('each have their own title and description; an unknown address is a 404', async () => {
      const home = await page('/');
      expect(titleOf(home.body)).toBe(SITE_NAME);
      const beats = await page('/beatbank');
      expect(beats.statusCode).toBe(200);
      expect(titleOf(beats.body)).toBe(`Beat Bank | ${SITE_NAME}`);
      expect(metaOf(beats.body, 'description')).not.toBe(metaOf(home.body, 'description'));
      expect(linkOf(beats.body, 'canonical')).toBe(`${ORIGIN}/beatbank`);
      expect(metaOf((await page('/settings')).body, 'robots')).toBe('noindex');
      for (const url of ['/no-such-page', '/beatbank/extra', '/admin/a/b']) {
        const missing = await page(url);
        expect(missing.statusCode, url).toBe(404);
        expect(titleOf(missing.body)).toBe(`Page not found | ${SITE_NAME}`);
        expect(linkOf(missing.body, 'canonical')).toBeUndefined();
      }
      expect((await page('/newsletter')).statusCode).toBe(200);
      expect((await page('/newsletter/3')).statusCode).toBe(200);
    });

    it("artist pages preview a profile; a deleted account's is a 404", async () => {
      await createTrack(t.db, { userId: artist.id });
      const html = (await page(`/artists/${artist.id}`)).body;
      expect(titleOf(html)).toBe(`Nova <Lane> & "Co" | ${SITE_NAME}`);
      expect(metaOf(html, 'og:type')).toBe('profile');
      expect(metaOf(html, 'og:description')).toContain('Synths at dawn.');
      expect(metaOf(html, 'og:image')).toContain(`/api/share-image/artist/${artist.id}.png`);
      const gone = await createUser(t.db);
      await t.db
        .updateTable('users')
        .set({ deletedAt: new Date().toISOString() })
        .where('id', '=', gone.id)
        .execute();
      expect((await page(`/artists/${gone.id}`)).statusCode).toBe(404);
      expect((await page('/artists/999999')).statusCode).toBe(404);
    });

    it('course pages preview a published course only', async () => {
      const course = await makeCourse(t.db, { title: 'Mixing 101', published: true });
      const draft = await makeCourse(t.db, { title: 'Unreleased Course', published: false });
      const html = (await page(`/education?course=${course.id}`)).body;
      expect(titleOf(html)).toBe(`Mixing 101 | ${SITE_NAME}`);
      expect(linkOf(html, 'canonical')).toBe(`${ORIGIN}/education?course=${course.id}`);
      expect(metaOf(html, 'og:image')).toContain(`/api/share-image/course/${course.id}.png`);
      const hidden = await page(`/education?course=${draft.id}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).not.toContain('Unreleased Course');
      expect(titleOf(hidden.body)).toBe(`Music courses | ${SITE_NAME}`);
    });

    it('certificate pages preview the certificate and are not indexed', async () => {
      const course = await makeCourse(t.db, { title: 'Beat Making', published: true });
      const learner = await createUser(t.db, { displayName: 'Ada Stone' });
      const number = 'PANDA-CERT-1234567890';
      await t.db
        .insertInto('certifications')
        .values({
          userId: learner.id,
          courseId: course.id,
          certificateNumber: number,
          issueDate: '2026-01-05',
          expiryDate: '2028-01-05',
          status: 'active',
        })
        .execute();
      const html = (await page(`/certificates/${number}`)).body;
      expect(titleOf(html)).toBe(`Certificate: Beat Making | ${SITE_NAME}`);
      expect(metaOf(html, 'og:description')).toContain('Ada Stone completed Beat Making');
      expect(metaOf(html, 'robots')).toBe('noindex');
      expect((await page('/certificates/PANDA-CERT-0000000000')).statusCode).toBe(404);
      expect((await page('/certificates/nonsense')).statusCode).toBe(404);
    });
  });

  describe('playlist pages', () => {
    it('preview a public playlist with its share image and oEmbed link; unlisted not indexed; private none', async () => {
      const owner = await signedInClient(app, artist);
      const track = await createTrack(t.db, { userId: artist.id, title: 'Dawn Loop' });
      const shown = await makePlaylist(owner, 'Sunrise <set>', 'public');
      await addTracks(owner, shown.id, [track.id]);
      const unlisted = await makePlaylist(owner, 'By link only', 'unlisted');
      const hidden = await makePlaylist(owner, 'Secret crate', 'private');

      const html = (await page(`/playlist/${shown.id}`)).body;
      const canonical = `${ORIGIN}/playlist/${shown.id}`;
      expect(titleOf(html)).toBe(`Sunrise <set> | ${SITE_NAME}`);
      expect(metaOf(html, 'og:type')).toBe('music.playlist');
      expect(metaOf(html, 'description')).toContain('1 track');
      expect(linkOf(html, 'canonical')).toBe(canonical);
      expect(linkOf(html, 'alternate')).toBe(
        `${ORIGIN}/api/oembed?url=${encodeURIComponent(canonical)}&format=json`,
      );
      expect(metaOf(html, 'robots')).toBeUndefined();
      const image = metaOf(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`^${ORIGIN}/api/share-image/playlist/${shown.id}\\.png\\?v=`));
      const png = await page(image.slice(ORIGIN.length));
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');

      expect(metaOf((await page(`/playlist/${unlisted.id}`)).body, 'robots')).toContain('noindex');

      const secret = await page(`/playlist/${hidden.id}`);
      expect(secret.body).not.toContain('Secret crate');
      expect(metaOf(secret.body, 'og:title')).toBeUndefined();
      expect(metaOf(secret.body, 'robots')).toContain('noindex');
      expect((await page(`/api/share-image/playlist/${hidden.id}.png`)).statusCode).toBe(404);

      const locs = (await page('/sitemap.xml')).body;
      expect(locs).toContain(`<loc>${canonical}</loc>`);
      expect(locs).not.toContain(`/playlist/${unlisted.id}<`);
      expect(locs).not.toContain(`/playlist/${hidden.id}<`);
    });
  });

  describe('sitemap and robots', () => {
    it('lists public tracks, artists and published courses, and nothing private', async () => {
      const owner = await createUser(t.db);
      const shown = await createTrack(t.db, { userId: owner.id, title: 'Listed' });
      const hidden = await Promise.all([
        createTrack(t.db, { userId: owner.id, visibility: 'private' }),
        createTrack(t.db, { userId: owner.id, visibility: 'unlisted' }),
        createTrack(t.db, { userId: owner.id, status: 'draft' }),
      ]);
      const loner = await createUser(t.db);
      await createTrack(t.db, { userId: loner.id, visibility: 'private' });
      const course = await makeCourse(t.db, { published: true });
      const draftCourse = await makeCourse(t.db, { published: false });
      const response = await page('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
      expect(locs).toContain(`${ORIGIN}/`);
      expect(locs).toContain(`${ORIGIN}/beatbank`);
      expect(locs).not.toContain(`${ORIGIN}/settings`);
      expect(locs).toContain(`${ORIGIN}/tracks/${shown.id}`);
      for (const track of hidden) expect(locs).not.toContain(`${ORIGIN}/tracks/${track.id}`);
      expect(locs).toContain(`${ORIGIN}/artists/${owner.id}`);
      expect(locs).not.toContain(`${ORIGIN}/artists/${loner.id}`);
      expect(locs).toContain(`${ORIGIN}/education?course=${course.id}`);
      expect(locs).not.toContain(`${ORIGIN}/education?course=${draftCourse.id}`);
      expect(locs.some((loc) => loc.includes('/certificates/'))).toBe(false);
    });

    it('stops at its limit', async () => {
      const owner = await createUser(t.db);
      const tracks = [
        await createTrack(t.db, { userId: owner.id }),
        await createTrack(t.db, { userId: owner.id }),
      ];
      const all = await buildSitemap(app.ctx, ORIGIN);
      const fixed = PAGES.filter((p) => p.indexable && !p.path.includes(':')).length;
      const first = all.match(/<loc>[^<]*\/tracks\/(\d+)<\/loc>/)?.[1];
      expect(Number(first)).toBeLessThanOrEqual(tracks[0]!.id);
      const cut = await buildSitemap(app.ctx, ORIGIN, fixed + 1);
      const locs = [...cut.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toHaveLength(fixed + 1);
      expect(locs.at(-1)).toBe(`${ORIGIN}/tracks/${first}`);
    });

    it('robots.txt keeps crawlers out of the API and embeds and points at the sitemap', async () => {
      const response = await page('/robots.txt');
      expect(response.statusCode).toBe(200);
      const lines = response.body.split('\n');
      expect(lines).toContain('Disallow: /api/');
      expect(lines).toContain('Disallow: /embed/');
      expect(lines).toContain('Allow: /api/share-image/');
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });
  });
});
