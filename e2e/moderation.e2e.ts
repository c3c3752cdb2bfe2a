import { COPYRIGHT_MESSAGES } from '@common/moderation';
import type { SearchPage } from '@common/search';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesize } from '../server/src/media/audio/synth';
import { encodeWav } from '../server/src/media/audio/wav';
import { expectAccessible } from './support/axe';
import {
  DESKTOP,
  openApp,
  PHONE,
  registerMember,
  screenshot,
  scrollsSideways,
  uniqueUsername,
  useBrowserPages,
} from './support/browser';
import { ADMIN_ACCOUNT } from './support/globalSetup';

const { newPage } = useBrowserPages();
const SHORT_TRACK = encodeWav(
  synthesize({ bpm: 100, key: 'C Minor', seconds: 4, style: 'boom-bap', seed: 3 }),
  1,
);

/** An artist of its own uploads and publishes a track with this title; answers its id. */
async function publishTrack(page: Page, title: string): Promise<number> {
  const artist = (await registerMember(page, 'modartist')).username;
  const upload = await page.request.post('/api/upload/audio', {
    multipart: { title, audioFile: { name: 'track.wav', mimeType: 'audio/wav', buffer: SHORT_TRACK } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const trackId = ((await upload.json()) as { track: { id: number } }).track.id;
  const published = await page.request.post(`/api/tracks/${trackId}/publish`, {
    data: { title, artistName: artist },
  });
  expect(published.status(), await published.text()).toBeLessThan(300);
  return trackId;
}

/** The titles search answers for a query. */
async function searchTitles(page: Page, q: string): Promise<string[]> {
  const response = await page.request.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as SearchPage).results.map((result) => result.title);
}

async function reportFromTrackPage(page: Page, trackId: number, title: string): Promise<void> {
  await registerMember(page, 'modfan');
  await openApp(page, `/tracks/${trackId}`, { tutorials: 'seen' });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Report the track “${title}”` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Report the track “${title}”` });
  await dialog.waitFor();
  // Sending without a reason asks for one.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'Choose a reason' }).waitFor();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel(/Details/).fill('The same upload posted again and again');
  await expectAccessible(page, `report dialog ${page.viewportSize()?.width}px`);
  await screenshot(page, `moderation-report-dialog-${page.viewportSize()?.width}`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Report sent' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function removeFromQueue(page: Page, title: string): Promise<void> {
  const login = await page.request.post('/api/login', { data: ADMIN_ACCOUNT });
  expect(login.status()).toBe(200);
  await openApp(page, '/admin/moderation', { tutorials: 'seen' });
  await page.getByRole('heading', { level: 2, name: 'Moderation' }).waitFor();
  const entry = page.getByTestId('queue-entry').filter({ hasText: title });
  await entry.waitFor();
  expect(await entry.innerText()).toContain('Spam');
  expect(await entry.innerText()).toContain('The same upload posted again and again');
  await expectAccessible(page, `moderation queue ${page.viewportSize()?.width}px`);
  if (page.viewportSize()?.width === PHONE.width) expect(await scrollsSideways(page)).toBe(false);
  await screenshot(page, `moderation-queue-${page.viewportSize()?.width}`);

  await entry.getByRole('button', { name: `Remove ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove the content: ${title}` });
  await dialog.getByLabel(/Reason/).fill('Repeated spam uploads');
  await expectAccessible(page, `moderation action dialog ${page.viewportSize()?.width}px`);
  await dialog.getByRole('button', { name: 'Remove the content' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Content removed' }).waitFor();
  await entry.waitFor({ state: 'detached' });

  // The audit log says who did what, and why.
  await page.getByRole('button', { name: 'Audit log' }).click();
  const row = page.getByTestId('log-row').filter({ hasText: title }).first();
  await row.waitFor();
  expect(await row.innerText()).toContain('Repeated spam uploads');
  expect(await row.innerText()).toContain(`@${ADMIN_ACCOUNT.username}`);
  await screenshot(page, `moderation-log-${page.viewportSize()?.width}`);
}

async function expectGone(page: Page, trackId: number, title: string): Promise<void> {
  expect(await searchTitles(page, title)).not.toContain(title);
  await openApp(page, `/tracks/${trackId}`, { tutorials: 'seen' });
  await page.getByRole('heading', { level: 1, name: 'Track not found' }).waitFor();
  expect((await page.request.get(`/api/tracks/${trackId}`)).status()).toBe(404);
}

describe('moderation', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a report made by a user is handled from /admin and the track is gone from search and its page (${name})`, async () => {
      const title = `Spamwave ${uniqueUsername('t')}`;
      const artistPage = await newPage(viewport);
      const trackId = await publishTrack(artistPage, title);
      await expect.poll(() => searchTitles(artistPage, title), { timeout: 60_000 }).toContain(title);

      const fanPage = await newPage(viewport);
      await reportFromTrackPage(fanPage, trackId, title);

      const adminPage = await newPage(viewport);
      await removeFromQueue(adminPage, title);

      const visitorPage = await newPage(viewport);
      await expectGone(visitorPage, trackId, title);
      await screenshot(visitorPage, `moderation-track-gone-${name}`);
    }, 300_000);
  }

  it('a copyright notice sent from /copyright takes the track down at once (desktop and phone)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const title = `Borrowed ${uniqueUsername('c')}`;
      const artistPage = await newPage(viewport);
      const trackId = await publishTrack(artistPage, title);
      const page = await newPage(viewport);
      await openApp(page, '/copyright', { tutorials: 'seen' });
      await page.getByRole('heading', { level: 1, name: 'Copyright notices' }).waitFor();
      if (viewport === DESKTOP) {
        // An empty notice is refused before it is sent: each missing part says so, the first one has the focus.
        await page.getByRole('button', { name: 'Send notice' }).click();
        await page.getByText('The copyrighted work is required').waitFor();
        await page.getByText(COPYRIGHT_MESSAGES.statements).waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice-work');
        await screenshot(page, `copyright-refused-${viewport.width}`);
      }
      await page.getByLabel('The copyrighted work').fill('My song “Blue Hour”, 2024');
      await page
        .getByLabel('The infringing track’s address')
        .fill(`${new URL(page.url()).origin}/tracks/${trackId}`);
      await page.getByLabel('Your name').fill('Rita Rights');
      await page.getByLabel('Your email').fill('rita@example.com');
      await page.getByLabel('Your postal address and phone').fill('1 Label Street, Springfield');
      await page.getByRole('checkbox', { name: /good faith/ }).click();
      await page.getByRole('checkbox', { name: /accurate/ }).click();
      await page.getByLabel('Signature (type your full name)').fill('Rita Rights');
      await expectAccessible(page, `/copyright ${viewport.width}px`);
      if (viewport === PHONE) expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `copyright-form-${viewport.width}`);
      await page.getByRole('button', { name: 'Send notice' }).click();
      await page.getByRole('status').filter({ hasText: 'the track is down' }).waitFor();
      expect((await page.request.get(`/api/tracks/${trackId}`)).status()).toBe(404);
    }
  }, 300_000);
});
