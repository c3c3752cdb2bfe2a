import path from 'node:path';
import type { CratePage } from '@common/spinroom';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const DEMO_USER = 'lunawaves';
const DEMO_PASSWORD = 'pandanation';

const { newPage } = useBrowserPages();

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: DEMO_USER, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openSpinRoom(page: Page, path = '/spinroom'): Promise<void> {
  await openApp(page, path, { tutorials: 'seen' });
  await page.getByTestId('crate-row').first().waitFor();
}

/** Waits for a toast with this title and returns its text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

function row(page: Page, trackId: number): Locator {
  return page.locator(`[data-testid="crate-row"][data-track-id="${trackId}"]`);
}

async function upvotes(target: Locator): Promise<number> {
  return Number(await target.getByTestId('crate-upvotes').innerText());
}

/** The server's answer to the next upvote request of a track. */
function upvoteAnswer(page: Page, trackId: number, method: 'POST' | 'DELETE') {
  return page.waitForResponse(
    (r) => r.url().endsWith(`/api/spinroom/crate/${trackId}/upvote`) && r.request().method() === method,
  );
}

/** The crate as the API answers it for the signed-in page. */
async function crate(page: Page): Promise<CratePage> {
  const response = await page.request.get('/api/spinroom/crate?pageSize=50');
  expect(response.status()).toBe(200);
  return (await response.json()) as CratePage;
}

describe('Spin Room (/spinroom and /beatlab)', () => {
  it('asks a visitor to log in to upvote', async () => {
    const page = await newPage(DESKTOP);
    await openSpinRoom(page);
    const first = page.getByTestId('crate-row').first();
    const before = await upvotes(first);
    await first.getByRole('button', { name: /^Upvote / }).click();
    expect(await toastText(page, 'Please log in to upvote')).toContain('Log in or register');
    expect(await upvotes(first)).toBe(before);
    await page.getByTestId('toast').getByRole('link', { name: 'Log in or register' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('upvotes a beat once, keeps it after a reload, and takes it back', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openSpinRoom(page);
    const { beats } = await crate(page);
    const beat = beats.find((b) => !b.upvotedByMe)!;
    expect(beat).toBeTruthy();

    const target = row(page, beat.id);
    expect(await upvotes(target)).toBe(beat.upvotes);
    const upvoted = upvoteAnswer(page, beat.id, 'POST');
    await target.getByRole('button', { name: `Upvote ${beat.title}` }).click();
    await target.getByRole('button', { name: `Remove upvote from ${beat.title}` }).waitFor();
    expect(await upvotes(target)).toBe(beat.upvotes + 1);
    expect((await upvoted).status()).toBe(200);
    await screenshot(page, 'spinroom-desktop');

    await openSpinRoom(page);
    const reloaded = row(page, beat.id);
    await reloaded.waitFor();
    expect(await upvotes(reloaded)).toBe(beat.upvotes + 1);
    expect(
      await reloaded
        .getByRole('button', { name: `Remove upvote from ${beat.title}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const removed = upvoteAnswer(page, beat.id, 'DELETE');
    await reloaded.getByRole('button', { name: `Remove upvote from ${beat.title}` }).click();
    await reloaded.getByRole('button', { name: `Upvote ${beat.title}` }).waitFor();
    expect(await upvotes(reloaded)).toBe(beat.upvotes);
    expect((await removed).status()).toBe(200);
    const after = (await crate(page)).beats.find((b) => b.id === beat.id)!;
    expect(after.upvotes).toBe(beat.upvotes);
  });

  it('filters by genre and sorts by BPM', async () => {
    const page = await newPage(DESKTOP);
    await openSpinRoom(page, '/beatlab');
    const { genres } = await crate(page);
    const genre = genres[0]!;

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menuitem', { name: genre, exact: true }).click();
    await page.getByRole('button', { name: `Filter: ${genre}` }).waitFor();
    await expect
      .poll(async () =>
        [...new Set(await page.getByTestId('crate-genre').allInnerTexts())].map((g) => g.toLowerCase()),
      )
      .toEqual([genre.toLowerCase()]);

    await page.getByRole('button', { name: `Filter: ${genre}` }).click();
    await page.getByRole('menuitem', { name: 'All genres' }).click();
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitem', { name: 'BPM' }).click();
    await page.getByRole('button', { name: 'Sort: BPM' }).waitFor();
    const expected = (await (
      await page.request.get('/api/spinroom/crate?sort=bpm&pageSize=20')
    ).json()) as CratePage;
    await expect
      .poll(async () => page.getByTestId('crate-title').allInnerTexts())
      .toEqual(expected.beats.map((b) => b.title));
    const bpms = expected.beats.map((b) => b.bpm).filter((b): b is number => b !== null);
    expect(bpms).toEqual([...bpms].sort((a, b) => a - b));
  });

  it('requests a drop, follows a DJ and explains a stream without a room', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openSpinRoom(page);
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const { beats } = await crate(page);
    const beat = beats.find((b) => b.artistId !== null && b.artistId !== me.id)!;

    await row(page, beat.id)
      .getByRole('button', { name: `Request Drop of ${beat.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request Drop' });
    await dialog.getByLabel('Message (optional)').fill('Saturday peak time, please!');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await toastText(page, 'Drop Requested');
    await dialog.waitFor({ state: 'detached' });

    // A second request for the same track is refused with the server's message.
    await row(page, beat.id)
      .getByRole('button', { name: `Request Drop of ${beat.title}` })
      .click();
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'You have already requested a drop for this track' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page
      .getByTestId('dj-card')
      .filter({ has: page.getByRole('button', { name: /^Follow / }) })
      .first();
    const name = (await card.getByRole('heading').innerText()).trim();
    const followersBefore = Number(await card.getByTestId('dj-followers').innerText());
    await card.getByRole('button', { name: `Follow DJ ${name}` }).click();
    const followed = page.getByTestId('dj-card').filter({ hasText: name });
    await followed.getByRole('button', { name: `Following ${name}` }).waitFor();
    await expect
      .poll(async () => Number(await followed.getByTestId('dj-followers').innerText()))
      .toBe(followersBefore + 1);

    const stream = page.getByTestId('live-stream').first();
    await stream.getByText('LIVE', { exact: true }).waitFor();
    await stream.getByRole('button', { name: 'Join Stream' }).click();
    await toastText(page, 'No listening room yet');
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['laptop', { width: 1280, height: 800 }],
  ] as const) {
    it(`fits a ${label} screen without sideways scrolling`, async () => {
      const page = await newPage(viewport);
      await signIn(page);
      await openSpinRoom(page);
      await page.getByTestId('live-stream').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `spinroom-${label}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `spinroom-${label}-full.png`), fullPage: true });
    });
  }
});
