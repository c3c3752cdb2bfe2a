import type { Party, PartyList } from '@common/listening';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  useBrowserPages,
  waitForRoomsConnection,
} from './support/browser';

const PASSWORD = 'pandanation';

const { newPage } = useBrowserPages();

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openListening(page: Page): Promise<void> {
  await openApp(page, '/listening', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'Listening Parties' }).waitFor();
  await waitForRoomsConnection(page);
}

async function openTab(page: Page, name: 'Featured' | 'Upcoming'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('heading', { name: `${name} parties` }).waitFor();
  await page.getByTestId('party-card').first().waitFor();
}

/** Waits for a toast with this title and returns its text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible', timeout: 30_000 });
  return toast.innerText();
}

/** The host opens a room for their party with Start party (Host New Party, prefilled); answers the room id. */
async function startPartyAsHost(host: Page, title: string): Promise<string> {
  await openListening(host);
  await openTab(host, 'Upcoming');
  await card(host, title).getByRole('link', { name: 'Start party' }).click();
  const dialog = host.getByRole('dialog', { name: 'Host New Listening Party' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Room Name').inputValue()).toBe(title);
  await dialog.getByRole('button', { name: 'Create Room' }).click();
  await host.waitForURL((url) => url.searchParams.has('room'));
  return new URL(host.url()).searchParams.get('room')!;
}

const card = (page: Page, title: string) => page.getByTestId('party-card').filter({ hasText: title });

/** Schedules a party of the signed-in host a few hours ahead (journeys that start a party use their own). */
async function scheduleParty(page: Page, title: string): Promise<Party> {
  const scheduledAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
  const response = await page.request.post('/api/parties', { data: { title, scheduledAt } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Party;
}

async function parties(page: Page, tab: 'featured' | 'upcoming'): Promise<Party[]> {
  const response = await page.request.get(`/api/parties?tab=${tab}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as PartyList).parties;
}

describe('Listening Parties: Featured, Upcoming and the live chat', () => {
  it('shows the seeded featured and upcoming parties to a visitor, who is asked to log in', async () => {
    const page = await newPage(DESKTOP);
    await openListening(page);
    await openTab(page, 'Featured');
    const featured = await parties(page, 'featured');
    expect(featured.length).toBeGreaterThanOrEqual(3);
    const titles = await page.getByTestId('party-card').locator('h3').allInnerTexts();
    expect(titles).toEqual(featured.map((p) => p.title));
    const live = card(page, 'Sunday House Listening Party');
    await expect.poll(() => live.innerText()).toContain('LIVE');
    expect(await live.innerText()).toContain('Hosted by DJ Nova');
    await screenshot(page, 'parties-featured-desktop');

    await openTab(page, 'Upcoming');
    const upcoming = await parties(page, 'upcoming');
    expect(await page.getByTestId('party-card').locator('h3').allInnerTexts()).toEqual(
      upcoming.map((p) => p.title),
    );
    const first = card(page, upcoming[0]!.title);
    expect(await first.getByTestId('party-time').innerText()).toMatch(/\d{1,2}:\d{2}/);
    await first.getByRole('button', { name: 'Reminder' }).click();
    expect(await toastText(page, 'Login Required')).toContain('to get a reminder when this party starts.');
    await screenshot(page, 'parties-upcoming-desktop');

    const chat = page.getByTestId('live-chat-panel');
    await chat.getByTestId('live-chat-message').first().waitFor();
    expect(await chat.innerText()).toContain('Please log in to participate in chat');
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await chat.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
    expect((await chat.boundingBox())!.height).toBe(400);

    const phone = await newPage(PHONE);
    await openListening(phone);
    await openTab(phone, 'Featured');
    await screenshot(phone, 'parties-featured-phone');
    await openTab(phone, 'Upcoming');
    await card(phone, upcoming[1]!.title).scrollIntoViewIfNeeded();
    await screenshot(phone, 'parties-upcoming-phone');
  });

  it("shows started parties among Home's live sessions", async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/', { tutorials: 'seen' });
    const session = page.getByRole('article', { name: 'Sunday House Listening Party' });
    await session.waitFor();
    expect(await session.innerText()).toContain('Listening room by DJ Nova');
    expect(await session.getByRole('link', { name: 'Watch Live' }).getAttribute('href')).toBe(
      '/listening?tab=featured',
    );
    await session.scrollIntoViewIfNeeded();
    await screenshot(page, 'home-live-party');
  });

  it('opens the party a link names (as search results link it), and says when it is gone', async () => {
    const page = await newPage(DESKTOP);
    const target = (await parties(page, 'upcoming'))[0]!;
    await openApp(page, `/listening?party=${target.id}`);
    const opened = page.getByRole('region', { name: 'The party you opened' });
    await opened.getByTestId('party-card').filter({ hasText: target.title }).waitFor();
    expect(await opened.innerText()).toContain(target.host.name);
    await screenshot(page, 'parties-linked');

    await openApp(page, '/listening?party=999999999');
    await page
      .getByRole('region', { name: 'The party you opened' })
      .getByText('This party was cancelled or is no longer listed.')
      .waitFor();
  });

  it('keeps a Reminder after a reload, and takes it back', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'selectorsade');
    await openListening(page);
    await openTab(page, 'Upcoming');
    const target = (await parties(page, 'upcoming')).find((p) => !p.reminderSet && !p.isMine)!;
    const party = card(page, target.title);
    await party.getByRole('button', { name: 'Reminder', exact: true }).click();
    expect(await toastText(page, 'Reminder set')).toContain(
      `We'll let you know when ${target.title} starts.`,
    );
    await party.getByRole('button', { name: 'Reminder set' }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Enter Platform' }).click();
    await openTab(page, 'Upcoming');
    await party.getByRole('button', { name: 'Reminder set' }).waitFor();
    expect(await party.innerText()).toContain(`${target.reminderCount + 1} reminder`);
    await screenshot(page, 'parties-reminder-set');

    await party.getByRole('button', { name: 'Reminder set' }).click();
    await party.getByRole('button', { name: 'Reminder', exact: true }).waitFor();
    expect((await parties(page, 'upcoming')).find((p) => p.id === target.id)!.reminderSet).toBe(false);
  });

  it('schedules a party from the Upcoming tab', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'lofi.ollie');
    await openListening(page);
    await openTab(page, 'Upcoming');
    await page.getByRole('button', { name: 'Schedule a party' }).click();
    const form = page.getByRole('form', { name: 'Schedule a party' });
    await form.getByRole('button', { name: 'Schedule party' }).click();
    await form.getByText('Please give your party a title').waitFor();

    const title = `Beat tape night ${Date.now().toString(36)}`;
    await form.getByLabel('Title').fill(title);
    const tomorrow = new Date(Date.now() + 86_400_000);
    tomorrow.setHours(21, 30, 0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    await form
      .getByLabel('Date and time')
      .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T21:30`);
    await form.getByLabel('Track').click();
    await page.getByRole('option').nth(1).click();
    await screenshot(page, 'parties-schedule-form');
    await form.getByRole('button', { name: 'Schedule party' }).click();
    expect(await toastText(page, 'Party scheduled')).toContain(`${title} is on the calendar.`);

    const created = card(page, title);
    await created.waitFor();
    expect(await created.innerText()).toContain('Hosted by Lo-Fi Ollie');
    expect(await created.getByTestId('party-time').innerText()).toContain('9:30');
    await created.getByRole('link', { name: 'Start party' }).waitFor();
    const saved = (await parties(page, 'upcoming')).find((p) => p.title === title)!;
    expect(new Date(saved.scheduledAt).getTime()).toBe(tomorrow.getTime());
    expect(saved.track).not.toBeNull();
    await screenshot(page, 'parties-scheduled');
  });

  it('posts to the live chat with Enter and another page receives it without reloading', async () => {
    const sender = await newPage(DESKTOP);
    const watcher = await newPage(PHONE);
    await signIn(sender, 'kofi.rhythm');
    await openListening(sender);
    await openListening(watcher);
    const senderChat = sender.getByTestId('live-chat-panel');
    const watcherChat = watcher.getByTestId('live-chat-panel');
    await senderChat.getByTestId('live-chat-message').first().waitFor();
    await watcherChat.getByTestId('live-chat-message').first().waitFor();

    const send = senderChat.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await senderChat.getByRole('textbox', { name: 'Message' }).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    const text = `Who else is here for Lagos Sunrise? ${Date.now().toString(36)}`;
    await senderChat.getByRole('textbox', { name: 'Message' }).fill(text);
    expect(await send.isDisabled()).toBe(false);
    await senderChat.getByRole('textbox', { name: 'Message' }).press('Enter');

    await senderChat.getByTestId('live-chat-message').filter({ hasText: text }).waitFor();
    expect(await senderChat.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    const received = watcherChat.getByTestId('live-chat-message').filter({ hasText: text });
    await received.waitFor({ timeout: 30_000 });
    expect(await received.innerText()).toContain('kofi.rhythm');
    expect(await senderChat.getByTestId('live-chat-message').filter({ hasText: text }).count()).toBe(1);
    await watcherChat.evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
    await screenshot(sender, 'live-chat-sender-desktop');
    await screenshot(watcher, 'live-chat-watcher-phone');
  });

  it('reminds a fan on the listening page when the host starts the party, and Join opens the room', async () => {
    const host = await newPage(DESKTOP);
    const fan = await newPage(PHONE);
    await signIn(host, 'lofi.ollie');
    await signIn(fan, 'mayaverse');
    const party = await scheduleParty(host, 'Rainy Window Study Session');
    const set = await fan.request.post(`/api/parties/${party.id}/reminder`, { data: {} });
    expect(set.status()).toBe(200);
    await openListening(fan);

    const roomId = await startPartyAsHost(host, party.title);
    await expect
      .poll(async () => (await (await host.request.get(`/api/parties/${party.id}`)).json()) as Party)
      .toMatchObject({ isLive: true, roomId });
    expect((await parties(host, 'upcoming')).some((p) => p.id === party.id)).toBe(false);

    expect(await toastText(fan, `${party.title} is starting`)).toContain('Hosted by Lo-Fi Ollie');
    await screenshot(fan, 'party-starting-toast-phone');
    await fan.getByTestId('toast').getByRole('link', { name: 'Join' }).click();
    await fan.waitForURL((url) => url.searchParams.get('room') === roomId);
    await fan.getByTestId('room-view').waitFor();
    expect((await (await fan.request.get('/api/me/reminders/due')).json()).reminders).toEqual([]);
  });

  it('shows a reminder whose party started while the user was away, once, on their next visit', async () => {
    const host = await newPage(DESKTOP);
    const away = await newPage(DESKTOP);
    await signIn(host, 'echoengineer');
    // Nobody else in this file signs in as this user: an open listening page of theirs would take the reminder.
    await signIn(away, 'djnova');
    const party = await scheduleParty(host, 'Mix Clinic: Low End');
    expect((await away.request.post(`/api/parties/${party.id}/reminder`, { data: {} })).status()).toBe(200);
    const roomId = await startPartyAsHost(host, party.title);
    // The room opens before the page tells the server the party started: wait for the party to be live.
    await expect
      .poll(async () => (await (await host.request.get(`/api/parties/${party.id}`)).json()) as Party)
      .toMatchObject({ isLive: true, roomId });

    await openApp(away, '/', { tutorials: 'seen' });
    expect(await toastText(away, `${party.title} is starting`)).toContain('Hosted by Echo');
    await screenshot(away, 'party-starting-toast-after-load');
    await away.reload();
    await away.getByRole('button', { name: 'Enter Platform' }).click();
    await away.getByRole('heading', { level: 1 }).first().waitFor();
    await away.waitForTimeout(1500);
    expect(
      await away
        .getByTestId('toast')
        .filter({ hasText: `${party.title} is starting` })
        .count(),
    ).toBe(0);
  });
});
