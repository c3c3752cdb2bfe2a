import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateIdea, IDEA_MESSAGES, type IdeaSettings, type SavedIdeaList } from '@common/ideas';
import { ideaParts, toTicks } from '@common/ideasMidi';
import { VOCAL_MESSAGES, type VocalTakeList } from '@common/vocal';
import * as tonejs from '@tonejs/midi';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { synthesizeVoice } from '../server/src/media/audio/voiceSynth';
import { encodeWav } from '../server/src/media/audio/wav';
import { expectAccessible } from './support/axe';
import { DESKTOP, openApp, PHONE, screenshot, uniqueUsername, useBrowserPages } from './support/browser';

const { Midi } = ((tonejs as { default?: typeof tonejs }).default ?? tonejs) as typeof tonejs;

const PASSWORD = 'pandanation';
/** What the fake microphone sings, in a loop: A3, C4 and E4, a second each. */
const MICROPHONE_FILE = path.join(os.tmpdir(), 'pn-e2e-fake-microphone.wav');
fs.writeFileSync(
  MICROPHONE_FILE,
  encodeWav(synthesizeVoice([57, 60, 64].map((midi) => ({ midi, seconds: 1 }))), 1),
);
// Chromium's fake microphone (and its permission prompt answered yes) for the recording journey.
const { newPage } = useBrowserPages({ fakeMedia: true, fakeAudioFile: MICROPHONE_FILE });

const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A sung C major scale, up and down, half a second a note. */
const SCALE_TAKE = encodeWav(
  synthesizeVoice(
    [60, 62, 64, 65, 67, 69, 71, 72, 71, 69, 67, 65, 64, 62, 60].map((midi) => ({ midi, seconds: 0.5 })),
  ),
  1,
);

async function register(page: Page): Promise<string> {
  const username = uniqueUsername('singer');
  const response = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.com`, displayName: 'Singer' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

async function openTab(page: Page, tab: 'Vocal AI' | 'Quantum Lab'): Promise<void> {
  await openApp(page, '/drizzy-plus-ai', { tutorials: 'seen' });
  await page.getByRole('heading', { name: 'Drizzy Plus AI', level: 1 }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { name: tab, level: 2, exact: true }).waitFor();
}

describe('Vocal AI', () => {
  it('measures an uploaded take: pitch chart, key, figures and the coach’s advice (desktop)', async () => {
    const page = await newPage(DESKTOP);
    await register(page);
    await openTab(page, 'Vocal AI');
    await page.getByText('Your analysed takes will be listed here.').waitFor();

    await page.getByLabel('Take title (optional)').fill('Warm-up scale');
    await page
      .getByLabel('Vocal take file')
      .setInputFiles({ name: 'scale.wav', mimeType: 'audio/wav', buffer: SCALE_TAKE });
    await page.getByRole('heading', { name: 'Warm-up scale', level: 3 }).waitFor();
    await toastWith(page, 'Take analysed').waitFor();

    const figures = page.getByRole('region', { name: 'Figures of the take' });
    await expect.poll(() => figures.textContent()).toContain('C Major');
    expect(await figures.textContent()).toContain('C4 – C5');
    expect(await figures.textContent()).toContain('100%');
    const chart = page.getByTestId('pitch-chart');
    expect(await chart.getAttribute('aria-label')).toContain('with the notes of C Major marked');
    expect(await chart.locator('path').count()).toBeGreaterThan(0);
    const advice = page.getByRole('region', { name: 'Your vocal coach says' });
    expect(await advice.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await advice.textContent()).toContain('Strong pitch');
    // The take's audio can be played back beside its chart in this session.
    await page.getByLabel('Play Warm-up scale').waitFor();
    await expectAccessible(page, 'vocal AI, a measured take');
    await screenshot(page, 'vocal-ai-upload-desktop');
    await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'vocal-ai-take-desktop');
    await advice.scrollIntoViewIfNeeded();
    await screenshot(page, 'vocal-ai-advice-desktop');

    // Kept in the account: listed, and gone once deleted.
    const takes = (await (await page.request.get('/api/vocal/takes')).json()) as VocalTakeList;
    expect(takes.takes.map((t) => t.title)).toEqual(['Warm-up scale']);
    await page.getByRole('button', { name: 'Delete Warm-up scale' }).click();
    await toastWith(page, 'Take deleted').waitFor();
    await page.getByText('Your analysed takes will be listed here.').waitFor();
  });

  it('records a take with the microphone at phone width, and explains a refused microphone', async () => {
    const page = await newPage(PHONE);
    await register(page);
    await openTab(page, 'Vocal AI');
    await page.getByRole('button', { name: 'Record a take' }).click();
    const stop = page.getByRole('button', { name: 'Stop recording' });
    await stop.waitFor();
    // Four seconds of the recorder's own clock hold every note of the microphone's three-second loop.
    await expect.poll(() => stop.textContent()).toMatch(/0:0[4-9]/);
    await stop.click();
    await page.getByRole('heading', { name: /^Recording /, level: 3 }).waitFor();
    await page.getByTestId('pitch-chart').waitFor();
    await page.getByRole('region', { name: 'Your vocal coach says' }).waitFor();
    const figures = page.getByRole('region', { name: 'Figures of the take' });
    expect(await figures.textContent()).toContain('A3 – E4');
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'vocal AI, a recorded take (phone)');
    await page.getByTestId('pitch-chart').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'vocal-ai-recorded-phone');
    await page.getByRole('region', { name: 'Figures of the take' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'vocal-ai-figures-phone');

    // A browser that refuses the microphone: the clear message, and the upload stays available.
    const refused = await newPage(PHONE);
    await refused.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await register(refused);
    await openTab(refused, 'Vocal AI');
    await refused.getByRole('button', { name: 'Record a take' }).click();
    await refused.getByRole('alert').filter({ hasText: VOCAL_MESSAGES.micRefused }).waitFor();
    expect(await refused.getByRole('button', { name: 'Upload a take' }).isEnabled()).toBe(true);
    await screenshot(refused, 'vocal-ai-mic-refused-phone');
  });

  it('asks visitors to sign in', async () => {
    const page = await newPage(DESKTOP);
    await openTab(page, 'Vocal AI');
    await page.getByRole('heading', { name: 'Sign in to use the Vocal AI' }).waitFor();
    await expectAccessible(page, 'vocal AI, visitor');
  });
});

describe('Quantum Lab', () => {
  const settings: IdeaSettings = { tonic: 'D', scale: 'dorian', mood: 'energetic', tempo: 128, seed: 42 };

  async function writeIdea(page: Page): Promise<void> {
    await page.getByLabel('Key').selectOption(settings.tonic);
    await page.getByLabel('Scale').selectOption(settings.scale);
    await page.getByLabel('Mood').selectOption(settings.mood);
    await page.getByLabel('Tempo (BPM)').fill(String(settings.tempo));
    await page.getByLabel('Seed').fill(String(settings.seed));
    await page.getByRole('button', { name: 'Generate idea' }).click();
    await page.getByRole('heading', { name: 'D Dorian · 128 BPM', level: 3 }).waitFor();
  }

  it('writes an idea, plays it and downloads its MIDI file, which holds the generated notes (visitor, desktop)', async () => {
    const page = await newPage(DESKTOP);
    await openTab(page, 'Quantum Lab');
    await writeIdea(page);
    const idea = generateIdea(settings);
    const progression = page.getByRole('list', { name: 'Chord progression' });
    for (const chord of idea.chords.slice(0, 4)) {
      await progression.getByText(chord.name, { exact: true }).first().waitFor();
    }

    await page.getByRole('button', { name: 'Play idea' }).click();
    await page.getByRole('button', { name: 'Stop idea' }).waitFor();
    // The playhead moves across the piano roll while Web Audio plays.
    const playhead = page.getByTestId('piano-roll').locator('line[stroke="#fafafa"]');
    await playhead.waitFor({ state: 'attached' });
    const first = Number(await playhead.getAttribute('x1'));
    await expect.poll(async () => Number(await playhead.getAttribute('x1'))).toBeGreaterThan(first);
    await screenshot(page, 'quantum-lab-playing-desktop');
    await page.getByRole('button', { name: 'Stop idea' }).click();
    await page.getByRole('button', { name: 'Play idea' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download MIDI' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('quantum-lab-d-dorian-energetic-128bpm-seed42.mid');
    const file = new Midi(fs.readFileSync((await download.path())!));
    const parts = ideaParts(idea);
    expect(file.tracks.map((t) => t.name)).toEqual(['Melody', 'Chords', 'Bass']);
    parts.forEach((part, i) => {
      const read = file.tracks[i]!.notes.map((n) => `${n.midi}@${n.ticks}+${n.durationTicks}`).sort();
      expect(read).toEqual(
        part.notes.map((n) => `${n.midi}@${toTicks(n.startBeat)}+${toTicks(n.beats)}`).sort(),
      );
    });
    await page.getByRole('link', { name: IDEA_MESSAGES.notLoggedIn }).waitFor();
    await expectAccessible(page, 'quantum lab, visitor');
  });

  it('saves, reopens and deletes ideas at phone width', async () => {
    const page = await newPage(PHONE);
    await register(page);
    await openTab(page, 'Quantum Lab');
    await writeIdea(page);
    await page.getByRole('button', { name: 'Save idea' }).click();
    await toastWith(page, 'Idea saved').waitFor();
    const saved = page.getByRole('list', { name: 'Saved ideas' });
    await saved.getByText('Energetic idea in D Dorian').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'quantum lab, saved idea (phone)');
    await screenshot(page, 'quantum-lab-phone');
    await page.getByLabel('Key').scrollIntoViewIfNeeded();
    await screenshot(page, 'quantum-lab-form-phone');

    // Another seed, then the saved one reopened: the same idea as before.
    await page.getByRole('button', { name: 'New seed' }).click();
    await expect.poll(() => page.getByLabel('Seed').inputValue()).not.toBe('42');
    await saved.getByRole('button', { name: 'Open Energetic idea in D Dorian' }).click();
    await expect.poll(() => page.getByLabel('Seed').inputValue()).toBe('42');
    await page.getByRole('heading', { name: 'D Dorian · 128 BPM', level: 3 }).waitFor();

    const { ideas } = (await (await page.request.get('/api/ideas')).json()) as SavedIdeaList;
    const midi = await page.request.get(`/api/ideas/${ideas[0]!.id}/midi`);
    expect(midi.headers()['content-type']).toBe('audio/midi');
    await saved.getByRole('button', { name: 'Delete Energetic idea in D Dorian' }).click();
    await toastWith(page, 'Idea deleted').waitFor();
    await page.getByText('Ideas you save will be listed here.').waitFor();
  });
});
