import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY } from '../client/src/features/tutorial/storageKeys';
import { DESKTOP, markTutorialsSeen, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();

const tutorialDialog = (page: Page) => page.getByRole('dialog');
const tutorialButton = (page: Page) => page.getByRole('button', { name: 'Tutorial', exact: true });

/** Asserts that no tutorial opens within `ms` after the page is shown. */
async function expectNoTutorialFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms);
  expect(await tutorialDialog(page).count()).toBe(0);
}

/**
 * Records, from each document's first byte and on the page's own clock, when the shell first showed with no dialog
 * over it once the welcome splash had gone, and when the page's tutorial showed its first step.
 */
async function watchTutorialDelay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { splash?: boolean; enteredAt?: number; openedAt?: number } = {};
    (window as Window & { __tutorialDelay?: typeof seen }).__tutorialDelay = seen;
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog && seen.enteredAt === undefined) seen.splash = true;
      if (seen.splash && seen.enteredAt === undefined && document.getElementById('main') && !dialog) {
        seen.enteredAt = performance.now();
      }
      if (
        seen.enteredAt !== undefined &&
        seen.openedAt === undefined &&
        dialog?.textContent?.includes('1 of 5')
      ) {
        seen.openedAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * How long after the splash left the tutorial's first step appeared (watchTutorialDelay), on the page's own clock:
 * a busy machine may delay the test's own steps, never the page's timer.
 */
async function tutorialDelay(page: Page): Promise<number> {
  const delay = await page.evaluate(() => {
    const seen = (window as Window & { __tutorialDelay?: { enteredAt?: number; openedAt?: number } })
      .__tutorialDelay;
    return seen?.enteredAt === undefined || seen.openedAt === undefined
      ? null
      : seen.openedAt - seen.enteredAt;
  });
  expect(delay, 'the splash leaving and the tutorial opening were both seen').not.toBeNull();
  return delay!;
}

describe('home tutorial', () => {
  it('opens 1.5 s after entering, steps through five steps and stays closed after Finish', async () => {
    const page = await newPage(DESKTOP);
    await watchTutorialDelay(page);
    await openApp(page, '/');

    await tutorialDialog(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByText('1 of 5').waitFor();
    expect(await tutorialDelay(page)).toBeGreaterThanOrEqual(1400);
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

    await watchTutorialDelay(page);
    await openApp(page, '/dashboard');
    await tutorialDialog(page).waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByRole('heading', { name: 'Your home base' }).waitFor();
    await page.getByText('1 of 5').waitFor();
    expect(await tutorialDelay(page)).toBeGreaterThanOrEqual(900);
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

/**
 * The page's content under the Tutorial button: its controls, text, images and drawings inside main whose boxes
 * meet the button's and that show there (not clipped away by a scrolling parent), described for the failure.
 */
function contentUnderTutorialButton(page: Page): Promise<string[]> {
  return tutorialButton(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const main = document.getElementById('main')!;
    const meets = (r: DOMRect) =>
      r.width >= 2 &&
      r.height >= 2 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    // Hit testing at the middle of the shared area tells whether the element shows there.
    const showsIn = (element: Element, r: DOMRect) => {
      const x = (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2;
      const y = (Math.max(r.top, box.top) + Math.min(r.bottom, box.bottom)) / 2;
      return document.elementsFromPoint(x, y).some((hit) => hit === element || element.contains(hit));
    };
    const describe = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const found = new Set<string>();

    const controls = main.querySelectorAll(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], img, svg, canvas, video, [role="img"]',
    );
    for (const element of controls) {
      const r = element.getBoundingClientRect();
      if (meets(r) && showsIn(element, r)) {
        found.add(describe(element, element.getAttribute('aria-label') ?? element.textContent ?? ''));
      }
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (meets(r) && showsIn(node.parentElement, r))
          found.add(describe(node.parentElement, node.textContent));
      }
    }
    return [...found];
  });
}

/** Scrolls to the end of the page, again while the end moves (lists that load more as they are reached). */
async function scrollToEnd(page: Page): Promise<void> {
  let height = -1;
  for (let round = 0; round < 5; round += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (now === height) return;
    height = now;
    await page.waitForTimeout(1000);
  }
}

describe('Tutorial button', () => {
  const pages = ['/', '/collab', '/quantum-collab', '/newsletter', '/education', '/ai-hit-predictor'];
  for (const viewport of [DESKTOP, PHONE]) {
    it(`covers nothing of the page at its end (${viewport.width} px)`, async () => {
      const page = await newPage(viewport);
      const login = await page.request.post('/api/login', {
        data: { username: 'lunawaves', password: 'pandanation' },
      });
      expect(login.status()).toBe(200);
      await markTutorialsSeen(page);
      for (const path of pages) {
        await openApp(page, path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await tutorialButton(page).waitFor();
        await page.waitForLoadState('networkidle');
        await scrollToEnd(page);
        await screenshot(page, `tutorial-button-${path.slice(1) || 'home'}-${viewport.width}`);
        expect(await contentUnderTutorialButton(page), path).toEqual([]);
      }
    });
  }
});
