import type { EditionList, OwnedEditionList } from '@common/nft';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();

async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

describe('NFT Marketplace: limited digital editions', () => {
  it('shows six skeletons, then the drops; a visitor is asked to log in to buy', async () => {
    const page = await newPage(DESKTOP);
    // Hold the list back until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/editions', async (route) => {
      await held;
      await route.continue();
    });
    await openApp(page, '/nft-marketplace', { tutorials: 'seen' });
    await page.getByTestId('edition-skeleton').first().waitFor();
    expect(await page.getByTestId('edition-skeleton').count()).toBe(6);
    await screenshot(page, 'nft-loading-desktop');
    release();
    await page.getByRole('heading', { name: 'NFT Marketplace' }).waitFor();
    await page.getByTestId('no-blockchain').getByText('No blockchain here.').waitFor();

    const card = page.getByRole('article', { name: 'Midnight on the 285 by Luna Waves' });
    await card.waitFor();
    expect(await page.getByTestId('edition-skeleton').count()).toBe(0);
    expect(await card.getByText('$0.99').isVisible()).toBe(true);
    expect(await card.getByTestId('available').innerText()).toBe('22/25');
    for (const name of ['Preview', 'Buy NFT', 'Details', 'Share']) {
      expect(await card.getByRole('button', { name }).isVisible()).toBe(true);
    }
    await page.getByRole('heading', { name: 'Why collect' }).waitFor();
    expect(await page.getByRole('heading', { name: 'My editions' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Buy NFT' }).click();
    await toastWith(page, 'Please log in to purchase NFTs').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'nft-visitor-desktop');

    // Preview plays the track in the player bar; Share offers the edition's link to copy.
    await card.getByRole('button', { name: 'Preview' }).click();
    await card.getByRole('button', { name: 'Pause' }).waitFor();
    await page.getByText('Midnight on the 285', { exact: true }).last().waitFor();
    await card.getByRole('button', { name: 'Pause' }).click();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await toastWith(page, 'Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/nft-marketplace\?edition=\d+$/);
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: 'Midnight on the 285' });
    await details.getByText('There is no blockchain, token or wallet involved').waitFor();
    await screenshot(page, 'nft-details-desktop');
  });

  it('a signed-in fan buys an edition with the test card and finds it in My editions with its number', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'beatsmith');
    await openApp(page, '/nft-marketplace', { tutorials: 'seen' });
    const card = page.getByRole('article', { name: 'Headroom by Echo Engineer' });
    await card.waitFor();
    await page.getByText('You do not own an edition yet.').waitFor();
    const before = (await (await page.request.get('/api/editions')).json()) as EditionList;
    const drop = before.editions.find((e) => e.title === 'Headroom')!;
    expect(await card.getByTestId('available').innerText()).toBe(`${drop.available}/${drop.totalSupply}`);

    await card.getByRole('button', { name: 'Buy NFT' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Confirm Purchase' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await screenshot(page, 'nft-confirm-desktop');
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await toastWith(page, 'NFT Purchase Initiated').waitFor();
    await dialog.getByTestId('payment-amount').getByText('$0.99').waitFor();
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await screenshot(page, 'nft-payment-desktop');
    const pay = dialog.getByRole('button', { name: 'Pay $0.99' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await toastWith(page, 'Purchase Successful').waitFor({ timeout: 30_000 });
    await dialog.waitFor({ state: 'hidden' });

    const mine = (await (await page.request.get('/api/editions/mine')).json()) as OwnedEditionList;
    const owned = mine.editions.find((e) => e.title === 'Headroom')!;
    expect(owned.label).toBe(drop.nextEdition);
    const myList = page.getByRole('list', { name: 'My editions' });
    await myList.getByText(`#${owned.label}`).waitFor();
    await toastWith(page, `You own edition #${owned.label} of Headroom.`).waitFor();
    await expect
      .poll(() => card.getByTestId('available').innerText())
      .toBe(`${drop.available - 1}/${drop.totalSupply}`);
    await card.getByText('You own 1').waitFor();
    await screenshot(page, 'nft-owned-desktop');

    const phone = await newPage(PHONE);
    await signIn(phone, 'beatsmith');
    await openApp(phone, '/nft-marketplace', { tutorials: 'seen' });
    await phone.getByRole('list', { name: 'My editions' }).getByText(`#${owned.label}`).waitFor();
    await screenshot(phone, 'nft-owned-phone');
    await phone.getByRole('article', { name: 'Headroom by Echo Engineer' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'nft-card-phone');
  });
});
