import type { FanPortal } from '@common/fanportal';
import type { InboxPage } from '@common/inbox';
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

describe('Fan Portal', () => {
  it('asks a visitor to log in', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/fan-portal', { tutorials: 'seen' });
    await page.getByRole('link', { name: 'Log in to your Fan Portal' }).waitFor();
    await screenshot(page, 'fanportal-visitor-phone');
  });

  it('an artist sees real top fans, sends a Message and a Reward, and the fan finds both in the inbox', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'lunawaves');
    const portal = (await (await page.request.get('/api/fan-portal')).json()) as FanPortal;
    expect(portal.stats.totalFans).toBeGreaterThan(0);
    const top = portal.topFans[0]!;

    await openApp(page, '/fan-portal', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Fan Portal' }).waitFor();
    for (const label of ['Total Fans', 'Monthly Growth', 'Engagement Rate', 'Fan Revenue']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    const cards = page.getByTestId('top-fan');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(5, portal.topFans.length));
    const first = cards.first();
    expect(await first.getByText(top.name, { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText(top.fanLevel, { exact: true }).isVisible()).toBe(true);
    expect(await first.getByLabel('Top 3 fan').count()).toBe(1);
    if (portal.topFans.length > 3) expect(await cards.nth(3).getByLabel('Top 3 fan').count()).toBe(0);
    await page.mouse.move(0, 0);
    await screenshot(page, 'fanportal-topfans-desktop');

    await first.getByRole('button', { name: 'Message' }).click();
    const messageDialog = page.getByRole('dialog', { name: `Message ${top.name}` });
    await messageDialog.getByLabel('Message').fill('Thank you for listening to Midnight on the 285!');
    await messageDialog.getByRole('button', { name: 'Send' }).click();
    await toastWith(page, 'Message Sent').getByText(`Personal message sent to ${top.name}`).waitFor();
    await messageDialog.waitFor({ state: 'hidden' });

    await first.getByRole('button', { name: 'Reward' }).click();
    const rewardDialog = page.getByRole('dialog', { name: `Reward ${top.name}` });
    await rewardDialog.getByRole('button', { name: 'Platinum' }).click();
    await rewardDialog.getByLabel('Note (optional)').fill('Early access is yours.');
    await screenshot(page, 'fanportal-reward-desktop');
    await rewardDialog.getByRole('button', { name: 'Send' }).click();
    await toastWith(page, 'Reward Sent').getByText(`Exclusive content reward sent to ${top.name}`).waitFor();

    for (const tab of ['Analytics', 'Engagement', 'Rewards']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.mouse.move(0, 0);
      await screenshot(page, `fanportal-${tab.toLowerCase()}-desktop`);
    }
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('no age groups to show').waitFor();

    // The fan's inbox: both messages, the unread count in the header.
    const fan = await newPage(PHONE);
    await signIn(fan, top.username);
    const inbox = (await (await fan.request.get('/api/inbox')).json()) as InboxPage;
    expect(inbox.messages.slice(0, 2).map((m) => m.kind)).toEqual(['reward', 'message']);
    await openApp(fan, '/inbox', { tutorials: 'seen' });
    await fan.getByRole('heading', { name: 'Inbox' }).waitFor();
    const rows = fan.getByTestId('inbox-message');
    await rows.filter({ hasText: 'Platinum fan reward from Luna Waves' }).waitFor();
    await rows.filter({ hasText: 'Message from Luna Waves' }).waitFor();
    await screenshot(fan, 'inbox-phone');
    await rows.filter({ hasText: 'Message from Luna Waves' }).getByRole('button').click();
    await fan.getByText('Thank you for listening to Midnight on the 285!').waitFor();
    await fan.getByRole('button', { name: 'Open menu' }).click();
    await fan.getByRole('link', { name: /^Inbox/ }).waitFor();
    await screenshot(fan, 'inbox-menu-phone');

    const desk = await newPage(DESKTOP);
    await signIn(desk, top.username);
    await openApp(desk, '/inbox', { tutorials: 'seen' });
    await desk.getByTestId('inbox-message').first().waitFor();
    await desk.getByRole('link', { name: /^Inbox, \d+ unread$/ }).waitFor();
    await screenshot(desk, 'inbox-desktop');

    // A fan contest from the Engagement tab reaches every fan's inbox.
    await page.getByRole('tab', { name: 'Engagement' }).click();
    await page.getByRole('button', { name: 'Create fan contest' }).click();
    const contestDialog = page.getByRole('dialog', { name: 'Create fan contest' });
    await contestDialog
      .getByLabel('Contest')
      .fill('Remix Midnight on the 285: the best entry wins a signed vinyl.');
    await screenshot(page, 'fanportal-contest-desktop');
    await contestDialog.getByRole('button', { name: 'Announce Contest' }).click();
    await toastWith(page, 'Fan Contest Launched')
      .getByText(/^Contest announced to \d+ fans?$/)
      .waitFor();
    await desk.reload();
    await desk.getByRole('button', { name: 'Enter Platform' }).click();
    await desk.getByTestId('inbox-message').filter({ hasText: 'Fan contest from Luna Waves' }).waitFor();
  });
});
