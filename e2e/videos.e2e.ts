import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

/** A demo account (server/src/db/seed/users.ts). */
const DEMO_USER = 'djnova';
const DEMO_PASSWORD = 'pandanation';
const WIDE = { width: 1280, height: 860 } as const;

const { newPage } = useBrowserPages();

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: DEMO_USER, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Waits for a toast with this title and returns its text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

/**
 * Records a real WebM of about two seconds inside the page (a canvas animation through MediaRecorder) and
 * answers its bytes.
 */
async function recordWebm(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${(frame * 9) % 360} 85% 45%)`;
        context.fillRect(0, 0, w!, h!);
        context.fillStyle = '#ffffff';
        context.font = `bold ${Math.round(Math.min(w!, h!) / 6)}px sans-serif`;
        context.fillText(`PN ${frame}`, w! / 10, h! / 2);
        frame += 1;
      };
      draw();
      const timer = window.setInterval(draw, 33);
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(250);
      await new Promise((resolve) => window.setTimeout(resolve, 2200));
      recorder.stop();
      await stopped;
      window.clearInterval(timer);
      const blob = new Blob(chunks, { type: 'video/webm' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    [width, height],
  );
  return Buffer.from(bytes);
}

/** Opens the upload dialog, chooses the file, waits for the captured thumbnail and sends the form. */
async function uploadThroughDialog(
  page: Page,
  opener: string,
  file: { name: string; buffer: Buffer },
  details: { title: string; tags?: string },
): Promise<void> {
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('input[type=file]').setInputFiles({ ...file, mimeType: 'video/webm' });
  await dialog.getByAltText('Thumbnail preview').waitFor({ timeout: 30_000 });
  await dialog.getByLabel('Title', { exact: true }).fill(details.title);
  if (details.tags) await dialog.getByLabel('Tags', { exact: true }).fill(details.tags);
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Studio Session' }).click();
  await screenshot(page, `videos-upload-dialog-${page.viewportSize()!.width}`);
  await dialog.getByRole('button', { name: /^Upload (Video|Reel)$/ }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

/** The card's thumbnail image has been loaded from storage. */
async function expectCapturedThumbnail(page: Page, card: ReturnType<Page['getByRole']>): Promise<void> {
  const img = card.locator('img');
  await img.waitFor();
  expect(await img.getAttribute('src')).toMatch(/^\/media\/thumbnails\/[0-9a-f-]{36}\.jpg$/);
  await page.waitForFunction(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    await img.elementHandle(),
  );
}

/** Plays from the card, waits until the <video> really advances, and answers the player's view text. */
async function playAndWatch(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: `Play ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const video = dialog.getByTestId('video-player');
  await page.waitForFunction(
    (element) => (element as HTMLVideoElement).currentTime > 0.4,
    await video.elementHandle(),
    { timeout: 30_000 },
  );
  await dialog.getByText('1 view', { exact: true }).waitFor();
  return dialog.getByTestId('player-views').innerText();
}

describe('Videos & Reels (/videos)', () => {
  it('shows the empty states and asks visitors to log in before uploading', async () => {
    const page = await newPage(WIDE);
    await openApp(page, '/videos', { tutorials: 'seen' });
    await page.getByRole('tab', { name: 'All Videos' }).waitFor();

    const noVideos = page.getByText('No videos found', { exact: true });
    const firstCard = page.getByRole('article').first();
    await Promise.race([noVideos.waitFor(), firstCard.waitFor()]);
    if (await noVideos.isVisible()) {
      await screenshot(page, 'videos-empty-1280');
      await page.getByRole('button', { name: 'Upload a Video', exact: true }).click();
      expect(await toastText(page, 'Login Required')).toContain('You need to be logged in to upload videos');
    }

    await page.getByRole('tab', { name: 'Reels' }).click();
    const noReels = page.getByText('No reels found', { exact: true });
    await Promise.race([noReels.waitFor(), page.getByRole('article').first().waitFor()]);
    if (await noReels.isVisible()) {
      await page.getByRole('button', { name: 'Create a Reel', exact: true }).last().click();
      expect(await toastText(page, 'Login Required')).toContain('You need to be logged in to create a reel');
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
  });

  it('uploads a recorded video and a reel with captured thumbnails, plays them and counts the views', async () => {
    const page = await newPage(WIDE);
    await signIn(page);
    await openApp(page, '/videos', { tutorials: 'seen' });
    await page.getByRole('tab', { name: 'All Videos' }).waitFor();

    const landscape = await recordWebm(page, 640, 360);
    expect(landscape.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const title = `Studio take ${Date.now().toString(36)}`;
    await uploadThroughDialog(
      page,
      'Upload Video',
      { name: 'studio-take.webm', buffer: landscape },
      { title, tags: 'studio, live' },
    );
    expect(await toastText(page, 'Video uploaded')).toContain(title);

    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await expectCapturedThumbnail(page, card);
    expect(await card.innerText()).toMatch(/Uploaded on \w{3} \d{1,2}, \d{4}/);
    expect(await card.innerText()).toMatch(/0:0[12]/);
    for (const badge of ['Studio Session', '#studio', '#live']) {
      expect(await card.getByText(badge, { exact: true }).isVisible()).toBe(true);
    }
    expect(await card.getByTestId('view-count').innerText()).toBe('0 views');
    await screenshot(page, 'videos-list-1280');

    expect(await playAndWatch(page, title)).toBe('1 view');
    const like = page.getByRole('dialog').getByRole('button', { name: 'Like', exact: true });
    await like.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlike', exact: true }).waitFor();
    await screenshot(page, 'videos-player-1280');
    await page.getByRole('button', { name: 'Close player' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await card.getByTestId('view-count').innerText()).toBe('1 view');
    expect(await card.innerText()).toContain('1 like');

    // A portrait recording becomes a reel by its dimensions.
    await page.getByRole('tab', { name: 'Reels' }).click();
    const portrait = await recordWebm(page, 360, 640);
    const reelTitle = `Backstage reel ${Date.now().toString(36)}`;
    await uploadThroughDialog(
      page,
      'Create a Reel',
      { name: 'backstage.webm', buffer: portrait },
      { title: reelTitle },
    );
    expect(await toastText(page, 'Reel uploaded')).toContain(reelTitle);
    const reel = page.getByRole('article', { name: reelTitle });
    await reel.waitFor();
    await expectCapturedThumbnail(page, reel);
    await screenshot(page, 'videos-reels-1280');
    expect(await playAndWatch(page, reelTitle)).toBe('1 view');
    await screenshot(page, 'videos-reel-player-1280');
    await page.getByRole('button', { name: 'Close player' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await reel.getByTestId('view-count').innerText()).toBe('1 view');

    // Reels stay out of All Videos.
    await page.getByRole('tab', { name: 'All Videos' }).click();
    await card.waitFor();
    expect(await page.getByRole('article', { name: reelTitle }).count()).toBe(0);

    // A link to a video (as search results and shares give) opens it in the player; closing leaves /videos.
    const listed = (await (await page.request.get('/api/videos')).json()) as { id: number; title: string }[];
    const uploaded = listed.find((v) => v.title === title)!;
    await openApp(page, `/videos?video=${uploaded.id}`, { tutorials: 'seen' });
    await page.getByRole('dialog', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Close player' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await openApp(page, '/videos?video=999999999', { tutorials: 'seen' });
    await page.getByText('This video was removed or is no longer listed.').waitFor();
  });

  it('fits a phone screen and asks visitors to log in before liking', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/videos', { tutorials: 'seen' });
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'videos-list-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    const video = page.getByRole('dialog').getByTestId('video-player');
    await page.waitForFunction(
      (element) => (element as HTMLVideoElement).currentTime > 0.4,
      await video.elementHandle(),
      { timeout: 30_000 },
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Like', exact: true }).click();
    expect(await toastText(page, 'Login Required')).toContain('You need to be logged in to like videos');
    await screenshot(page, 'videos-player-390');
    await page.getByRole('button', { name: 'Close player' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Reels' }).click();
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'videos-reels-390');
    await page.getByRole('button', { name: 'Create a Reel', exact: true }).first().click();
    expect(await toastText(page, 'Login Required')).toContain('You need to be logged in to create a reel');
  });
});
