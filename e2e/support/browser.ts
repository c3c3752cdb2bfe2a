import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import {
  HOME_TUTORIAL_SEEN_KEY,
  TUTORIAL_PAGE_KEYS,
  TUTORIAL_STATE_KEY,
} from '../../client/src/features/tutorial/storageKeys';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Launches Debian's Chromium headless with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

/** A fresh context (own cookies and storage) at the given viewport. */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport,
    isMobile: viewport.width < 640,
    hasTouch: viewport.width < 640,
  });
}

/**
 * Opens a path and passes the welcome splash (shown on every load).
 * Tutorials auto-open on arrival; pass { tutorials: 'seen' } to mark them done beforehand.
 */
export async function openApp(page: Page, urlPath = '/', options: { tutorials?: 'seen' | 'default' } = {}) {
  if (options.tutorials === 'seen') {
    await page.addInitScript(
      ([homeKey, stateKey, pages]) => {
        window.localStorage.setItem(homeKey, 'true');
        window.localStorage.setItem(stateKey, JSON.stringify({ completedTutorials: pages }));
      },
      [HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, [...TUTORIAL_PAGE_KEYS]] as const,
    );
  }
  await page.goto(urlPath);
  await page.getByRole('button', { name: 'Enter Platform' }).click();
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

let counter = 0;
/** A username no other test uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 30);
}
