import type { ContactMessagesPage } from '@common/admin';
import { CONTACT, CONTACT_MESSAGES, type ContactInput } from '@common/contact';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, scrollsSideways, useBrowserPages } from './support/browser';
import { ADMIN_ACCOUNT, SUPPORT_CONTACT } from './support/globalSetup';

const { newPage } = useBrowserPages();

const FIELDS = ['Name', 'Email', 'Subject', 'Message'] as const;

async function openContact(page: Page): Promise<void> {
  await openApp(page, '/contact', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'Get in touch', level: 1 }).waitFor();
}

/** The form's field by its label (the honeypot is hidden from the accessibility tree, so never matches). */
const field = (page: Page, label: (typeof FIELDS)[number]) => page.getByLabel(label, { exact: true });

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

/** The message shown under a field, found through the field's aria-describedby. */
async function fieldMessage(page: Page, label: (typeof FIELDS)[number]): Promise<string | null> {
  const input = field(page, label);
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const describedBy = await input.getAttribute('aria-describedby');
  expect(describedBy, `${label} is invalid but names no message`).toBeTruthy();
  return (await page.locator(`[id="${describedBy}"]`).innerText()).trim();
}

/** Every field's message, in form order (null where the field is valid). */
const allMessages = async (page: Page) => Promise.all(FIELDS.map((label) => fieldMessage(page, label)));

async function fillForm(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
}

/** Counts the POST /api/contact requests the page makes from now on. */
function countContactPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') count += 1;
  });
  return () => count;
}

describe('Contact (/contact)', () => {
  it('shows each validation message under its field, linked to it, and sends nothing', async () => {
    const page = await newPage(DESKTOP);
    const posts = countContactPosts(page);
    await openContact(page);

    // Submitting the empty form: the four required messages, and the focus on the first field.
    await sendButton(page).click();
    expect(await allMessages(page)).toEqual([
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await field(page, 'Name').getAttribute('id'));
    await expectAccessible(page, '/contact with every field invalid');
    await screenshot(page, 'contact-desktop-invalid');

    // Blanks are not a name; a malformed address gets the format message.
    await field(page, 'Name').fill('   ');
    await field(page, 'Email').fill('not-an-email');
    expect(await fieldMessage(page, 'Name')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(await fieldMessage(page, 'Email')).toBe(CONTACT_MESSAGES.emailInvalid);
    await field(page, 'Email').fill('luna@example');
    expect(await fieldMessage(page, 'Email')).toBe(CONTACT_MESSAGES.emailInvalid);

    // Each message goes as soon as its field is right.
    await field(page, 'Name').fill('Luna Waves');
    expect(await fieldMessage(page, 'Name')).toBeNull();
    await field(page, 'Email').fill('luna@example.com');
    expect(await fieldMessage(page, 'Email')).toBeNull();
    await field(page, 'Subject').fill('Hello');
    expect(await fieldMessage(page, 'Subject')).toBeNull();
    expect(await fieldMessage(page, 'Message')).toBe(CONTACT_MESSAGES.messageRequired);
    await sendButton(page).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(
      await field(page, 'Message').getAttribute('id'),
    );
    expect(posts()).toBe(0);

    // A field's message also shows once the visitor leaves it empty, before any submit.
    const fresh = await newPage(DESKTOP);
    await openContact(fresh);
    await field(fresh, 'Subject').focus();
    await fresh.keyboard.press('Tab');
    expect(await allMessages(fresh)).toEqual([null, null, CONTACT_MESSAGES.subjectRequired, null]);
  });

  it('has labelled fields, a hidden honeypot and the ways to reach the team', async () => {
    const page = await newPage(DESKTOP);
    await openContact(page);

    for (const label of FIELDS) {
      const input = field(page, label);
      expect(await input.isVisible(), label).toBe(true);
      expect(await input.getAttribute('aria-required'), label).toBe('true');
    }
    expect(await field(page, 'Email').getAttribute('type')).toBe('email');
    await expectAccessible(page, '/contact desktop');
    await screenshot(page, 'contact-desktop');

    // The honeypot is in the form for bots, but out of sight, out of the tab order and out of the tree.
    const honeypot = page.locator('form input[name="website"]');
    expect(await honeypot.count()).toBe(1);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = await honeypot.boundingBox();
    expect(box === null || box.x + box.width <= 0 || box.width * box.height <= 1).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0);
    await field(page, 'Message').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send Message');

    // The address and phone this server is configured with, never made-up ones.
    const email = page.getByRole('link', { name: SUPPORT_CONTACT.email });
    expect(await email.getAttribute('href')).toBe(`mailto:${SUPPORT_CONTACT.email}`);
    const phone = page.getByRole('link', { name: SUPPORT_CONTACT.phone });
    expect(await phone.getAttribute('href')).toBe('tel:+442079460000');
    await page.getByText(CONTACT.location, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Panda Nation on Instagram' }).getAttribute('href')).toBe(
      'https://instagram.com/pandanation',
    );
    expect(await page.getByRole('link', { name: 'Panda Nation on X (Twitter)' }).getAttribute('href')).toBe(
      'https://x.com/pandanation',
    );
    const signUp = page.getByRole('region', { name: 'New to Panda Nation?' }).getByRole('link');
    expect(await signUp.innerText()).toContain('Sign Up Free');
    expect(await signUp.getAttribute('href')).toBe('/auth');
  });

  it('sends a message the server stores, shows the notice for 5 s, then an empty form', async () => {
    const page = await newPage(DESKTOP);
    await openContact(page);
    const subject = `Journey ${Date.now().toString(36)}`;
    const values = {
      name: 'Maya Verse',
      email: 'maya.journey@example.com',
      subject,
      message: 'How do I put my next single up as a limited edition?\nThanks!',
    };
    await fillForm(page, values);

    // The request is held until the button has been seen reading 'Sending...', then goes to the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Request | undefined;
    await page.route('**/api/contact', async (route) => {
      sent = route.request();
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST',
    );
    await sendButton(page).click();
    const busy = page.getByRole('button', { name: CONTACT_MESSAGES.sending });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ message: CONTACT_MESSAGES.received });
    expect(sent!.postDataJSON() as ContactInput).toEqual({
      name: values.name,
      email: values.email,
      message: `${subject}\n\n${values.message}`,
    });

    const notice = page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.successTitle });
    await notice.waitFor();
    const shownAt = Date.now();
    expect(await notice.innerText()).toContain(CONTACT_MESSAGES.successBody);
    expect(await field(page, 'Name').count()).toBe(0);
    await screenshot(page, 'contact-desktop-sent');

    // The team sees it: the administrator finds it with its subject and body split apart.
    const admin = await newPage(DESKTOP);
    const login = await admin.request.post('/api/login', { data: ADMIN_ACCOUNT });
    expect(login.status(), await login.text()).toBe(200);
    const stored = await admin.request.get(`/api/admin/messages?q=${encodeURIComponent(subject)}`);
    expect(stored.status(), await stored.text()).toBe(200);
    const { items } = (await stored.json()) as ContactMessagesPage;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: values.name,
      email: values.email,
      subject,
      body: values.message,
      answeredAt: null,
    });

    // After CONTACT.noticeMs the notice goes and an empty form is back.
    await expect.poll(() => notice.count(), { timeout: CONTACT.noticeMs + 5_000, interval: 200 }).toBe(0);
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(CONTACT.noticeMs - 1_000);
    expect(shownFor).toBeLessThan(CONTACT.noticeMs + 4_000);
    await sendButton(page).waitFor();
    for (const label of FIELDS) expect(await field(page, label).inputValue(), label).toBe('');
    expect(await allMessages(page)).toEqual([null, null, null, null]);
  });

  it('shows the failure alert in the page when the server fails, keeping what was typed', async () => {
    const page = await newPage(DESKTOP);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error' }),
      }),
    );
    await openContact(page);
    const values = {
      name: 'Kofi Rhythm',
      email: 'kofi@example.com',
      subject: 'Payout question',
      message: 'When do tips reach my account?',
    };
    await fillForm(page, values);
    await sendButton(page).click();

    const alert = page.getByRole('alert').filter({ hasText: CONTACT_MESSAGES.failure });
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(CONTACT_MESSAGES.failure);
    expect(dialogs).toEqual([]);
    expect(await page.getByText(CONTACT_MESSAGES.successTitle).count()).toBe(0);
    expect(await field(page, 'Name').inputValue()).toBe(values.name);
    expect(await field(page, 'Message').inputValue()).toBe(values.message);
    expect(await sendButton(page).isEnabled()).toBe(true);
    await expectAccessible(page, '/contact failure alert');
    await screenshot(page, 'contact-desktop-failure');

    // Sending again clears the alert while the new attempt runs.
    await page.unroute('**/api/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await sendButton(page).click();
    await page.getByRole('button', { name: CONTACT_MESSAGES.sending }).waitFor();
    expect(await alert.count()).toBe(0);
    release();
    await alert.waitFor();
  });

  it('fits a phone, signed out and signed in', async () => {
    const page = await newPage(PHONE);
    await openContact(page);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'contact-phone');
    await sendButton(page).click();
    expect(await fieldMessage(page, 'Email')).toBe(CONTACT_MESSAGES.emailRequired);
    expect(await scrollsSideways(page)).toBe(false);
    await field(page, 'Name').scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-phone-invalid');
    await expectAccessible(page, '/contact phone');
    await page.getByRole('heading', { name: 'Other ways to reach us' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-phone-details');
    await page.getByRole('link', { name: 'Sign Up Free' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'contact-phone-signup');

    // Signed in, the sign-up card becomes an invitation to upload.
    const member = await newPage(PHONE);
    const login = await member.request.post('/api/login', {
      data: { username: 'lunawaves', password: 'pandanation' },
    });
    expect(login.status()).toBe(200);
    await openContact(member);
    const card = member.getByRole('region', { name: 'Got something new?' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Luna Waves');
    expect(await card.getByRole('link', { name: 'Upload a Track' }).getAttribute('href')).toBe('/upload');
    expect(await member.getByRole('link', { name: 'Sign Up Free' }).count()).toBe(0);
    expect(await scrollsSideways(member)).toBe(false);
    await expectAccessible(member, '/contact phone signed in');
    await card.scrollIntoViewIfNeeded();
    await screenshot(member, 'contact-phone-member');
  });
});
