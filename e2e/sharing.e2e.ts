import type { Track } from '@common/tracks';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesize } from '../server/src/media/audio/synth';
import { encodeWav } from '../server/src/media/audio/wav';
import { openApp, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();
const WIDE = { width: 1280, height: 800 } as const;
/** 95 seconds, mono: long enough to start at 1:23. */
const LONG_TRACK = encodeWav(
  synthesize({ bpm: 96, key: 'D Minor', seconds: 95, style: 'boom-bap', seed: 7 }),
  1,
);

function audio(page: Page) {
  return page.getByTestId('player-audio');
}

function audioTime(page: Page): Promise<number> {
  return audio(page).evaluate((element) => (element as HTMLAudioElement).currentTime);
}

function audioPaused(page: Page): Promise<boolean> {
  return audio(page).evaluate((element) => (element as HTMLAudioElement).paused);
}

describe('sharing a track at a moment', () => {
  it('shares the link at the current time, and the link starts playback there when Play is pressed', async () => {
    const page = await newPage(WIDE);
    // An artist of its own with a track long enough to share at 1:23 (the seed's tracks are half a minute).
    const username = uniqueUsername('share');
    const registered = await page.request.post('/api/register', {
      data: { username, password: 'pandanation', email: `${username}@example.com` },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const upload = await page.request.post('/api/upload/audio', {
      multipart: {
        title: 'Long Horizon',
        audioFile: { name: 'horizon.wav', mimeType: 'audio/wav', buffer: LONG_TRACK },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const trackId = ((await upload.json()) as { track: { id: number } }).track.id;
    const published = await page.request.post(`/api/tracks/${trackId}/publish`, {
      data: { title: 'Long Horizon', artistName: username },
    });
    expect(published.status(), await published.text()).toBeLessThan(300);
    const detail = async () => (await (await page.request.get(`/api/tracks/${trackId}`)).json()) as Track;
    await expect.poll(async () => (await detail()).duration ?? 0, { timeout: 240_000 }).toBeGreaterThan(90);
    const track = await detail();
    const moment = 83;
    const label = '1:23';

    await openApp(page, `/tracks/${track.id}`, { tutorials: 'seen' });
    await expect.poll(() => page.title()).toBe(`${track.title} | Panda Nation`);
    const main = page.getByRole('main');
    await main.getByTestId('track-play').click();
    await expect.poll(() => audioPaused(page), { timeout: 30_000 }).toBe(false);
    await page.getByTestId('player-toggle').click();
    await expect.poll(() => audioPaused(page)).toBe(true);
    await audio(page).evaluate((element, at) => {
      (element as HTMLAudioElement).currentTime = at;
    }, moment);
    await expect.poll(() => audioTime(page)).toBeCloseTo(moment, 0);

    // Share: this browser has no system share sheet, so the dialog offers the link, the moment and networks.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await main.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await dialog.getByRole('checkbox', { name: `Start at ${label}` }).click();
    await screenshot(page, 'share-dialog-1280');
    for (const name of [
      'Share on X',
      'Share on Facebook',
      'Share on WhatsApp',
      'Share on Reddit',
      'Share by email',
    ]) {
      await dialog.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await dialog.getByTestId('share-link').inputValue());
    expect(new URL(copied).pathname).toBe(`/tracks/${track.id}`);
    expect(new URL(copied).searchParams.get('t')).toBe(label);

    // Opening the link: the page says where it starts, and Play starts there.
    const listener = await newPage(WIDE);
    await openApp(listener, new URL(copied).pathname + new URL(copied).search, { tutorials: 'seen' });
    const hint = listener.getByTestId('track-starts-at');
    expect(await hint.innerText()).toBe(`Starts at ${label}`);
    await listener.getByRole('main').getByTestId('track-play').click();
    await expect.poll(() => audioPaused(listener), { timeout: 30_000 }).toBe(false);
    // The moment is applied once the audio's length is known (playing has begun by then, before any sound).
    await expect.poll(() => audioTime(listener), { timeout: 30_000 }).toBeGreaterThanOrEqual(moment - 0.5);
    expect(await audioTime(listener)).toBeLessThan(moment + 5);
    await hint.waitFor({ state: 'detached' });
  });

  it('names the document after each page as the user navigates', async () => {
    const page = await newPage(WIDE);
    await openApp(page, '/', { tutorials: 'seen' });
    await expect.poll(() => page.title()).toBe('Panda Nation');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'About us' }).first().click();
    await expect.poll(() => page.title()).toBe('About Panda Nation | Panda Nation');
    await header.getByRole('link', { name: 'Contact' }).first().click();
    await expect.poll(() => page.title()).toBe('Contact us | Panda Nation');
    await openApp(page, '/beatbank', { tutorials: 'seen' });
    await expect.poll(() => page.title()).toBe('Beat Bank | Panda Nation');
    expect((await page.request.get('/no-such-page')).status()).toBe(404);
    await openApp(page, '/no-such-page', { tutorials: 'seen' });
    await expect.poll(() => page.title()).toBe('Page not found | Panda Nation');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
