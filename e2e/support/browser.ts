import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import {
  HOME_TUTORIAL_SEEN_KEY,
  TUTORIAL_PAGE_KEYS,
  TUTORIAL_STATE_KEY,
} from '../../client/src/features/tutorial/storageKeys';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Chromium's fake microphone and camera, with the permission prompt answered yes (recording journeys). */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

/** Launches Debian's Chromium headless with the flags this machine needs (and any extra ones). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Autoplay is allowed so the splash's muted loop can be checked to play.
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required', ...extraArgs],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * How much motion a journey's page asks for. Journeys ask for less by default, as a visitor may: the app then
 * stops its endless animations (theme.css, splash.css, the visualizers). Headless Chromium draws every frame in
 * software, and a page left open with an animation running kept a core busy for the rest of its file (Home's
 * spinning record alone took more than one core), time the other journeys and the unit tests lost. Journeys
 * about the animations themselves ask for `full` motion.
 */
export type Motion = 'reduced' | 'full';

/** A fresh context (own cookies and storage) at the given viewport. */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  motion: Motion = 'reduced',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    viewport,
    isMobile: viewport.width < 640,
    hasTouch: viewport.width < 640,
    reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference',
  });
}

/** Content-Security-Policy violations seen by each watched page, across its navigations. */
const cspViolations = new WeakMap<Page, string[]>();

/**
 * Records every Content-Security-Policy violation of the page from now on: the `securitypolicyviolation`
 * events of each document (kept on `window.__cspViolations` and passed to the test) and the console
 * errors Chromium prints about the policy. Calling it again for the same page does nothing.
 */
export async function watchCsp(page: Page): Promise<void> {
  if (cspViolations.has(page)) return;
  const found: string[] = [];
  cspViolations.set(page, found);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      found.push(message.text());
    }
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    const recorded: string[] = [];
    const target = window as Window & {
      __cspViolations?: string[];
      __reportCspViolation?: (text: string) => void;
    };
    target.__cspViolations = recorded;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`;
        recorded.push(text);
        target.__reportCspViolation?.(text);
      },
      true,
    );
  });
}

/** Fails when the page broke its Content-Security-Policy since `watchCsp` (or `openApp`) was called. */
export async function expectNoCspViolations(page: Page): Promise<void> {
  const inDocument = page.isClosed()
    ? []
    : await page
        .evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => []);
  const all = [...new Set([...(cspViolations.get(page) ?? []), ...inDocument])];
  expect(all, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * Opens a path and passes the welcome splash (shown on every load); Content-Security-Policy violations
 * are recorded from here on (see `expectNoCspViolations`).
 * Tutorials auto-open on arrival; pass { tutorials: 'seen' } to mark them done beforehand.
 */
export async function openApp(page: Page, urlPath = '/', options: { tutorials?: 'seen' | 'default' } = {}) {
  await watchCsp(page);
  if (options.tutorials === 'seen') await markTutorialsSeen(page);
  await page.goto(urlPath);
  await passSplash(page);
}

/**
 * Enters the platform from the welcome splash: the splash stays until the platform's code has loaded, then
 * gives way to the shell and the page in the address.
 */
export async function passSplash(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enter Platform' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Panda Nation' }).waitFor({ state: 'detached' });
  await page.locator('#main').waitFor();
}

/**
 * Waits for the Listening Parties page's connection to the rooms server, made when the page mounts, and for the
 * session's user to be known: a room created before them would be refused ('Not connected to server', or a
 * login asked of a signed-in user).
 */
export async function waitForRoomsConnection(page: Page): Promise<void> {
  await page.locator('[data-connected="true"][data-session="known"]').waitFor();
}

/** Every page this page opens from now on starts with the home and page tutorials already seen. */
export async function markTutorialsSeen(page: Page): Promise<void> {
  await page.addInitScript(
    ([homeKey, stateKey, pages]) => {
      try {
        window.localStorage.setItem(homeKey, 'true');
        window.localStorage.setItem(stateKey, JSON.stringify({ completedTutorials: pages }));
      } catch {
        // A sandboxed frame (e.g. an email's HTML shown in /admin) has no storage: nothing to mark there.
      }
    },
    [HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, [...TUTORIAL_PAGE_KEYS]] as const,
  );
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

/** The password of the members journeys register. */
export const MEMBER_PASSWORD = 'member-pass-1';

/** Who registerMember made. */
export interface Member {
  id: number;
  username: string;
  /** The display name when one was given, else the username (what pages and notifications show). */
  name: string;
}

/**
 * Registers a new member in this page's browser context (signed in there, with MEMBER_PASSWORD): a username no
 * other test uses, from `prefix`, and an email address; `displayName: true` adds "Prefix abc123" as the display name.
 */
export async function registerMember(
  page: Page,
  prefix: string,
  options: { displayName?: boolean } = {},
): Promise<Member> {
  const username = uniqueUsername(prefix);
  const displayName = options.displayName
    ? `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${username.slice(-6)}`
    : undefined;
  const response = await page.request.post('/api/register', {
    data: { username, password: MEMBER_PASSWORD, email: `${username}@example.com`, displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, username, name: displayName ?? username };
}

/**
 * A page in a listening room leaves it as a listener going to another screen does, before the page is closed: a
 * closed page's connection drops, and the server keeps a dropped listener's place (and so the room, in every
 * lobby) for the recovery window of two minutes, into the journeys that run after it on the same server.
 */
async function leaveListeningRoom(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const room = page.getByTestId('room-view');
  if (!(await room.count().catch(() => 0))) return;
  await page.evaluate(() => window.history.pushState(null, '', '/about')).catch(() => undefined);
  await room.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
}

/**
 * The browser lifecycle of a journey file: one Chromium for the file, a fresh context per page, and after
 * each test a check that no page threw an uncaught error or broke the Content-Security-Policy; the pages of a
 * test are closed when it ends.
 */
export function useBrowserPages(
  options: {
    fakeMedia?: boolean;
    /** A WAV file the fake microphone plays in a loop (Chromium's own test tone otherwise). */
    fakeAudioFile?: string;
  } = {},
): {
  newPage(viewport?: { width: number; height: number }, options?: { motion?: Motion }): Promise<Page>;
} {
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    const fakeAudio = options.fakeAudioFile
      ? [`--use-file-for-fake-audio-capture=${options.fakeAudioFile}`]
      : [];
    browser = await launchBrowser(options.fakeMedia ? [...FAKE_MEDIA_ARGS, ...fakeAudio] : []);
  });

  afterEach(async (context) => {
    const uncaught = errors.splice(0);
    const opened = pages.splice(0);
    try {
      if (context.task.result?.state === 'fail') await describeFailure(context.task.name, opened);
      expect(uncaught, 'uncaught errors in the page').toEqual([]);
      for (const page of opened) await expectNoCspViolations(page);
    } finally {
      // A test's pages end with it: left open, each kept running its timers, sockets and media until the file
      // ended, on the cores the later journeys need.
      await Promise.all(opened.map(leaveListeningRoom));
      const ended = new Set(opened.map((page) => page.context()));
      await Promise.all([...ended].map((done) => done.close().catch(() => undefined)));
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(viewport = DESKTOP, pageOptions: { motion?: Motion } = {}) {
      const context = await newContext(browser!, viewport, pageOptions.motion);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await watchCsp(page);
      await recordNotices(page);
      pages.push(page);
      return page;
    },
  };
}

/** The selector of what a page tells its user in passing: toasts and alerts. */
const NOTICES = '[data-testid="toast"], [role="alert"]';

/**
 * Keeps the text of every toast and alert each document of the page shows, from its first byte, so that a failed
 * journey can say what the user was told even when the toast was gone by the time it failed.
 */
async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const target = window as Window & { __noticesSeen?: string[] };
    const seen: string[] = [];
    target.__noticesSeen = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll(selector)) {
        if (known.has(notice)) continue;
        const text = ((notice as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
        // An empty one may be filled in a moment: looked at again on the next change.
        if (!text) continue;
        known.add(notice);
        seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, NOTICES);
}

/**
 * What each page of a failed journey showed: its address, its open toasts and alerts, every toast and alert its
 * document showed before, and a screenshot under e2e/artifacts/failures. A journey that fails on a busy CI machine
 * then says what the user saw.
 */
async function describeFailure(testName: string, pages: Page[]): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    try {
      const notices = await page
        .locator(NOTICES)
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean));
      const seen = await page
        .evaluate(() => (window as Window & { __noticesSeen?: string[] }).__noticesSeen ?? [])
        .catch(() => []);
      const file = path.join(ARTIFACTS, 'failures', `${slug}-page${index + 1}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, timeout: 10_000 });
      console.error(
        `[failed journey] page ${index + 1}: ${page.url()}\n  notices: ${JSON.stringify(notices)}\n  shown before: ${JSON.stringify(seen)}\n  screenshot: ${file}`,
      );
    } catch (error) {
      console.error(
        `[failed journey] page ${index + 1}: ${page.url()} (could not be described: ${String(error)})`,
      );
    }
  }
}

/** Whether the document scrolls sideways (something wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
