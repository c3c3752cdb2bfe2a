import type { Earnings } from '@common/earnings';
import type { TrackPage } from '@common/tracks';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  uniqueUsername,
  useBrowserPages,
  waitForRoomsConnection,
} from './support/browser';
import { navigateInApp } from './support/inApp';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function earningsOf(page: Page): Promise<Earnings> {
  return (await (await page.request.get('/api/me/earnings')).json()) as Earnings;
}

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Pays the open payment step with the sandbox's test card that succeeds. */
async function payWithTestCard(page: Page, dialog: Locator, total: string): Promise<void> {
  await dialog.getByTestId('payment-amount').getByText(total).waitFor();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  const pay = dialog.getByRole('button', { name: `Pay ${total}` });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await toastWith(page, 'Payment Successful').getByText('Thank you for your payment!').waitFor();
  await dialog.getByTestId('payment-done').waitFor();
}

/** The summary rows of the tip dialog as text. */
async function tipSummary(dialog: Locator): Promise<string> {
  return (await dialog.getByTestId('tip-summary').innerText()).replace(/\s+/g, ' ').trim();
}

describe('Tips and Premium Fan subscriptions', () => {
  it('a listener tips the host in a listening room and gifts a Premium Fan month; the dashboard shows the earnings', async () => {
    const host = await newPage(DESKTOP);
    await signIn(host, 'djnova');
    const before = await earningsOf(host);

    await openApp(host, '/listening', { tutorials: 'seen' });
    await waitForRoomsConnection(host);
    await host.getByRole('button', { name: 'Host New Party' }).click();
    const create = host.getByRole('dialog', { name: 'Host New Listening Party' });
    await create.getByLabel('Room Name').fill('Tip Jar House Session');
    await create.getByRole('button', { name: 'Create Room' }).click();
    const hostRoom = host.getByTestId('room-view');
    await hostRoom.waitFor({ timeout: 30_000 });
    const roomId = (await hostRoom.getAttribute('data-room-id'))!;

    const fan = await newPage(DESKTOP);
    await signIn(fan, 'mayaverse');
    await openApp(fan, `/listening?room=${roomId}`, { tutorials: 'seen' });
    const fanRoom = fan.getByTestId('room-view');
    await fanRoom.waitFor({ timeout: 30_000 });

    await fanRoom.getByTestId('artist-actions').getByRole('button', { name: 'Tip Artist' }).click();
    const dialog = fan.getByTestId('tip-dialog');
    await dialog.waitFor();
    // The defaults of part 1: $5 selected, the $0.30 fee, the total with two decimals.
    expect(await dialog.getByRole('button', { name: '$5', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await tipSummary(dialog)).toBe('Tip Amount $5.00 Payment Fee $0.30 Total $5.30');
    for (const preset of ['$1', '$5', '$10', '$20', '$50', '$100']) {
      expect(await dialog.getByRole('button', { name: preset, exact: true }).isVisible()).toBe(true);
    }
    // A preset fills the custom amount; a custom amount changes the summary.
    await dialog.getByRole('button', { name: '$20', exact: true }).click();
    expect(await dialog.getByLabel('Custom Amount').inputValue()).toBe('20');
    await dialog.getByLabel('Custom Amount').fill('0');
    await dialog.getByText('The tip must be more than $0.00').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Tip' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Custom Amount').fill('12.5');
    expect(await tipSummary(dialog)).toBe('Tip Amount $12.50 Payment Fee $0.30 Total $12.80');
    await fan.mouse.move(0, 0);
    await screenshot(fan, 'tips-room-dialog-desktop');

    await dialog.getByRole('button', { name: 'Send Tip' }).click();
    await dialog.getByText('Tip', { exact: true }).waitFor();
    await payWithTestCard(fan, dialog, '$12.80');
    await dialog.getByTestId('payment-done').getByText('Tip sent').waitFor();
    await dialog.getByTestId('payment-done').getByText('$12.50').waitFor();
    await screenshot(fan, 'tips-room-paid-desktop');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Send Gift: a Premium Fan month for another listener, whose chat messages then carry the member badge.
    const friend = await newPage(PHONE);
    await signIn(friend, 'beatsmith');
    await openApp(friend, `/listening?room=${roomId}`, { tutorials: 'seen' });
    await friend.getByTestId('room-view').waitFor({ timeout: 30_000 });
    const friendSubs = await friend.request.get('/api/fan-subscriptions/mine');
    expect((await friendSubs.json()).subscriptions).toEqual([]);
    await fanRoom.getByTestId('artist-actions').getByRole('button', { name: 'Send Gift' }).click();
    const gift = fan.getByTestId('gift-dialog');
    await gift.getByRole('radio', { name: /beatsmith/ }).click();
    await fan.mouse.move(0, 0);
    await screenshot(fan, 'fans-gift-dialog-desktop');
    await gift.getByRole('button', { name: 'Send Gift ($4.99)' }).click();
    await payWithTestCard(fan, gift, '$4.99');
    await gift.getByText('is a Premium Fan of').waitFor();
    await gift.getByRole('button', { name: 'Done' }).click();
    const gifted = await (await friend.request.get('/api/fan-subscriptions/mine')).json();
    expect(gifted.subscriptions).toMatchObject([{ artistUsername: 'djnova', giftedByName: 'Maya Verse' }]);
    const input = friend.getByLabel('Message the room');
    await input.fill('Thanks for the gift!');
    await input.press('Enter');
    const message = fan.getByTestId('room-message').filter({ hasText: 'Thanks for the gift!' });
    await message.getByTestId('member-badge').waitFor({ timeout: 30_000 });
    await screenshot(friend, 'fans-member-badge-phone');

    // The host's dashboard: earnings up by the whole tip, the tip on top of the recent list.
    const after = await earningsOf(host);
    expect(after.totals.allTime - before.totals.allTime).toBe(1250 + 424);
    expect(after.byType.tips - before.byType.tips).toBe(1250);
    // Going to the dashboard inside the app leaves the room, as a host who moves on does.
    await navigateInApp(host, '/dashboard');
    const card = host.getByRole('region', { name: 'Earnings' });
    await card.getByTestId('earnings-all-time').getByText(dollars(after.totals.allTime)).waitFor();
    expect(await card.getByTestId('earnings-tips').innerText()).toBe(dollars(after.byType.tips));
    const [latest, previous] = await card.getByTestId('earnings-recent').getByRole('listitem').all();
    expect(await latest!.innerText()).toContain('Gifted Premium Fan month');
    expect(await latest!.innerText()).toContain('+$4.24');
    expect(await previous!.innerText()).toContain('Tip of $12.50');
    expect(await previous!.innerText()).toContain('from Maya Verse');
    expect(await previous!.innerText()).toContain('+$12.50');
    await card.scrollIntoViewIfNeeded();
    await screenshot(host, 'tips-dashboard-earnings-desktop');
  });

  it('a fan tips an artist from the track page on a phone', async () => {
    const fan = await newPage(PHONE);
    await signIn(fan, 'kofi.rhythm');
    const page = (await (await fan.request.get('/api/tracks?pageSize=50')).json()) as TrackPage;
    const track = page.tracks.find((t) => t.artistUsername === 'lunawaves')!;
    expect(track).toBeDefined();

    await openApp(fan, `/tracks/${track.id}`, { tutorials: 'seen' });
    await fan.getByRole('heading', { name: track.title, level: 1 }).waitFor();
    await screenshot(fan, 'tips-track-page-phone');
    await fan.getByRole('button', { name: 'Tip Artist' }).click();
    const dialog = fan.getByTestId('tip-dialog');
    await dialog.getByRole('heading', { name: `Tip ${track.artist}` }).waitFor();
    await dialog.getByRole('button', { name: '$1', exact: true }).click();
    expect(await tipSummary(dialog)).toBe('Tip Amount $1.00 Payment Fee $0.30 Total $1.30');
    expect(await dialog.getByRole('button', { name: '$1', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await dialog.getByRole('button', { name: '$5', exact: true }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await fan.waitForTimeout(300);
    await screenshot(fan, 'tips-track-dialog-phone');
    await dialog.getByRole('button', { name: 'Send Tip' }).click();
    await payWithTestCard(fan, dialog, '$1.30');
    await screenshot(fan, 'tips-track-paid-phone');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const artist = await newPage(PHONE);
    await signIn(artist, 'lunawaves');
    const earnings = await earningsOf(artist);
    expect(earnings.recent[0]).toMatchObject({ amount: 100, fromName: 'Kofi Rhythm', type: 'tips' });
  });

  it('a new fan subscribes to an artist as Premium Fan from the artist page (desktop and phone)', async () => {
    const desktop = await newPage(DESKTOP);
    const username = uniqueUsername('fan');
    const registered = await desktop.request.post('/api/register', {
      data: { username, password: 'pandanation-test' },
    });
    expect(registered.status()).toBeLessThan(300);
    const page = (await (await desktop.request.get('/api/tracks?pageSize=50')).json()) as TrackPage;
    const artistId = page.tracks.find((t) => t.artistUsername === 'djnova')!.artistId!;

    await openApp(desktop, `/artists/${artistId}`, { tutorials: 'seen' });
    await desktop.getByRole('heading', { name: 'DJ Nova', level: 1 }).waitFor();
    await desktop.getByTestId('artist-tracks').getByTestId('release-row').first().waitFor();
    await desktop.getByRole('button', { name: 'Follow' }).waitFor();
    await desktop.getByTestId('subscribe-artist').click();
    const dialog = desktop.getByTestId('subscribe-dialog');
    await dialog.getByRole('heading', { name: 'Subscribe to Artist' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
    const monthly = dialog.getByRole('tabpanel');
    await monthly.getByText('Member badge in chat').waitFor();
    for (const text of [
      '$4.99/month',
      'Member badge in chat',
      'Early access',
      'Monthly Q&A',
      'Cancel any time',
    ]) {
      expect(await monthly.innerText()).toContain(text);
    }
    expect(await monthly.innerText()).not.toContain('Studio session access');
    await dialog.getByRole('tab', { name: /Yearly/ }).click();
    const yearly = dialog.getByRole('tabpanel');
    await yearly.getByText('Studio session access').waitFor();
    for (const text of ['$49.99/year', 'Save $9.89', 'Bonus tracks each month', 'Member badge in chat']) {
      expect(await yearly.innerText()).toContain(text);
    }
    expect(await dialog.getByRole('tab', { name: /Yearly/ }).innerText()).toContain('save 15%');
    await desktop.mouse.move(0, 0);
    await screenshot(desktop, 'fans-subscribe-yearly-desktop');
    await dialog.getByRole('tab', { name: 'Monthly' }).click();
    await dialog.getByRole('button', { name: 'Subscribe for $4.99/month' }).click();
    await payWithTestCard(desktop, dialog, '$4.99');
    await dialog
      .getByTestId('premium-until')
      .getByText(/^You're a Premium Fan until \w+ \d+, \d{4}$/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await desktop.getByTestId('premium-fan-badge').waitFor();
    await screenshot(desktop, 'fans-artist-page-desktop');

    // The same fan on a phone: the dialog says until when, and offers to cancel the renewal.
    const phone = await newPage(PHONE);
    const login = await phone.request.post('/api/login', {
      data: { username, password: 'pandanation-test' },
    });
    expect(login.status()).toBe(200);
    await openApp(phone, `/artists/${artistId}`, { tutorials: 'seen' });
    await phone.getByTestId('premium-fan-badge').waitFor();
    await screenshot(phone, 'fans-artist-page-phone');
    await phone.getByTestId('subscribe-artist').click();
    const again = phone.getByTestId('subscribe-dialog');
    await again
      .getByTestId('premium-status')
      .getByText(/^You're a Premium Fan until/)
      .waitFor();
    await again.getByRole('button', { name: 'Cancel renewal' }).click();
    await again.getByText('Cancelled: your perks last until then and it will not renew.').waitFor();
    await screenshot(phone, 'fans-subscribe-cancelled-phone');
  });

  it('a visitor sees the tip summary and is asked to log in before paying', async () => {
    const visitor = await newPage(PHONE);
    const page = (await (await visitor.request.get('/api/tracks?pageSize=50')).json()) as TrackPage;
    const artistId = page.tracks.find((t) => t.artistUsername === 'beatsmith')!.artistId!;
    await openApp(visitor, `/artists/${artistId}`, { tutorials: 'seen' });
    await visitor.getByRole('button', { name: 'Tip Artist' }).click();
    const dialog = visitor.getByTestId('tip-dialog');
    expect(await tipSummary(dialog)).toBe('Tip Amount $5.00 Payment Fee $0.30 Total $5.30');
    await dialog.getByText('Log in to tip Beatsmith.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Tip' }).isDisabled()).toBe(true);
    await dialog.getByRole('link', { name: 'Log in or register' }).waitFor();
    await visitor.waitForTimeout(300);
    await screenshot(visitor, 'tips-visitor-phone');
  });
});
