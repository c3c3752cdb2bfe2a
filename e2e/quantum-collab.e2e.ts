import {
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  type Collaboration,
  type CollabMatch,
  MATCH_SCORE_EXPLANATIONS,
  type MatchPage,
  type MatchmakerStart,
  type SoundProfile,
} from '@common/collab';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, screenshot, useBrowserPages } from './support/browser';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();
/** The narrowest phone the pages are checked at. */
const PHONE = { width: 375, height: 812 } as const;

/** Signs in through the API; the session cookie lands in the page's context. */
async function signIn(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function myId(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
}

async function matchesOf(page: Page): Promise<MatchPage> {
  return (await (await page.request.get('/api/collab/matches?page=1')).json()) as MatchPage;
}

async function soundProfileOf(page: Page, userId: number): Promise<SoundProfile> {
  return (await (await page.request.get(`/api/collab/sound-profile/${userId}`)).json()) as SoundProfile;
}

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Selects a tab of the matchmaker by its name and waits for its panel. */
async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  return page.getByRole('tabpanel', { name });
}

/** A score as the card writes it: its percentage, or 'Not enough data' (never an invented number). */
const scoreText = (value: number | null) => (value === null ? 'Not enough data' : `${value}%`);

/** The card of a match checked against the API: every named score and the label. */
async function expectScoresOnCard(card: Locator, match: CollabMatch): Promise<void> {
  const scores = match.scores!;
  expect(await card.getByTestId('quantum-score').innerText()).toContain(`${scores.quantumScore}%`);
  expect(await card.getByTestId('quantum-resonance').innerText()).toBe(scores.quantumResonance);
  for (const name of [
    'culturalCompatibility',
    'creativeSynergy',
    'neuralHarmony',
    'energyMatch',
    'soulAlignment',
    'collaborationPotential',
  ] as const) {
    const row = card.locator(`[data-score="${name}"]`);
    expect(await row.getByTestId('score-value').innerText()).toBe(scoreText(scores[name]));
  }
  // How each score is computed is stated once for the page, not on every card.
  expect(await card.getByTestId('score-explanation').count()).toBe(0);
}

/** The page's one statement of how every score is computed, opened. */
async function expectExplanationsOnce(page: Page): Promise<void> {
  const explanations = page.getByTestId('score-explanations');
  expect(await explanations.count()).toBe(1);
  await explanations.getByText('How these scores are computed').click();
  for (const [name, text] of Object.entries(MATCH_SCORE_EXPLANATIONS)) {
    expect(
      await explanations.locator(`[data-score="${name}"]`).getByTestId('score-explanation').innerText(),
    ).toBe(text);
  }
  expect(await page.getByTestId('score-explanation').count()).toBe(
    Object.keys(MATCH_SCORE_EXPLANATIONS).length,
  );
}

/** Pays the open payment step with the sandbox's test card that succeeds. */
async function payWithTestCard(dialog: Locator, total: string): Promise<void> {
  await dialog.getByTestId('payment-amount').getByText(total).waitFor();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  const pay = dialog.getByRole('button', { name: `Pay ${total}` });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
}

async function progressOf(page: Page): Promise<string | null> {
  return page
    .getByTestId('milestones')
    .getByRole('progressbar', { name: 'Progress' })
    .getAttribute('aria-valuenow');
}

describe('Quantum Collab Matchmaker', () => {
  it('shows a visitor the artists open to collaborate, a call to sign in, and what each signal means', async () => {
    const page = await newPage(DESKTOP);
    await openApp(page, '/quantum-collab', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Quantum Collab Matchmaker', level: 1 }).waitFor();
    await page.getByTestId('score-call').getByText(COLLAB_MESSAGES.signInForMatches).waitFor();
    const cards = page.getByTestId('quantum-match');
    await cards.first().waitFor();
    // No personal numbers for a visitor, and no way to start a paid collaboration.
    expect(await page.getByTestId('quantum-score').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Start Collaboration/ }).count()).toBe(0);

    // Real tabs: arrow keys move between them.
    const matchesTab = page.getByRole('tab', { name: 'Quantum Matches' });
    expect(await page.getByRole('tab').count()).toBe(4);
    await matchesTab.focus();
    await page.keyboard.press('ArrowRight');
    const neural = page.getByRole('tab', { name: 'Neural Analysis' });
    await expect.poll(() => neural.getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('tabpanel', { name: 'Neural Analysis' })
      .getByRole('link', { name: 'Log in or register' })
      .waitFor();

    const features = await openTab(page, 'Quantum Features');
    expect(await features.getByTestId('signal').count()).toBe(8);
    for (const signal of [
      'Genres',
      'Complementary skills',
      'Sound',
      'Reliability',
      'Location',
      'Mutual listening',
    ]) {
      await features.getByRole('heading', { name: signal, exact: true }).waitFor();
    }
    await features.getByText(MATCH_SCORE_EXPLANATIONS.soulAlignment).waitFor();

    const active = await openTab(page, 'Active Collabs');
    await active.getByText('Log in to see your collaborations').waitFor();
    expect(new URL(page.url()).search).toBe('?tab=active');
  });

  it('starts a collaboration from a match with the sandbox card; both members run it to completion and rate it', async () => {
    const luna = await newPage(DESKTOP);
    await signIn(luna, 'lunawaves');
    const lunaId = await myId(luna);
    const api = await matchesOf(luna);
    expect(api.personal).toBe(true);
    const partner = api.matches.find((match) => match.username === 'beatsmith')!;
    expect(partner).toBeDefined();

    // Quantum Matches: every score of every card, as the API computed it.
    await openApp(luna, '/quantum-collab', { tutorials: 'seen' });
    const cards = luna.getByTestId('quantum-match');
    await cards.first().getByTestId('quantum-score').waitFor();
    expect(await cards.count()).toBe(api.matches.length);
    for (const match of api.matches.slice(0, 4)) {
      await expectScoresOnCard(
        luna.locator(`[data-testid="quantum-match"][data-user-id="${match.id}"]`),
        match,
      );
    }
    const card = luna.locator(`[data-testid="quantum-match"][data-user-id="${partner.id}"]`);
    await expectScoresOnCard(card, partner);
    await expectExplanationsOnce(luna);
    await luna.mouse.move(0, 0);
    await screenshot(luna, 'quantum-matches-desktop');

    // Neural Analysis: both sound profiles side by side, from the API's averages.
    await card.getByRole('button', { name: `Compare sound with ${partner.name}` }).click();
    const neural = luna.getByRole('tabpanel', { name: 'Neural Analysis' });
    await neural.getByTestId('sound-chart').waitFor();
    expect(await neural.getByLabel('Compare with').inputValue()).toBe(String(partner.id));
    const [mine, theirs] = await Promise.all([
      soundProfileOf(luna, lunaId),
      soundProfileOf(luna, partner.id),
    ]);
    // Each value is written out beside its bar (after a label for screen readers: 'Tempo: ').
    const valuesOf = async (metric: string) =>
      (await neural.locator(`[data-metric="${metric}"]`).getByTestId('sound-value').allTextContents()).map(
        (text) => text.replace(/^[^:]*: /, ''),
      );
    const bpm = (value: number | null) => (value === null ? 'Not enough data' : `${Math.round(value)} BPM`);
    const pct = (value: number | null) =>
      value === null ? 'Not enough data' : `${Math.round(value * 100)}%`;
    await expect.poll(() => valuesOf('tempo')).toEqual([bpm(mine.tempo), bpm(theirs.tempo)]);
    expect(await valuesOf('energy')).toEqual([pct(mine.energy), pct(theirs.energy)]);
    expect(await valuesOf('danceability')).toEqual([pct(mine.danceability), pct(theirs.danceability)]);
    expect(await neural.getByTestId('sound-metric').count()).toBe(5);
    await screenshot(luna, 'quantum-neural-desktop');

    await openTab(luna, 'Quantum Features');
    await screenshot(luna, 'quantum-features-desktop');

    // Start a collaboration: the project title, then the $25 setup fee with the sandbox card.
    await openTab(luna, 'Quantum Matches');
    await card.getByRole('button', { name: `Start Collaboration with ${partner.name}` }).click();
    const dialog = luna.getByTestId('start-collab-dialog');
    await dialog.getByRole('heading', { name: `Start a collaboration with ${partner.name}` }).waitFor();
    await expectAccessible(luna, 'start collaboration dialog');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByText('Please name the project').waitFor();
    const project = `Late Night Session ${Date.now().toString(36)}`;
    await dialog.getByLabel('Project title').fill(project);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await toastWith(luna, COLLAB_MESSAGES.initiatedTitle).waitFor();
    await dialog.getByText('Collaboration setup fee', { exact: true }).waitFor();
    await screenshot(luna, 'quantum-start-payment-desktop');
    await payWithTestCard(dialog, '$25.00');
    await toastWith(luna, COLLAB_MESSAGES.feeProcessedTitle).waitFor();
    // Paying sends a proposal: nothing starts until the partner agrees.
    await dialog.getByRole('heading', { name: 'Proposal sent' }).waitFor();
    await dialog.getByTestId('collab-started').getByText('has your proposal').waitFor();
    await screenshot(luna, 'quantum-proposal-sent-desktop');
    await dialog.getByRole('button', { name: 'See Active Collabs' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Active Collabs: the new collaboration with its artists, status, progress and quantum score.
    const active = luna.getByRole('tabpanel', { name: 'Active Collabs' });
    const collabCard = active.getByTestId('active-collab').filter({ hasText: project });
    await collabCard.waitFor();
    expect(await collabCard.getAttribute('data-status')).toBe('proposed');
    expect(await collabCard.getByTestId('collaboration-status').innerText()).toBe('Waiting for an answer');
    expect(await collabCard.innerText()).toContain(partner.name);
    expect(await collabCard.getByTestId('active-collab-score').innerText()).toBe(
      `${partner.scores!.quantumScore}%`,
    );
    const collaborationId = Number(await collabCard.getAttribute('data-collaboration-id'));
    await screenshot(luna, 'quantum-active-desktop');

    // The partner, on a phone, finds the proposal in the inbox, linked to it, and accepts it there.
    const smith = await newPage(PHONE);
    await signIn(smith, 'beatsmith');
    await openApp(smith, '/inbox', { tutorials: 'seen' });
    const proposal = smith.getByTestId('inbox-message').filter({ hasText: project });
    await proposal.getByTestId('proposal-actions').waitFor();
    expect(await proposal.getByRole('link', { name: 'Open the proposal' }).getAttribute('href')).toBe(
      `/collaborations/${collaborationId}`,
    );
    await expectNoHorizontalOverflow(smith);
    await screenshot(smith, 'inbox-proposal-phone');
    // The link opens the proposal, which says what accepting means and offers the same answer.
    await proposal.getByRole('link', { name: 'Open the proposal' }).click();
    const proposalPage = smith.getByTestId('collaboration-workspace');
    await proposalPage.getByTestId('proposal-answer').waitFor();
    expect(await proposalPage.getAttribute('data-status')).toBe('proposed');
    await expectNoHorizontalOverflow(smith);
    await screenshot(smith, 'collaboration-proposal-phone');
    await proposalPage.getByTestId('proposal-answer').getByRole('button', { name: 'Accept' }).click();
    await toastWith(smith, COLLABORATION_MESSAGES.proposalAccepted).waitFor();
    await expect.poll(() => proposalPage.getAttribute('data-status')).toBe('active');
    // Back in the inbox, the item says where it stands.
    await openApp(smith, '/inbox', { tutorials: 'seen' });
    await proposal.getByTestId('proposal-state').getByText('Active').waitFor();

    // The workspace: members, milestones (progress = ticked / all) and the thread.
    await collabCard.getByRole('link', { name: project }).click();
    const workspace = luna.getByTestId('collaboration-workspace');
    await workspace.getByRole('heading', { name: project, level: 1 }).waitFor();
    expect(new URL(luna.url()).pathname).toBe(`/collaborations/${collaborationId}`);
    const members = await workspace.getByTestId('members').innerText();
    expect(members).toContain('Luna Waves');
    expect(members).toContain(partner.name);
    const milestones = workspace.getByTestId('milestones');
    for (const title of ['Record the hook', 'Mix the single']) {
      await milestones.getByLabel('New milestone').fill(title);
      await milestones.getByRole('button', { name: 'Add milestone' }).click();
      await milestones.getByRole('checkbox', { name: title }).waitFor();
    }
    expect(await progressOf(luna)).toBe('0');
    await milestones.getByRole('checkbox', { name: 'Record the hook' }).check();
    await expect.poll(() => progressOf(luna)).toBe('50');
    await milestones.getByText('1 of 2 done').waitFor();

    const thread = workspace.getByTestId('thread');
    await thread.getByLabel('Your message').fill('The hook is recorded: stems are in the shared folder.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByTestId('thread-message').filter({ hasText: 'The hook is recorded' }).waitFor();
    await expectAccessible(luna, 'collaboration workspace');
    await screenshot(luna, 'collaboration-workspace-desktop');

    // The other member, on a phone, sees the message and the milestones, answers and ticks the last one.
    await openApp(smith, `/collaborations/${collaborationId}`, { tutorials: 'seen' });
    const smithSpace = smith.getByTestId('collaboration-workspace');
    await smithSpace.getByRole('heading', { name: project, level: 1 }).waitFor();
    await smithSpace.getByTestId('thread-message').filter({ hasText: 'The hook is recorded' }).waitFor();
    expect(await progressOf(smith)).toBe('50');
    await smithSpace.getByLabel('Your message').fill('Sounds great, mixing it tonight.');
    await smithSpace.getByRole('button', { name: 'Send' }).click();
    await smithSpace.getByTestId('thread-message').filter({ hasText: 'mixing it tonight' }).waitFor();
    await smithSpace.getByRole('checkbox', { name: 'Mix the single' }).check();
    await expect.poll(() => progressOf(smith)).toBe('100');
    await expectNoHorizontalOverflow(smith);
    await screenshot(smith, 'collaboration-workspace-phone');

    // Luna reads the answer.
    await thread.getByRole('button', { name: 'Refresh messages' }).click();
    await thread.getByTestId('thread-message').filter({ hasText: 'mixing it tonight' }).waitFor();

    // Someone else is told plainly that it is not theirs to see.
    const nova = await newPage(DESKTOP);
    await signIn(nova, 'djnova');
    await openApp(nova, `/collaborations/${collaborationId}`, { tutorials: 'seen' });
    await nova
      .getByTestId('collaboration-unavailable')
      .getByRole('heading', { name: COLLAB_MESSAGES.notMember })
      .waitFor();
    expect(await nova.getByTestId('collaboration-workspace').count()).toBe(0);

    // Complete, behind a confirmation; then each rates the other once.
    await workspace.getByRole('button', { name: 'Complete' }).click();
    const confirm = luna.getByRole('dialog', { name: 'Complete this collaboration?' });
    await confirm.getByRole('button', { name: 'Keep working' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await workspace.getAttribute('data-status')).toBe('active');
    await workspace.getByRole('button', { name: 'Complete' }).click();
    await luna
      .getByRole('dialog', { name: 'Complete this collaboration?' })
      .getByRole('button', { name: 'Complete collaboration' })
      .click();
    await toastWith(luna, COLLABORATION_MESSAGES.completed).waitFor();
    await expect.poll(() => workspace.getAttribute('data-status')).toBe('completed');
    expect(await workspace.getByLabel('Your message').count()).toBe(0);
    expect(await workspace.getByRole('checkbox', { name: 'Record the hook' }).isDisabled()).toBe(true);

    const rate = workspace.getByTestId('rate-form');
    await rate.waitFor();
    await expectAccessible(luna, 'completed collaboration with its rating form');
    // By keyboard: a real radio group of five stars.
    await rate.getByRole('radio', { name: '4 stars, Very good' }).focus();
    await luna.keyboard.press('Space');
    expect(await rate.getByRole('radio', { name: '4 stars, Very good' }).isChecked()).toBe(true);
    await rate.getByRole('button', { name: 'Send rating' }).press('Enter');
    await toastWith(luna, COLLABORATION_MESSAGES.rated).waitFor();
    await workspace.getByTestId('my-rating').getByText('4 out of 5').waitFor();
    expect(await workspace.getByTestId('rate-form').count()).toBe(0);
    const again = await luna.request.post(`/api/collaborations/${collaborationId}/rating`, {
      data: { rating: 5 },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(COLLAB_MESSAGES.ratingOnce);
    await screenshot(luna, 'collaboration-completed-desktop');

    await smith.reload();
    await smith.getByRole('button', { name: 'Enter Platform' }).click();
    const smithRate = smith.getByTestId('rate-form');
    await smithRate.locator('label').filter({ hasText: '5 stars, Excellent' }).click();
    await smithRate.getByRole('button', { name: 'Send rating' }).click();
    await smith.getByTestId('my-rating').getByText('5 out of 5').waitFor();

    const listed = (await (await luna.request.get('/api/collaborations')).json()) as {
      collaborations: Collaboration[];
    };
    expect(listed.collaborations.find((c) => c.id === collaborationId)).toMatchObject({
      status: 'completed',
      progress: 100,
      myRating: 4,
    });
  });

  it('cancels a collaboration after confirming, and fits a phone on every tab', async () => {
    const page = await newPage(PHONE);
    await signIn(page, 'djnova');
    const partner = (await matchesOf(page)).matches.find((match) => match.username === 'lunawaves')!;
    expect(partner).toBeDefined();
    // A paid collaboration to cancel, started through the API with the sandbox's test card.
    const project = `Warehouse Remix ${Date.now().toString(36)}`;
    const startResponse = await page.request.post('/api/collab/matchmaker/start', {
      data: { partnerId: partner.id, project },
      headers: { 'Idempotency-Key': `quantum-e2e-${Date.now().toString(36)}` },
    });
    expect(startResponse.status(), await startResponse.text()).toBe(201);
    const started = (await startResponse.json()) as MatchmakerStart;
    const paid = await page.request.post('/api/payments/sandbox/confirm', {
      data: {
        clientSecret: started.checkout.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
    // Luna accepts the proposal from her own session, so there is an active collaboration to cancel.
    const luna = await newPage(DESKTOP);
    await signIn(luna, 'lunawaves');
    const accepted = await luna.request.post(`/api/collaborations/${started.collaboration.id}/accept`, {
      data: {},
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await openApp(page, '/quantum-collab', { tutorials: 'seen' });
    await page.getByTestId('quantum-match').first().getByTestId('quantum-score').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'quantum-matches-phone');
    for (const [tab, shot] of [
      ['Neural Analysis', 'quantum-neural-phone'],
      ['Quantum Features', 'quantum-features-phone'],
      ['Active Collabs', 'quantum-active-phone'],
    ] as const) {
      const panel = await openTab(page, tab);
      if (tab === 'Neural Analysis') await panel.getByTestId('sound-chart').waitFor();
      if (tab === 'Active Collabs') await panel.getByTestId('active-collab').first().waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, shot);
    }

    const collabCard = page.getByTestId('active-collab').filter({ hasText: project });
    await collabCard.getByRole('link', { name: project }).click();
    const workspace = page.getByTestId('collaboration-workspace');
    await workspace.getByRole('heading', { name: project, level: 1 }).waitFor();
    await workspace.getByRole('button', { name: 'Cancel collaboration' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this collaboration?' });
    await confirm.getByRole('button', { name: 'Cancel collaboration' }).click();
    await toastWith(page, COLLABORATION_MESSAGES.cancelled).waitFor();
    await expect.poll(() => workspace.getAttribute('data-status')).toBe('cancelled');
    expect(await workspace.getByTestId('rate-form').count()).toBe(0);
    expect(await workspace.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);

    await workspace.getByRole('link', { name: 'Active Collabs' }).click();
    const cancelled = page.getByTestId('active-collab').filter({ hasText: project });
    await expect.poll(() => cancelled.getAttribute('data-status')).toBe('cancelled');
  });
});
