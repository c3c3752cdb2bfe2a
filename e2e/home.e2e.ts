import { NEWSLETTER_MESSAGES } from '@common/newsletterMessages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, scrollsSideways, useBrowserPages } from './support/browser';

const DEMO_USER = 'lunawaves';
const DEMO_PASSWORD = 'pandanation';

const { newPage } = useBrowserPages();

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page, username = DEMO_USER): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Waits for a toast with this title and returns its text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

async function openHome(page: Page): Promise<void> {
  await openApp(page, '/', { tutorials: 'seen' });
  await page.getByRole('list', { name: 'Spotlight tracks' }).waitFor();
  await page.getByRole('list', { name: 'New releases' }).waitFor();
}

describe('home (/)', () => {
  it('shows the seeded spotlight, live sessions, featured artists ranked 1 to 3 and new releases', async () => {
    const page = await newPage(DESKTOP);
    await openHome(page);

    const spotlight = page.getByRole('list', { name: 'Spotlight tracks' }).getByRole('article');
    expect(await spotlight.count()).toBeGreaterThan(2);
    expect(await page.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('#new-releases');

    const live = page.getByRole('list', { name: 'Live sessions' });
    await live.waitFor();
    expect(await live.getByText('LIVE', { exact: true }).count()).toBeGreaterThan(0);
    const watch = live.getByRole('link', { name: 'Watch Live' }).first();
    expect(await watch.getAttribute('href')).toMatch(/^\/spinroom\?stream=\d+#live-zone$/);

    const artists = page.getByRole('list', { name: 'Featured artists' });
    await artists.waitFor();
    expect(await artists.getByTestId('artist-rank').allInnerTexts()).toEqual(['#1', '#2', '#3']);

    expect(await page.getByTestId('release-row').count()).toBeGreaterThan(2);
    const hero = page.locator('section[aria-labelledby="home-hero-title"]');
    expect(await hero.getByRole('link', { name: 'About Panda Nation' }).getAttribute('href')).toBe('/about');

    await page.getByRole('list', { name: 'Spotlight tracks' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'home-desktop');
    await page.getByRole('heading', { name: 'Featured Artists' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'home-desktop-artists');
    await page.getByRole('heading', { name: 'New Releases For You' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'home-desktop-releases');
  });

  it('plays a spotlight track in the player from its play button', async () => {
    const page = await newPage(DESKTOP);
    await openHome(page);
    const card = page.getByRole('list', { name: 'Spotlight tracks' }).getByRole('article').first();
    const title = (await card.getByRole('link').first().innerText()).trim();
    await card.getByRole('button', { name: `Play ${title}` }).click();
    await card.getByRole('button', { name: `Pause ${title}` }).waitFor();

    const audio = page.getByTestId('player-audio');
    if ((await audio.count()) > 0) {
      await expect
        .poll(() => audio.evaluate((a) => !(a as HTMLAudioElement).paused), { timeout: 30_000 })
        .toBe(true);
      const before = await audio.evaluate((a) => (a as HTMLAudioElement).currentTime);
      await expect
        .poll(() => audio.evaluate((a) => (a as HTMLAudioElement).currentTime), { timeout: 30_000 })
        .toBeGreaterThan(before);
    }
  });

  it("opens a new release's more menu by pointer and by keyboard, and queues the track", async () => {
    const page = await newPage(DESKTOP);
    await openHome(page);
    const more = page.getByRole('button', { name: /^More options for / }).first();
    const title = ((await more.getAttribute('aria-label')) ?? '').replace('More options for ', '');
    await more.click();
    await page.getByRole('menuitem', { name: 'Add to queue' }).click();
    expect(await toastText(page, 'Added to queue')).toContain(title);

    // Keyboard: focus the next row's button and open its menu with Enter.
    const second = page.getByRole('button', { name: /^More options for / }).nth(1);
    await second.focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^More options for /);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Open track page' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('likes a new release as a signed-in user and follows an artist', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openHome(page);

    const firstUnliked = page
      .getByTestId('release-row')
      .getByRole('button', { name: /^Like / })
      .first();
    const title = (await firstUnliked.getAttribute('aria-label'))!
      .replace(/^Like /, '')
      .replace(/, [^,]+ likes?$/, '');
    const named = (prefix: string) =>
      new RegExp(`^${prefix} ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[ ,]|$)`);
    // The row stays pinned by its title once the like button's label changes.
    const row = page
      .getByTestId('release-row')
      .filter({ has: page.getByRole('button', { name: named('Play') }) })
      .first();
    const before = Number(await row.getByTestId('like-count').innerText());
    await row.getByRole('button', { name: named('Like') }).click();
    const unlike = row.getByRole('button', { name: named('Unlike') });
    await unlike.waitFor();
    await expect.poll(async () => Number(await row.getByTestId('like-count').innerText())).toBe(before + 1);
    expect(await unlike.getAttribute('aria-pressed')).toBe('true');

    const artists = page.getByRole('list', { name: 'Featured artists' });
    const firstFollow = artists.getByRole('button', { name: /^Follow / }).first();
    const name = (await firstFollow.getAttribute('aria-label'))!.replace(/^Follow /, '');
    const card = artists.getByRole('article', { name, exact: true });
    const followers = Number(await card.getByTestId('follower-count').innerText());
    await card.getByRole('button', { name: `Follow ${name}` }).click();
    await card.getByRole('button', { name: `Following ${name}` }).waitFor();
    expect(Number(await card.getByTestId('follower-count').innerText())).toBe(followers + 1);
    expect(await toastText(page, `Following ${name}`)).toContain('Their new releases will show up for you.');
  });

  it('asks a visitor to log in to follow, and subscribes to the newsletter', async () => {
    const page = await newPage(PHONE);
    // As for visitors who ask for less motion: the rows scroll at once, so a tap lands where the card is.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);

    // Nothing scrolls sideways: a wider page would also put every tap off its target on a phone.
    const artists = page.getByRole('list', { name: 'Featured artists' });
    await artists.waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const follow = artists.getByRole('button', { name: /^Follow / });
    await follow.first().click();
    expect(await toastText(page, 'Log in to follow artists')).toContain('Log in or register');

    const newsletter = page.getByRole('region', { name: "Join the Nation's newsletter" });
    const email = newsletter.getByLabel('Email address');
    await email.fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await newsletter.getByText('Please enter a valid email address').waitFor();

    await email.fill(`fan${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
    // Double opt-in: nothing is subscribed until the emailed link is opened (e2e/newsletter.e2e.ts follows it).
    expect(await toastText(page, 'Check your inbox')).toContain(NEWSLETTER_MESSAGES.checkInbox);
    await newsletter.getByText(NEWSLETTER_MESSAGES.checkInbox).waitFor();
    expect(await email.inputValue()).toBe('');

    await page.getByRole('heading', { name: 'Independent Artist Spotlight' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'home-phone');
    await page.getByRole('heading', { name: 'Featured Artists' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'home-phone-artists');
  });
});

describe('artist dashboard (/dashboard and /artist)', () => {
  it("shows the analytics tiles, the plays chart and the artist's tracks", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openApp(page, '/dashboard', { tutorials: 'seen' });
    await page.getByText('Manage your tracks, analytics, and earnings').waitFor();

    const tiles = page.getByTestId('analytics-tile');
    await tiles.first().waitFor();
    expect(await tiles.locator('h3').allInnerTexts()).toEqual([
      'Total Plays',
      'Likes',
      'Followers',
      'Listeners',
    ]);
    expect(await tiles.first().innerText()).toMatch(/(\+\d+%|-\d+%|0%|New)\s*this week/);

    const chart = page.getByTestId('plays-chart');
    await chart.waitFor();
    await expect.poll(async () => chart.locator('rect').count()).toBe(30);
    expect(await chart.getAttribute('aria-label')).toMatch(/^Plays per day, last 30 days\./);
    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(async () => chart.locator('rect').count()).toBe(7);

    const tracks = page.getByTestId('my-track');
    await tracks.first().waitFor();
    expect(await tracks.count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Upload Track' }).getAttribute('href')).toBe('/upload');
    await screenshot(page, 'dashboard-desktop');

    const phone = await newPage(PHONE);
    await signIn(phone);
    await openApp(phone, '/artist', { tutorials: 'seen' });
    await phone.getByTestId('analytics-tile').first().waitFor();
    await phone.getByTestId('plays-chart').scrollIntoViewIfNeeded();
    await screenshot(phone, 'artist-studio-phone');
  });

  it('invites a visitor on /artist to log in instead of redirecting', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/artist', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Log in to see your studio' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/artist');
    // Signing in comes back to the studio.
    expect(await page.getByRole('link', { name: 'Log in to see your studio' }).getAttribute('href')).toBe(
      '/auth?next=%2Fartist',
    );
    await screenshot(page, 'artist-studio-visitor');
  });
});
