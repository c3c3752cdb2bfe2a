import type { Beat } from '@common/beatbank';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, markTutorialsSeen, useBrowserPages, waitForRoomsConnection } from './support/browser';

const { newPage } = useBrowserPages();

/** Presses Tab until `target` has the focus, and checks that the focus is visible there. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await target.evaluate((el) => el === document.activeElement).catch(() => false);
    if (focused) {
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Opens a page past the splash with the keyboard only (tutorials already seen). */
async function openByKeyboard(page: Page, path: string): Promise<void> {
  await markTutorialsSeen(page);
  await page.goto(path);
  const enter = page.getByRole('button', { name: 'Enter Platform' });
  await enter.waitFor();
  await tabTo(page, enter);
  await page.keyboard.press('Enter');
  await enter.waitFor({ state: 'detached' });
}

async function register(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  const response = await page.request.post('/api/register', {
    data: { username, password: 'keyboard-only-2026' },
  });
  expect(response.status()).toBe(201);
  return username;
}

describe('keyboard only', () => {
  it('buys a beat: details, licence, cart and checkout without a mouse; dialogs trap and return focus', async () => {
    const page = await newPage(DESKTOP);
    await register(page, 'keys');
    const beats = ((await (await page.request.get('/api/beats')).json()) as { beats: Beat[] }).beats;
    // A beat no other journey buys or counts the sales of.
    const beat = beats.find((b) => b.title === 'Amapiano Skies')!;

    await openByKeyboard(page, '/beatbank');
    const opener = page.getByRole('button', { name: `Open details of ${beat.title}` });
    await opener.waitFor();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: beat.title });
    await dialog.waitFor();

    // The focus stays inside the open dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const standard = dialog.getByRole('radio', { name: /Standard License/ });
    await tabTo(page, standard);
    await page.keyboard.press('Space');
    await expect.poll(() => standard.getAttribute('aria-checked')).toBe('true');
    await tabTo(page, dialog.getByRole('button', { name: /^Add to Cart/ }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Closing gives the focus back to what opened the dialog.
    await expect.poll(() => isFocused(opener)).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'Open cart' }));
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.waitFor();
    await tabTo(page, sheet.getByRole('button', { name: 'Checkout', exact: true }));
    await page.keyboard.press('Enter');
    const pay = page.getByRole('dialog', { name: 'Checkout' });
    await pay.waitFor();
    await tabTo(page, pay.getByLabel('Card number'));
    await page.keyboard.type('4242 4242 4242 4242');
    await tabTo(page, pay.getByLabel('Expiry'));
    await page.keyboard.type('12/34');
    await tabTo(page, pay.getByLabel('CVC'));
    await page.keyboard.type('123');
    await tabTo(page, pay.getByRole('button', { name: /^Pay \$/ }));
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').filter({ hasText: 'Payment Successful' }).waitFor({ timeout: 30_000 });
  }, 180_000);

  it('hosts a party and joins it without a mouse', async () => {
    const host = await newPage(DESKTOP);
    const guest = await newPage(DESKTOP);
    await register(host, 'khost');
    await register(guest, 'kguest');
    const name = `Keyboard Party ${Date.now().toString(36)}`;

    await openByKeyboard(host, '/listening');
    await waitForRoomsConnection(host);
    await tabTo(host, host.getByRole('button', { name: 'Host New Party' }));
    await host.keyboard.press('Enter');
    const dialog = host.getByRole('dialog', { name: 'Host New Listening Party' });
    await dialog.waitFor();
    await tabTo(host, dialog.getByLabel('Room Name'));
    await host.keyboard.type(name);
    await tabTo(host, dialog.getByRole('button', { name: 'Create Room' }));
    await host.keyboard.press('Enter');
    await host.getByTestId('room-view').waitFor({ timeout: 30_000 });

    await openByKeyboard(guest, '/listening');
    // The smallest block holding both the room's name and a Join button: that room's card.
    const card = guest
      .locator('div')
      .filter({ has: guest.getByRole('heading', { name }) })
      .filter({ has: guest.getByRole('button', { name: 'Join' }) })
      .last();
    const join = card.getByRole('button', { name: 'Join' });
    await join.waitFor({ timeout: 30_000 });
    await tabTo(guest, join, 200);
    await guest.keyboard.press('Enter');
    const room = guest.getByTestId('room-view');
    await room.waitFor({ timeout: 30_000 });
    expect(await room.getAttribute('data-is-host')).toBe('false');
    expect(await room.getByRole('heading', { name }).isVisible()).toBe(true);

    // Both leave by keyboard, so the room closes and later journeys find an empty lobby.
    for (const page of [guest, host]) {
      await tabTo(page, page.getByRole('button', { name: 'Leave Room' }), 200);
      await page.keyboard.press('Enter');
      await page.getByTestId('room-view').waitFor({ state: 'detached' });
    }
    await expect
      .poll(async () => (await guest.getByRole('heading', { name }).count()) === 0, { timeout: 30_000 })
      .toBe(true);
  }, 180_000);
});
