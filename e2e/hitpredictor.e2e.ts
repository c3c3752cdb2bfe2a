import { HIT_EVIDENCE, HIT_MESSAGES, type HitAnalysis, type HitInsights } from '@common/hitpredictor';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesizeHitTrack } from '../server/src/media/audio/hitSynth';
import { encodeWav } from '../server/src/media/audio/wav';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const PASSWORD = 'pandanation';
const { newPage } = useBrowserPages();
/** The media lane analyses the demo catalogue first on a fresh server: allow for that queue. */
const ANALYSIS_WAIT = { timeout: 170_000 };

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** A 30-second house sketch with a 6-second quiet intro at -12 LUFS. */
const SKETCH = encodeWav(
  synthesizeHitTrack({
    bpm: 124,
    key: 'A Minor',
    seconds: 30,
    style: 'four-on-the-floor',
    introSeconds: 6,
    loudness: -12,
  }),
);

async function registerArtist(page: Page): Promise<string> {
  const username = uniqueUsername('hit');
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName: 'Hit Maker' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Reads every part of the Results tab and checks the texts that say what audio cannot tell. */
async function readResults(page: Page, title: string): Promise<void> {
  const results = page.getByRole('tabpanel', { name: 'Results' });
  await results.getByTestId('result-title').getByText(title).waitFor();
  for (const id of ['duration', 'timeToFullLevel', 'tempo', 'danceability', 'energy']) {
    await results.getByTestId(`factor-${id}`).waitFor();
  }
  await results.getByText('Fit with current hit conventions').first().waitFor();
  await results.getByText('Release checklist').waitFor();
  await results
    .getByTestId('genre-vote')
    .getByText(/of the \d+ nearest tracks are tagged/)
    .waitFor();
  expect(await results.getByText('Cannot be heard in audio: no number is given.').count()).toBe(3);
  await results.getByRole('heading', { name: 'Recommendations' }).waitFor();
}

describe('AI Hit Predictor', () => {
  it('analyses an uploaded file and one of my tracks, and shows every tab', async () => {
    const page = await newPage(DESKTOP);
    await registerArtist(page);
    await openApp(page, '/ai-hit-predictor', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'AI Hit Predictor', level: 1 }).waitFor();
    await page.getByTestId('evidence').getByText(HIT_EVIDENCE).waitFor();

    await expectAccessible(page, 'hit predictor, analyze tab');
    // Nothing chosen yet.
    await page.getByRole('button', { name: 'Analyze Track' }).click();
    await toastWith(page, HIT_MESSAGES.noTrackTitle).getByText(HIT_MESSAGES.noTrackBody).waitFor();
    await screenshot(page, 'hitpredictor-analyze-desktop');

    // An uploaded file: stored privately, analysed in the media lane with its progress shown.
    await page
      .getByLabel('Upload a file (MP3, WAV or FLAC, up to 50MB)')
      .setInputFiles({ name: 'Sketch 124.wav', mimeType: 'audio/wav', buffer: SKETCH });
    await page.getByTestId('chosen-file').getByText('Sketch 124.wav').waitFor();
    await page.getByRole('button', { name: 'Analyze Track' }).click();
    await toastWith(page, HIT_MESSAGES.uploadedTitle).getByText(HIT_MESSAGES.uploadedBody).waitFor();
    await page.getByRole('progressbar', { name: 'Analysis progress' }).waitFor();
    await screenshot(page, 'hitpredictor-progress-desktop');
    await toastWith(page, HIT_MESSAGES.completeTitle).waitFor(ANALYSIS_WAIT);
    expect(await page.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
    await readResults(page, 'Sketch 124');
    const id = Number(new URL(page.url()).searchParams.get('analysis'));
    const analysis = (await (
      await page.request.get(`/api/hit-predictor/analyses/${id}`)
    ).json()) as HitAnalysis;
    expect(analysis.result!.measures).toMatchObject({ duration: 30, bpm: 124, key: 'A Minor' });
    await page
      .getByTestId('figure-Fit with current hit conventions')
      .getByText(`${analysis.result!.marketPrediction.chartPotential}/100`)
      .waitFor();
    // The toast's text sits on the page's colours while it fades: check the page once it has gone.
    await toastWith(page, HIT_MESSAGES.completeTitle).waitFor({ state: 'hidden' });
    await expectAccessible(page, 'hit predictor, results');
    await screenshot(page, 'hitpredictor-results-desktop');
    await page.getByTestId('factor-duration').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'hitpredictor-factors-desktop');

    // Keep the file as a private draft.
    await page.getByRole('button', { name: 'Keep as draft' }).click();
    await page.getByText('Kept as a private draft in your tracks.').waitFor();

    // AI Insights: the platform's real figures.
    await page.getByRole('tab', { name: 'AI Insights' }).click();
    const insights = (await (await page.request.get('/api/hit-predictor/insights')).json()) as HitInsights;
    await page.getByText('Tracks analysed').waitFor();
    await page.getByText(insights.tracksAnalysed.toLocaleString('en-US'), { exact: true }).first().waitFor();
    await page.getByText('What the top tracks of each genre share').waitFor();
    await expectAccessible(page, 'hit predictor, insights');
    await screenshot(page, 'hitpredictor-insights-desktop');

    // One of my tracks: uploaded through the catalogue, then chosen in the list.
    const upload = await page.request.post('/api/upload/audio', {
      multipart: {
        title: 'Catalogue Cut',
        audioFile: { name: 'cut.wav', mimeType: 'audio/wav', buffer: SKETCH },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Enter Platform' }).click();
    await page.getByRole('tab', { name: 'Analyze Track' }).click();
    await page.getByLabel('One of my tracks').selectOption({ label: 'Catalogue Cut (draft)' });
    await page.getByRole('button', { name: 'Analyze Track' }).click();
    await toastWith(page, HIT_MESSAGES.completeTitle).waitFor(ANALYSIS_WAIT);
    await readResults(page, 'Catalogue Cut');
  });

  it('reads on a phone without sideways scrolling', async () => {
    const page = await newPage(PHONE);
    await registerArtist(page);
    const body = await page.request.post('/api/hit-predictor/analyses', {
      multipart: { audioFile: { name: 'Phone Take.wav', mimeType: 'audio/wav', buffer: SKETCH } },
    });
    expect(body.status(), await body.text()).toBe(202);
    const started = (await body.json()) as HitAnalysis;
    await expect
      .poll(
        async () =>
          (
            (await (
              await page.request.get(`/api/hit-predictor/analyses/${started.id}`)
            ).json()) as HitAnalysis
          ).status,
        { timeout: 170_000, interval: 1000 },
      )
      .toBe('done');
    await openApp(page, `/ai-hit-predictor?analysis=${started.id}`, { tutorials: 'seen' });
    await readResults(page, 'Phone Take');
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'hit predictor results, phone');
    await screenshot(page, 'hitpredictor-results-phone');
    await page.getByTestId('genre-vote').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'hitpredictor-neighbours-phone');
    await page.getByRole('tab', { name: 'Analyze Track' }).click();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'hitpredictor-analyze-phone');
    await page.getByRole('tab', { name: 'AI Insights' }).click();
    await page.getByText('Tracks analysed').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'hitpredictor-insights-phone');
  });
});
