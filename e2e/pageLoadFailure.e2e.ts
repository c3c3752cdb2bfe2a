import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

// The Education page's own chunk (the build names a page's chunk after its module).
const EDUCATION_CHUNK = /\/assets\/EducationPage-[\w-]+\.js$/;
const FAILED = 'This page could not load';

const { newPage } = useBrowserPages();

/** The connection drops once the platform has shown: the Education page's code cannot be fetched. */
async function dropEducationChunk(page: Page): Promise<void> {
  await page.route(EDUCATION_CHUNK, (route) => route.abort('internetdisconnected'));
}

/** Console errors about a module that could not be fetched, from now on. */
function watchLoadErrors(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('dynamically imported module')) {
      logged.push(message.text());
    }
  });
  return logged;
}

/** The failure shows in the page's place, inside the shell: nothing blank, the header still there. */
async function expectFailureInShell(page: Page): Promise<void> {
  const alert = page.getByRole('main').getByRole('alert');
  await alert.filter({ hasText: FAILED }).waitFor();
  expect((await alert.innerText()).replace(/\s+/g, ' ').trim()).toBe(
    `${FAILED} Check your connection and try again, or reload the page.`,
  );
  await page.getByRole('heading', { level: 1, name: FAILED }).waitFor();
  expect(await page.getByRole('main').getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
  expect(await page.getByRole('main').getByRole('button', { name: 'Reload' }).isEnabled()).toBe(true);
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  expect(await page.getByRole('main').innerText()).not.toMatch(/TypeError|\/assets\//);
}

describe('a page whose code cannot load', () => {
  it('says so inside the shell, and Try again loads the page once the connection is back', async () => {
    const page = await newPage(DESKTOP);
    const logged = watchLoadErrors(page);
    await openApp(page, '/', { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: /Make it/ }).waitFor();
    await dropEducationChunk(page);

    const features = page.getByRole('banner').getByRole('navigation', { name: 'Features' });
    await features.getByRole('link', { name: 'Education', exact: true }).click();
    await page.waitForURL('**/education');
    await expectFailureInShell(page);
    expect(await features.getByRole('link', { name: 'Education', exact: true }).isVisible()).toBe(true);
    expect(logged).toHaveLength(1);
    await page.mouse.move(0, 0);
    await screenshot(page, 'page-load-failure-desktop');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Education' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
    expect(logged).toHaveLength(1);
  });

  it('on a phone, leaves the failure when the visitor goes elsewhere, and tries again on coming back', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/', { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: /Make it/ }).waitFor();
    await dropEducationChunk(page);

    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await bar.getByRole('link', { name: 'Learn' }).click();
    await page.waitForURL('**/education');
    await expectFailureInShell(page);
    await screenshot(page, 'page-load-failure-phone');

    await bar.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: /Make it/ }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);

    await page.unrouteAll();
    await bar.getByRole('link', { name: 'Learn' }).click();
    await page.getByRole('heading', { level: 1, name: 'Education' }).waitFor();
  });
});
