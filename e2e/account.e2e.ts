import { ACCOUNT_MESSAGES } from '@common/account';
import { AUTH_MESSAGES } from '@common/auth';
import type { OutboxMessage, OutboxPage } from '@common/admin';
import { createCanvas } from '@napi-rs/canvas';
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

const PASSWORD = 'first-pass-1';

interface Account {
  username: string;
  password: string;
  email: string;
}

let adminContext: APIRequestContext | undefined;

afterAll(async () => {
  await adminContext?.dispose();
});

/** The administrator's API session (the outbox is theirs to read). */
async function admin(): Promise<APIRequestContext> {
  if (!adminContext) {
    adminContext = await request.newContext({ baseURL: baseURL() });
    const login = await adminContext.post('/api/login', { data: ADMIN_ACCOUNT });
    expect(login.status(), await login.text()).toBe(200);
  }
  return adminContext;
}

/**
 * The path and query of the newest link of this kind mailed to `to`, read from the outbox (the journeys'
 * server has no SMTP). Mail is sent by the job runner, so it is waited for.
 */
async function linkFromOutbox(to: string, kind: 'password-reset' | 'verify-email'): Promise<string> {
  const api = await admin();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await api.get(`/api/admin/outbox?q=${encodeURIComponent(to)}`);
    expect(list.status(), await list.text()).toBe(200);
    const { items } = (await list.json()) as OutboxPage;
    const item = items.find((candidate) => candidate.to.includes(to) && candidate.kind === kind);
    if (item) {
      const detail = await api.get(`/api/admin/outbox/${item.id}`);
      expect(detail.status(), await detail.text()).toBe(200);
      const message = (await detail.json()) as OutboxMessage;
      const link = /https?:\/\/\S+\/(?:reset-password|verify-email)\?token=[^\s<>"')\]]+/.exec(message.text);
      expect(link, message.text).not.toBeNull();
      const url = new URL(link![0]);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Registers an account with an email address; with a page, its context is signed in as that account. */
async function register(prefix: string, page?: Page): Promise<Account> {
  const username = uniqueUsername(prefix);
  const account = { username, password: PASSWORD, email: `${username}@example.com` };
  const api = page ? page.request : await request.newContext({ baseURL: baseURL() });
  const response = await api.post('/api/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  if (!page) await api.dispose();
  return account;
}

/** Waits for a toast with this text. */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

async function sessionUser(page: Page) {
  const response = await page.request.get('/api/user');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    displayName: string | null;
    email: string | null;
    emailVerified: boolean;
    pendingEmail: string | null;
    emailSubscribed: boolean;
    userType: string;
    genres: string[];
    profileImage: string | null;
  };
}

/** Logs in with the form of /auth. */
async function logInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function expectSignedIn(page: Page, username: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Signed in as ${username}` })
    .waitFor();
}

async function openSettings(page: Page): Promise<void> {
  await openApp(page, '/settings', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

/** No part of the page sticks out sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A small real PNG: a pink-to-violet gradient. */
function pngAvatar(): Buffer {
  const canvas = createCanvas(96, 64);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 96, 64);
  gradient.addColorStop(0, '#ff0080');
  gradient.addColorStop(1, '#5b21b6');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 96, 64);
  return canvas.toBuffer('image/png');
}

describe('password reset', () => {
  it('mails a link from "Forgot password?", sets a new password with it, and the new password logs in', async () => {
    const account = await register('reset');
    const page = await newPage(DESKTOP);
    await openApp(page, '/auth', { tutorials: 'seen' });

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(AUTH_MESSAGES.emailInvalid).waitFor();
    expect(await dialog.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'forgot password dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(account.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();
    await screenshot(page, 'forgot-password-dialog');

    // The same answer whatever the address.
    const unknown = await page.request.post('/api/password-reset', {
      data: { email: `nobody-${account.username}@example.com` },
    });
    expect(unknown.status()).toBe(202);
    expect(((await unknown.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.resetRequested);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const link = await linkFromOutbox(account.email, 'password-reset');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-x');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(AUTH_MESSAGES.passwordsDoNotMatch).waitFor();
    expect(await page.getByLabel('Confirm new password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectAccessible(page, '/reset-password with a token');
    await screenshot(page, 'reset-password-desktop');
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetDone).waitFor();
    await expectAccessible(page, '/reset-password done');

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await logInThroughForm(page, account.username, PASSWORD);
    await expectToast(page, AUTH_MESSAGES.invalidCredentials);
    await logInThroughForm(page, account.username, 'brand-new-2');
    await expectSignedIn(page, account.username);

    // The link works once: opened again it says so before any form, and offers a new one.
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetUsed }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Set new password' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send a new link' }).waitFor();
    await expectAccessible(page, '/reset-password with a used link');
    await screenshot(page, 'reset-password-used-desktop');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();
    const fresh = await linkFromOutbox(account.email, 'password-reset');
    expect(fresh).not.toBe(link);
    await openApp(page, fresh, { tutorials: 'seen' });
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
  });

  it('asks for a new link without a token or with a broken one, on a phone', async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/reset-password', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page, '/reset-password without a token');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'reset-password-phone');
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(ACCOUNT_MESSAGES.resetRequested).waitFor();

    // An unknown link says so at once, before any password is typed.
    await openApp(page, '/reset-password?token=not-a-real-token', { tutorials: 'seen' });
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetInvalid }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).waitFor();
    await expectAccessible(page, '/reset-password with a broken link');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'reset-password-broken-phone');

    // An expired link (the server's answer, as it gives it an hour after the mail) says that.
    await page.route('**/api/password-reset/status?*', (route) =>
      route.fulfill({ status: 200, json: { status: 'expired' } }),
    );
    await openApp(page, '/reset-password?token=an-old-token', { tutorials: 'seen' });
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.resetExpired }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send a new link' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'reset-password-expired-phone');
  });
});

describe('settings', () => {
  it('saves the profile, refuses a renamed text file, uploads an avatar shown in the header and removes it', async () => {
    const page = await newPage(DESKTOP);
    const account = await register('prof', page);
    await openSettings(page);
    await expectAccessible(page, '/settings');
    await screenshot(page, 'settings-desktop');

    // The account menu leads here.
    const header = page.getByRole('banner');
    const avatarButton = header.getByRole('button', { name: `Signed in as ${account.username}` });
    await avatarButton.click();
    const settingsItem = page.getByRole('menu').getByRole('menuitem', { name: 'Settings' });
    expect(await settingsItem.getAttribute('href')).toBe('/settings');
    await page.keyboard.press('Escape');

    const profile = page.getByRole('region', { name: 'Profile', exact: true });
    await profile.getByLabel('Display Name', { exact: true }).fill('Night Shift');
    await profile.getByLabel('Location', { exact: true }).fill('Berlin, Germany');
    await profile.getByLabel('Artist Type', { exact: true }).click();
    await page.getByRole('option', { name: 'DJ', exact: true }).click();
    for (const genre of ['House', 'Techno']) {
      await profile.getByText(genre, { exact: true }).click();
      expect(await profile.getByRole('checkbox', { name: genre }).isChecked()).toBe(true);
    }
    await profile.getByLabel('Bio', { exact: true }).fill('Warehouse sets until sunrise.');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expectToast(page, ACCOUNT_MESSAGES.profileSaved);
    const saved = await sessionUser(page);
    expect(saved).toMatchObject({
      displayName: 'Night Shift',
      userType: 'DJ',
      genres: ['House', 'Techno'],
    });
    await avatarButton.click();
    await page.getByRole('menu').getByText('Night Shift', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Email preferences: one switch, saved as it flips.
    const news = page.getByRole('switch', { name: 'Platform updates and news' });
    expect(await news.getAttribute('aria-checked')).toBe('true');
    await news.click();
    await expectToast(page, 'Email preferences saved');
    expect(await news.getAttribute('aria-checked')).toBe('false');
    expect((await sessionUser(page)).emailSubscribed).toBe(false);

    // A text file named .png is refused before it is sent, and by the server too.
    const avatar = page.getByRole('region', { name: 'Avatar', exact: true });
    const notAnImage = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes\n') };
    await avatar.getByLabel('Choose image').setInputFiles(notAnImage);
    await avatar.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.avatarUnsupported }).waitFor();
    expect(await avatar.getByLabel('Choose image').getAttribute('aria-invalid')).toBe('true');
    const refused = await page.request.post('/api/user/avatar', { multipart: { avatar: notAnImage } });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(((await refused.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.avatarUnsupported);

    await avatar
      .getByLabel('Choose image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngAvatar() });
    await avatar.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
    expect(await avatar.getByRole('alert').count()).toBe(0);
    await avatar.getByRole('button', { name: 'Save avatar' }).click();
    await expectToast(page, 'Avatar updated');
    const headerImage = avatarButton.locator('img');
    await headerImage.waitFor();
    expect(await headerImage.getAttribute('alt')).toBe('');
    expect(await headerImage.getAttribute('src')).toMatch(/^\/media\/avatars\/.+\.webp$/);
    await page.waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await headerImage.elementHandle(),
    );
    expect((await sessionUser(page)).profileImage).toBe(await headerImage.getAttribute('src'));
    await avatar.getByRole('img', { name: 'Your avatar' }).waitFor();
    await screenshot(page, 'settings-avatar-desktop');

    await avatar.getByRole('button', { name: 'Remove avatar' }).click();
    await expectToast(page, 'Avatar removed');
    await headerImage.waitFor({ state: 'detached' });
    expect((await avatarButton.textContent())?.trim()).toBe(account.username.slice(0, 2).toUpperCase());
    expect((await sessionUser(page)).profileImage).toBeNull();
  });

  it('changes the email address once the link sent to the new one is opened', async () => {
    const page = await newPage(DESKTOP);
    const account = await register('mail', page);
    await openSettings(page);
    const email = page.getByRole('region', { name: 'Email', exact: true });
    await email.getByText(account.email, { exact: true }).waitFor();
    await email.getByText('Not verified').waitFor();

    await email.getByRole('button', { name: 'Resend verification email' }).click();
    await email.getByText(ACCOUNT_MESSAGES.verificationSent).first().waitFor();

    const newAddress = `new-${account.username}@example.com`;
    await email.getByLabel('New email address', { exact: true }).fill(newAddress);
    await email.getByLabel('Current password', { exact: true }).fill('not-my-password');
    await email.getByRole('button', { name: 'Send verification link' }).click();
    const wrong = email.getByText(ACCOUNT_MESSAGES.currentPasswordWrong);
    await wrong.waitFor();
    const passwordField = email.getByLabel('Current password', { exact: true });
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(await passwordField.getAttribute('aria-describedby')).toBe(await wrong.getAttribute('id'));

    await passwordField.fill(PASSWORD);
    await email.getByRole('button', { name: 'Send verification link' }).click();
    await expectToast(page, ACCOUNT_MESSAGES.emailChangeSent);
    await email.getByText(newAddress, { exact: true }).waitFor();
    await email.getByText(/is waiting for verification/).waitFor();
    // The old address stays until the link is opened.
    expect(await sessionUser(page)).toMatchObject({ email: account.email, pendingEmail: newAddress });
    await screenshot(page, 'settings-email-pending');

    const link = await linkFromOutbox(newAddress, 'verify-email');
    expect(link).toMatch(/^\/verify-email\?token=/);
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByText(ACCOUNT_MESSAGES.verificationDone).waitFor();
    await expectAccessible(page, '/verify-email');
    await screenshot(page, 'verify-email-desktop');
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    const current = page.getByTestId('current-email');
    await current.getByText(newAddress, { exact: true }).waitFor();
    await email.getByText('Verified', { exact: true }).waitFor();
    expect(await email.getByText(/is waiting for verification/).count()).toBe(0);
    expect(await sessionUser(page)).toMatchObject({
      email: newAddress,
      emailVerified: true,
      pendingEmail: null,
    });

    // Opened again, the link says it has been used.
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.verificationUsed }).waitFor();
    await openApp(page, '/verify-email', { tutorials: 'seen' });
    await page.getByText(ACCOUNT_MESSAGES.verificationInvalid).waitFor();
    await expectAccessible(page, '/verify-email without a token');
  });

  it('changes the password: the old one no longer logs in', async () => {
    const page = await newPage(DESKTOP);
    const account = await register('pass', page);
    await openSettings(page);
    const section = page.getByRole('region', { name: 'Password', exact: true });
    await section.getByLabel('Current password', { exact: true }).fill('wrong-password');
    await section.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await section.getByLabel('Confirm new password', { exact: true }).fill('second-pass-2');
    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
    expect(await section.getByLabel('Current password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    await section.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, ACCOUNT_MESSAGES.passwordChanged);
    // The form starts afresh and this session stays.
    expect(await section.getByLabel('Current password', { exact: true }).inputValue()).toBe('');
    expect(await section.getByRole('alert').count()).toBe(0);
    await expectSignedIn(page, account.username);

    const other = await newPage(DESKTOP);
    await openApp(other, '/auth', { tutorials: 'seen' });
    await logInThroughForm(other, account.username, PASSWORD);
    await expectToast(other, AUTH_MESSAGES.invalidCredentials);
    await logInThroughForm(other, account.username, 'second-pass-2');
    await expectSignedIn(other, account.username);
  });

  it('deletes the account after asking for the password, and signs out', async () => {
    const page = await newPage(DESKTOP);
    const account = await register('gone', page);
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.passwordRequired).waitFor();
    await dialog.getByLabel('Your password', { exact: true }).fill('not-it');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
    await expectAccessible(page, 'delete account dialog');

    await dialog.getByLabel('Your password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectToast(page, ACCOUNT_MESSAGES.accountDeleted);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const login = await page.request.post('/api/login', {
      data: { username: account.username, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  });

  it('fits a phone, and the phone menu links to it', async () => {
    const page = await newPage(PHONE);
    const account = await register('phone', page);
    await openSettings(page);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/settings phone');
    await screenshot(page, 'settings-phone');
    await page.getByRole('region', { name: 'Password', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-phone-password');
    await page.getByRole('region', { name: 'Delete account', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-phone-danger');

    await openApp(page, '/', { tutorials: 'seen' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(`@${account.username}`).waitFor();
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await screenshot(page, 'settings-mobile-menu');
    const settings = menu.getByRole('link', { name: 'Settings', exact: true });
    expect(await settings.getAttribute('href')).toBe('/settings');
    await settings.click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await menu.waitFor({ state: 'detached' });
  });
});
