import type { Beat, BeatDetail, Library } from '@common/beatbank';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, useBrowserPages } from './support/browser';

const BUYER = 'lunawaves';
const DEMO_PASSWORD = 'pandanation';
/** A demo beat by mayaverse offered with an exclusive licence at $59.99 (exclusive: 3 x = $179.97). */
const EXCLUSIVE_BEAT = 'Kings County';

const { newPage } = useBrowserPages();

async function signIn(page: Page, username = BUYER): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openBeatBank(page: Page): Promise<void> {
  await openApp(page, '/beatbank', { tutorials: 'seen' });
  await page.getByTestId('beat-card').first().waitFor();
}

async function apiBeats(page: Page, query: string): Promise<Beat[]> {
  const response = await page.request.get(`/api/beats${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { beats: Beat[] }).beats;
}

function card(page: Page, title: string) {
  return page
    .getByTestId('beat-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('Beat Bank (/beatbank) and Library (/library)', () => {
  it('buys a beat with an exclusive licence and finds it in the library', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openBeatBank(page);
    await expect.poll(() => page.getByPlaceholder('Search beats, producers...').isVisible()).toBe(true);
    const all = await apiBeats(page, '?tab=all');
    expect(all.length).toBeGreaterThanOrEqual(6);
    await expect.poll(() => page.getByTestId('beat-card').count()).toBe(all.length);
    await expect.poll(() => page.getByTestId('producer-card').count()).toBeGreaterThan(2);
    await screenshot(page, 'beatbank-desktop');

    // Tip Producer opens the tip dialog for that producer.
    const producerCard = page.getByTestId('producer-card').filter({ hasText: 'Beatsmith' });
    expect(await producerCard.innerText()).toContain('3 beats');
    await producerCard.getByRole('button', { name: 'Tip Producer' }).click();
    const tipDialog = page.getByTestId('tip-dialog');
    await tipDialog
      .getByText('Support this producer by sending a tip. 100% goes directly to the creator.')
      .waitFor();
    await page.keyboard.press('Escape');
    await tipDialog.waitFor({ state: 'detached' });
    await page.locator('#beats-heading').evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -140);
    });
    await screenshot(page, 'beatbank-grid-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));

    // The Exclusive tab filters the grid to beats offered with an exclusive licence.
    await page.getByRole('button', { name: 'Exclusive', exact: true }).click();
    const exclusive = await apiBeats(page, '?tab=exclusive');
    expect(exclusive.length).toBeGreaterThan(0);
    expect(exclusive.length).toBeLessThan(all.length);
    await expect.poll(() => page.getByTestId('beat-card').count()).toBe(exclusive.length);
    const badges = await page
      .getByTestId('beat-card')
      .evaluateAll((cards) => cards.map((c) => c.textContent?.includes('EXCLUSIVE') ?? false));
    expect(badges.every(Boolean)).toBe(true);

    // One preview at a time: playing a second beat stops the first.
    const [first, second] = exclusive;
    const firstPlay = card(page, first!.title).getByRole('button', {
      name: `Play preview of ${first!.title}`,
    });
    const fetched = page.waitForRequest((request) => request.url().endsWith(first!.previewUrl));
    await firstPlay.click();
    await fetched;
    await card(page, first!.title)
      .getByRole('button', { name: `Pause preview of ${first!.title}` })
      .waitFor();
    await card(page, second!.title)
      .getByRole('button', { name: `Play preview of ${second!.title}` })
      .click();
    await card(page, second!.title)
      .getByRole('button', { name: `Pause preview of ${second!.title}` })
      .waitFor();
    await card(page, first!.title)
      .getByRole('button', { name: `Play preview of ${first!.title}` })
      .waitFor();
    await card(page, second!.title)
      .getByRole('button', { name: `Pause preview of ${second!.title}` })
      .click();
    await card(page, second!.title)
      .getByRole('button', { name: `Play preview of ${second!.title}` })
      .waitFor();
    expect(await page.locator('[data-testid="beat-card"] [aria-pressed="true"]').count()).toBe(0);

    // Details: the waveform of the analysed audio, information, licence types; choose Exclusive, add to the cart.
    const target = all.find((beat) => beat.title === EXCLUSIVE_BEAT)!;
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/beats/${target.id}`)).json()) as BeatDetail).waveform,
        {
          timeout: 50_000,
          interval: 1000,
        },
      )
      .toHaveLength(100);
    await card(page, EXCLUSIVE_BEAT)
      .getByRole('button', { name: `Open details of ${EXCLUSIVE_BEAT}` })
      .click();
    const dialog = page.getByRole('dialog', { name: EXCLUSIVE_BEAT });
    await dialog.waitFor();
    expect(await dialog.getByTestId('beat-waveform').locator('span').count()).toBe(100);
    for (const text of [
      'Beat Information',
      'Price',
      '$59.99',
      'BPM',
      '144',
      'Key',
      'C Minor',
      'Released',
      'Tags',
    ]) {
      expect(await dialog.innerText()).toContain(text);
    }
    await dialog.getByRole('button', { name: 'Play Preview' }).waitFor();
    await dialog.getByRole('button', { name: 'Tip Producer' }).waitFor();
    const exclusiveOption = dialog.getByRole('radio', { name: /Exclusive License/ });
    expect(await exclusiveOption.innerText()).toContain('BEST VALUE');
    expect(await exclusiveOption.innerText()).toContain('$179.97');
    expect(await dialog.getByRole('radio', { name: /Standard License/ }).innerText()).toContain('$59.99');
    await exclusiveOption.click();
    await screenshot(page, 'beatbank-detail-desktop');
    await dialog.getByRole('button', { name: 'Add to Cart · $179.97' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');

    // Cart, checkout with the test card, then the library.
    await page.getByRole('button', { name: 'Open cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByTestId('cart-line').filter({ hasText: 'Exclusive License' }).waitFor();
    expect(await sheet.getByTestId('cart-total').innerText()).toBe('$179.97');
    await sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
    const pay = page.getByRole('dialog', { name: 'Checkout' });
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry').fill('12/34');
    await pay.getByLabel('CVC').fill('123');
    await screenshot(page, 'beatbank-checkout-desktop');
    await pay.getByRole('button', { name: 'Pay $179.97' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Payment Successful' }).waitFor();
    await page.getByTestId('purchase-done').waitFor();
    await page.getByRole('link', { name: 'Go to Library' }).click();
    await page.waitForURL((url) => url.pathname === '/library');
    const item = page.getByTestId('library-item').filter({ hasText: EXCLUSIVE_BEAT });
    await item.waitFor();
    const text = await item.innerText();
    for (const expected of ['Exclusive License', '$179.97', 'SOLD', 'Stems are delivered by the producer']) {
      expect(text).toContain(expected);
    }
    await screenshot(page, 'library-desktop');

    const library = (await (await page.request.get('/api/library')).json()) as Library;
    const bought = library.items.find((i) => i.beat.title === EXCLUSIVE_BEAT)!;
    expect(bought.licenceNumber).toMatch(/^PN-LIC-\d{4}-\d{6}$/);
    const document = await page.request.get(bought.documentUrl);
    expect(document.status()).toBe(200);
    const html = await document.text();
    for (const expected of [
      bought.licenceNumber,
      'Exclusive License',
      'Full rights',
      'Stems included',
      '$179.97',
    ]) {
      expect(html).toContain(expected);
    }
    const licencePage = await page.context().newPage();
    await licencePage.goto(bought.documentUrl);
    await licencePage.getByRole('heading', { name: 'Exclusive License' }).waitFor();
    await screenshot(licencePage, 'licence-document-desktop');
    await licencePage.close();
    const download = await page.request.get(bought.downloadUrl);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');

    // The beat has left the Beat Bank.
    await openBeatBank(page);
    expect(await card(page, EXCLUSIVE_BEAT).count()).toBe(0);
    await page.getByPlaceholder('Search beats, producers...').fill(EXCLUSIVE_BEAT);
    await page.getByText(`No beats match "${EXCLUSIVE_BEAT}".`).waitFor();
  });

  it('fits a phone: grid, detail dialog, cart, checkout and library', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'djnova');
    await openBeatBank(page);
    await screenshot(page, 'beatbank-phone');
    await page.locator('#beats-heading').evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -140);
    });
    await screenshot(page, 'beatbank-grid-phone');
    const first = page.getByTestId('beat-card').first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('button', { name: `Add ${title} to cart` }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
    await first.getByRole('button', { name: `Open details of ${title}` }).click();
    await page.getByRole('dialog', { name: title }).waitFor();
    await screenshot(page, 'beatbank-detail-phone');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open cart' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await sheet.getByTestId('cart-line').waitFor();
    await screenshot(page, 'beatbank-cart-phone');
    await sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
    const pay = page.getByRole('dialog', { name: 'Checkout' });
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry').fill('12/34');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('link', { name: 'Go to Library' }).click();
    await page.waitForURL((url) => url.pathname === '/library');
    await page.getByTestId('library-item').filter({ hasText: title }).waitFor();
    expect(await page.getByTestId('library-item').first().innerText()).toContain('Standard License');
    await screenshot(page, 'library-phone');
  });
});
