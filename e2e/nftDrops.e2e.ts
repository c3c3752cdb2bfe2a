import type { ArtistDropList, EditionList } from '@common/nft';
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

describe('NFT Marketplace: artists make limited-edition drops', () => {
  it('an artist drops a track, a fan buys edition #1, the artist sees 1/10 sold and ends the drop', async () => {
    const artist = await newPage(DESKTOP);
    await signIn(artist, 'lunawaves');
    const before = (await (await artist.request.get('/api/editions/drops')).json()) as ArtistDropList;
    const candidate = before.candidates[0];
    expect(candidate, 'a published public track of lunawaves that is not a drop yet').toBeDefined();
    const title = candidate!.title;

    // From the dashboard's Limited Editions card to My drops on the marketplace.
    await openApp(artist, '/dashboard', { tutorials: 'seen' });
    const card = artist.getByRole('region', { name: 'Limited Editions' });
    await card.getByTestId('drops-summary').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(artist, 'nft-drops-dashboard-card-desktop');
    await card.getByRole('link', { name: 'Manage my drops' }).click();
    await artist.waitForURL(/\/nft-marketplace#my-drops$/);
    const myDrops = artist.getByRole('region', { name: 'My drops' });
    await myDrops.waitFor();

    // The form checks the price before anything is sent, with the server's own sentence.
    await myDrops.getByRole('button', { name: 'New drop' }).click();
    const dialog = artist.getByRole('dialog', { name: 'New limited edition drop' });
    await dialog.getByRole('combobox', { name: 'Track' }).click();
    await artist.getByRole('option', { name: title, exact: true }).click();
    await dialog.getByLabel('Price (USD)').fill('0.1');
    await dialog.getByLabel('Edition size').fill('10');
    await dialog.getByRole('button', { name: 'Create drop' }).click();
    await dialog.getByText('The lowest price is $0.50').waitFor();
    await dialog.getByLabel('Price (USD)').fill('2.50');
    await dialog.getByText('You get $2.12 of each $2.50 sale.').waitFor();
    await dialog.getByLabel('Edition name').fill('Founders Edition');
    await screenshot(artist, 'nft-drops-new-desktop');
    await dialog.getByRole('button', { name: 'Create drop' }).click();
    await toastWith(artist, 'Drop created').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = myDrops.getByRole('listitem', { name: `Drop: ${title}` });
    expect(await row.getByTestId('drop-sold').innerText()).toBe('0/10');
    expect(await row.getByTestId('drop-status').innerText()).toMatch(/on sale/i);

    const editions = (await (await artist.request.get('/api/editions')).json()) as EditionList;
    const drop = editions.editions.find((e) => e.title === title)!;
    expect(drop).toMatchObject({
      price: 250,
      totalSupply: 10,
      editionName: 'Founders Edition',
      status: 'open',
    });
    const artistCard = artist.getByRole('article', { name: `${title} by ${drop.artist}` });
    await artistCard.getByText('Founders Edition').waitFor();
    expect(await artistCard.getByTestId('available').innerText()).toBe('10/10');

    // A fan buys the first edition through the purchase flow.
    const fan = await newPage(DESKTOP);
    await signIn(fan, 'mayaverse');
    await openApp(fan, '/nft-marketplace', { tutorials: 'seen' });
    const fanCard = fan.getByRole('article', { name: `${title} by ${drop.artist}` });
    await fanCard.waitFor();
    await fanCard.getByRole('button', { name: 'Buy NFT' }).click();
    const buy = fan.getByRole('dialog');
    await buy.getByRole('button', { name: 'Confirm Purchase' }).click();
    await buy.getByTestId('payment-amount').getByText('$2.50').waitFor();
    await buy.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buy.getByLabel('Expiry').fill('12/34');
    await buy.getByLabel('CVC').fill('123');
    const pay = buy.getByRole('button', { name: 'Pay $2.50' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();
    await toastWith(fan, `You own edition #1/10 of ${title}.`).waitFor({ timeout: 30_000 });
    await fan.getByRole('list', { name: 'My editions' }).getByText('#1/10').waitFor();

    // The artist sees 1/10 sold and the 85% share, then ends the drop.
    await openApp(artist, '/nft-marketplace', { tutorials: 'seen' });
    await expect.poll(() => row.getByTestId('drop-sold').innerText()).toBe('1/10');
    expect(await row.getByTestId('drop-revenue').innerText()).toBe('$2.12');
    await row.scrollIntoViewIfNeeded();
    await screenshot(artist, 'nft-drops-sold-desktop');
    // After a sale only the name can change.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = artist.getByRole('dialog', { name: 'Edit drop' });
    expect(await edit.getByLabel('Price (USD)').isDisabled()).toBe(true);
    expect(await edit.getByLabel('Edition size').isDisabled()).toBe(true);
    await edit
      .getByText('Price and edition size are fixed once an edition is sold or held for a buyer')
      .waitFor();
    await edit.getByLabel('Edition name').fill('First Pressing');
    await screenshot(artist, 'nft-drops-edit-locked-desktop');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(artist, 'Drop updated').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('First Pressing').waitFor();
    await row.getByRole('button', { name: 'End drop' }).click();
    const confirm = artist.getByRole('dialog', { name: 'End this drop?' });
    await confirm.getByText('The 1 of 10 editions already sold stay with their collectors').waitFor();
    await screenshot(artist, 'nft-drops-end-confirm-desktop');
    await confirm.getByRole('button', { name: 'End drop' }).click();
    await toastWith(artist, 'Drop ended').waitFor();
    await expect.poll(() => row.getByTestId('drop-status').innerText()).toMatch(/ended/i);
    expect(await row.getByRole('button', { name: 'End drop' }).count()).toBe(0);

    // The marketplace shows the drop ended, with its sales; nobody can buy more.
    await openApp(fan, '/nft-marketplace', { tutorials: 'seen' });
    await fanCard.getByTestId('drop-ended').waitFor();
    await fanCard.getByText('First Pressing').waitFor();
    expect(await fanCard.getByTestId('sold').innerText()).toBe('1 sold of 10');
    const ended = fanCard.getByRole('button', { name: 'Drop ended' });
    expect(await ended.isDisabled()).toBe(true);
    await fanCard.getByText('You own 1').waitFor();
    await fanCard.scrollIntoViewIfNeeded();
    await screenshot(fan, 'nft-drops-ended-desktop');
    const refused = await fan.request.post(`/api/editions/${drop.trackId}/purchase`, {
      data: {},
      headers: { 'Idempotency-Key': `drop-ended-${Date.now()}` },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: 'This drop has ended' });

    // On a phone: the artist's drops and the ended card.
    const phone = await newPage(PHONE);
    await signIn(phone, 'lunawaves');
    await openApp(phone, '/nft-marketplace#my-drops', { tutorials: 'seen' });
    const phoneRow = phone
      .getByRole('region', { name: 'My drops' })
      .getByRole('listitem', { name: `Drop: ${title}` });
    await phoneRow.waitFor();
    await phoneRow.scrollIntoViewIfNeeded();
    await screenshot(phone, 'nft-drops-mine-phone');
    const phoneCard = phone.getByRole('article', { name: `${title} by ${drop.artist}` });
    await phoneCard.scrollIntoViewIfNeeded();
    await screenshot(phone, 'nft-drops-ended-phone');

    // Another artist with a track to drop sees the form on a phone.
    const producer = await newPage(PHONE);
    await signIn(producer, 'djnova');
    const theirs = (await (await producer.request.get('/api/editions/drops')).json()) as ArtistDropList;
    expect(theirs.candidates.length, 'djnova has a published public track to drop').toBeGreaterThan(0);
    await openApp(producer, '/nft-marketplace', { tutorials: 'seen' });
    await producer
      .getByRole('region', { name: 'My drops' })
      .getByRole('button', { name: 'New drop' })
      .click();
    const form = producer.getByRole('dialog', { name: 'New limited edition drop' });
    await form.getByRole('button', { name: 'Create drop' }).click();
    await form.getByText('Enter a price').waitFor();
    await form.getByText('Enter an edition size').waitFor();
    await screenshot(producer, 'nft-drops-new-phone');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    expect(
      ((await (await producer.request.get('/api/editions/drops')).json()) as ArtistDropList).drops,
    ).toEqual(theirs.drops);
  }, 120_000);
});
