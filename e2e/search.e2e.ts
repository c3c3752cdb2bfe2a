import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseURL,
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  scrollsSideways,
  useBrowserPages,
} from './support/browser';

const { newPage } = useBrowserPages();

/** Seeded catalogue (server/src/db/seed/catalogue.ts and beats.ts). */
const TRACK = 'Midnight on the 285';
const BEAT = '808 Cathedral';

/** Presses Tab until the element matching `selector` has the focus (keyboard only, as a user would). */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The text of the option the combobox marks active, or null. */
function activeOptionText(page: Page, name: string): Promise<string | null> {
  return page.getByRole('combobox', { name, exact: true }).evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

/** Arrows down through the suggestions until the option with `title` is active. */
async function arrowTo(page: Page, name: string, title: string): Promise<void> {
  await page
    .getByRole('option', { name: new RegExp(title) })
    .first()
    .waitFor();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('ArrowDown');
    if ((await activeOptionText(page, name))?.includes(title)) return;
  }
  throw new Error(`No suggestion for ${title} became active`);
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

describe('search', () => {
  it('finds a track from the header by keyboard alone, grouped suggestions and all', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/', { tutorials: 'seen' });
    await tabTo(page, 'header input[role="combobox"]');
    const box = page.getByRole('combobox', { name: 'Search', exact: true });
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.type('midnight');
    await arrowTo(page, 'Search', TRACK);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.getByRole('listbox');
    expect(await listbox.getByRole('group', { name: 'Tracks' }).isVisible()).toBe(true);
    await screenshot(page, 'search-header-combobox');

    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: TRACK }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // Escape closes the suggestions, a second Escape clears the text.
    await box.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('luna');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('luna');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
  });

  it('opens /search on Enter, switches tabs, filters by measured BPM, and steps back through the address', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/', { tutorials: 'seen' });
    await tabTo(page, 'header input[role="combobox"]');
    await page.keyboard.type('808');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=808/);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: BEAT }).first().waitFor();

    // The Beats tab: the kind goes into the address and its count shows on the tab.
    await main.getByRole('tab', { name: /^Beats/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('type') === 'beat');
    await main.getByRole('link', { name: BEAT }).first().waitFor();
    expect(await main.getByRole('tab', { name: /^Beats/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => main.getByRole('tab', { name: /^Beats\s*\d+$/ }).count()).toBe(1);

    // A BPM range by the measured tempo (the beat is made at 140). The seed's tracks are measured in the
    // background after the server starts: wait until the measurement is in before filtering by it.
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${baseURL()}/api/search?q=808&type=beat&bpmMin=130&bpmMax=150`);
          const page = (await answer.json()) as { results: { title: string }[] };
          return page.results.some((result) => result.title === BEAT);
        },
        { timeout: 240_000, interval: 1_000 },
      )
      .toBe(true);
    await main.getByLabel('From').fill('130');
    await main.getByLabel('To').fill('150');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('bpmMax') === '150');
    expect(searchParams(page).get('bpmMin')).toBe('130');
    expect(searchParams(page).get('type')).toBe('beat');
    await main.getByRole('link', { name: BEAT }).first().waitFor();
    expect(
      await main
        .getByText(/\b140 BPM\b/)
        .first()
        .isVisible(),
    ).toBe(true);

    // A range that finds nothing near it.
    await main.getByLabel('From').fill('40');
    await main.getByLabel('To').fill('45');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('bpmMax') === '45');
    await main.getByText(/^No results for “808”/).waitFor();
    await screenshot(page, 'search-page-filtered');

    // Back and Forward walk the searches.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('bpmMax') === '150');
    await main.getByRole('link', { name: BEAT }).first().waitFor();
    expect(await main.getByLabel('To').inputValue()).toBe('150');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('bpmMin'));
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('bpmMin') === '130');

    // A result plays in the player (a priced beat: its preview).
    await main
      .getByRole('button', { name: `Play ${BEAT}` })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('player-title').innerText()).toBe(BEAT);

    // The other playable results follow it in the queue, in the page's order.
    const playable = (
      await main
        .getByRole('button', { name: /^Play / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''))
    ).map((label) => label.replace(/^Play /, ''));
    const expected = [BEAT, ...playable.filter((title) => title !== BEAT)];
    await page.getByRole('button', { name: /^Queue \(\d+\)$/ }).click();
    await expect.poll(() => page.getByTestId('queue-title').allInnerTexts()).toEqual(expected);
  });

  it('says so when nothing is found, offers the nearby spelling, and refuses a BPM range upside down', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/search?q=qqqxzzv', { tutorials: 'seen' });
    await page.getByRole('main').getByText('No results for “qqqxzzv”').waitFor();

    // A typo finds the track, with the nearby spelling offered as a link.
    await openApp(page, '/search?q=midnigth', { tutorials: 'seen' });
    await page.getByRole('main').getByRole('link', { name: TRACK }).first().waitFor();
    await page.getByRole('main').getByRole('link', { name: 'midnight', exact: true }).click();
    await expect.poll(() => searchParams(page).get('q')).toBe('midnight');

    await openApp(page, '/search?q=808&bpmMin=150&bpmMax=140', { tutorials: 'seen' });
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'The lowest BPM must not be above the highest' })
      .waitFor();
  });

  it('is a screen of its own on a 390 px phone, from the bottom bar', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/', { tutorials: 'seen' });
    const tab = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Search' });
    await tab.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search$/);
    expect(await tab.getAttribute('aria-current')).toBe('page');

    const box = page.getByRole('combobox', { name: 'Search Panda Nation' });
    await box.focus();
    await page.keyboard.type('lake shore');
    await arrowTo(page, 'Search Panda Nation', 'Lake Shore Drive');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'search-phone-suggestions');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Lake Shore Drive' }).waitFor();

    await page.goto('/search?q=lake');
    await page.getByRole('button', { name: 'Enter Platform' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Lake Shore Drive' }).first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
