import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const PASSWORD = 'pandanation-test';
const { newPage } = useBrowserPages();

async function registerUser(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const response = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return username;
}

/** Opens the plan picker from the header (desktop) or the menu (phone). */
async function openPlans(page: Page, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Subscribe' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await dialog.waitFor();
  return dialog;
}

/** Picks Artist Pro and opens its payment step. */
async function startPro(page: Page, dialog: Locator): Promise<Locator> {
  await dialog.getByRole('tabpanel').getByRole('button', { name: 'Select Plan' }).click();
  await dialog.getByRole('button', { name: 'Subscribe to Artist Pro ($9.99/month)' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete your subscription' });
  await payment.waitFor();
  return payment;
}

async function fillCard(payment: Locator, cardNumber: string) {
  await payment.getByLabel('Card number').fill(cardNumber);
  await payment.getByLabel('Expiry').fill('12/34');
  await payment.getByLabel('CVC').fill('123');
}

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

describe('artist plans, paid in the sandbox', () => {
  it('subscribes to Artist Pro with the test card and shows the plan and the verified badge', async () => {
    const page = await newPage(DESKTOP);
    await registerUser(page, 'pro');
    await openApp(page, '/', { tutorials: 'seen' });
    const payment = await startPro(page, await openPlans(page, false));

    await payment.getByTestId('payment-amount').getByText('$9.99').waitFor();
    await payment.getByText('Artist Pro subscription').waitFor();
    await payment.getByText('Plan subscription (monthly)').waitFor();
    await payment.getByText('Sandbox payments: no real money moves.').waitFor();
    const pay = payment.getByRole('button', { name: 'Pay $9.99' });
    await expect.poll(() => pay.isEnabled()).toBe(true);

    // Back returns to the plan list; subscribing again opens a fresh payment.
    await payment.getByRole('button', { name: 'Back' }).click();
    const plans = page.getByRole('dialog', { name: 'Choose your plan' });
    await plans.getByRole('button', { name: 'Subscribe to Artist Pro ($9.99/month)' }).click();
    await payment.waitFor();

    await fillCard(payment, '4242424242424242');
    expect(await payment.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.mouse.move(0, 0);
    await screenshot(page, 'payments-step-desktop');

    await payment.getByRole('button', { name: 'Pay $9.99' }).click();
    await toastWith(page, 'Payment Successful').getByText('Thank you for your payment!').waitFor();
    await payment.waitFor({ state: 'hidden' });
    await toastWith(page, 'Subscription Activated')
      .getByText('Your Artist Pro subscription has been activated successfully!')
      .waitFor();

    const me = await (await page.request.get('/api/user')).json();
    expect(me).toMatchObject({ planId: 'price_pro', verified: true });

    const again = await openPlans(page, false);
    await again.getByText('Your plan:').waitFor();
    await again.getByText('Verified artist', { exact: true }).waitFor();
    await again.getByRole('tabpanel').getByText('Current plan').waitFor();
    await page.mouse.move(0, 0);
    await screenshot(page, 'payments-plan-shown-desktop');
  });

  it('a declined card shows Payment Failed and the form works again, then the test card pays (phone)', async () => {
    const page = await newPage(PHONE);
    await registerUser(page, 'decl');
    await openApp(page, '/', { tutorials: 'seen' });
    const payment = await startPro(page, await openPlans(page, true));

    await fillCard(payment, '4000 0000 0000 0002');
    await payment.getByRole('button', { name: 'Pay $9.99' }).click();
    await toastWith(page, 'Payment Failed').getByText('Your card was declined.').waitFor();
    await payment.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await payment.getByLabel('Card number').isEditable()).toBe(true);
    expect(await payment.getByRole('button', { name: 'Pay $9.99' }).isEnabled()).toBe(true);
    await screenshot(page, 'payments-declined-phone');

    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByRole('button', { name: 'Pay $9.99' }).click();
    await toastWith(page, 'Payment Successful').waitFor();
    await payment.waitFor({ state: 'hidden' });
    await toastWith(page, 'Subscription Activated').waitFor();
    const me = await (await page.request.get('/api/user')).json();
    expect(me).toMatchObject({ planId: 'price_pro', verified: true });

    const plans = await openPlans(page, true);
    await plans.getByText('Your plan:').waitFor();
    await screenshot(page, 'payments-plan-shown-phone');
  });

  it('a card that is not a test card is refused with a clear message', async () => {
    const page = await newPage(DESKTOP);
    await registerUser(page, 'real');
    await openApp(page, '/', { tutorials: 'seen' });
    const payment = await startPro(page, await openPlans(page, false));
    await fillCard(payment, '4111 1111 1111 1111');
    await payment.getByRole('button', { name: 'Pay $9.99' }).click();
    await toastWith(page, 'Payment Failed')
      .getByText('Use a test card number: this sandbox moves no real money.')
      .waitFor();
    expect(await payment.getByRole('button', { name: 'Pay $9.99' }).isEnabled()).toBe(true);
  });
});
