import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLAB_PROFILE_MESSAGES,
  type CollabFilters,
  type CollabInboxFields,
  type CollabProfile,
  type CollabProfileInput,
  type Collaboration,
  type MatchPage,
} from '@common/collab';
import type { InboxPage } from '@common/inbox';
import type { TrackPage } from '@common/tracks';
import { type Locator, type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, openApp, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const { newPage } = useBrowserPages();

const PASSWORD = 'pandanation';
/** The narrowest phone the Finder is built for. */
const PHONE_375 = { width: 375, height: 812 } as const;
/** Lists change when a filter or the (debounced) search is answered: wait for the answer, not for a time. */
const UPDATED = { timeout: 30_000 } as const;

interface Member {
  id: number;
  username: string;
  name: string;
}

/** Signs the page's context in as a demo account. */
async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers a member (signed in in the page's context) with a city and genres of their own. */
async function register(page: Page, prefix: string, extra: Record<string, unknown> = {}): Promise<Member> {
  const username = uniqueUsername(prefix);
  const name = `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${username.slice(-6)}`;
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, displayName: name, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { id: number };
  return { id: user.id, username, name };
}

/** Saves the signed-in member's collab profile through the API. */
async function putProfile(page: Page, profile: CollabProfileInput): Promise<CollabProfile> {
  const response = await page.request.put('/api/collab/profile', { data: profile });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CollabProfile;
}

/** The first page of matches as the page's session gets it from the API for these filters. */
async function apiMatches(page: Page, query: Record<string, string> = {}): Promise<MatchPage> {
  const params = new URLSearchParams(query);
  const response = await page.request.get(`/api/collab/matches?${params.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MatchPage;
}

const cards = (page: Page) => page.getByTestId('match-card');
const cardNames = (page: Page) => cards(page).locator('h3').allInnerTexts();
const cardFor = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) });
const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const filterChip = (page: Page, label: string) =>
  page.locator(`[data-testid="collab-filter"][data-filter="${label}"]`);

/** Opens a filter chip's menu and chooses an option. */
async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await filterChip(page, label).click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
  await filterChip(page, label).getByText(`${label}: ${option}`).waitFor();
}

/** True when the page is no wider than its viewport (nothing scrolls sideways). */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function expectFitsWidth(page: Page, where: string): Promise<void> {
  expect(await fitsWidth(page), `${where} scrolls sideways`).toBe(true);
}

/** The editor dialog, opened from the given button. */
async function openEditor(page: Page, scope: Page | Locator = page): Promise<Locator> {
  await scope.getByRole('button', { name: 'Edit my collab profile' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit my collab profile' });
  await dialog.getByRole('button', { name: 'Save collab profile' }).waitFor();
  return dialog;
}

describe('Collab Finder', () => {
  it('a new artist creates their collab profile on /collab (with the server checking it) and edits it on their artist page', async () => {
    const page = await newPage(DESKTOP);
    const me = await register(page, 'vocalist', { location: 'Atlanta, GA', genres: ['R&B'] });
    const someoneElses = (await (await page.request.get('/api/tracks?pageSize=1')).json()) as TrackPage;
    expect(someoneElses.tracks.length).toBe(1);

    await openApp(page, '/collab', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Collaborations', level: 1 }).waitFor();
    // Without a profile: profiles by activity, no percentage, and the call to create one.
    await page.getByTestId('match-call').getByText(COLLAB_MESSAGES.noProfile).waitFor();
    await cards(page).first().waitFor();
    expect(await page.getByTestId('match-percentage').count()).toBe(0);

    const dialog = await openEditor(page);
    await expectAccessible(page, 'collab profile editor');
    // Nothing chosen: the shared schema's messages.
    await dialog.getByRole('button', { name: 'Save collab profile' }).click();
    await dialog.getByText(COLLAB_MESSAGES.skillsRequired).waitFor();
    await dialog.getByText(COLLAB_MESSAGES.collabTypesRequired).waitFor();

    await dialog.getByRole('checkbox', { name: 'Vocalist', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Songwriter', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Feature', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Co-write', exact: true }).check();
    expect(await dialog.getByText(COLLAB_MESSAGES.skillsRequired).count()).toBe(0);
    await dialog.getByLabel('Description').fill('Atlanta R&B singer looking for late-night production.');
    await dialog.getByLabel('Rate info').fill('Features from $200');
    await dialog.getByRole('textbox', { name: 'Equipment' }).fill('Shure SM7B');
    await dialog.getByRole('textbox', { name: 'Equipment' }).press('Enter');
    await dialog.getByRole('textbox', { name: 'Equipment' }).fill('Logic Pro');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Remove Shure SM7B' }).waitFor();
    await dialog.getByRole('button', { name: 'Remove Logic Pro' }).waitFor();

    // The server has the last word: a track that is not one's own is refused with its message, shown here.
    await page.route('**/api/collab/profile', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = JSON.parse(route.request().postData() ?? '{}') as CollabProfileInput;
      return route.continue({
        postData: JSON.stringify({ ...body, examples: [someoneElses.tracks[0]!.id] }),
      });
    });
    await dialog.getByRole('button', { name: 'Save collab profile' }).click();
    await dialog.getByText(COLLAB_PROFILE_MESSAGES.examplesOwnPublished).waitFor();
    await page.unroute('**/api/collab/profile');

    await dialog.getByRole('button', { name: 'Save collab profile' }).click();
    await toastWith(page, COLLAB_PROFILE_MESSAGES.saved).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await (await page.request.get('/api/collab/profile')).json()) as CollabProfile;
    expect(saved).toMatchObject({
      userId: me.id,
      skills: ['Vocalist', 'Songwriter'],
      collabType: ['Feature', 'Co-write'],
      isAvailable: true,
      description: 'Atlanta R&B singer looking for late-night production.',
      examples: [],
      rateInfo: 'Features from $200',
      equipment: ['Shure SM7B', 'Logic Pro'],
    });

    // With a profile the matches are personal: a percentage and the reasons on every card.
    await page.getByTestId('match-call').waitFor({ state: 'detached' });
    await page.getByTestId('match-percentage').first().waitFor(UPDATED);
    const personal = await apiMatches(page);
    expect(personal.personal).toBe(true);
    await expect.poll(() => cardNames(page), UPDATED).toEqual(personal.matches.map((m) => m.name));
    const first = cards(page).first();
    expect(await first.getByTestId('match-percentage').innerText()).toContain(
      `${personal.matches[0]!.matchPercentage}%`,
    );
    for (const reason of personal.matches[0]!.reasons) await first.getByText(reason).waitFor();

    // The artist page shows the profile, and its owner edits it there.
    await openApp(page, `/artists/${me.id}`, { tutorials: 'seen' });
    const section = page.getByTestId('collab-profile-section');
    await section.getByText('Atlanta R&B singer looking for late-night production.').waitFor();
    await section.getByText('Open to collabs').waitFor();
    expect(await section.getByTestId('artist-collab-profile').innerText()).toContain(
      'Shure SM7B · Logic Pro',
    );
    const again = await openEditor(page, section);
    expect(await again.getByRole('checkbox', { name: 'Vocalist', exact: true }).isChecked()).toBe(true);
    expect(await again.getByLabel('Rate info').inputValue()).toBe('Features from $200');
    await again.getByRole('checkbox', { name: 'Open to collaborations' }).click();
    await again.getByRole('button', { name: 'Save collab profile' }).click();
    await toastWith(page, COLLAB_PROFILE_MESSAGES.saved).waitFor();
    await section.getByText('Not available').waitFor();
    await expectAccessible(page, 'artist page with a collab profile');

    // Not available: the Finder says so, and nobody is offered this profile.
    await openApp(page, '/collab', { tutorials: 'seen' });
    await page.getByTestId('profile-hidden').waitFor();
    const other = await newPage(DESKTOP);
    await signIn(other, 'lunawaves');
    expect((await apiMatches(other, { q: me.username })).matches).toEqual([]);
  });

  it('a visitor sees profiles by activity with the call to sign in, and the chips and the search really filter', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/collab', { tutorials: 'seen' });
    const banner = page.getByTestId('match-call');
    await banner.getByText(COLLAB_MESSAGES.signInForMatches).waitFor();
    // Signing in there comes back to the Collab Finder.
    expect(await banner.getByRole('link', { name: 'Log in or register' }).getAttribute('href')).toBe(
      '/auth?next=%2Fcollab',
    );
    expect(await page.getByPlaceholder(COLLAB.searchPlaceholder).isVisible()).toBe(true);

    const byActivity = await apiMatches(page);
    expect(byActivity.personal).toBe(false);
    await expect.poll(() => cardNames(page), UPDATED).toEqual(byActivity.matches.map((m) => m.name));
    expect(await page.getByTestId('match-percentage').count()).toBe(0);
    // A card: role, location, genres, description, the measured record, Connect and View Profile.
    const top = byActivity.matches[0]!;
    const card = cardFor(page, top.name);
    expect(await card.getByTestId('match-role').innerText()).toBe(top.role);
    if (top.location) expect(await card.getByTestId('match-location').innerText()).toBe(top.location);
    for (const genre of top.genres) await card.getByTestId('match-genres').getByText(genre).waitFor();
    expect(await card.getByTestId('match-completed').innerText()).toContain(String(top.completedCollabs));
    expect(await card.getByRole('link', { name: /View Profile/ }).getAttribute('href')).toBe(
      `/artists/${top.id}`,
    );
    await expectAccessible(page, '/collab signed out');

    // Connect asks a visitor to log in.
    await card.getByRole('button', { name: /Connect/ }).click();
    await toastWith(page, 'Log in to connect').waitFor();

    // The chips' options come from the available profiles.
    const options = (await (await page.request.get('/api/collab/filters')).json()) as CollabFilters;
    await filterChip(page, 'Skills').click();
    for (const skill of options.skills) {
      await page.getByRole('menuitemradio', { name: skill, exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');

    await chooseFilter(page, 'Skills', 'Vocalist');
    const vocalists = await apiMatches(page, { skill: 'Vocalist' });
    expect(vocalists.matches.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page), UPDATED).toEqual(vocalists.matches.map((m) => m.name));
    for (const skills of await page.getByTestId('match-skills').allInnerTexts()) {
      expect(skills).toContain('Vocalist');
    }

    const genre = options.genres.includes('R&B') ? 'R&B' : options.genres[0]!;
    await chooseFilter(page, 'Genre', genre);
    const narrowed = await apiMatches(page, { skill: 'Vocalist', genre });
    await expect.poll(() => cardNames(page), UPDATED).toEqual(narrowed.matches.map((m) => m.name));
    for (const genres of await page.getByTestId('match-genres').allInnerTexts()) {
      expect(genres.toLowerCase()).toContain(genre.toLowerCase());
    }

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => cardNames(page), UPDATED).toEqual(byActivity.matches.map((m) => m.name));

    const city = options.locations.find((l) => l.startsWith('Chicago')) ?? options.locations[0]!;
    await chooseFilter(page, 'Location', city);
    const here = await apiMatches(page, { location: city });
    await expect.poll(() => cardNames(page), UPDATED).toEqual(here.matches.map((m) => m.name));
    for (const location of await page.getByTestId('match-location').allInnerTexts()) {
      expect(location).toBe(city);
    }
    await filterChip(page, 'Location').click();
    await page.getByRole('menuitemradio', { name: 'Anywhere', exact: true }).click();
    await filterChip(page, 'Location').getByText('Location', { exact: true }).waitFor();

    await chooseFilter(page, 'Collab Type', 'Remix');
    const remixers = await apiMatches(page, { collabType: 'Remix' });
    await expect.poll(() => cardNames(page), UPDATED).toEqual(remixers.matches.map((m) => m.name));
    for (const types of await page.getByTestId('match-collab-types').allInnerTexts()) {
      expect(types).toContain('Remix');
    }
    await page.getByRole('button', { name: 'Clear filters' }).first().click();

    // The search box, as one types.
    const search = page.getByPlaceholder(COLLAB.searchPlaceholder);
    await search.pressSequentially('nova');
    const nova = await apiMatches(page, { q: 'nova' });
    expect(nova.matches.map((m) => m.name)).toContain('DJ Nova');
    await expect.poll(() => cardNames(page), UPDATED).toEqual(nova.matches.map((m) => m.name));
    await search.fill('nobody-makes-this-sound');
    const empty = page.getByTestId('no-matches');
    await empty.getByText('No matches for these filters').waitFor(UPDATED);
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    expect(await search.inputValue()).toBe('');
    await expect.poll(() => cardNames(page), UPDATED).toEqual(byActivity.matches.map((m) => m.name));
    await screenshot(page, 'collab-finder-visitor-desktop');
  });

  it('Connect sends a request, a second one is refused, and the other artist accepts it in their inbox on a phone', async () => {
    const sender = await newPage(DESKTOP);
    const producer = await register(sender, 'producer', { location: 'Houston, TX', genres: ['Hip-Hop'] });
    await putProfile(sender, {
      skills: ['Producer', 'Beatmaker'],
      collabType: ['Production', 'Feature'],
      description: 'Trap and hip-hop beats with room for a topline.',
    });
    const singer = await newPage(PHONE_375);
    const vocalist = await register(singer, 'singer', { location: 'Houston, TX', genres: ['Hip-Hop'] });
    await putProfile(singer, {
      skills: ['Vocalist', 'Songwriter'],
      collabType: ['Feature'],
      description: 'Hooks and toplines over heavy 808s.',
    });

    // The producer finds the singer and connects; a second tab, opened before, tries the same.
    const staleTab = await newPage(DESKTOP);
    await signIn(staleTab, producer.username);
    for (const tab of [sender, staleTab]) {
      await openApp(tab, '/collab', { tutorials: 'seen' });
      await tab.getByPlaceholder(COLLAB.searchPlaceholder).fill(vocalist.username);
      await cardFor(tab, vocalist.name).waitFor(UPDATED);
    }
    const card = cardFor(sender, vocalist.name);
    await card.getByTestId('match-percentage').waitFor();
    const [scored] = (await apiMatches(sender, { q: vocalist.username })).matches;
    expect(await card.getByTestId('match-percentage').innerText()).toContain(`${scored!.matchPercentage}%`);
    expect(await card.getByTestId('match-reasons').getByRole('listitem').allInnerTexts()).toEqual(
      scored!.reasons,
    );
    await card.getByRole('button', { name: `Connect with ${vocalist.name}` }).click();
    const connect = sender.getByRole('dialog', { name: `Connect with ${vocalist.name}` });
    await connect.getByRole('button', { name: 'Send request' }).click();
    await connect.getByText('Please name the project').waitFor();
    await connect.getByText('Please write a short message').waitFor();
    await connect.getByLabel('Project').fill('Night Drive EP');
    await connect.getByLabel('Message').fill('Your hooks over my 808s. Up for a feature?');
    await expectAccessible(sender, 'Connect dialog');
    await connect.getByRole('button', { name: 'Send request' }).click();
    await toastWith(sender, COLLAB_MESSAGES.requestSent).waitFor();
    await connect.waitFor({ state: 'hidden' });
    await card.getByTestId('request-sent').waitFor();
    await sender.getByTestId('my-collaborations').getByText('Night Drive EP').waitFor();

    const stale = cardFor(staleTab, vocalist.name);
    await stale.getByRole('button', { name: `Connect with ${vocalist.name}` }).click();
    const again = staleTab.getByRole('dialog', { name: `Connect with ${vocalist.name}` });
    await again.getByLabel('Project').fill('Night Drive EP');
    await again.getByLabel('Message').fill('Sending this twice by mistake.');
    await again.getByRole('button', { name: 'Send request' }).click();
    await toastWith(staleTab, COLLAB_MESSAGES.requestPending).waitFor();
    await again.getByRole('alert').getByText(COLLAB_MESSAGES.requestPending).waitFor();
    await again.getByRole('button', { name: 'Close' }).click();
    await stale.getByTestId('request-sent').waitFor();

    // On a phone, the singer answers in the inbox.
    await openApp(singer, '/inbox', { tutorials: 'seen' });
    const message = singer
      .getByTestId('inbox-message')
      .filter({ hasText: `${producer.name} wants to collaborate on "Night Drive EP"` });
    await message.waitFor();
    await message.getByRole('button', { name: 'Decline' }).waitFor();
    await expectAccessible(singer, 'inbox with a collaboration request, phone');
    await expectFitsWidth(singer, 'the inbox at 375px');
    await screenshot(singer, 'collab-inbox-request-phone');
    await message.getByRole('button', { name: /^Accept/ }).click();
    await toastWith(singer, COLLAB_MESSAGES.accepted).waitFor();
    const open = message.getByRole('link', { name: 'Open the collaboration' });
    await open.waitFor();
    expect(await message.getByRole('button', { name: /^Accept/ }).count()).toBe(0);

    const collaborations = (await (await singer.request.get('/api/collaborations')).json()) as {
      collaborations: Collaboration[];
    };
    const started = collaborations.collaborations.find((c) => c.project === 'Night Drive EP');
    expect(started).toMatchObject({ status: 'active', source: 'request' });
    expect(started!.artists.map((a) => a.id).sort()).toEqual([producer.id, vocalist.id].sort());
    expect(await open.getAttribute('href')).toBe(`/collaborations/${started!.id}`);

    // The producer hears of it, with the way to the collaboration, and can connect again later.
    const inbox = (await (await sender.request.get('/api/inbox')).json()) as InboxPage;
    const news = inbox.messages.find(
      (m) => m.subject === `${vocalist.name} accepted your collaboration request`,
    );
    expect(news as unknown as CollabInboxFields).toMatchObject({
      collabRequestStatus: 'accepted',
      collaborationId: started!.id,
    });
    await openApp(sender, '/inbox', { tutorials: 'seen' });
    const notice = sender
      .getByTestId('inbox-message')
      .filter({ hasText: 'accepted your collaboration request' });
    expect(await notice.getByRole('link', { name: 'Open the collaboration' }).getAttribute('href')).toBe(
      `/collaborations/${started!.id}`,
    );
    await openApp(sender, '/collab', { tutorials: 'seen' });
    const mine = sender.getByTestId('my-collaborations').getByTestId('my-collaboration');
    await mine.filter({ hasText: 'Night Drive EP' }).waitFor();
    expect(await mine.filter({ hasText: 'Night Drive EP' }).getAttribute('href')).toBe(
      `/collaborations/${started!.id}`,
    );

    // Declining: the request is answered and the sender told.
    const third = await newPage(DESKTOP);
    const dj = await register(third, 'deejay');
    await putProfile(third, { skills: ['DJ'], collabType: ['Remix'] });
    const sent = await third.request.post('/api/collab/requests', {
      data: { toUserId: vocalist.id, project: 'Club edit', message: 'A remix of your next single?' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await openApp(singer, '/inbox', { tutorials: 'seen' });
    const remix = singer.getByTestId('inbox-message').filter({ hasText: `${dj.name} wants to collaborate` });
    await remix.getByRole('button', { name: /^Decline/ }).click();
    await toastWith(singer, COLLAB_MESSAGES.declined).waitFor();
    await remix.getByText('Declined').waitFor();
    const told = (await (await third.request.get('/api/inbox')).json()) as InboxPage;
    expect(told.messages.map((m) => m.subject)).toContain(
      `${vocalist.name} declined your collaboration request`,
    );
  });

  it('pages the matches: the first page, then Load more for the rest', async () => {
    // More open profiles than a page holds, all found by a word only they use.
    const word = uniqueUsername('tapeloop');
    const count = COLLAB.pageSize + 2;
    for (let i = 0; i < count; i += 1) {
      const api = await request.newContext({ baseURL: baseURL() });
      const username = uniqueUsername('pager');
      const registered = await api.post('/api/register', { data: { username, password: PASSWORD } });
      expect(registered.status(), await registered.text()).toBe(201);
      const saved = await api.put('/api/collab/profile', {
        data: { skills: ['Producer'], collabType: ['Remix'], description: `Cassette ${word} remixes.` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await api.dispose();
    }

    const page = await newPage(DESKTOP);
    await signIn(page, 'djnova');
    await openApp(page, '/collab', { tutorials: 'seen' });
    await page.getByPlaceholder(COLLAB.searchPlaceholder).fill(word);
    const first = await apiMatches(page, { q: word });
    expect(first).toMatchObject({ page: 1, hasMore: true, personal: true });
    expect(first.matches.length).toBe(COLLAB.pageSize);
    await expect.poll(() => cardNames(page), UPDATED).toEqual(first.matches.map((m) => m.name));

    const second = await apiMatches(page, { q: word, page: '2' });
    expect(second).toMatchObject({ page: 2, hasMore: false });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(() => cardNames(page), UPDATED)
      .toEqual([...first.matches, ...second.matches].map((m) => m.name));
    expect(await cards(page).count()).toBe(count);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('fits a 375px phone, signed out and signed in, with the chips, the cards and the editor', async () => {
    const visitor = await newPage(PHONE_375);
    await openApp(visitor, '/collab', { tutorials: 'seen' });
    await visitor.getByTestId('match-call').getByText(COLLAB_MESSAGES.signInForMatches).waitFor();
    await cards(visitor).first().waitFor();
    await expectFitsWidth(visitor, '/collab signed out at 375px');
    await expectAccessible(visitor, '/collab signed out, phone');
    await screenshot(visitor, 'collab-finder-visitor-phone');

    const page = await newPage(PHONE_375);
    await signIn(page, 'lunawaves');
    await openApp(page, '/collab', { tutorials: 'seen' });
    await page.getByTestId('match-percentage').first().waitFor(UPDATED);
    await expectFitsWidth(page, '/collab signed in at 375px');
    await expectAccessible(page, '/collab signed in, phone');
    await screenshot(page, 'collab-finder-signed-in-phone');

    // Every card and its buttons stay inside the screen.
    for (const card of await cards(page).all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_375.width);
    }

    await chooseFilter(page, 'Collab Type', 'Production');
    const producers = await apiMatches(page, { collabType: 'Production' });
    await expect.poll(() => cardNames(page), UPDATED).toEqual(producers.matches.map((m) => m.name));
    await expectFitsWidth(page, '/collab filtered at 375px');

    const dialog = await openEditor(page);
    expect(await dialog.getByRole('checkbox', { name: 'Vocalist', exact: true }).isChecked()).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_375.width);
    await screenshot(page, 'collab-profile-editor-phone');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
