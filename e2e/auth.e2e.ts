import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const DEMO_USER = 'lunawaves';
const DEMO_PASSWORD = 'pandanation';
/** Another demo account (display name Beatsmith). */
const OTHER_USER = 'beatsmith';

const { newPage } = useBrowserPages();

/** Waits until the page shows the given path. */
async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
}

/** Waits for a toast with this title and returns the toast's text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

/** Signs in with the Login form of /auth and waits for the home page. */
async function logInThroughForm(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Signed in as ${username}` })
    .waitFor();
}

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { username: DEMO_USER, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openRegisterTab(page: Page): Promise<void> {
  await openApp(page, '/auth', { tutorials: 'seen' });
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Create Account' }).waitFor();
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('sign-in and registration (/auth)', () => {
  it('starts on Login and shows the marketing panel on wide screens', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/auth', { tutorials: 'seen' });
    const loginTab = page.getByRole('tab', { name: 'Login' });
    await loginTab.waitFor();
    expect(await loginTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Username', { exact: true }).getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete')).toBe(
      'current-password',
    );
    for (const title of ['For Artists', 'For DJs', 'Collaborate', 'Beat Bank']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true);
    }
    await screenshot(page, 'auth-desktop');
  });

  it('validates the register fields when they lose focus', async () => {
    const page = await newPage(PHONE);
    await openRegisterTab(page);

    const username = page.getByLabel('Username', { exact: true });
    await username.fill('ab');
    await username.blur();
    const usernameError = page.getByText('Username must be at least 3 characters.');
    await usernameError.waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(await username.getAttribute('aria-describedby')).toBe(await usernameError.getAttribute('id'));

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('12345');
    await password.blur();
    await page.getByText('Password must be at least 6 characters.').waitFor();

    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await confirm.fill('123456x');
    await confirm.blur();
    await page.getByText('Passwords do not match').waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');

    // Fixing a field clears its message.
    await username.fill('abc');
    await page.getByText('Username must be at least 3 characters.').waitFor({ state: 'detached' });

    expect(await page.getByLabel('Location', { exact: true }).getAttribute('placeholder')).toBe(
      'City, Country',
    );
    expect(await page.getByLabel('Bio', { exact: true }).getAttribute('rows')).toBe('3');
    expect(await page.getByRole('checkbox', { name: 'Subscribe to email updates' }).isChecked()).toBe(true);
    await screenshot(page, 'auth-register-phone');
  });

  it('registers a new artist, showing the busy label, lands on the home page and stores the chosen genre', async () => {
    const page = await newPage(DESKTOP);
    await openRegisterTab(page);
    const username = uniqueUsername('reg');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Display Name', { exact: true }).fill('New Wave');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await choose(page, 'Artist Type', 'Producer');
    await page.getByLabel('Location', { exact: true }).fill('Atlanta, GA');
    await choose(page, 'Genre', 'House');
    await page.getByLabel('Bio', { exact: true }).fill('Deep house from the south side.');
    await page.route('**/api/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const busy = page.getByRole('button', { name: 'Creating Account...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    await waitForPath(page, '/');
    expect(await toastText(page, 'Registration successful')).toContain('Registration successful');

    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user).toMatchObject({
      username,
      displayName: 'New Wave',
      userType: 'Producer',
      location: 'Atlanta, GA',
      genres: ['House'],
      emailSubscribed: true,
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('confirmPassword');
  });

  it('shows the server message when the username is taken', async () => {
    const page = await newPage(DESKTOP);
    await openRegisterTab(page);
    await page.getByLabel('Username', { exact: true }).fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    expect(await toastText(page, 'Registration failed')).toContain('Username already exists');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('signs in a demo user, showing the busy label and the welcome toast', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/auth', { tutorials: 'seen' });
    await page.route('**/api/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByLabel('Username', { exact: true }).fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();

    await waitForPath(page, '/');
    const text = await toastText(page, 'Login successful');
    expect(text).toContain('Welcome back, lunawaves!');
  });

  it('rejects a wrong password with the server message', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/auth', { tutorials: 'seen' });
    await page.getByLabel('Username', { exact: true }).fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    expect(await toastText(page, 'Login failed')).toContain('Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it("signs out and in as someone else: nothing of the first user's session stays", async () => {
    const page = await newPage(DESKTOP);
    const header = page.getByRole('banner');
    await openApp(page, '/auth', { tutorials: 'seen' });
    await logInThroughForm(page, DEMO_USER);
    const luna = header.getByRole('button', { name: `Signed in as ${DEMO_USER}` });
    expect((await luna.textContent())?.trim()).toBe('LU');

    await luna.click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
    await header.getByRole('link', { name: 'Login' }).click();
    await waitForPath(page, '/auth');
    await logInThroughForm(page, OTHER_USER);

    const other = header.getByRole('button', { name: `Signed in as ${OTHER_USER}` });
    expect((await other.textContent())?.trim()).toBe('BE');
    expect(await header.getByRole('button', { name: `Signed in as ${DEMO_USER}` }).count()).toBe(0);
    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user).toMatchObject({ username: OTHER_USER });

    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Beatsmith' }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    expect(await profile.getByText('@beatsmith').isVisible()).toBe(true);
    expect(await page.getByText('Luna Waves').count()).toBe(0);
  });

  it('sends a signed-in visitor from /auth to the home page', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openApp(page, '/auth', { tutorials: 'seen' });
    await waitForPath(page, '/');
  });
});

describe('dashboard (/dashboard)', () => {
  it('shows a spinner while the user loads, then redirects a signed-out visitor to /auth', async () => {
    const page = await newPage(DESKTOP);
    // The session's user is held back until the spinner has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user', async (route) => {
      await released;
      await route.continue();
    });
    await openApp(page, '/dashboard', { tutorials: 'seen' });
    const spinner = page.getByRole('main').getByRole('status', { name: 'Loading', exact: true });
    await spinner.waitFor();
    await page.waitForTimeout(300);
    expect(await spinner.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    release();
    await waitForPath(page, '/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await spinner.count()).toBe(0);
  });

  it("shows the signed-in artist's dashboard with real data only", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openApp(page, '/dashboard', { tutorials: 'seen' });
    await page.getByText('Manage your tracks, analytics, and earnings').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Luna Waves' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upload Track' }).getAttribute('href')).toBe('/upload');
    // Her demo tracks, with their plays and likes, from the database.
    const tracks = (await (await page.request.get('/api/me/tracks')).json()) as {
      tracks: { title: string }[];
    };
    expect(tracks.tracks.length).toBeGreaterThan(0);
    const yourTracks = page.getByRole('region', { name: 'Your Tracks' });
    for (const { title } of tracks.tracks)
      await yourTracks.getByText(title, { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'Analytics Overview' }).getByText('Total Plays').waitFor();
    expect(await page.getByRole('link', { name: /Email Marketing/ }).getAttribute('href')).toBe(
      '/email-marketing',
    );
    expect(await page.getByText('Coming soon').isVisible()).toBe(true);
    expect(await page.getByText('Atlanta, GA').isVisible()).toBe(true);

    // The same initials, from the username, in the header and on the profile card.
    const headerAvatar = page.getByRole('banner').getByRole('button', { name: `Signed in as ${DEMO_USER}` });
    expect((await headerAvatar.textContent())?.trim()).toBe('LU');
    await page.getByRole('region', { name: 'Profile' }).getByText('LU', { exact: true }).waitFor();

    // Platform Updates: release notes of what exists, linking to no page that is not built.
    const updates = page.getByRole('region', { name: 'Platform Updates' });
    for (const title of [
      'Safer sign-in',
      'Plans for artists and DJs',
      'Guided tours on every page',
      'Artist accounts and profiles',
    ]) {
      expect(await updates.getByText(title, { exact: true }).isVisible()).toBe(true);
    }
    for (const stale of ['Listening parties go live', 'The Beat Bank is open', 'A new upload wizard']) {
      expect(await page.getByText(stale).count()).toBe(0);
    }
    for (const href of await updates
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(['/', '/auth', '/dashboard']).toContain(href);
    }
    await screenshot(page, 'dashboard-desktop');

    await page.setViewportSize(PHONE);
    await page.getByText('Manage your tracks, analytics, and earnings').scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-phone');
  });
});

describe('coming back to the page that asked for sign-in', () => {
  /** Fills and sends the Login form of /auth as the demo user. */
  async function submitLogin(page: Page): Promise<void> {
    await page.getByLabel('Username', { exact: true }).fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  it('a guarded page sends a visitor to /auth and back to it once signed in', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/dashboard', { tutorials: 'seen' });
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await screenshot(page, 'auth-return-desktop');

    await submitLogin(page);
    await waitForPath(page, '/dashboard');
    await page.getByText('Manage your tracks, analytics, and earnings').waitFor();
  });

  it("a 'log in to ...' prompt brings a new member back after registering", async () => {
    const page = await newPage(PHONE);
    await openApp(page, '/upload', { tutorials: 'seen' });
    await page.getByRole('link', { name: 'Log in to upload' }).click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/upload');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await screenshot(page, 'auth-return-phone');

    await page.getByRole('tab', { name: 'Register' }).click();
    const username = uniqueUsername('back');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/upload');
    await page.getByRole('link', { name: 'Log in to upload' }).waitFor({ state: 'detached' });
    await screenshot(page, 'auth-returned-phone');
  });

  it('never leaves the site: an address elsewhere in ?next= ends on the home page', async () => {
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example/x']) {
      const page = await newPage(DESKTOP);
      await openApp(page, `/auth?next=${encodeURIComponent(elsewhere)}`, { tutorials: 'seen' });
      const home = new URL(page.url()).origin;
      await submitLogin(page);
      await waitForPath(page, '/');
      expect(new URL(page.url()).origin, elsewhere).toBe(home);
    }
  });

  it('sends a visitor who arrives signed in to the home page, whatever ?next= says', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page);
    await openApp(page, `/auth?next=${encodeURIComponent('/dashboard')}`, { tutorials: 'seen' });
    await waitForPath(page, '/');
  });
});
