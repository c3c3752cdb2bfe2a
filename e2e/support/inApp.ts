import type { Page } from 'playwright-core';

/**
 * Moving between screens the way the app's own links do (history.pushState, which the router follows), without
 * reloading the document: a walk over many screens then pays the page load and the welcome splash (1.5 s by the
 * spec) once instead of once per screen.
 */

interface FetchWatch {
  pnFetchesUnderWay: number;
  pnQuietSince: number | undefined;
}

/** From the page's next document on, counts its fetches under way (what "settled" below waits for). */
export async function countFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as unknown as FetchWatch & { fetch: typeof fetch };
    watched.pnFetchesUnderWay = 0;
    const original = watched.fetch.bind(window);
    watched.fetch = (...args: Parameters<typeof fetch>) => {
      watched.pnFetchesUnderWay += 1;
      return original(...args).finally(() => {
        watched.pnFetchesUnderWay -= 1;
      });
    };
  });
}

/**
 * Waits until the screen has its data: no fetch under way, no "Loading page" placeholder, for a quarter of a
 * second on end. A screen that never goes quiet (polling) is looked at after `limitMs`, as a network-idle wait
 * with a cap would.
 */
export async function settled(page: Page, limitMs = 5_000): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as FetchWatch).pnQuietSince = undefined;
  });
  await page
    .waitForFunction(
      () => {
        const watched = window as unknown as FetchWatch;
        const now = performance.now();
        const busy =
          watched.pnFetchesUnderWay > 0 ||
          document.querySelector('[role="status"][aria-label="Loading page"]');
        if (busy || watched.pnQuietSince === undefined) {
          watched.pnQuietSince = busy ? undefined : now;
          return false;
        }
        return now - watched.pnQuietSince >= 250;
      },
      undefined,
      { polling: 50, timeout: limitMs },
    )
    .catch(() => undefined);
}

/** Goes to `route` inside the open app, as a link would, and waits for the screen to settle. */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), route);
  await settled(page);
}
