import fs from 'node:fs';
import type { OutboxMessage, OutboxPage } from '@common/admin';
import { CAMPAIGN_LINK_PROBLEM } from '@common/campaignHtml';
import {
  MARKETING,
  MARKETING_MESSAGES,
  subscribersCsv,
  type CampaignSummary,
  type SubscriberList,
} from '@common/marketing';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import {
  baseURL,
  DESKTOP,
  openApp,
  PHONE,
  screenshot,
  uniqueUsername,
  useBrowserPages,
} from './support/browser';
import { ADMIN_ACCOUNT } from './support/globalSetup';

const { newPage } = useBrowserPages();

const PASSWORD = 'marketing-pass-1';
const SMALL_PHONE = { width: 360, height: 740 } as const;

interface Account {
  id: number;
  username: string;
  email: string;
  displayName: string;
  /** The account's own API session (signed in). */
  api: APIRequestContext;
}

const sessions: APIRequestContext[] = [];
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.dispose()));
});

async function newSession(): Promise<APIRequestContext> {
  const session = await request.newContext({ baseURL: baseURL() });
  sessions.push(session);
  return session;
}

let adminSession: APIRequestContext | undefined;
/** The administrator's API session (the outbox is theirs to read). */
async function admin(): Promise<APIRequestContext> {
  if (!adminSession) {
    adminSession = await newSession();
    const login = await adminSession.post('/api/login', { data: ADMIN_ACCOUNT });
    expect(login.status(), await login.text()).toBe(200);
  }
  return adminSession;
}

/** Polls the outbox until a message to `to` matches `accept`, and returns it whole. */
async function mailTo(
  to: string,
  accept: (message: OutboxMessage) => boolean,
  what: string,
): Promise<OutboxMessage> {
  const api = await admin();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await api.get(`/api/admin/outbox?q=${encodeURIComponent(to)}`);
    expect(list.status(), await list.text()).toBe(200);
    const { items } = (await list.json()) as OutboxPage;
    for (const item of items.filter((candidate) => candidate.to.includes(to))) {
      const detail = await api.get(`/api/admin/outbox/${item.id}`);
      expect(detail.status(), await detail.text()).toBe(200);
      const message = (await detail.json()) as OutboxMessage;
      if (accept(message)) return message;
    }
    if (Date.now() > deadline) throw new Error(`No ${what} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The path and query of the first link to `pathname` in a message's plain-text part. */
function linkIn(message: OutboxMessage, pathname: string): string {
  const found = new RegExp(`https?://\\S+${pathname}\\?token=[^\\s<>"')\\]]+`).exec(message.text);
  expect(found, message.text).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

/** Registers an account (signed in through its own API session); `verified` confirms its address. */
async function register(
  prefix: string,
  options: { displayName: string; userType?: string; verified?: boolean; location?: string },
): Promise<Account> {
  const username = uniqueUsername(prefix);
  const email = `${username}@example.com`;
  const api = await newSession();
  const response = await api.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      email,
      displayName: options.displayName,
      userType: options.userType ?? 'fan',
      ...(options.location ? { location: options.location } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const account = { id, username, email, displayName: options.displayName, api };
  if (options.verified ?? true) {
    const mail = await mailTo(email, (m) => m.kind === 'verify-email', 'verification mail');
    const token = new URL(`http://x${linkIn(mail, '/verify-email')}`).searchParams.get('token');
    const confirm = await api.post('/api/email-verification/confirm', { data: { token } });
    expect(confirm.status(), await confirm.text()).toBe(200);
  }
  return account;
}

/** The fan asks to get the artist's email (the same call the consent box makes). */
async function consent(fan: Account, artist: Account, value = true): Promise<void> {
  const response = await fan.api.put(`/api/users/${artist.id}/email-consent`, { data: { consent: value } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ consent: value });
}

async function subscribersOf(account: Account): Promise<SubscriberList> {
  const response = await account.api.get('/api/marketing/emails');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SubscriberList;
}

async function campaignsOf(account: Account): Promise<CampaignSummary[]> {
  const response = await account.api.get('/api/marketing/campaigns');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { campaigns: CampaignSummary[] }).campaigns;
}

/** A browser page signed in as the account (its own cookies, the tutorials already seen). */
async function pageAs(account: Account, viewport: { width: number; height: number } = DESKTOP) {
  const page = await newPage(viewport);
  const login = await page.request.post('/api/login', {
    data: { username: account.username, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

async function openMarketing(page: Page): Promise<void> {
  await openApp(page, '/email-marketing', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'Email Marketing', level: 1 }).waitFor();
}

/** Waits for a toast showing this title and this text. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).filter({ hasText: description });
  await toast.first().waitFor();
}

/** Closes the toasts on screen (a toast stays until its time is up). */
async function closeToasts(page: Page): Promise<void> {
  const close = page.getByTestId('toast').getByRole('button', { name: 'Close notification' });
  for (const button of await close.all()) await button.click();
  await page.getByTestId('toast').first().waitFor({ state: 'detached' });
}

const subjectField = (page: Page) => page.getByLabel('Subject Line', { exact: true });
/** Email Content: the visual editor, or the HTML text area when the HTML switch is on. */
const contentField = (page: Page) => page.getByLabel('Email Content', { exact: true });
const htmlSwitch = (page: Page) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'HTML' });
/** Turns the HTML switch on (if it is not) and returns the source text area. */
async function htmlSource(page: Page) {
  if ((await htmlSwitch(page).getAttribute('aria-pressed')) !== 'true') await htmlSwitch(page).click();
  await page.locator('textarea#campaign-content').waitFor();
  return contentField(page);
}
const sendButton = (page: Page) => page.getByRole('button', { name: /^Send to \d+ Subscribers?$/ });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export CSV' });
const subscriberList = (page: Page) => page.getByTestId('subscriber-list');

/** Whether the document scrolls sideways (something wider than the screen). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** An artist with three verified fans who asked for their email, and two people who must not be reached. */
async function artistWithFans() {
  const artist = await register('mkartist', { displayName: 'Maya Rivers', userType: 'artist' });
  const fans: [Account, Account, Account] = [
    await register('mkfanq', { displayName: 'Doe, "Jay" Jr.' }),
    await register('mkfanx', { displayName: '' }),
    await register('mkfanz', { displayName: 'Zoë Quinn' }),
  ];
  for (const fan of fans) await consent(fan, artist);
  // Opted in but never verified: no mail. Verified but never opted in: not in the audience.
  const unverified = await register('mkunver', { displayName: 'Not Verified', verified: false });
  await consent(unverified, artist);
  const bystander = await register('mkother', { displayName: 'Only A Follower' });
  const follow = await bystander.api.post(`/api/users/${artist.id}/follow`, { data: {} });
  expect(follow.status(), await follow.text()).toBe(200);
  return { artist, fans, unverified, bystander };
}

describe('Email Marketing (/email-marketing)', () => {
  it('sends visitors to /auth', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/email-marketing', { tutorials: 'seen' });
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it("takes an artist from the dashboard's card to a sent campaign: list, toasts, preview, test, history, CSV", async () => {
    const { artist, fans, unverified, bystander } = await artistWithFans();
    const page = await pageAs(artist);

    // The dashboard's Marketing Tools card leads to the page.
    await openApp(page, '/dashboard', { tutorials: 'seen' });
    const card = page.getByRole('region', { name: 'Marketing Tools' });
    await card.getByRole('link', { name: /Email Marketing/ }).click();
    await page.waitForURL((url) => url.pathname === '/email-marketing');
    await page.getByRole('heading', { name: 'Email Marketing', level: 1 }).waitFor();
    await page.getByText("Emails are sent by Panda Nation's mail service").waitFor();

    // The three fans who asked, no one else; an empty display name shows as 'User {id}'.
    await subscriberList(page).waitFor();
    expect(await page.getByTestId('subscriber-count').innerText()).toBe('3');
    const rows = subscriberList(page).getByRole('listitem');
    expect(await rows.count()).toBe(3);
    const listed = await subscriberList(page).innerText();
    for (const name of ['Doe, "Jay" Jr.', `User ${fans[1].id}`, 'Zoë Quinn']) expect(listed).toContain(name);
    for (const fan of fans) expect(listed).toContain(fan.email);
    for (const outsider of [unverified, bystander, artist]) expect(listed).not.toContain(outsider.email);
    expect(await subscriberList(page).evaluate((list) => parseFloat(getComputedStyle(list).maxHeight))).toBe(
      MARKETING.listMaxHeight,
    );
    await expectAccessible(page, '/email-marketing with subscribers');
    await screenshot(page, 'marketing-desktop');
    // Those who write HTML themselves switch to the source: the 12-row text area.
    expect(await (await htmlSource(page)).getAttribute('rows')).toBe(String(MARKETING.contentRows));

    // The validation toasts, in order; nothing is sent.
    await expect.poll(() => sendButton(page).innerText()).toBe('Send to 3 Subscribers');
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.missingSubjectTitle, MARKETING_MESSAGES.missingSubject);
    await subjectField(page).fill('   ');
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.missingSubjectTitle, MARKETING_MESSAGES.missingSubject);
    const subject = `Night Drive remix out Friday ${artist.username}`;
    await subjectField(page).fill(subject);
    await contentField(page).fill('  \n ');
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.missingContentTitle, MARKETING_MESSAGES.missingContent);
    expect(await campaignsOf(artist)).toEqual([]);

    await closeToasts(page);

    // The preview shows the email as fans get it: the content, cleaned, with the footer's unsubscribe link.
    await contentField(page).fill(
      '<h1>Night Drive (remix)</h1><p>Out Friday on Panda Nation.</p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)">',
    );
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.waitFor();
    await preview.getByText(subject).waitFor();
    const frame = page.frameLocator('[data-testid="campaign-preview"] iframe');
    await frame.getByText('Out Friday on Panda Nation.', { exact: true }).waitFor();
    await frame
      .getByRole('link', { name: /unsubscribe/i })
      .first()
      .waitFor();
    expect(await page.locator('[data-testid="campaign-preview"] iframe').getAttribute('sandbox')).toBe('');
    const previewHtml = await page.locator('[data-testid="campaign-preview"] iframe').getAttribute('srcdoc');
    expect(previewHtml).not.toContain('<script');
    expect(previewHtml).not.toContain('onerror');
    await expectAccessible(page, 'campaign preview');
    await screenshot(page, 'marketing-preview-desktop');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // A test copy goes to the artist's own verified address.
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await page.getByTestId('toast').filter({ hasText: MARKETING_MESSAGES.testSentTitle }).waitFor();
    await mailTo(artist.email, (m) => m.subject.includes(subject), 'test copy');

    // Sending: the toast, cleared fields, and the campaign in the history.
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.sentTitle, MARKETING_MESSAGES.sent(3));
    await expect.poll(() => subjectField(page).inputValue()).toBe('');
    expect(await contentField(page).inputValue()).toBe('');
    const history = page.getByRole('region', { name: 'Campaign history' });
    const row = history.getByTestId('campaign-row').filter({ hasText: subject });
    await row.waitFor();
    expect(await history.getByTestId('campaign-row').count()).toBe(1);
    // The history follows the delivery until every fan has it.
    await expect
      .poll(async () => (await row.innerText()).replace(/\s+/g, ' '), { timeout: 30_000 })
      .toMatch(/Recipients 3 Queued 0 Sent 3 Failed 0 Skipped 0 Unsubscribed 0/);
    await row.getByText('Sent', { exact: true }).first().waitFor();
    await screenshot(page, 'marketing-sent-desktop');
    for (const fan of fans) await mailTo(fan.email, (m) => m.subject === subject, 'campaign');

    // Export CSV: the file the browser saves, with names that hold commas and quotes kept whole.
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
    expect(download.suggestedFilename()).toBe(MARKETING.csvFileName);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toBe(subscribersCsv((await subscribersOf(artist)).emailList));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Email,Display Name,User Type,Kind');
    expect(lines).toContain(`${fans[0].id},${fans[0].email},"Doe, ""Jay"" Jr.",fan,Account`);
    expect(lines).toContain(`${fans[1].id},${fans[1].email},,fan,Account`);
    expect(lines).toContain(`${fans[2].id},${fans[2].email},Zoë Quinn,fan,Account`);
    expect(lines).toHaveLength(4);
    await expectToast(page, MARKETING_MESSAGES.csvTitle, MARKETING_MESSAGES.csv);
  });

  it("shows the server's reason when a campaign is refused: the daily limit", async () => {
    const artist = await register('mklimit', { displayName: 'Limit Tester', userType: 'artist' });
    const fan = await register('mklimfan', { displayName: 'Limit Fan' });
    await consent(fan, artist);
    for (let n = 1; n <= MARKETING.campaignsPerDay; n += 1) {
      const sent = await artist.api.post('/api/marketing/send-campaign', {
        data: { subject: `Update ${n}`, htmlContent: `<p>Update number ${n}</p>` },
      });
      expect(sent.status(), await sent.text()).toBe(202);
    }
    const page = await pageAs(artist);
    await openMarketing(page);
    await subjectField(page).fill('One too many');
    await contentField(page).fill('This one stays here.');
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.sendFailedTitle, MARKETING_MESSAGES.tooManyCampaigns);
    // Nothing is lost: the draft stays for tomorrow.
    expect(await subjectField(page).inputValue()).toBe('One too many');
    expect(await page.getByTestId('campaign-row').count()).toBe(MARKETING.campaignsPerDay);
  });

  it('says when there is no one to write to, how fans join, and keeps Send and Export CSV off', async () => {
    const artist = await register('mkempty', { displayName: 'New Artist', userType: 'artist' });
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(artist, viewport);
      await openMarketing(page);
      await page.getByText(MARKETING_MESSAGES.empty).waitFor();
      expect(await page.getByTestId('subscriber-count').innerText()).toBe('0');
      expect(await sendButton(page).isDisabled()).toBe(true);
      expect(await exportButton(page).isDisabled()).toBe(true);
      await page.getByText('No campaigns yet.').waitFor();
      // How fans get on the list: the box beside Follow on the artist's own page, one click away.
      const how = page.getByRole('region', { name: 'Subscribers' });
      const explained = (await how.innerText()).replace(/\s+/g, ' ');
      expect(explained).toContain(
        `Fans join your list by ticking ‘${MARKETING_MESSAGES.consentLabel('New Artist')}’ beside Follow on your artist page.`,
      );
      const link = how.getByRole('link', { name: 'Open your artist page' });
      expect(await link.getAttribute('href')).toBe(`/artists/${artist.id}`);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, `/email-marketing empty at ${viewport.width} px`);
      await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, `marketing-empty-${viewport === DESKTOP ? 'desktop' : 'phone'}`);
      if (viewport === PHONE) {
        await link.click();
        await page.waitForURL((url) => url.pathname === `/artists/${artist.id}`);
        await page.getByRole('heading', { name: 'New Artist', level: 1 }).waitFor();
      }
    }
  });

  it('lists a newsletter subscriber without an account as itself, with an ID of its own in the CSV', async () => {
    // A confirmed newsletter subscription made without an account (the Home card, double opt-in).
    const address = `${uniqueUsername('mkreader')}@example.com`;
    const visitor = await newSession();
    const subscribed = await visitor.post('/api/newsletter/subscribe', {
      data: { email: address, source: 'home' },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(202);
    const confirmation = await mailTo(address, (m) => m.kind === 'newsletter-confirm', 'confirmation');
    const token = new URL(`http://x${linkIn(confirmation, '/newsletter/confirm')}`).searchParams.get('token');
    const confirmed = await visitor.post('/api/newsletter/confirm', { data: { token } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const page = await newPage(DESKTOP);
    const login = await page.request.post('/api/login', { data: ADMIN_ACCOUNT });
    expect(login.status(), await login.text()).toBe(200);
    const { emailList } = (await (await page.request.get('/api/marketing/emails')).json()) as SubscriberList;
    const reader = emailList.find((s) => s.email === address);
    expect(reader).toMatchObject({ kind: 'newsletter', userType: 'newsletter', displayName: '' });

    await openMarketing(page);
    const row = subscriberList(page).getByRole('listitem').filter({ hasText: address });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(address);
    expect(text).toContain('Newsletter only, no account');
    expect(text).not.toContain(`User ${reader!.id}`);
    await expectAccessible(page, '/email-marketing, platform list');
    await screenshot(page, 'marketing-platform-newsletter-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Email,Display Name,User Type,Kind');
    expect(lines).toContain(`newsletter-${reader!.id},${address},,newsletter,Newsletter only`);
    expect(lines.filter((line) => line.startsWith(`${reader!.id},`)).join()).not.toContain(address);

    await page.setViewportSize(PHONE);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'marketing-platform-newsletter-phone');
  });

  it('starts a campaign from a template, asking before it replaces a draft', async () => {
    const artist = await register('mktempl', { displayName: 'Maya & The Tides', userType: 'artist' });
    const fan = await register('mktfan', { displayName: 'Template Fan' });
    await consent(fan, artist);
    const page = await pageAs(artist);
    await openMarketing(page);
    const templates = page.getByRole('group', { name: 'Start from a template' });
    for (const label of ['New release', 'Show announcement', 'Thank-you']) {
      await templates.getByRole('button', { name: label }).waitFor();
    }

    await templates.getByRole('button', { name: 'New release' }).click();
    expect(await subjectField(page).inputValue()).toBe('[Title] is out now');
    expect(await subjectField(page).evaluate((field) => field === document.activeElement)).toBe(true);
    // The visual editor shows the template; the HTML switch shows its source.
    await contentField(page).getByRole('heading', { name: '[Title] is out now', level: 1 }).waitFor();
    await contentField(page).getByRole('link', { name: 'Listen on Panda Nation' }).waitFor();
    const release = await (await htmlSource(page)).inputValue();
    expect(release).toContain('<h1>[Title] is out now</h1>');
    expect(release).toContain(`<a href="/artists/${artist.id}">Listen on Panda Nation</a>`);
    expect(release).toContain('Thank you for listening,<br>Maya &amp; The Tides');

    // Over a draft, a template asks first.
    await subjectField(page).fill('My own words');
    await templates.getByRole('button', { name: 'Thank-you' }).click();
    const ask = page.getByRole('dialog', { name: 'Replace your draft?' });
    await ask.waitFor();
    await expectAccessible(page, 'replace the draft with a template');
    await ask.getByRole('button', { name: 'Keep my draft' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await subjectField(page).inputValue()).toBe('My own words');
    await templates.getByRole('button', { name: 'Thank-you' }).click();
    await ask.getByRole('button', { name: 'Replace' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await subjectField(page).inputValue()).toBe('Thank you');
    expect(await contentField(page).inputValue()).toContain('<h1>Thank you</h1>');
    await expect
      .poll(() => subjectField(page).evaluate((field) => field === document.activeElement))
      .toBe(true);
    await expectAccessible(page, '/email-marketing with a template');
    await templates.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-template-desktop');

    // The preview is the sanitised email: the template whole, its link made absolute.
    await page.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('[data-testid="campaign-preview"] iframe');
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    const link = frame.getByRole('link', { name: 'See what is new on my page' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https?:\/\//);
    expect(new URL(href).pathname).toBe(`/artists/${artist.id}`);

    // At desktop width, then at a phone's.
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    const widths = dialog.getByRole('group', { name: 'Preview width' });
    const frameWidth = () =>
      page
        .locator('[data-testid="campaign-preview"] iframe')
        .evaluate((f) => f.getBoundingClientRect().width);
    expect(await widths.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    expect(await frameWidth()).toBeGreaterThan(600);
    await widths.getByRole('button', { name: 'Phone' }).click();
    expect(await widths.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    // Polled: the new width is laid out with the next render.
    await expect.poll(frameWidth).toBe(375);
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    await expectAccessible(page, 'campaign preview at phone width');
    await screenshot(page, 'marketing-preview-phone-width-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await templates.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'marketing-template-phone');
    // On a phone the preview takes the screen's width, whichever is chosen.
    await page.getByRole('button', { name: 'Preview' }).click();
    await frame.getByRole('heading', { name: 'Thank you' }).waitFor();
    await widths.getByRole('button', { name: 'Phone' }).click();
    expect(await frameWidth()).toBeLessThanOrEqual(PHONE.width - 32);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await screenshot(page, 'marketing-preview-phone');
  });

  it('writes a campaign in the visual editor: a bold word, a link, the preview and the email hold them', async () => {
    const artist = await register('mkedit', { displayName: 'Editor Artist', userType: 'artist' });
    const fan = await register('mkefan', { displayName: 'Reading Fan' });
    await consent(fan, artist);
    const page = await pageAs(artist);
    await openMarketing(page);
    const subject = `Night Drive out now ${artist.username}`;
    await subjectField(page).fill(subject);

    const editor = contentField(page);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    expect(await editor.getAttribute('contenteditable')).toBe('true');
    expect(await bold.getAttribute('aria-pressed')).toBe('false');
    await editor.click();
    await page.keyboard.type('Night Drive is out now.');
    // Selects 'Drive' (11 characters back from the end, 5 of them) and makes it bold with the toolbar.
    for (let i = 0; i < ' is out now.'.length; i += 1) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 'Drive'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await editor.locator('strong', { hasText: 'Drive' }).waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('false');

    // A link: Ctrl+K asks for the address; javascript: is refused beside the field.
    await page.keyboard.type(' Listen here');
    for (let i = 0; i < 'here'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Control+k');
    const linkDialog = page.getByRole('dialog', { name: 'Add link' });
    await linkDialog.waitFor();
    const address = linkDialog.getByLabel('Link address');
    await address.fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await linkDialog.getByText(CAMPAIGN_LINK_PROBLEM).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the link dialog with an address refused');
    await screenshot(page, 'marketing-editor-link-desktop');
    await address.fill('https://example.com/night-drive');
    await address.press('Enter');
    await linkDialog.waitFor({ state: 'detached' });
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    const link = editor.getByRole('link', { name: 'here' });
    expect(await link.getAttribute('href')).toBe('https://example.com/night-drive');
    expect(await toolbar.getByRole('button', { name: 'Link' }).getAttribute('aria-pressed')).toBe('true');
    // The focus is back in the text; Ctrl+I makes the next words italic.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('See you soon');
    await editor.locator('em', { hasText: 'See you soon' }).waitFor();
    await expectAccessible(page, 'compose in the visual editor');
    await editor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-editor-desktop');

    // The HTML switch shows what is sent, and back.
    const source = await htmlSource(page);
    const html = await source.inputValue();
    expect(html).toBe(
      '<p>Night <strong>Drive</strong> is out now. Listen <a href="https://example.com/night-drive">here</a></p>' +
        '<p><em>See you soon</em></p>',
    );
    await htmlSwitch(page).click();
    await editor.locator('strong', { hasText: 'Drive' }).waitFor();

    // The preview shows the bold word and the link.
    await page.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('[data-testid="campaign-preview"] iframe');
    await frame.locator('strong', { hasText: 'Drive' }).waitFor();
    expect(await frame.getByRole('link', { name: 'here' }).getAttribute('href')).toBe(
      'https://example.com/night-drive',
    );
    await screenshot(page, 'marketing-editor-preview-desktop');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Preview' }).waitFor({ state: 'detached' });

    // Sent: the fan's email holds the same <strong> and link.
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.sentTitle, MARKETING_MESSAGES.sent(1));
    await expect.poll(async () => (await editor.innerText()).trim()).toBe('');
    const mail = await mailTo(fan.email, (m) => m.subject === subject, 'campaign');
    expect(mail.html).toContain('<strong>Drive</strong>');
    expect(mail.html).toContain('<a href="https://example.com/night-drive"');
    expect(mail.html).toContain('<em>See you soon</em>');
    expect(mail.text).toContain('https://example.com/night-drive');

    // On a phone the toolbar wraps and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await editor.click();
    await page.keyboard.type('Second draft');
    await toolbar.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the visual editor at phone width');
    await screenshot(page, 'marketing-editor-phone');
  });

  it('schedules a campaign for later and cancels it before it goes', async () => {
    const artist = await register('mksched', { displayName: 'Later Artist', userType: 'artist' });
    const fan = await register('mksfan', { displayName: 'Patient Fan' });
    await consent(fan, artist);
    const page = await pageAs(artist);
    await openMarketing(page);
    await subjectField(page).fill('Tour dates next month');
    await contentField(page).fill('Tickets open soon.');
    await page.getByRole('checkbox', { name: 'Send later' }).click();
    const when = page.getByLabel('Send on', { exact: true });
    await when.waitFor();
    const schedule = page.getByRole('button', { name: 'Schedule for 1 Subscriber' });

    // A time already gone is refused beside the field; nothing is queued.
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (d: Date) =>
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    await when.fill(local(new Date(Date.now() - 3600_000)));
    await schedule.click();
    await page.getByText(MARKETING_MESSAGES.scheduleInPast).waitFor();
    expect(await when.getAttribute('aria-invalid')).toBe('true');
    expect(await campaignsOf(artist)).toEqual([]);

    const sendAt = new Date(Date.now() + 3 * 24 * 3600_000);
    sendAt.setSeconds(0, 0);
    await when.fill(local(sendAt));
    await expectAccessible(page, 'compose with Send later');
    await when.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-schedule-desktop');
    await schedule.click();
    await page
      .getByTestId('toast')
      .filter({ hasText: MARKETING_MESSAGES.scheduledTitle })
      .filter({ hasText: 'It goes to 1 subscriber on' })
      .waitFor();
    await expect.poll(() => subjectField(page).inputValue()).toBe('');
    const [scheduled] = await campaignsOf(artist);
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      scheduledFor: sendAt.toISOString(),
      recipients: 1,
    });

    const row = page.getByTestId('campaign-row').filter({ hasText: 'Tour dates next month' });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    expect(await row.locator('time').nth(1).getAttribute('datetime')).toBe(sendAt.toISOString());
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectAccessible(page, 'history with a scheduled campaign');
    await screenshot(page, 'marketing-scheduled-history-desktop');
    await row.getByRole('button', { name: 'Cancel “Tour dates next month”' }).click();
    await page.getByTestId('toast').filter({ hasText: MARKETING_MESSAGES.cancelledTitle }).waitFor();
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    expect((await campaignsOf(artist))[0]).toMatchObject({ status: 'cancelled', queued: 0, sent: 0 });

    await page.setViewportSize(PHONE);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'marketing-cancelled-history-phone');
    await page.getByRole('checkbox', { name: 'Send later' }).click();
    await when.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'marketing-schedule-phone');
  });

  it('sends to the fans of a location or a fan level only, counting them as they are chosen', async () => {
    const artist = await register('mkseg', { displayName: 'Segment Artist', userType: 'artist' });
    const atlanta = await register('mksatl', { displayName: 'Atlanta Fan', location: 'Atlanta, GA' });
    const lagos = await register('mkslag', { displayName: 'Lagos Fan', location: 'Lagos, Nigeria' });
    for (const fan of [atlanta, lagos]) await consent(fan, artist);
    const page = await pageAs(artist);
    await openMarketing(page);
    const who = page.getByRole('group', { name: 'Who gets it' });
    const count = page.getByTestId('segment-count');
    await expect.poll(() => count.innerText()).toBe('Everyone: 2 subscribers');
    await expect.poll(() => sendButton(page).innerText()).toBe('Send to 2 Subscribers');

    await who.getByLabel('Location contains').fill('lagos');
    await expect.poll(() => count.innerText()).toBe('1 of 2 subscribers match');
    expect(await sendButton(page).innerText()).toBe('Send to 1 Subscriber');
    // Both fans are new (Bronze): choosing Gold leaves no one, and Send is off.
    const gold = who.getByRole('button', { name: 'Gold' });
    await gold.click();
    expect(await gold.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => count.innerText()).toBe('0 of 2 subscribers match');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await gold.click();
    await who.getByRole('button', { name: 'Bronze' }).click();
    await expect.poll(() => count.innerText()).toBe('1 of 2 subscribers match');
    await expectAccessible(page, 'compose with a segment');
    await who.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-segment-desktop');

    await subjectField(page).fill('Lagos, this one is for you');
    await contentField(page).fill('See you at the show.');
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.sentTitle, MARKETING_MESSAGES.sent(1));
    await expect.poll(() => count.innerText()).toBe('Everyone: 2 subscribers');
    expect((await campaignsOf(artist))[0]).toMatchObject({ recipients: 1 });
    await mailTo(lagos.email, (m) => m.subject === 'Lagos, this one is for you', 'campaign');
    const outbox = await (await admin()).get(`/api/admin/outbox?q=${encodeURIComponent(atlanta.email)}`);
    const { items } = (await outbox.json()) as OutboxPage;
    expect(items.filter((item) => item.kind === 'campaign')).toEqual([]);

    await page.setViewportSize(PHONE);
    await who.getByLabel('Location contains').fill('atlanta');
    await who.evaluate((group) => group.scrollIntoView({ block: 'center' }));
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'marketing-segment-phone');
  });

  it('works on a 360 px phone', async () => {
    const artist = await register('mkphone', { displayName: 'Phone Artist', userType: 'artist' });
    const fan = await register('mkphfan', { displayName: 'Phone Fan' });
    await consent(fan, artist);
    const page = await pageAs(artist, SMALL_PHONE);
    await openMarketing(page);
    await subscriberList(page).getByText('Phone Fan').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await subjectField(page).fill('From my phone');
    await contentField(page).fill('Small screens, big news.');
    await sendButton(page).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-phone');
    await sendButton(page).click();
    await expectToast(page, MARKETING_MESSAGES.sentTitle, MARKETING_MESSAGES.sent(1));
    await page.getByTestId('campaign-row').filter({ hasText: 'From my phone' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, '/email-marketing 360 px');
    await page
      .getByTestId('campaign-row')
      .first()
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'marketing-phone-history');
  });
});

describe('consent: a fan chooses to get an artist’s email', () => {
  it("puts a fan who follows with the box ticked on the artist's list, and takes them off when cleared", async () => {
    const artist = await register('mkcart', { displayName: 'Consent Artist', userType: 'artist' });
    const fan = await register('mkcfan', { displayName: 'Box Ticker' });
    const page = await pageAs(fan);
    await openApp(page, `/artists/${artist.id}`, { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Consent Artist', level: 1 }).waitFor();

    const box = page.getByRole('checkbox', { name: MARKETING_MESSAGES.consentLabel('Consent Artist') });
    await box.waitFor();
    expect(await box.getAttribute('aria-checked')).toBe('false');
    await expectAccessible(page, 'artist page with the email box');
    await box.click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await screenshot(page, 'marketing-consent-artist-page');

    // The artist sees the fan in their list.
    const artistPage = await pageAs(artist);
    await openMarketing(artistPage);
    await subscriberList(artistPage).getByText('Box Ticker').waitFor();
    expect(await artistPage.getByTestId('subscriber-count').innerText()).toBe('1');

    // A reload keeps the choice; clearing the box takes the fan off the list.
    await page.reload();
    await page.getByRole('button', { name: 'Enter Platform' }).click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await box.click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('false');
    expect((await subscribersOf(artist)).emailList.map((s) => s.email)).not.toContain(fan.email);
  });

  it('offers the box in the Premium Fan dialog too', async () => {
    const artist = await register('mkpart', { displayName: 'Premium Artist', userType: 'artist' });
    const fan = await register('mkpfan', { displayName: 'Premium Hopeful' });
    const page = await pageAs(fan, PHONE);
    await openApp(page, `/artists/${artist.id}`, { tutorials: 'seen' });
    await page.getByTestId('subscribe-artist').click();
    const dialog = page.getByTestId('subscribe-dialog');
    await dialog.waitFor();
    const box = dialog.getByRole('checkbox', { name: MARKETING_MESSAGES.consentLabel('Premium Artist') });
    await box.click();
    await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page, 'subscribe dialog with the email box');
    await screenshot(page, 'marketing-consent-subscribe-phone');
    expect((await subscribersOf(artist)).emailList.map((s) => s.email)).toContain(fan.email);
  });
});

describe('unsubscribe (/unsubscribe?token=)', () => {
  it('leaves the list from the link in a campaign email, signed out, and the history counts it', async () => {
    const artist = await register('mkuart', { displayName: 'Leaving Artist', userType: 'artist' });
    const stays = await register('mkustay', { displayName: 'Staying Fan' });
    const leaves = await register('mkuleave', { displayName: 'Leaving Fan' });
    await consent(stays, artist);
    await consent(leaves, artist);
    const subject = `Tour dates ${artist.username}`;
    const sent = await artist.api.post('/api/marketing/send-campaign', {
      data: { subject, htmlContent: '<p>See you on the road.</p>' },
    });
    expect(sent.status(), await sent.text()).toBe(202);

    const mail = await mailTo(leaves.email, (m) => m.subject === subject, 'campaign');
    const link = linkIn(mail, '/unsubscribe');

    // A person who is not signed in opens the link from the email.
    const page = await newPage(PHONE);
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Unsubscribe', level: 1 }).waitFor();
    await page.getByText(leaves.email).waitFor();
    await expectAccessible(page, '/unsubscribe with a token');
    await screenshot(page, 'unsubscribe-phone');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(MARKETING_MESSAGES.unsubscribed).waitFor();
    await expectAccessible(page, '/unsubscribe done');

    const emails = (await subscribersOf(artist)).emailList.map((s) => s.email);
    expect(emails).toContain(stays.email);
    expect(emails).not.toContain(leaves.email);
    await expect
      .poll(async () => (await campaignsOf(artist)).find((c) => c.subject === subject)?.unsubscribed)
      .toBe(1);

    // Opening the link again is harmless: it says so.
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByText(MARKETING_MESSAGES.unsubscribed).waitFor();
  });

  it('says when a link is not valid', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/unsubscribe?token=not-a-real-token', { tutorials: 'seen' });
    await page.getByText(MARKETING_MESSAGES.unsubscribeInvalid).waitFor();
    await openApp(page, '/unsubscribe', { tutorials: 'seen' });
    await page.getByText(MARKETING_MESSAGES.unsubscribeInvalid).waitFor();
    await expectAccessible(page, '/unsubscribe without a valid token');
  });
});
