import fs from 'node:fs';
import type { Beat, BeatDetail, Library } from '@common/beatbank';
import type { TrackDetail } from '@common/tracks';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

/** A demo beat by lofi.ollie (36 s, Standard License only, $34.99): its preview is its first 18 s. */
const BEAT = 'Rain on Hawthorne';
const BUYER = 'kofi.rhythm';
const DEMO_PASSWORD = 'pandanation';

const { newPage } = useBrowserPages();

async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function findBeat(page: Page): Promise<Beat> {
  const response = await page.request.get(`/api/beats?q=${encodeURIComponent(BEAT)}`);
  expect(response.status()).toBe(200);
  const beat = ((await response.json()) as { beats: Beat[] }).beats.find((b) => b.title === BEAT);
  expect(beat).toBeTruthy();
  return beat!;
}

/** Opens the Beat Bank searched down to the beat. */
async function openBeatBank(page: Page): Promise<void> {
  await openApp(page, '/beatbank', { tutorials: 'seen' });
  await page.getByTestId('beat-card').first().waitFor();
  await page.getByPlaceholder('Search beats, producers...').fill(BEAT);
  await expect.poll(() => page.getByTestId('beat-card').count()).toBe(1);
}

function card(page: Page, title: string) {
  return page
    .getByTestId('beat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Seconds of audio in a 16-bit PCM WAV file, from its header. */
function wavSeconds(bytes: Buffer): number {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WAVE');
  const byteRate = bytes.readUInt32LE(28);
  return (bytes.length - 44) / byteRate;
}

/** Audio bytes the page received (200 or 206) from a URL that matches. */
function audioResponse(page: Page, matches: (url: string) => boolean): Promise<Response> {
  return page.waitForResponse(
    (response) => matches(new URL(response.url()).pathname) && [200, 206].includes(response.status()),
  );
}

describe('Previews of priced beats', () => {
  it('a visitor hears the preview in the Beat Bank and on the track page, and never gets the full file', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      // Every audio answer the page got: the page never asks for a file it may not play.
      const answered: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/media/audio/') || pathname.startsWith('/media/previews/')) {
          answered.push(`${response.status()} ${pathname}`);
        }
      });
      const beat = await findBeat(page);
      expect(beat.previewUrl.startsWith('/media/previews/')).toBe(true);

      await openBeatBank(page);
      const beatCard = card(page, BEAT);
      await beatCard.waitFor();
      await beatCard.scrollIntoViewIfNeeded();
      await beatCard.getByTestId('preview-label').waitFor();
      const previewBytes = audioResponse(page, (p) => p.startsWith('/media/previews/') && p.endsWith('.mp3'));
      await beatCard.getByRole('button', { name: `Play preview of ${BEAT}` }).click();
      const preview = await previewBytes;
      expect(preview.headers()['content-type']).toBe('audio/mpeg');
      await beatCard.getByRole('button', { name: `Pause preview of ${BEAT}` }).waitFor();
      const tag = viewport === PHONE ? 'phone' : 'desktop';
      await screenshot(page, `previews-beatbank-${tag}`);
      await beatCard.getByRole('button', { name: `Pause preview of ${BEAT}` }).click();

      // The detail dialog says it is a preview.
      await beatCard.getByRole('button', { name: `Open details of ${BEAT}` }).click();
      const dialog = page.getByRole('dialog', { name: BEAT });
      await dialog.getByText('The full beat comes with a license').waitFor();
      await screenshot(page, `previews-detail-${tag}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The track page plays the preview in the mini player, labelled.
      const track = (await (await page.request.get(`/api/tracks/${beat.id}`)).json()) as TrackDetail;
      expect(track.audioUrl.startsWith('/media/previews/')).toBe(true);
      await openApp(page, `/tracks/${beat.id}`, { tutorials: 'seen' });
      await page.getByRole('heading', { name: BEAT }).waitFor();
      await page.getByTestId('track-play').click();
      await expect
        .poll(
          () =>
            page.getByTestId('player-audio').evaluate((a) => ({
              paused: (a as HTMLAudioElement).paused,
              src: (a as HTMLAudioElement).src,
            })),
          { timeout: 30_000 },
        )
        .toMatchObject({ paused: false });
      const src = await page
        .getByTestId('player-audio')
        .evaluate((a) => new URL((a as HTMLAudioElement).src).pathname);
      expect(src.startsWith('/media/previews/')).toBe(true);
      // The preview is 18 s of the 36 s beat.
      await expect
        .poll(() => page.getByTestId('player-audio').evaluate((a) => (a as HTMLAudioElement).duration), {
          timeout: 30_000,
        })
        .toBeGreaterThan(17.5);
      expect(
        await page.getByTestId('player-audio').evaluate((a) => (a as HTMLAudioElement).duration),
      ).toBeLessThan(18.5);
      await page.getByTestId('preview-label').first().waitFor();
      await screenshot(page, `previews-player-${tag}`);
      expect(answered.filter((line) => !/^(200|206|302) /.test(line))).toEqual([]);
      expect(answered.some((line) => /^20[06] \/media\/previews\/.+\.mp3$/.test(line))).toBe(true);
    }
  });

  it('a buyer downloads the full file from the library, not the preview', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, BUYER);
    const beat = await findBeat(page);
    const preview = await page.request.get(beat.previewUrl);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('audio/mpeg');

    await openBeatBank(page);
    await card(page, BEAT)
      .getByRole('button', { name: `Open details of ${BEAT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: BEAT });
    await dialog.getByRole('button', { name: 'Add to Cart · $34.99' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByTestId('cart-line').filter({ hasText: BEAT }).waitFor();
    await sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
    const pay = page.getByRole('dialog', { name: 'Checkout' });
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry').fill('12/34');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('link', { name: 'Go to Library' }).click();
    await page.waitForURL((url) => url.pathname === '/library');
    const item = page.getByTestId('library-item').filter({ hasText: BEAT });
    await item.waitFor();

    const library = (await (await page.request.get('/api/library')).json()) as Library;
    const bought = library.items.find((i) => i.beat.title === BEAT)!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: 'Download' }).click(),
    ]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    // The whole 36 s WAV the producer uploaded, where the preview is an 18 s MP3.
    expect(wavSeconds(bytes)).toBeCloseTo(36, 1);
    expect(bytes.length).toBeGreaterThan((await preview.body()).length * 4);
    const direct = await page.request.get(bought.downloadUrl);
    expect((await direct.body()).equals(bytes)).toBe(true);
    await screenshot(page, 'previews-library-desktop');

    // Now a licence holder, the buyer plays the full file in the Beat Bank (no 'Preview' label there any more).
    const detail = (await (await page.request.get(`/api/beats/${beat.id}`)).json()) as BeatDetail;
    expect(detail.previewUrl.startsWith('/media/audio/')).toBe(true);
    const full = await page.request.get(detail.previewUrl);
    expect(full.status()).toBe(200);
    expect((await full.body()).equals(bytes)).toBe(true);
    await openBeatBank(page);
    await card(page, BEAT)
      .getByRole('button', { name: `Open details of ${BEAT}` })
      .click();
    const owned = page.getByRole('dialog', { name: BEAT });
    await owned.getByRole('button', { name: 'Play Preview' }).waitFor();
    await expect.poll(() => owned.getByText('The full beat comes with a license').count()).toBe(0);
    const fullBytes = audioResponse(page, (p) => p === detail.previewUrl);
    await owned.getByRole('button', { name: 'Play Preview' }).click();
    expect((await fullBytes).headers()['cache-control']).toBe('private, no-cache');
    await page.keyboard.press('Escape');

    // The same URL refuses a visitor.
    const visitor = await newPage(DESKTOP);
    const refused = await visitor.request.get(detail.previewUrl);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Buy a license to play the full beat' });
  });
});
