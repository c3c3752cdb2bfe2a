import type { Beat, Library } from '@common/beatbank';
import type { Checkout } from '@common/payments';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openApp,
  passSplash,
  PHONE,
  screenshot,
  uniqueUsername,
  useBrowserPages,
} from './support/browser';

const DEMO_PASSWORD = 'pandanation';
const BUYER_PASSWORD = 'pandanation-test';
/** A demo beat offered with a Standard License only: selling it changes nothing for other journeys. */
const BEAT = 'Bayou Gold';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

const { newPage } = useBrowserPages();

async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new account buys a Standard License of the beat through the API (the Beat Bank journey covers the UI). */
async function buyLicence(page: Page, beat: Beat): Promise<Checkout> {
  const username = uniqueUsername('refund');
  const registered = await page.request.post('/api/register', {
    data: { username, password: BUYER_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const put = await page.request.put(`/api/cart/items/${beat.id}`, { data: { licenceType: 'standard' } });
  expect(put.status(), await put.text()).toBe(200);
  const started = await page.request.post('/api/cart/checkout', {
    data: {},
    headers: { 'Idempotency-Key': `refund-e2e-${username}` },
  });
  expect(started.status(), await started.text()).toBe(200);
  const checkout = (await started.json()) as Checkout;
  const paid = await page.request.post('/api/payments/sandbox/confirm', {
    data: { clientSecret: checkout.clientSecret, ...CARD },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return checkout;
}

describe('Refunds from the artist dashboard', () => {
  it('a producer refunds a licence sale: the download leaves the library and the buyer is told', async () => {
    const buyer = await newPage(DESKTOP);
    const found = await buyer.request.get(`/api/beats?q=${encodeURIComponent(BEAT)}`);
    const beat = ((await found.json()) as { beats: Beat[] }).beats.find((b) => b.title === BEAT)!;
    expect(beat?.producerUsername).toBeTruthy();
    const checkout = await buyLicence(buyer, beat);

    // The buyer has the beat in the library, with its download.
    await openApp(buyer, '/library', { tutorials: 'seen' });
    const item = buyer.getByTestId('library-item').filter({ hasText: BEAT });
    await item.waitFor();
    const download = await item.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(download).toBeTruthy();
    expect((await buyer.request.get(download!)).status()).toBe(200);

    for (const viewport of [PHONE, DESKTOP]) {
      // The producer opens the refund dialog from the Earnings card's recent payments.
      const producer = await newPage(viewport);
      await signIn(producer, beat.producerUsername!);
      await openApp(producer, '/dashboard', { tutorials: 'seen' });
      const row = producer.getByTestId(`earning-${checkout.transactionId}`);
      await row.scrollIntoViewIfNeeded();
      await row.getByRole('button', { name: /^Refund / }).click();
      const dialog = producer.getByTestId('refund-dialog');
      await dialog.waitFor();
      const price = `$${(beat.price / 100).toFixed(2)}`;
      await dialog.getByRole('heading', { name: `Refund ${price}?` }).waitFor();
      expect(await dialog.innerText()).toContain('The license is revoked');
      await dialog.getByLabel('Reason (optional, the buyer reads it)').fill('Sent to the wrong account');
      await screenshot(producer, `refund-dialog-${viewport === PHONE ? 'phone' : 'desktop'}`);
      if (viewport === PHONE) {
        // Cancel changes nothing.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await row.getByRole('button', { name: /^Refund / }).isVisible()).toBe(true);
        continue;
      }
      await dialog.getByRole('button', { name: `Refund ${price}` }).click();
      await producer.getByText('Payment refunded', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText('Refunded', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: /^Refund / }).count()).toBe(0);
      await screenshot(producer, 'refund-done-desktop');
    }

    // The buyer's library no longer offers the download, and the file is refused.
    await buyer.reload();
    await passSplash(buyer);
    await buyer.getByText('No beats yet', { exact: true }).waitFor();
    expect(await buyer.getByTestId('library-item').filter({ hasText: BEAT }).count()).toBe(0);
    const library = (await (await buyer.request.get('/api/library')).json()) as Library;
    expect(library.items).toEqual([]);
    expect((await buyer.request.get(download!)).status()).toBe(410);

    // The buyer's inbox says what was refunded.
    await openApp(buyer, '/inbox', { tutorials: 'seen' });
    const message = buyer.getByTestId('inbox-message').filter({ hasText: 'Refund issued' });
    await message.waitFor();
    const text = await message.innerText();
    expect(text).toContain(`Your payment of $${(beat.price / 100).toFixed(2)}`);
    expect(text).toContain(BEAT);
    await message.getByRole('button').first().click();
    const body = await message.innerText();
    expect(body).toContain('Reason: Sent to the wrong account.');
    expect(body).toContain('is revoked: the beat can no longer be downloaded.');
    await screenshot(buyer, 'refund-inbox-desktop');
  });
});
