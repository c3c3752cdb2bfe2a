import type { TrackPage } from '@common/tracks';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/db/seed/users';
import {
  DESKTOP,
  openApp,
  PHONE,
  registerMember,
  screenshot,
  scrollsSideways,
  useBrowserPages,
} from './support/browser';

const { newPage } = useBrowserPages();
const DEMO_USERNAMES = new Set(DEMO_USERS.map((user) => user.username));

/** The visible bell of the header (desktop and phone headers each have one; one shows at a time). */
const bell = (page: Page) =>
  page
    .getByRole('button', { name: /^Notifications/ })
    .filter({ visible: true })
    .first();

/**
 * A public track of a demo account (each signs in with DEMO_PASSWORD); tracks other journeys upload belong to
 * accounts of their own and are passed over.
 */
async function seededTrack(
  page: Page,
  skip: number,
): Promise<{ id: number; title: string; username: string }> {
  const list = (await (
    await page.request.get('/api/tracks?sort=newest&page=1&pageSize=50')
  ).json()) as TrackPage;
  const owners = new Map<string, { id: number; title: string; username: string }>();
  for (const track of list.tracks) {
    if (track.artistId === null || !track.artistUsername || owners.has(track.artistUsername)) continue;
    if (!DEMO_USERNAMES.has(track.artistUsername)) continue;
    owners.set(track.artistUsername, { id: track.id, title: track.title, username: track.artistUsername });
  }
  return [...owners.values()][skip % owners.size]!;
}

async function signIn(context: BrowserContext, username: string, password: string): Promise<void> {
  const response = await context.request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}

describe('notifications', () => {
  for (const [width, viewport, skip] of [
    ['desktop', DESKTOP, 0],
    ['phone', PHONE, 1],
  ] as const) {
    it(`a like by one user shows in the other's bell without a reload, in a second tab too (${width})`, async () => {
      const artistTab = await newPage(viewport);
      const track = await seededTrack(artistTab, skip);
      await signIn(artistTab.context(), track.username, DEMO_PASSWORD);
      // Start from nothing unread, so the badge shows exactly what this journey brings.
      await artistTab.request.post('/api/notifications/read', { data: {} });
      const secondTab = await artistTab.context().newPage();
      await openApp(artistTab, '/', { tutorials: 'seen' });
      await openApp(secondTab, '/listening', { tutorials: 'seen' });
      for (const tab of [artistTab, secondTab])
        await expect.poll(() => bell(tab).getAttribute('aria-label')).toBe('Notifications');
      const fanPage = await newPage(viewport);
      const fanName = (await registerMember(fanPage, 'liker')).name;
      await fanPage.request.delete(`/api/tracks/${track.id}/like`);
      expect((await fanPage.request.post(`/api/tracks/${track.id}/like`, { data: {} })).status()).toBe(200);

      for (const tab of [artistTab, secondTab]) {
        await expect
          .poll(() => bell(tab).getAttribute('aria-label'), { timeout: 15_000 })
          .toBe('Notifications, 1 unread');
      }
      await bell(artistTab).click();
      const panel = artistTab.getByRole('region', { name: 'Latest notifications' });
      // Other journeys like the demo tracks too: the entry may group them ("<fan> and 2 others liked …"), the
      // newest liker first.
      const entry = panel
        .getByTestId('notification-entry')
        .filter({ hasText: fanName })
        .filter({ hasText: `liked “${track.title}”` });
      await entry.waitFor();
      expect(await entry.getAttribute('data-read')).toBe('false');
      if (viewport === PHONE) expect(await scrollsSideways(artistTab)).toBe(false);
      await screenshot(artistTab, `notifications-panel-${width}`);

      // Opening it marks it read here, and the other tab's bell follows without a reload.
      await entry.getByRole('link').click();
      await artistTab.waitForURL(`**/tracks/${track.id}`);
      await expect
        .poll(() => bell(secondTab).getAttribute('aria-label'), { timeout: 15_000 })
        .toBe('Notifications');

      await openApp(artistTab, '/notifications', { tutorials: 'seen' });
      await artistTab.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await artistTab.getByTestId('notification-entry').filter({ hasText: fanName }).first().waitFor();
      if (viewport === PHONE) expect(await scrollsSideways(artistTab)).toBe(false);
      await screenshot(artistTab, `notifications-page-${width}`);
    }, 120_000);
  }
});
