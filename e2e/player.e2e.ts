import type { Track, TrackPage } from '@common/tracks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();
const WIDE = { width: 1280, height: 800 } as const;

interface AudioState {
  paused: boolean;
  currentTime: number;
  duration: number;
  src: string;
}

/** The seeded public tracks, as the player's default queue reads them. */
async function seededTracks(page: Page): Promise<Track[]> {
  const response = await page.request.get('/api/tracks?sort=newest&page=1&pageSize=20');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as TrackPage;
  expect(list.tracks.length).toBeGreaterThan(1);
  return list.tracks;
}

/** The mini player's one <audio> element, as the browser sees it. */
function audioState(page: Page): Promise<AudioState> {
  return page.getByTestId('player-audio').evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return { paused: audio.paused, currentTime: audio.currentTime, duration: audio.duration, src: audio.src };
  });
}

/** Waits until the audio really plays: not paused, and its position moves forward. */
async function expectPlaying(page: Page): Promise<void> {
  await expect.poll(async () => (await audioState(page)).paused, { timeout: 30_000 }).toBe(false);
  const before = (await audioState(page)).currentTime;
  await expect
    .poll(async () => (await audioState(page)).currentTime, { timeout: 30_000 })
    .toBeGreaterThan(before + 0.2);
}

function barTitle(page: Page): Promise<string> {
  return page.getByTestId('player-title').innerText();
}

describe('mini player and track page', () => {
  it('loads the first featured track without playing it, in the gold style', async () => {
    const page = await newPage(WIDE);
    const tracks = await seededTracks(page);
    const featured = tracks.find((t) => t.featured) ?? tracks[0]!;
    await openApp(page, '/', { tutorials: 'seen' });
    const bar = page.getByTestId('mini-player');
    await bar.waitFor();
    await expect.poll(() => barTitle(page)).toBe(featured.title);
    expect((await audioState(page)).paused).toBe(true);
    expect(await page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Play');
    if (featured.featured) {
      expect(await bar.getAttribute('data-featured')).toBe('true');
      expect(await bar.getByText('FEATURED', { exact: true }).isVisible()).toBe(true);
      if (featured.featuredArtist)
        expect(await bar.innerText()).toContain(`feat. ${featured.featuredArtist}`);
    }
    expect(
      await page.getByTestId('player-audio').evaluate((a) => (a as HTMLAudioElement).volume),
    ).toBeCloseTo(0.7);
    await screenshot(page, 'player-home-1280');

    // A play button on Home starts playback through the bar.
    const homePlay = page
      .getByRole('main')
      .getByRole('button', { name: /^Play / })
      .first();
    await homePlay.waitFor({ timeout: 30_000 });
    const label = (await homePlay.getAttribute('aria-label')) ?? '';
    await homePlay.click();
    await expectPlaying(page);
    await expect.poll(() => barTitle(page)).toBe(label.replace(/^Play /, ''));
    expect(await page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Pause');
  });

  it('plays from the track page, seeks on the waveform, pauses with space and wraps next/previous', async () => {
    const page = await newPage(WIDE);
    const tracks = await seededTracks(page);
    const track = [...tracks].sort((x, y) => (y.duration ?? 0) - (x.duration ?? 0))[0]!;
    await openApp(page, `/tracks/${track.id}`, { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: track.title }).waitFor();
    expect(await page.getByTestId('track-artist').innerText()).toContain(track.artist);

    await page.getByTestId('track-play').click();
    await expectPlaying(page);
    await expect.poll(() => barTitle(page)).toBe(track.title);
    expect(await page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Pause');
    expect(await page.getByTestId('track-play').innerText()).toContain('Pause');

    // Seek: click the middle of the waveform.
    await expect.poll(async () => (await audioState(page)).duration, { timeout: 30_000 }).toBeGreaterThan(0);
    const { duration } = await audioState(page);
    const box = (await page.getByTestId('track-waveform').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(async () => Math.abs((await audioState(page)).currentTime - duration / 2), { timeout: 30_000 })
      .toBeLessThan(Math.max(1.5, duration * 0.05));
    await screenshot(page, 'track-page-1280');

    // Space pauses and plays again (with nothing focused that would take the key).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    expect(await page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Play');
    await page.keyboard.press('Space');
    await expectPlaying(page);

    // The queue panel: jump to its first track by clicking it.
    await page.getByRole('button', { name: /^Queue \(\d+\)$/ }).click();
    const titles = page.getByTestId('queue-title');
    await titles.first().waitFor();
    const queue = await titles.allInnerTexts();
    expect(queue).toContain(track.title);
    await screenshot(page, 'player-queue-1280');
    await titles.first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => barTitle(page)).toBe(queue[0]);
    await expectPlaying(page);

    // Previous wraps from the first to the last track, next from the last to the first; both play.
    await page.getByTestId('player-toggle').click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await page.getByRole('button', { name: 'Previous track' }).click();
    await expect.poll(() => barTitle(page)).toBe(queue[queue.length - 1]);
    await expectPlaying(page);
    await page.getByRole('button', { name: 'Next track' }).click();
    await expect.poll(() => barTitle(page)).toBe(queue[0]);
    await expectPlaying(page);
  });

  it('counts a play once playback starts', async () => {
    const page = await newPage(WIDE);
    const [, track] = await seededTracks(page);
    await openApp(page, `/tracks/${track!.id}`, { tutorials: 'seen' });
    const plays = page.waitForResponse(
      (r) => r.url().endsWith(`/api/tracks/${track!.id}/play`) && r.request().method() === 'POST',
    );
    await page.getByTestId('track-play').click();
    expect((await plays).status()).toBe(200);
  });

  it('asks a signed-out visitor to log in to like a track', async () => {
    const page = await newPage(WIDE);
    const [track] = await seededTracks(page);
    await openApp(page, `/tracks/${track!.id}`, { tutorials: 'seen' });
    await page
      .getByRole('main')
      .getByRole('button', { name: `Like ${track!.title}` })
      .click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Log in to like tracks' });
    await toast.waitFor();
    expect(await toast.getByRole('link').getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent(`/tracks/${track!.id}`)}`,
    );
  });

  it('likes and unlikes a track when signed in', async () => {
    const page = await newPage(WIDE);
    const login = await page.request.post('/api/login', {
      data: { username: 'beatsmith', password: 'pandanation' },
    });
    expect(login.status()).toBe(200);
    const tracks = await seededTracks(page);
    const track = tracks.find((t) => !t.likedByMe) ?? tracks[0]!;
    await openApp(page, `/tracks/${track.id}`, { tutorials: 'seen' });
    const like = page.getByRole('main').getByRole('button', { name: `Like ${track.title}` });
    await like.waitFor();
    const before = Number(await like.innerText());
    await like.click();
    const unlike = page.getByRole('main').getByRole('button', { name: `Unlike ${track.title}` });
    await unlike.waitFor();
    expect(await unlike.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Number(await unlike.innerText())).toBe(before + 1);
    await unlike.click();
    await like.waitFor();
    await expect.poll(async () => Number(await like.innerText())).toBe(before);
  });

  it('stops and says so when the audio cannot be played', async () => {
    const page = await newPage(WIDE);
    const [track] = await seededTracks(page);
    await page.route('**/media/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openApp(page, `/tracks/${track!.id}`, { tutorials: 'seen' });
    await page.getByTestId('track-play').click();
    await page.getByTestId('toast').filter({ hasText: 'Playback error' }).waitFor();
    await expect.poll(() => page.getByTestId('player-toggle').getAttribute('aria-label')).toBe('Play');
    expect((await audioState(page)).paused).toBe(true);
  });

  it("shows 'Track not found' for a missing track", async () => {
    const page = await newPage(WIDE);
    await openApp(page, '/tracks/987654', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Track not found' }).waitFor();
  });

  it('sits compact above the bottom bar on a phone', async () => {
    const page = await newPage(PHONE);
    const [track] = await seededTracks(page);
    await openApp(page, `/tracks/${track!.id}`, { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: track!.title }).waitFor();
    await page.getByTestId('track-play').click();
    await expectPlaying(page);
    const bar = (await page.getByTestId('mini-player').boundingBox())!;
    const bottomBar = (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(bottomBar.y + 1);
    expect(bar.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'track-page-390');
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(300);
    await screenshot(page, 'track-page-390-bottom');
  });
});
