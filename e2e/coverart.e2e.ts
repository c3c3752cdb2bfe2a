import fs from 'node:fs';
import {
  COVER_ART_GENRES,
  COVER_ART_MESSAGES,
  COVER_ART_STYLES,
  type CoverArtResult,
  type CoverArtStyleSuggestions,
  type CoverArtVariations,
} from '@common/coverart';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesize } from '../server/src/media/audio/synth';
import { encodeWav } from '../server/src/media/audio/wav';
import { expectAccessible } from './support/axe';
import {
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  scrollsSideways,
  uniqueUsername,
  useBrowserPages,
} from './support/browser';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();
const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

const BEAT = encodeWav(synthesize({ bpm: 92, key: 'D Minor', seconds: 6, style: 'boom-bap', seed: 3 }));

async function registerArtist(page: Page, displayName: string, genres: string[] = []): Promise<string> {
  const username = uniqueUsername('cover');
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName, genres },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

/** Chooses an option of one of the form's selects (Radix Select). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Cover Art Generator', () => {
  it('generates, downloads, makes variations and sets the cover of my track', async () => {
    const page = await newPage(DESKTOP);
    await registerArtist(page, 'Amara Sol', ['R&B']);
    const upload = await page.request.post('/api/upload/audio', {
      multipart: {
        title: 'Golden Hour',
        audioFile: { name: 'golden.wav', mimeType: 'audio/wav', buffer: BEAT },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const trackId = ((await upload.json()) as { track: { id: number } }).track.id;

    const styleRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cover-art-styles/'))
        styleRequests.push(new URL(request.url()).pathname);
    });
    await openApp(page, '/cover-art-generator', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Cover Art Generator', level: 1 }).waitFor();
    // The empty state lists the features; the defaults of part 2, section 9, except the genre, which is the
    // artist's own (R&B in her profile); the artist is the display name; the page says who paints.
    await page.getByText('High-resolution 1024x1024 HD artwork').waitFor();
    await page.getByText('the built-in renderer paints 1024x1024 cover art').waitFor();
    expect(await page.getByLabel('Artist Name').inputValue()).toBe('Amara Sol');
    await expect.poll(() => page.getByLabel('Genre', { exact: true }).innerText()).toBe('R&B');
    expect(await page.getByLabel('Mood', { exact: true }).innerText()).toBe('Energetic');
    expect(await page.getByLabel('Art Style', { exact: true }).innerText()).toBe('Modern Digital Art');
    expect(await page.getByLabel('Color Scheme', { exact: true }).innerText()).toBe('Vibrant');
    await page.getByRole('button', { name: 'Cinematic', exact: true }).waitFor();
    expect(styleRequests).toContain('/api/cover-art-styles/r%26b');
    expect(styleRequests).not.toContain('/api/cover-art-styles/hip-hop');
    const generateButton = page.getByRole('button', { name: 'Generate Cover Art' });
    expect(await generateButton.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Variations' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'cover art, empty');
    await screenshot(page, 'coverart-empty-desktop');

    // A blank title submitted with Enter: the spec's validation toast.
    await page.getByLabel('Track Title').fill('   ');
    await page.getByLabel('Track Title').press('Enter');
    await toastWith(page, COVER_ART_MESSAGES.titleRequiredGenerate).waitFor();

    // Genre change: suggestions are asked again and a chip sets the art style.
    await page.getByLabel('Track Title').fill('Golden Hour');
    await choose(page, 'Genre', 'Afrobeats');
    await page.getByRole('button', { name: 'Geometric', exact: true }).waitFor();
    expect(styleRequests).toContain('/api/cover-art-styles/afrobeats');
    await page.getByRole('button', { name: 'Geometric', exact: true }).click();
    await expect.poll(() => page.getByLabel('Art Style', { exact: true }).innerText()).toBe('Geometric');
    await choose(page, 'Mood', 'Uplifting');
    await choose(page, 'Theme', 'Cultural Heritage');
    await choose(page, 'Color Scheme', 'Gold');
    await page.getByLabel('Additional Instructions').fill('a lion under a full moon, saxophone');

    const generated = page.waitForResponse((r) => r.url().endsWith('/api/generate-cover-art'));
    await generateButton.click();
    const result = (await (await generated).json()) as CoverArtResult;
    // Honest labels: the toast, the alternative text and the caption say the built-in renderer drew it, and the
    // page says what it drew from the instructions and what it could not.
    await toastWith(page, COVER_ART_MESSAGES.generatedBodyBuiltIn).waitFor();
    const image = page.getByRole('img', {
      name: 'Cover art for Golden Hour, drawn by the built-in renderer',
    });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    expect(await page.getByTestId('cover-prompt').innerText()).toBe(result.prompt);
    expect(result.prompt).toContain('geometric style with a gold colour scheme and an uplifting mood');
    expect(await page.getByTestId('cover-understood').innerText()).toBe(
      "Drew: lion, full moon. Not drawn: 'saxophone'.",
    );
    await page.getByText(`Seed ${result.seed} · drawn by the built-in renderer`).waitFor();

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download', exact: true }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('Golden Hour_cover.png');
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(1, 4).toString('latin1')).toBe('PNG');
    await expectAccessible(page, 'cover art, result');
    await screenshot(page, 'coverart-result-desktop');

    // The history of a signed-in user lists the new image.
    await page.getByRole('heading', { name: 'Your recent covers' }).waitFor();
    await page.getByRole('link', { name: 'Golden Hour, Geometric (opens the full image)' }).first().waitFor();

    // Set as cover: the track's page shows the new cover.
    await choose(page, 'Set as cover of', 'Golden Hour');
    await page.getByRole('button', { name: 'Set as cover' }).click();
    await toastWith(page, COVER_ART_MESSAGES.coverSetTitle).waitFor();
    const track = (await (await page.request.get(`/api/tracks/${trackId}`)).json()) as { coverArt: string };
    expect(track.coverArt).toMatch(/^\/media\/covers\/.+\.png$/);
    const cover = await page.request.get(track.coverArt);
    const original = await page.request.get(result.webUrl);
    expect(Buffer.compare(await cover.body(), await original.body())).toBe(0);

    // Variations: three in a grid, each with its own download.
    await page.getByRole('button', { name: 'Create Variations' }).click();
    await page.getByRole('button', { name: 'Creating...' }).waitFor();
    await toastWith(page, COVER_ART_MESSAGES.variationsBodyBuiltIn(3)).waitFor();
    for (const n of [1, 2, 3]) {
      await page.getByRole('img', { name: `Variation ${n} of the cover art for Golden Hour` }).waitFor();
    }
    const variationDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download variation 2' }).click();
    expect((await variationDownload).suggestedFilename()).toBe('Golden Hour_variation_2.png');
    await expectAccessible(page, 'cover art, variations');
    await page.getByRole('heading', { name: 'Variations' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'coverart-variations-desktop');

    // A new single generation clears the variations.
    await generateButton.click();
    await toastWith(page, COVER_ART_MESSAGES.generatedTitle).waitFor();
    await page.getByRole('img', { name: 'Cover art for Golden Hour' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Variations' }).count()).toBe(0);
  });

  it('answers style suggestions for all 16 genres and paints every style (contact sheet)', async () => {
    const page = await newPage({ width: 1400, height: 1100 });
    for (const genre of COVER_ART_GENRES) {
      const response = await page.request.get(`/api/cover-art-styles/${encodeURIComponent(genre)}`);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as CoverArtStyleSuggestions).suggestedStyles).toHaveLength(4);
    }
    await registerArtist(page, 'Sheet Maker');
    const images: { style: string; webUrl: string }[] = [];
    for (const style of COVER_ART_STYLES) {
      const response = await page.request.post('/api/generate-cover-art', {
        data: { trackTitle: 'Midnight Run', artistName: 'Luna Waves', genre: 'hip-hop', style, seed: 4 },
      });
      expect(response.status(), await response.text()).toBe(200);
      images.push({ style, webUrl: ((await response.json()) as CoverArtResult).webUrl });
    }
    await openApp(page, '/cover-art-generator', { tutorials: 'seen' });
    await page.evaluate((list) => {
      const sheet = document.createElement('div');
      sheet.id = 'contact-sheet';
      sheet.style.cssText =
        'position:fixed;inset:0;z-index:9999;background:#111;display:grid;grid-template-columns:repeat(4,1fr);gap:8px;padding:8px;overflow:auto';
      for (const item of list) {
        const cell = document.createElement('figure');
        cell.style.cssText = 'margin:0;color:#fff;font:14px sans-serif';
        const img = document.createElement('img');
        img.src = item.webUrl;
        img.alt = item.style;
        img.style.cssText = 'width:100%;aspect-ratio:1;display:block';
        const caption = document.createElement('figcaption');
        caption.textContent = item.style;
        cell.append(img, caption);
        sheet.append(cell);
      }
      document.body.append(sheet);
    }, images);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('#contact-sheet img')].every(
            (i) => (i as HTMLImageElement).naturalWidth === 1024,
          ),
        ),
      )
      .toBe(true);
    await screenshot(page, 'coverart-contact-sheet');
  });

  it('draws what the instructions name, in three different compositions (instructions contact sheet)', async () => {
    const page = await newPage({ width: 1400, height: 1100 });
    await registerArtist(page, 'Sheet Maker');
    const instructions = [
      { text: 'a neon moon', style: 'cinematic' },
      { text: 'a lone figure on a highway, rain', style: 'cinematic' },
      { text: 'a lion', style: 'modern digital art' },
      { text: 'mountains at sunrise', style: 'retro' },
      { text: 'palm trees and waves', style: 'oil painting' },
    ];
    const columns: { caption: string; urls: string[] }[] = [];
    for (const { text, style } of instructions) {
      const response = await page.request.post('/api/generate-cover-art-variations', {
        data: {
          trackTitle: 'Midnight Run',
          artistName: 'Luna Waves',
          style,
          additionalPrompt: text,
          count: 3,
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      const result = (await response.json()) as CoverArtVariations;
      // Everything these instructions name is in the vocabulary.
      expect(result.understood?.notDrawn).toEqual([]);
      expect(result.understood?.drawn.length).toBeGreaterThan(0);
      const seeds = result.variations.map((v) => v.seed);
      expect(new Set(seeds.map((seed) => seed % 4)).size).toBe(3);
      columns.push({
        caption: `"${text}" (${style}) · Drew: ${result.understood!.drawn.join(', ')}`,
        urls: result.variations.map((v) => v.webUrl),
      });
    }
    await openApp(page, '/cover-art-generator', { tutorials: 'seen' });
    await page.evaluate((list) => {
      const sheet = document.createElement('div');
      sheet.id = 'instructions-sheet';
      sheet.style.cssText =
        'position:fixed;inset:0;z-index:9999;background:#111;display:grid;grid-template-columns:repeat(5,1fr);gap:8px;padding:8px;overflow:auto;color:#fff;font:13px sans-serif';
      for (const column of list) {
        const cell = document.createElement('figure');
        cell.style.cssText = 'margin:0;display:grid;gap:6px;align-content:start';
        const caption = document.createElement('figcaption');
        caption.textContent = column.caption;
        caption.style.cssText = 'min-height:3.2em';
        cell.append(caption);
        for (const url of column.urls) {
          const img = document.createElement('img');
          img.src = url;
          img.alt = column.caption;
          img.style.cssText = 'width:100%;aspect-ratio:1;display:block';
          cell.append(img);
        }
        sheet.append(cell);
      }
      document.body.append(sheet);
    }, columns);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('#instructions-sheet img')].every(
            (i) => (i as HTMLImageElement).naturalWidth === 1024,
          ),
        ),
      )
      .toBe(true);
    await screenshot(page, 'coverart-instructions-sheet');
  });

  it('works at phone width without sideways scrolling', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/cover-art-generator', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Cover Art Generator', level: 1 }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'cover art, phone');
    await screenshot(page, 'coverart-empty-phone');
    await page.getByLabel('Track Title').fill('Pocket Sized');
    // A visitor gets part 2's default genre.
    await expect.poll(() => page.getByLabel('Genre', { exact: true }).innerText()).toBe('Hip-Hop');
    await choose(page, 'Art Style', 'Retro');
    await page.getByLabel('Additional Instructions').fill('palm trees and waves');
    await page.getByRole('button', { name: 'Generate Cover Art' }).click();
    await toastWith(page, COVER_ART_MESSAGES.generatedTitle).waitFor();
    const image = page.getByRole('img', {
      name: 'Cover art for Pocket Sized, drawn by the built-in renderer',
    });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    // A visitor is told to sign in to set covers.
    await page.getByText('to set a generated image as the cover of one of your tracks.').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.getByTestId('cover-understood').innerText()).toBe('Drew: palm trees, waves.');
    await image.scrollIntoViewIfNeeded();
    await screenshot(page, 'coverart-result-phone');
    // The toast closes by itself after 5 s; then what was drawn shows under the image.
    await toastWith(page, COVER_ART_MESSAGES.generatedTitle).waitFor({ state: 'hidden' });
    await page.getByTestId('cover-understood').scrollIntoViewIfNeeded();
    await screenshot(page, 'coverart-understood-phone');
    await expectAccessible(page, 'cover art result, phone');
  });
});
