import { ADMIN_MESSAGES, type ContactMessagesPage, type OutboxPage } from '@common/admin';
import type { PublicUser } from '@common/auth';
import { contactPayload } from '@common/contact';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';
import { ADMIN_ACCOUNT } from './support/globalSetup';
import {
  HOME_TUTORIAL_SEEN_KEY,
  TUTORIAL_PAGE_KEYS,
  TUTORIAL_STATE_KEY,
} from '../client/src/features/tutorial/storageKeys';

const PASSWORD = 'secret-123';
const VERIFY_SUBJECT = 'Confirm your email address';

const { newPage } = useBrowserPages();

interface Fan {
  username: string;
  email: string;
  subject: string;
}

/** Waits until the page shows the given path. */
async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
}

/** Waits for a toast containing this text and returns the toast's text. */
async function toastText(page: Page, text: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

/**
 * A regular user registers with an email address (which queues a verification email) and sends a
 * message through the contact form's API; the page's context keeps their session.
 */
async function registerFanWithMessage(page: Page): Promise<Fan> {
  const username = uniqueUsername('fan');
  const email = `${username}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email, displayName: 'Journey Fan' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect(((await registered.json()) as PublicUser).role).toBe('user');
  const subject = `Party booking for ${username}`;
  const sent = await page.request.post('/api/contact', {
    data: contactPayload({
      name: 'Journey Fan',
      email,
      subject,
      message: 'Can my label host a listening party next month?\nThanks!',
    }),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { username, email, subject };
}

/**
 * Marks the tutorials seen in this origin's storage, once. (openApp's `tutorials: 'seen'` does it with an
 * init script that runs in every frame, and throws in the sandboxed frame of an opened message.)
 */
async function rememberTutorialsSeen(page: Page): Promise<void> {
  await page.evaluate(
    ([homeKey, stateKey, pages]) => {
      window.localStorage.setItem(homeKey, 'true');
      window.localStorage.setItem(stateKey, JSON.stringify({ completedTutorials: pages }));
    },
    [HOME_TUTORIAL_SEEN_KEY, TUTORIAL_STATE_KEY, [...TUTORIAL_PAGE_KEYS]] as const,
  );
}

/** Signs in as the journeys' administrator with the Login form of /auth. */
async function signInAsAdmin(page: Page): Promise<void> {
  await openApp(page, '/auth');
  await rememberTutorialsSeen(page);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN_ACCOUNT.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_ACCOUNT.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
}

/** Waits until the outbox has sent the fan's verification email (the job runner sends it in the background). */
async function waitForVerificationSent(page: Page, fan: Fan): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/admin/outbox?q=${encodeURIComponent(fan.email)}`);
        const { items } = (await response.json()) as OutboxPage;
        return items.find((item) => item.subject === VERIFY_SUBJECT)?.status;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe('sent');
}

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Administration' });
}

/** Follows a section link of the admin navigation and waits for its heading. */
async function openSection(page: Page, label: 'Outbox' | 'Messages' | 'Users'): Promise<void> {
  await adminNav(page)
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await waitForPath(page, `/admin/${label.toLowerCase()}`);
  await page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor();
  expect(
    await adminNav(page)
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .getAttribute('aria-current'),
  ).toBe('page');
}

/** Types a search and waits for the address to carry it. */
async function search(page: Page, box: string, q: string): Promise<void> {
  await page.getByRole('searchbox', { name: box }).fill(q);
  await page.waitForURL((url) => url.searchParams.get('q') === q, { timeout: 30_000 });
}

/** The page is no wider than the screen (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.content, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
}

describe('administration (/admin)', () => {
  it('shows the outbox and a message, answers a contact message and changes a role', async () => {
    const fanPage = await newPage(DESKTOP);
    const fan = await registerFanWithMessage(fanPage);

    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await waitForVerificationSent(page, fan);

    // /admin opens the Outbox, which says where mail goes.
    await openApp(page, '/admin');
    await waitForPath(page, '/admin/outbox');
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Outbox', exact: true }).waitFor();
    expect(
      await adminNav(page)
        .getByRole('link', { name: /^Outbox/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const transport = await page.getByTestId('mail-transport').innerText();
    expect(transport).toContain('Transport: outbox.');
    expect(transport).toContain('DATA_DIR/mail');
    await page.getByTestId('outbox-row').first().waitFor();
    await screenshot(page, 'admin-outbox-desktop');
    await expectAccessible(page, '/admin/outbox desktop');

    // The verification email to the new user is in the list.
    await search(page, 'Search the outbox', fan.email);
    await expect.poll(() => page.getByTestId('outbox-row').count(), { timeout: 30_000 }).toBe(1);
    const row = page.getByTestId('outbox-row').filter({ hasText: VERIFY_SUBJECT });
    const rowText = await row.innerText();
    expect(rowText).toContain(fan.email);
    expect(rowText).toContain('verify-email');
    expect(await row.getByTestId('mail-status').innerText()).toMatch(/sent/i);

    // Opening it shows the headers, the plain-text part and the HTML part in a sandboxed frame.
    const subjectButton = row.getByRole('button', { name: VERIFY_SUBJECT });
    await subjectButton.click();
    const dialog = page.getByRole('dialog', { name: VERIFY_SUBJECT });
    await dialog.waitFor();
    const text = page.getByTestId('outbox-text');
    await text.waitFor();
    expect(await text.innerText()).toContain('/verify-email?token=');
    const headers = (await dialog.locator('dl').textContent()) ?? '';
    for (const header of ['From', 'To', 'Reply-To', 'Subject']) expect(headers).toContain(header);
    expect(headers).toContain(fan.email);
    const frame = dialog.locator('iframe');
    // No scripts, no same origin, no forms; links may open a new tab.
    expect((await frame.getAttribute('sandbox'))?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect(await frame.getAttribute('title')).toBe(`HTML part of “${VERIFY_SUBJECT}”`);
    const mail = dialog.frameLocator('iframe');
    await mail.getByRole('heading', { name: VERIFY_SUBJECT }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-outbox-message-desktop');
    await expectAccessible(page, 'outbox message desktop');

    // The mail's link opens in a new tab, outside the frame's sandbox. (The tab is answered here, so the
    // fan's address is not confirmed by the administrator looking at it.)
    await page.context().route(
      (url) => url.pathname === '/verify-email',
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Opened</title>' }),
    );
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      mail.getByRole('link', { name: 'Confirm my address' }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/verify-email');
    expect(new URL(tab.url()).searchParams.get('token')).toBeTruthy();
    // A tab still in the sandbox would have an opaque origin, whose storage throws.
    expect(await tab.evaluate(() => window.localStorage.length >= 0)).toBe(true);
    await tab.close();
    await page.context().unrouteAll({ behavior: 'wait' });
    expect(await dialog.isVisible()).toBe(true);
    // The click left the focus in the frame, whose keys stay in the frame: back to the dialog to close it.
    await dialog.focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => subjectButton.evaluate((element) => element === document.activeElement))
      .toBe(true);

    // Messages: the new message is unanswered, with a reply link; marking it answered updates the count.
    await openSection(page, 'Messages');
    const card = page.getByTestId('contact-message').filter({ hasText: fan.subject });
    await card.waitFor();
    const before = (await (await page.request.get('/api/admin/messages')).json()) as ContactMessagesPage;
    expect(before.unanswered).toBeGreaterThanOrEqual(1);
    await page.getByTestId('unanswered-count').getByText(`${before.unanswered} unanswered.`).waitFor();
    await card.getByText('Unanswered', { exact: true }).waitFor();
    expect(await card.innerText()).toContain('Can my label host a listening party next month?');
    expect(await card.getByRole('link', { name: fan.email }).getAttribute('href')).toBe(
      `mailto:${fan.email}`,
    );
    expect(await card.getByRole('link', { name: /^Reply/ }).getAttribute('href')).toBe(
      `mailto:${fan.email}?subject=${encodeURIComponent(`Re: ${fan.subject}`)}`,
    );
    await screenshot(page, 'admin-messages-desktop');
    await expectAccessible(page, '/admin/messages desktop');
    await card.getByRole('button', { name: /^Mark as answered/ }).click();
    expect(await toastText(page, ADMIN_MESSAGES.answered)).toContain(ADMIN_MESSAGES.answered);
    await card.getByText(`Answered by ${ADMIN_ACCOUNT.username}`).waitFor();
    expect(await card.getByRole('button', { name: /^Mark as answered/ }).count()).toBe(0);
    const left = before.unanswered - 1;
    await page
      .getByTestId('unanswered-count')
      .getByText(left === 0 ? 'All answered.' : `${left} unanswered.`)
      .waitFor();

    // Users: the new user is found by search, made an administrator, then a regular user again.
    await openSection(page, 'Users');
    await search(page, 'Search the users', fan.username);
    const userRow = page.getByTestId('user-row').filter({ hasText: `@${fan.username}` });
    await userRow.waitFor();
    expect(await userRow.innerText()).toContain(fan.email);
    await userRow.getByText('Unverified', { exact: true }).waitFor();
    expect(await userRow.getByTestId('user-role').textContent()).toBe('User');
    await screenshot(page, 'admin-users-desktop');
    await expectAccessible(page, '/admin/users desktop');

    await userRow.getByRole('button', { name: /^Make admin/ }).click();
    const promote = page.getByRole('dialog', { name: `Make @${fan.username} an administrator?` });
    await promote.waitFor();
    await expectAccessible(page, 'role change dialog desktop');
    await promote.getByRole('button', { name: 'Make admin', exact: true }).click();
    expect(await toastText(page, `@${fan.username} is now an administrator.`)).toContain('Role changed');
    await userRow.getByRole('button', { name: /^Make user/ }).waitFor();
    expect((await userRow.getByTestId('user-role').textContent())?.trim()).toBe('Admin');
    expect(((await (await fanPage.request.get('/api/user')).json()) as PublicUser).role).toBe('admin');

    await userRow.getByRole('button', { name: /^Make user/ }).click();
    const demote = page.getByRole('dialog', { name: `Make @${fan.username} a regular user?` });
    await demote.getByRole('button', { name: 'Make user', exact: true }).click();
    expect(await toastText(page, `@${fan.username} is now a regular user.`)).toContain('Role changed');
    await userRow.getByRole('button', { name: /^Make admin/ }).waitFor();
    expect(await userRow.getByTestId('user-role').textContent()).toBe('User');
    expect(((await (await fanPage.request.get('/api/user')).json()) as PublicUser).role).toBe('user');

    // The instructor role of Education: given, seen by the user (they may author courses), taken back.
    const canTeach = async () =>
      ((await (await fanPage.request.get('/api/me/learning')).json()) as { canTeach: boolean }).canTeach;
    expect(await canTeach()).toBe(false);
    await userRow.getByRole('button', { name: /^Make instructor/ }).click();
    expect(await toastText(page, `@${fan.username} can now author courses in Education.`)).toContain(
      'Instructor role given',
    );
    await userRow.getByTestId('user-instructor').waitFor();
    expect(await canTeach()).toBe(true);
    await userRow.getByRole('button', { name: /^Remove instructor/ }).click();
    await userRow.getByTestId('user-instructor').waitFor({ state: 'detached' });
    expect(await canTeach()).toBe(false);
  });

  it('offers Send again for a failed message and shows the server refusing a role change', async () => {
    const fanPage = await newPage(DESKTOP);
    const fan = await registerFanWithMessage(fanPage);
    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await waitForVerificationSent(page, fan);

    // The list answers as if the SMTP server had refused the fan's verification email.
    const lastError = '421 Service not available, closing transmission channel';
    await page.route(
      (url) => url.pathname === '/api/admin/outbox',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as OutboxPage;
        const items = body.items.map((item) =>
          item.to === fan.email ? { ...item, status: 'failed' as const, lastError, sentAt: null } : item,
        );
        await route.fulfill({ response, json: { ...body, items } });
      },
    );
    let resent: string | null = null;
    await page.route('**/api/admin/outbox/*/resend', async (route) => {
      resent = new URL(route.request().url()).pathname;
      await route.fulfill({ status: 202, json: { message: ADMIN_MESSAGES.resent } });
    });
    await openApp(page, `/admin/outbox?q=${encodeURIComponent(fan.email)}`);
    const row = page.getByTestId('outbox-row').filter({ hasText: VERIFY_SUBJECT });
    await row.getByText(`Last error: ${lastError}`).waitFor();
    expect(await row.getByTestId('mail-status').textContent()).toBe('Failed');
    await screenshot(page, 'admin-outbox-failed-desktop');
    await expectAccessible(page, 'outbox with a failed message');
    await row.getByRole('button', { name: /^Send again/ }).click();
    await toastText(page, ADMIN_MESSAGES.resent);
    expect(resent).toMatch(/^\/api\/admin\/outbox\/\d+\/resend$/);
    await page.unrouteAll({ behavior: 'wait' });

    // The server's refusal (here: the last administrator giving up the role) is the toast.
    await page.route('**/api/admin/users/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fulfill({ status: 400, json: { message: ADMIN_MESSAGES.lastAdmin } });
    });
    await openSection(page, 'Users');
    await search(page, 'Search the users', ADMIN_ACCOUNT.username);
    const me = page.getByTestId('user-row').filter({ hasText: `@${ADMIN_ACCOUNT.username}` });
    await me.getByText('(you)').waitFor();
    await me.getByRole('button', { name: /^Make user/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Make yourself a regular user?' });
    await dialog.getByRole('button', { name: 'Make user', exact: true }).click();
    expect(await toastText(page, ADMIN_MESSAGES.lastAdmin)).toContain('Could not change the role');
    await dialog.waitFor({ state: 'detached' });
    expect((await me.getByTestId('user-role').textContent())?.trim()).toBe('Admin');
  });

  it('shows Administrators only to a regular user, whom the API refuses with 403', async () => {
    const page = await newPage(DESKTOP);
    await registerFanWithMessage(page);
    await openApp(page, '/admin', { tutorials: 'seen' });
    await page.getByRole('heading', { level: 1, name: ADMIN_MESSAGES.forbidden }).waitFor();
    expect(await adminNav(page).count()).toBe(0);
    await screenshot(page, 'admin-forbidden-desktop');
    await expectAccessible(page, '/admin as a regular user, desktop');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, '/admin as a regular user, phone');

    for (const url of ['/api/admin/outbox', '/api/admin/messages', '/api/admin/users']) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(403);
      expect(await response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }

    // Signed out, /admin asks to sign in.
    const visitor = await newPage(DESKTOP);
    await openApp(visitor, '/admin', { tutorials: 'seen' });
    await waitForPath(visitor, '/auth');
    expect((await visitor.request.get('/api/admin/outbox')).status()).toBe(401);
  });

  it('stacks the lists as cards at phone width', async () => {
    const fanPage = await newPage(PHONE);
    const fan = await registerFanWithMessage(fanPage);
    const page = await newPage(PHONE);
    await signInAsAdmin(page);
    await waitForVerificationSent(page, fan);

    await openApp(page, '/admin/outbox');
    const row = page.getByTestId('outbox-row').first();
    await row.waitFor();
    // The column headers are for screen readers only; each card labels its own values.
    expect((await page.locator('thead').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await row.getByText('Subject', { exact: true }).waitFor();
    expect((await row.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    await expectNoSidewaysScroll(page, '/admin/outbox phone');
    await screenshot(page, 'admin-outbox-phone');
    await expectAccessible(page, '/admin/outbox phone');

    await search(page, 'Search the outbox', fan.email);
    await expect.poll(() => page.getByTestId('outbox-row').count(), { timeout: 30_000 }).toBe(1);
    const verification = page.getByTestId('outbox-row').filter({ hasText: VERIFY_SUBJECT });
    await verification.getByRole('button', { name: VERIFY_SUBJECT }).click();
    const dialog = page.getByRole('dialog', { name: VERIFY_SUBJECT });
    await page.getByTestId('outbox-text').waitFor();
    await dialog.locator('iframe').waitFor();
    // The message's long link wraps: nothing in the dialog is wider than the dialog.
    await page.evaluate(() => document.fonts.ready);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await screenshot(page, 'admin-outbox-message-phone');
    await expectAccessible(page, 'outbox message phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openSection(page, 'Messages');
    await page.getByTestId('contact-message').filter({ hasText: fan.subject }).waitFor();
    await expectNoSidewaysScroll(page, '/admin/messages phone');
    await screenshot(page, 'admin-messages-phone');
    await expectAccessible(page, '/admin/messages phone');

    await openSection(page, 'Users');
    await page.getByTestId('user-row').first().waitFor();
    await expectNoSidewaysScroll(page, '/admin/users phone');
    await screenshot(page, 'admin-users-phone');
    await expectAccessible(page, '/admin/users phone');
  });
});
