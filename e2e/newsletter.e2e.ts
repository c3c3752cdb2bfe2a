import type { OutboxMessage, OutboxPage } from '@common/admin';
import { ARTICLE, ARTICLE_MESSAGES, type ArticleList, articleReadTime } from '@common/newsletter';
import { NEWSLETTER_MESSAGES } from '@common/newsletterMessages';
import { createCanvas } from '@napi-rs/canvas';
import { type APIRequestContext, type Locator, type Page, request } from 'playwright-core';
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

const PASSWORD = 'writer-pass-1';
const EDITORIAL = 'Panda Nation Editorial';
const SMALL_PHONE = { width: 360, height: 740 } as const;

let adminContext: APIRequestContext | undefined;

afterAll(async () => {
  await adminContext?.dispose();
});

/** The administrator's API session (the outbox and the review queue are theirs). */
async function admin(): Promise<APIRequestContext> {
  if (!adminContext) {
    adminContext = await request.newContext({ baseURL: baseURL() });
    const login = await adminContext.post('/api/login', { data: ADMIN_ACCOUNT });
    expect(login.status(), await login.text()).toBe(200);
  }
  return adminContext;
}

/** Signs the page's context in as the administrator. */
async function signInAsAdmin(page: Page): Promise<void> {
  const login = await page.request.post('/api/login', { data: ADMIN_ACCOUNT });
  expect(login.status(), await login.text()).toBe(200);
}

/** Registers a member and signs the page's context in as them; answers the display name (the byline). */
async function registerWriter(page: Page, prefix = 'writer'): Promise<string> {
  const username = uniqueUsername(prefix);
  const displayName = `Writer ${username.slice(-5)}`;
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName },
  });
  expect(response.status(), await response.text()).toBe(201);
  return displayName;
}

/** The published articles and the subscriber count, as the API answers a visitor. */
async function publishedArticles(): Promise<ArticleList> {
  const api = await request.newContext({ baseURL: baseURL() });
  const response = await api.get('/api/newsletter/articles');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as ArticleList;
  await api.dispose();
  return list;
}

/**
 * The path and query of the newest newsletter confirmation link mailed to `to`, read from the outbox (the
 * journeys' server has no SMTP). Mail is sent by the job runner, so it is waited for.
 */
async function confirmLinkFromOutbox(to: string): Promise<string> {
  const api = await admin();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await api.get(`/api/admin/outbox?q=${encodeURIComponent(to)}`);
    expect(list.status(), await list.text()).toBe(200);
    const { items } = (await list.json()) as OutboxPage;
    const item = items.find(
      (candidate) => candidate.to.includes(to) && candidate.kind === 'newsletter-confirm',
    );
    if (item) {
      const detail = await api.get(`/api/admin/outbox/${item.id}`);
      expect(detail.status(), await detail.text()).toBe(200);
      const message = (await detail.json()) as OutboxMessage;
      const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[^\s<>"')\]]+/.exec(message.text);
      expect(link, message.text).not.toBeNull();
      const url = new URL(link![0]);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`No newsletter confirmation mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for a toast with this text. */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

async function openNewsletter(page: Page, path = '/newsletter'): Promise<void> {
  await openApp(page, path, { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'The Panda Nation Newsletter', level: 1 }).waitFor();
}

/** The list of published articles in the left column. */
function articleList(page: Page): Locator {
  return page.getByRole('list', { name: 'Newsletter articles' });
}

/** The reading view's title. */
function readingTitle(page: Page): Locator {
  return page.getByTestId('article-view').getByRole('heading', { level: 2 });
}

/** Matches an accessible name that starts with `text` (a list entry's name goes on with its read time). */
function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** No part of the page sticks out sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A small real PNG: a pink-to-violet gradient, like a cover. */
function pngImage(): Buffer {
  const canvas = createCanvas(320, 180);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 320, 180);
  gradient.addColorStop(0, '#ff0080');
  gradient.addColorStop(1, '#5b21b6');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 320, 180);
  return canvas.toBuffer('image/png');
}

/** Fills the composer's section `index` (0-based). */
async function fillSection(composer: Locator, index: number, heading: string, body: string): Promise<void> {
  const section = composer.getByTestId('composer-section').nth(index);
  await section.getByLabel('Heading').fill(heading);
  await section.getByLabel('Body').fill(body);
}

/** Writes and submits an article through the composer; answers its id (from the address it opens at). */
async function submitArticle(page: Page, title: string, subtitle: string): Promise<string> {
  await page.getByRole('button', { name: 'New Article' }).click();
  const composer = page.getByTestId('article-composer');
  await composer.getByLabel('Title', { exact: true }).fill(title);
  await composer.getByLabel('Subtitle', { exact: true }).fill(subtitle);
  await fillSection(composer, 0, 'Why it matters', 'A first paragraph.\n\nA second one.');
  await composer.getByRole('button', { name: 'Publish Article' }).click();
  await page.waitForURL(/\/newsletter\/\d+$/);
  await readingTitle(page).filter({ hasText: title }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

describe('reading the newsletter (/newsletter)', () => {
  it('lists the built-in articles, reads one, and opens another from its own address', async () => {
    const { articles, subscriberCount } = await publishedArticles();
    const builtIn = articles.filter((article) => article.author === EDITORIAL);
    expect(builtIn).toHaveLength(ARTICLE.builtInCount);

    const page = await newPage(DESKTOP);
    await openNewsletter(page);
    // The welcome pane with its three tiles, and no composer for a visitor.
    await page.getByRole('heading', { name: 'Welcome to the Newsletter' }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Welcome to the Newsletter' }).getByRole('listitem').count(),
    ).toBe(3);
    expect(await page.getByRole('button', { name: 'New Article' }).count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('subscriber-count').innerText())
      .toContain(`${subscriberCount.toLocaleString('en-US')} subscriber`);

    // Each entry shows its read time and date.
    const links = articleList(page).getByTestId('article-link');
    await links.first().waitFor();
    expect(await links.count()).toBe(articles.length);
    const firstEntry = await links.first().innerText();
    expect(firstEntry).toContain(articles[0]!.title);
    expect(firstEntry).toContain(`${articles[0]!.readTime} min read`);
    expect(await links.first().locator('time').getAttribute('datetime')).toBe(articles[0]!.postedAt);
    await expectAccessible(page, '/newsletter welcome');
    await screenshot(page, 'newsletter-welcome-desktop');

    // Choosing an article reads it and gives it its own address.
    const article = builtIn[1]!;
    await articleList(page)
      .getByRole('link', { name: startingWith(article.title) })
      .click();
    await page.waitForURL((url) => url.pathname === `/newsletter/${article.id}`);
    const view = page.getByTestId('article-view');
    await readingTitle(page).filter({ hasText: article.title }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('article-title');
    expect(await view.getByText(article.subtitle, { exact: true }).count()).toBe(1);
    const byline = await view.locator('header').innerText();
    expect(byline).toContain(`By ${EDITORIAL}`);
    expect(byline).toContain(`${article.readTime} min read`);
    expect(await view.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(
      ARTICLE.tags.map((tag) => tag.toUpperCase()),
    );
    expect(await view.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      article.sections.map((section) => section.heading),
    );
    // A body is paragraphs of text, split on blank lines.
    const firstSection = view.getByTestId('article-section').first();
    expect(await firstSection.locator('p').count()).toBe(article.sections[0]!.body.split(/\n\s*\n/).length);
    expect(
      await articleList(page)
        .getByRole('link', { name: startingWith(article.title) })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page, '/newsletter/:id reading');
    await screenshot(page, 'newsletter-reading-desktop');

    // A deep link opens the article straight in the reading view; Back returns to the previous one.
    const other = builtIn[4]!;
    const deep = await newPage(DESKTOP);
    await openNewsletter(deep, `/newsletter/${other.id}`);
    await readingTitle(deep).filter({ hasText: other.title }).waitFor();
    expect(await deep.getByRole('heading', { name: 'Welcome to the Newsletter' }).count()).toBe(0);
    await articleList(deep)
      .getByRole('link', { name: startingWith(builtIn[0]!.title) })
      .click();
    await readingTitle(deep).filter({ hasText: builtIn[0]!.title }).waitFor();
    await deep.goBack();
    await readingTitle(deep).filter({ hasText: other.title }).waitFor();

    // An address that names no article says so.
    await openNewsletter(deep, '/newsletter/987654');
    await deep.getByRole('heading', { name: 'Article not found' }).waitFor();
  });
});

describe('writing an article', () => {
  it('keeps Publish disabled without a title and subtitle, drops empty sections, uses the default image and counts the read time before dropping', async () => {
    const page = await newPage(DESKTOP);
    const author = await registerWriter(page);
    await openNewsletter(page);
    const before = await publishedArticles();

    await page.getByRole('button', { name: 'New Article' }).click();
    const composer = page.getByTestId('article-composer');
    await composer.waitFor();
    const publish = composer.getByRole('button', { name: 'Publish Article' });
    const readTime = composer.getByTestId('composer-read-time');
    expect(await publish.isDisabled()).toBe(true);
    expect(await readTime.innerText()).toContain(`${articleReadTime(1)} min`);
    // The default image stands in while no address is given.
    expect(await composer.locator('figure img').getAttribute('src')).toBe(ARTICLE.defaultImage);

    await composer.getByLabel('Title', { exact: true }).fill('Booking Your First Tour');
    expect(await publish.isDisabled()).toBe(true);
    await composer.getByLabel('Subtitle', { exact: true }).fill('   ');
    expect(await publish.isDisabled()).toBe(true);
    await composer
      .getByLabel('Subtitle', { exact: true })
      .fill('Ten shows, ten cities, and what they taught me');
    expect(await publish.isDisabled()).toBe(false);
    await composer.getByLabel('Title', { exact: true }).fill('');
    expect(await publish.isDisabled()).toBe(true);
    await composer.getByLabel('Title', { exact: true }).fill('Booking Your First Tour');

    // Three sections: 1.5 x 3 rounds up to 5 minutes; the one without a body is dropped on publish.
    // Each new section's heading takes the focus, where the writer goes on.
    for (const index of [1, 2]) {
      await composer.getByRole('button', { name: 'Add Section' }).click();
      const heading = composer.getByTestId('composer-section').nth(index).getByLabel('Heading');
      await expect.poll(() => heading.evaluate((field) => field === document.activeElement)).toBe(true);
    }
    expect(await composer.getByTestId('composer-section').count()).toBe(3);
    expect(await readTime.innerText()).toContain(`${articleReadTime(3)} min`);
    const markup = '<img src="x" onerror="window.__injected = true"> is <b>not</b> markup here.';
    await fillSection(
      composer,
      0,
      'Start local',
      `Play your own city first.\n\nThen the next one.\n${markup}`,
    );
    await composer
      .getByTestId('composer-section')
      .nth(1)
      .getByLabel('Heading')
      .fill('A heading without a body');
    await fillSection(composer, 2, 'Count the money', 'Write every cost down before you leave.');
    // A non-https image address is refused with the shared message.
    await composer.getByLabel('Image URL').fill('http://example.com/cover.jpg');
    await publish.click();
    await composer.getByText(ARTICLE_MESSAGES.imageUrl).waitFor();
    await composer.getByLabel('Image URL').fill('');
    await expectAccessible(page, 'the article composer');
    await screenshot(page, 'newsletter-composer-desktop');

    // The composer takes priority over the reading view: choosing an article keeps it (and the draft).
    const firstPublished = before.articles[0]!;
    await articleList(page)
      .getByRole('link', { name: startingWith(firstPublished.title) })
      .click();
    await page.waitForURL((url) => url.pathname === `/newsletter/${firstPublished.id}`);
    await composer.waitFor();
    expect(await page.getByTestId('article-view').count()).toBe(0);
    expect(await composer.getByLabel('Title', { exact: true }).inputValue()).toBe('Booking Your First Tour');

    // A member's article waits for review: the server's message, then the article shown as pending to its author.
    await publish.click();
    await expectToast(page, ARTICLE_MESSAGES.submitted);
    await page.waitForURL(/\/newsletter\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await composer.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New Article' }).isVisible()).toBe(true);
    const view = page.getByTestId('article-view');
    await readingTitle(page).filter({ hasText: 'Booking Your First Tour' }).waitFor();
    expect(await view.getByTestId('review-notice').innerText()).toContain(ARTICLE_MESSAGES.submitted);
    expect(await view.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Start local',
      'Count the money',
    ]);
    const header = await view.locator('header').innerText();
    expect(header).toContain(`By ${author}`);
    expect(header).toContain(`${articleReadTime(3)} min read`);
    expect(await view.locator('img').first().getAttribute('src')).toBe(ARTICLE.defaultImage);
    // Bodies are text: the markup typed into one shows as typed and never runs.
    const paragraphs = view.getByTestId('article-section').first().locator('p');
    expect(await paragraphs.count()).toBe(2);
    expect(await paragraphs.nth(1).innerText()).toBe(`Then the next one.\n${markup}`);
    expect(await view.locator('img[src="x"], b').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected),
    ).toBeUndefined();
    const mine = page.getByRole('list', { name: 'Your submissions' });
    expect(await mine.getByRole('link', { name: /^Booking Your First Tour/ }).innerText()).toMatch(
      /pending review/i,
    );
    expect(
      await articleList(page)
        .getByRole('link', { name: /^Booking Your First Tour/ })
        .count(),
    ).toBe(0);
    await expectAccessible(page, 'a pending article, read by its author');
    await screenshot(page, 'newsletter-pending-desktop');

    // Nobody else sees it before an administrator approves it.
    const visitor = await newPage(DESKTOP);
    await openNewsletter(visitor, `/newsletter/${id}`);
    await visitor.getByRole('heading', { name: 'Article not found' }).waitFor();

    // The administrator approves it in /admin/articles; then it is listed for everyone.
    const adminPage = await newPage(DESKTOP);
    await signInAsAdmin(adminPage);
    await openApp(adminPage, '/admin/articles', { tutorials: 'seen' });
    await adminPage.getByRole('heading', { name: 'Articles', level: 2 }).waitFor();
    const queue = adminPage.getByRole('list', { name: 'Articles waiting for review' });
    const card = queue.getByRole('article', { name: 'Booking Your First Tour' });
    await card.waitFor();
    expect(await card.innerText()).toContain(`By ${author}`);
    await expectAccessible(adminPage, '/admin/articles');
    await screenshot(adminPage, 'admin-articles-desktop');
    await card.getByRole('button', { name: 'Approve “Booking Your First Tour”' }).click();
    await expectToast(adminPage, ARTICLE_MESSAGES.approved);
    await card.waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: 'Published', exact: true }).click();
    await adminPage
      .getByRole('list', { name: 'Published articles' })
      .getByRole('article', { name: 'Booking Your First Tour' })
      .waitFor();

    await openNewsletter(visitor, '/newsletter');
    await articleList(visitor)
      .getByRole('link', { name: /^Booking Your First Tour/ })
      .waitFor();
    await openNewsletter(visitor, `/newsletter/${id}`);
    await readingTitle(visitor).filter({ hasText: 'Booking Your First Tour' }).waitFor();
    expect(await visitor.getByTestId('review-notice').count()).toBe(0);
  });

  it('declines an article with a note that its author reads, and nobody else sees it', async () => {
    const page = await newPage(DESKTOP);
    await registerWriter(page, 'declined');
    await openNewsletter(page);
    const id = await submitArticle(page, 'Ten Reasons to Buy My Merch', 'Mostly reasons to buy my merch');

    const adminPage = await newPage(DESKTOP);
    await signInAsAdmin(adminPage);
    await openApp(adminPage, '/admin/articles', { tutorials: 'seen' });
    const card = adminPage
      .getByRole('list', { name: 'Articles waiting for review' })
      .getByRole('article', { name: 'Ten Reasons to Buy My Merch' });
    await card.getByRole('button', { name: 'Decline “Ten Reasons to Buy My Merch”' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Decline “Ten Reasons to Buy My Merch”?' });
    await dialog.waitFor();
    const note = 'An advert rather than an article: tell readers what you learned making the merch.';
    await dialog.getByLabel('Note to the author').fill(note);
    await expectAccessible(adminPage, 'the decline dialog');
    await dialog.getByRole('button', { name: 'Decline article' }).click();
    await expectToast(adminPage, ARTICLE_MESSAGES.declined);
    await dialog.waitFor({ state: 'detached' });
    await card.waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: 'Declined', exact: true }).click();
    await adminPage.waitForURL((url) => url.search === '?status=declined');
    const declined = adminPage
      .getByRole('list', { name: 'Declined articles' })
      .getByRole('article', { name: 'Ten Reasons to Buy My Merch' });
    expect(await declined.innerText()).toContain(note);

    // Its author sees it declined, with the note.
    await openNewsletter(page, `/newsletter/${id}`);
    const notice = page.getByTestId('review-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(ARTICLE_MESSAGES.declined);
    expect(await notice.innerText()).toContain(note);
    expect(
      await page
        .getByRole('list', { name: 'Your submissions' })
        .getByRole('link', { name: /^Ten Reasons/ })
        .innerText(),
    ).toMatch(/declined/i);

    const visitor = await newPage(DESKTOP);
    await openNewsletter(visitor, `/newsletter/${id}`);
    await visitor.getByRole('heading', { name: 'Article not found' }).waitFor();
    expect((await publishedArticles()).articles.some((article) => article.id === id)).toBe(false);
  });

  it('publishes an administrator’s article at once, first in the list, with an uploaded image', async () => {
    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await openNewsletter(page);
    await page.getByRole('button', { name: 'New Article' }).click();
    const composer = page.getByTestId('article-composer');
    await composer.getByLabel('Title', { exact: true }).fill('Listening Parties Now Sync to the Millisecond');
    await composer.getByLabel('Subtitle', { exact: true }).fill('What changed, and how to host one tonight');
    await fillSection(composer, 0, 'Host one', 'Open Listening Parties and press Host New Party.');

    // A file that is not an image is refused before it travels; a PNG is uploaded and previewed.
    await composer
      .getByTestId('article-image-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes\n') });
    await composer.getByText(ARTICLE_MESSAGES.imageUnsupported).waitFor();
    await composer
      .getByTestId('article-image-file')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage() });
    const imageField = composer.getByLabel('Image URL');
    await expect.poll(() => imageField.inputValue()).toMatch(/^\/media\/newsletter\//);
    const uploaded = await imageField.inputValue();
    expect(await composer.locator('figure img').getAttribute('src')).toBe(uploaded);
    expect(
      await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image.naturalWidth;
      }, uploaded),
    ).toBeGreaterThan(0);

    await composer.getByRole('button', { name: 'Publish Article' }).click();
    await expectToast(page, ARTICLE_MESSAGES.published);
    await page.waitForURL(/\/newsletter\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await readingTitle(page).filter({ hasText: 'Listening Parties Now Sync' }).waitFor();
    expect(await page.getByTestId('review-notice').count()).toBe(0);
    expect(await page.getByTestId('article-view').locator('img').first().getAttribute('src')).toBe(uploaded);
    // Prepended and selected.
    const first = articleList(page).getByTestId('article-link').first();
    expect(await first.getAttribute('href')).toBe(`/newsletter/${id}`);
    expect(await first.getAttribute('aria-current')).toBe('page');
    expect((await publishedArticles()).articles[0]!.id).toBe(id);
  });
});

describe('subscribing (double opt-in)', () => {
  it('subscribes from Home, confirms from the email, and the count goes up by one', async () => {
    const before = (await publishedArticles()).subscriberCount;
    const address = `${uniqueUsername('fan')}@example.com`;
    const page = await newPage(DESKTOP);
    await openApp(page, '/', { tutorials: 'seen' });
    const card = page.getByRole('region', { name: "Join the Nation's newsletter" });
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Email address').fill(address);
    await card.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await card.getByText(NEWSLETTER_MESSAGES.checkInbox).waitFor();
    await expectToast(page, 'Check your inbox');
    await screenshot(page, 'newsletter-home-check-inbox');
    // Nothing is counted before the link is opened.
    expect((await publishedArticles()).subscriberCount).toBe(before);

    const link = await confirmLinkFromOutbox(address);
    expect(link).toMatch(/^\/newsletter\/confirm\?token=/);
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    await page.getByText(NEWSLETTER_MESSAGES.confirmed).waitFor();
    await page.getByText(address).waitFor();
    await expectAccessible(page, '/newsletter/confirm confirmed');
    await screenshot(page, 'newsletter-confirmed');
    expect((await publishedArticles()).subscriberCount).toBe(before + 1);

    await page.getByRole('link', { name: 'Read the newsletter' }).click();
    await page.waitForURL((url) => url.pathname === '/newsletter');
    await expect
      .poll(() => page.getByTestId('subscriber-count').innerText())
      .toContain(`${before + 1} subscriber`);

    // The link works once.
    await openApp(page, link, { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Confirmation failed' }).waitFor();
    await page.getByText(NEWSLETTER_MESSAGES.confirmInvalid).waitFor();

    // The same address again, now confirmed: the server says so.
    await openNewsletter(page);
    const form = page.getByRole('region', { name: 'Get it by email' });
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.getByText(NEWSLETTER_MESSAGES.alreadySubscribed).waitFor();
  });

  it('subscribes from the newsletter page too, and refuses what is not an address', async () => {
    const page = await newPage(DESKTOP);
    await openNewsletter(page);
    const form = page.getByRole('region', { name: 'Get it by email' });
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.getByText(NEWSLETTER_MESSAGES.invalidEmail).waitFor();
    const address = `${uniqueUsername('reader')}@example.com`;
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await form.getByText(NEWSLETTER_MESSAGES.checkInbox).waitFor();
    expect(await confirmLinkFromOutbox(address)).toMatch(/^\/newsletter\/confirm\?token=/);
  });
});

describe('emailing an article', () => {
  it('emails a published article to the subscribers from /admin/articles and shows the answer', async () => {
    const { articles } = await publishedArticles();
    const article = articles.find((candidate) => candidate.author === EDITORIAL)!;
    const page = await newPage(DESKTOP);
    await signInAsAdmin(page);
    await openApp(page, '/admin/articles?status=published', { tutorials: 'seen' });
    const card = page
      .getByRole('list', { name: 'Published articles' })
      .getByRole('article', { name: article.title });
    await card.getByRole('button', { name: `Email to subscribers “${article.title}”` }).click();
    const dialog = page.getByRole('dialog', { name: `Email “${article.title}” to the subscribers?` });
    await dialog.waitFor();
    await expectAccessible(page, 'the email article dialog');
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/articles/${article.id}/email`) &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send the email' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(202);
    const queued = (await response.json()) as { message: string; recipients: number };
    expect(queued.recipients).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByTestId('article-emailed').innerText()).toContain(queued.message);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-article-emailed');
    expect(await card.getByRole('button', { name: /^Email to subscribers/ }).isDisabled()).toBe(true);

    // Once only.
    const again = await (await admin()).post(`/api/admin/articles/${article.id}/email`, { data: {} });
    expect(again.status()).toBeGreaterThanOrEqual(400);
    expect(((await again.json()) as { message: string }).message).toBe(ARTICLE_MESSAGES.alreadyEmailed);
  });
});

describe('on phones', () => {
  for (const viewport of [PHONE, SMALL_PHONE]) {
    it(`stacks the list and the pane at ${viewport.width} px`, async () => {
      const { articles } = await publishedArticles();
      const article = articles.find((candidate) => candidate.author === EDITORIAL)!;
      const page = await newPage(viewport);
      await registerWriter(page, 'phone');
      await openNewsletter(page);
      // The list first, then the welcome pane under it.
      const list = articleList(page);
      await list.waitFor();
      const listBox = (await list.boundingBox())!;
      const welcomeBox = (await page
        .getByRole('heading', { name: 'Welcome to the Newsletter' })
        .boundingBox())!;
      expect(welcomeBox.y).toBeGreaterThan(listBox.y + listBox.height);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `newsletter-phone-${viewport.width}`);

      // Reading: the article stands alone, with the way back to the list.
      await list.getByRole('link', { name: startingWith(article.title) }).click();
      await readingTitle(page).filter({ hasText: article.title }).waitFor();
      expect(await list.isVisible()).toBe(false);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `/newsletter/:id at ${viewport.width}px`);
      await screenshot(page, `newsletter-reading-phone-${viewport.width}`);
      await page.getByRole('link', { name: 'All articles' }).click();
      await page.waitForURL((url) => url.pathname === '/newsletter');
      await list.waitFor();

      // Writing: the composer stands alone too, and Cancel brings the list back.
      await page.getByRole('button', { name: 'New Article' }).click();
      await page.getByTestId('article-composer').waitFor();
      expect(await list.isVisible()).toBe(false);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `newsletter-composer-phone-${viewport.width}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await list.waitFor();
      expect(await page.getByTestId('article-composer').count()).toBe(0);
    });
  }
});
