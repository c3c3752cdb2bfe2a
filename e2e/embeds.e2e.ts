import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DashboardAnalytics } from '@common/dashboard';
import type { PlaylistDetail } from '@common/playlists';
import type { Track, TrackDetail, TrackPage } from '@common/tracks';
import type { APIRequestContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, PHONE, screenshot, scrollsSideways, useBrowserPages } from './support/browser';

const DEMO_PASSWORD = 'pandanation';
/** Another site: a different loopback address is a different origin and a different site from 127.0.0.1. */
const OTHER_HOST = '127.0.0.2';

const { newPage } = useBrowserPages();

/** A plain page of another site that frames `src`, served by a tiny HTTP server of its own. */
let otherSite: http.Server;
let otherOrigin: string;
const framed = new Map<string, string>();

beforeAll(async () => {
  otherSite = http.createServer((request, response) => {
    const src = framed.get(request.url ?? '');
    if (!src) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A fan blog</title></head>' +
        `<body><h1>My favourite track</h1><iframe src="${src}" title="Panda Nation player" width="600" ` +
        `height="${src.includes('/embed/track/') ? 166 : 400}" style="border:0"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, OTHER_HOST, resolve));
  otherOrigin = `http://${OTHER_HOST}:${(otherSite.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

/** Opens a page of the other site framing `src`, and the frame once its player is there. */
async function openFramed(page: Page, src: string): Promise<Frame> {
  const path = `/blog-${framed.size + 1}`;
  framed.set(path, src);
  await page.goto(`${otherOrigin}${path}`);
  const handle = await page.locator('iframe').elementHandle();
  const frame = await handle!.contentFrame();
  expect(frame, 'the iframe loaded a document').toBeTruthy();
  await frame!.locator('main.embed').waitFor();
  return frame!;
}

interface AudioState {
  paused: boolean;
  currentTime: number;
  src: string;
}

function audioState(frame: Frame): Promise<AudioState> {
  return frame.locator('[data-audio]').evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return { paused: audio.paused, currentTime: audio.currentTime, src: audio.src };
  });
}

async function signIn(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function publicTracks(request: APIRequestContext): Promise<Track[]> {
  const response = await request.get('/api/tracks?sort=newest&page=1&pageSize=50');
  expect(response.status()).toBe(200);
  return ((await response.json()) as TrackPage).tracks;
}

async function playsOf(request: APIRequestContext, id: number): Promise<number> {
  return ((await (await request.get(`/api/tracks/${id}`)).json()) as TrackDetail).plays;
}

describe('embedded player on another site', () => {
  it('plays a public track in an iframe of a plain page elsewhere, counting an embed play for the artist', async () => {
    const page = await newPage(DESKTOP);
    const tracks = await publicTracks(page.request);
    const track = tracks.find((t) => Number(t.price) === 0 && t.artistUsername && t.duration)!;
    expect(track, 'a free public demo track').toBeTruthy();
    const artist = await newPage(DESKTOP);
    await signIn(artist.request, track.artistUsername!);
    const before = await (await artist.request.get('/api/dashboard/analytics')).json();
    const playsBefore = await playsOf(page.request, track.id);

    const frame = await openFramed(page, `${inject('baseURL')}/embed/track/${track.id}`);
    expect(await frame.locator('h1').innerText()).toBe(track.title);
    const back = frame.getByRole('link', { name: track.title });
    expect(await back.getAttribute('href')).toBe(`/tracks/${track.id}`);
    expect(await back.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => frame.locator('[data-wave] canvas').evaluate((c) => (c as HTMLCanvasElement).width))
      .toBeGreaterThan(0);

    await frame.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await audioState(frame)).paused).toBe(false);
    const started = (await audioState(frame)).currentTime;
    await expect.poll(async () => (await audioState(frame)).currentTime).toBeGreaterThan(started + 0.3);
    expect(await frame.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    await expect.poll(() => playsOf(page.request, track.id)).toBe(playsBefore + 1);
    await expect
      .poll(
        async () =>
          ((await (await artist.request.get('/api/dashboard/analytics')).json()) as DashboardAnalytics).embeds
            .plays,
      )
      .toBe((before as DashboardAnalytics).embeds.plays + 1);

    // Seeking with the keyboard on the waveform slider.
    await frame.getByRole('button', { name: 'Pause' }).click();
    const slider = frame.getByRole('slider', { name: 'Seek' });
    await slider.focus();
    await slider.press('Home');
    expect((await audioState(frame)).currentTime).toBe(0);
    await slider.press('ArrowRight');
    await expect.poll(async () => (await audioState(frame)).currentTime).toBe(5);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:05 of \d+:\d\d$/);
    await screenshot(page, 'embed-track-framed');
  });

  it('fits a phone and passes the accessibility checks', async () => {
    const page = await newPage(PHONE);
    const [track] = await publicTracks(page.request);
    await page.goto(`/embed/track/${track!.id}`);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'embed page');
  });

  it('plays only the preview of a priced beat', async () => {
    const page = await newPage(DESKTOP);
    const beat = (await publicTracks(page.request)).find((t) => Number(t.price) > 0);
    expect(beat, 'a priced demo beat').toBeTruthy();
    const frame = await openFramed(page, `${inject('baseURL')}/embed/track/${beat!.id}`);
    expect(await frame.getByText('Preview', { exact: true }).isVisible()).toBe(true);
    expect(new URL((await audioState(frame)).src).pathname).toMatch(/^\/media\/previews\//);
  });

  it('says a private track is not available', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page.request, 'lunawaves');
    const mine = (await (await page.request.get('/api/me/tracks?page=1&pageSize=50')).json()) as TrackPage;
    const track = mine.tracks.find((t) => t.visibility === 'public' && t.status === 'published')!;
    const made = await page.request.patch(`/api/tracks/${track.id}`, { data: { visibility: 'private' } });
    expect(made.status(), await made.text()).toBe(200);
    try {
      const visitor = await newPage(DESKTOP);
      const answer = await visitor.request.get(`/embed/track/${track.id}`);
      expect(answer.status()).toBe(404);
      const frame = await openFramed(visitor, `${inject('baseURL')}/embed/track/${track.id}`);
      expect(await frame.locator('h1').innerText()).toBe('This track is not available');
      expect(await frame.locator('[data-audio]').count()).toBe(0);
    } finally {
      await page.request.patch(`/api/tracks/${track.id}`, { data: { visibility: 'public' } });
    }
  });
});

describe('embedded playlist on another site', () => {
  it('plays through a public playlist, leaving out a track made private', async () => {
    const owner = await newPage(DESKTOP);
    await signIn(owner.request, 'lunawaves');
    // The track made private must be the owner's own; the two that play may be anyone's free public tracks.
    const mine = (await (await owner.request.get('/api/me/tracks?page=1&pageSize=50')).json()) as TrackPage;
    const isFreePublic = (t: TrackPage['tracks'][number]) =>
      t.visibility === 'public' && t.status === 'published' && Number(t.price) === 0;
    const hidden = mine.tracks.filter(isFreePublic).at(-1);
    expect(hidden).toBeDefined();
    const catalogue = (await (await owner.request.get('/api/tracks?page=1&pageSize=50')).json()) as TrackPage;
    const [first, second] = catalogue.tracks.filter((t) => isFreePublic(t) && t.id !== hidden!.id);
    expect(second).toBeDefined();
    const created = await owner.request.post('/api/playlists', {
      data: { title: 'Embed journey', visibility: 'public' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const playlist = (await created.json()) as PlaylistDetail;
    for (const track of [first!, hidden!, second!]) {
      const added = await owner.request.post(`/api/playlists/${playlist.id}/tracks`, {
        data: { trackId: track.id },
      });
      expect(added.status(), await added.text()).toBeLessThan(300);
    }
    await owner.request.patch(`/api/tracks/${hidden!.id}`, { data: { visibility: 'private' } });
    try {
      const page = await newPage(DESKTOP);
      const frame = await openFramed(page, `${inject('baseURL')}/embed/playlist/${playlist.id}`);
      const items = frame.getByRole('list', { name: 'Tracks' }).getByRole('button');
      expect(await items.allInnerTexts()).toEqual([
        expect.stringContaining(first!.title),
        expect.stringContaining(second!.title),
      ]);
      await frame.getByRole('button', { name: 'Play' }).click();
      await expect.poll(async () => (await audioState(frame)).currentTime).toBeGreaterThan(0.3);
      // Near the end of the first track, the player goes on to the next available one.
      await frame.locator('[data-audio]').evaluate((element) => {
        const audio = element as HTMLAudioElement;
        audio.currentTime = Math.max(0, audio.duration - 0.5);
      });
      await expect.poll(() => frame.locator('h2').innerText()).toBe(second!.title);
      await expect.poll(async () => (await audioState(frame)).paused).toBe(false);
    } finally {
      await owner.request.patch(`/api/tracks/${hidden!.id}`, { data: { visibility: 'public' } });
      await owner.request.delete(`/api/playlists/${playlist.id}`);
    }
  });
});
