import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY } from '../client/src/features/tutorial/storageKeys';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();

const tutorialDialog = (page: Page) => page.getByRole('dialog');
const tutorialButton = (page: Page) => page.getByRole('button', { name: 'Tutorial', exact: true });

/** Asserts that no tutorial opens within `ms` after the page is shown. */
async function expectNoTutorialFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms);
  expect(await tutorialDialog(page).count()).toBe(0);
}

describe('home tutorial', () => {
  it('opens 1.5 s after entering, steps through five steps and stays closed after Finish', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/');
    const shownAt = Date.now();
    await expectNoTutorialFor(page, 1000);

    await tutorialDialog(page).waitFor({ state: 'visible', timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1400);
    await page.getByText('1 of 5').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await tutorialDialog(page).getByRole('img', { name: /panda/i }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'tutorial-home');

    for (let step = 2; step <= 5; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`${step} of 5`).waitFor();
      if (step === 2) await page.getByRole('heading', { name: 'Find your way around' }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Finish' }).click();
    await tutorialDialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), HOME_TUTORIAL_SEEN_KEY)).toBe('true');

    await openApp(page, '/');
    await expectNoTutorialFor(page, 2500);

    await tutorialButton(page).click();
    await tutorialDialog(page).waitFor();
    await page.getByText('1 of 5').waitFor();
    await page.getByRole('button', { name: 'Close tutorial' }).click();
    await tutorialDialog(page).waitFor({ state: 'detached' });
  });

  it('opens the home tutorial from the Tutorial button on a page without its own tutorial', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/auth', { tutorials: 'seen' });
    await expectNoTutorialFor(page, 1500);
    await tutorialButton(page).click();
    await page.getByRole('heading', { name: 'Welcome to Panda Nation' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText('2 of 5').waitFor();
    await page.keyboard.press('Escape');
    await tutorialDialog(page).waitFor({ state: 'detached' });
  });
});

describe('per-page tutorial', () => {
  it('does not open on an address with no page, whose Tutorial button opens the home tutorial', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectNoTutorialFor(page, 2500);

    await tutorialButton(page).click();
    await page.getByRole('heading', { name: 'Welcome to Panda Nation' }).waitFor();
    expect(await tutorialDialog(page).getByText('Welcome tour').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close tutorial' }).click();
    await tutorialDialog(page).waitFor({ state: 'detached' });

    const state = await page.evaluate((key) => localStorage.getItem(key), TUTORIAL_STATE_KEY);
    const completed: unknown[] = JSON.parse(state ?? '{}').completedTutorials ?? [];
    for (const key of ['upload', 'beatbank', 'collab', 'listeningparty'])
      expect(completed).not.toContain(key);
  });

  it('opens on /dashboard after about 1 s, and closing with X marks it complete', async () => {
    const page = await newPage(PHONE);
    const login = await page.request.post('/api/login', {
      data: { username: 'lunawaves', password: 'pandanation' },
    });
    expect(login.status()).toBe(200);

    await openApp(page, '/dashboard');
    const shownAt = Date.now();
    await tutorialDialog(page).waitFor({ state: 'visible', timeout: 30_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    await page.getByRole('heading', { name: 'Your home base' }).waitFor();
    await page.getByText('1 of 5').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'tutorial-phone');

    await page.getByRole('button', { name: 'Close tutorial' }).click();
    await tutorialDialog(page).waitFor({ state: 'detached' });
    const state = await page.evaluate((key) => localStorage.getItem(key), TUTORIAL_STATE_KEY);
    expect(JSON.parse(state ?? '{}').completedTutorials).toContain('dashboard');

    await openApp(page, '/dashboard');
    await page.getByText('Manage your tracks, analytics, and earnings').waitFor();
    await expectNoTutorialFor(page, 2000);
  });
});
