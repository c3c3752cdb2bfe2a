import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Track, TrackPage } from '../common/tracks';
import { UPLOAD_MESSAGES } from '../common/upload';
import { synthesize } from '../server/src/media/audio/synth';
import { encodeWav } from '../server/src/media/audio/wav';
import { ARTIFACTS, openApp, PHONE, uniqueUsername, useBrowserPages } from './support/browser';

const WIDE = { width: 1280, height: 900 } as const;
const PASSWORD = 'pandanation';

const { newPage } = useBrowserPages();
let audioDir = '';

/** A valid mono 16-bit PCM WAV file: a sine tone of the given length. */
function sineWav(seconds: number, frequency: number, sampleRate = 22_050): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 12_000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Writes a WAV file into the journey's temp folder and answers its path. */
function writeWav(name: string, seconds: number, frequency: number): string {
  const file = path.join(audioDir, name);
  fs.writeFileSync(file, sineWav(seconds, frequency));
  return file;
}

beforeAll(() => {
  audioDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-upload-'));
});

afterAll(() => {
  fs.rmSync(audioDir, { recursive: true, force: true });
});

/** Registers a fresh user through the API; the session cookie lands in the page's context. */
async function registerUser(page: Page): Promise<string> {
  const username = uniqueUsername('up');
  const response = await page.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

async function fullScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ state: 'visible' });
  return toast.innerText();
}

async function currentStep(page: Page): Promise<string> {
  const text = await page
    .getByRole('navigation', { name: 'Upload steps' })
    .locator('[aria-current="step"]')
    .innerText();
  // The step's number sits before its label.
  return text.split('\n').pop()?.trim() ?? '';
}

/** Waits until every listed file shows 100% and the success state. */
async function waitForUploads(page: Page, count: number): Promise<void> {
  const items = page.getByTestId('upload-item');
  await expect.poll(() => items.count()).toBe(count);
  for (let i = 0; i < count; i += 1) {
    const bar = items.nth(i).getByRole('progressbar');
    expect(await bar.isVisible()).toBe(true);
  }
  await page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll('[data-testid="upload-item"]')];
      return (
        rows.length === n &&
        rows.every(
          (row) =>
            row.getAttribute('data-status') === 'success' &&
            row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
        )
      );
    },
    count,
    { timeout: 30_000 },
  );
}

async function myTracks(page: Page): Promise<Track[]> {
  const body = await page.evaluate(async () => (await fetch('/api/me/tracks?pageSize=50')).json());
  return (body as TrackPage).tracks;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('upload wizard (/upload)', () => {
  it('asks a visitor to sign in', async () => {
    const page = await newPage(WIDE);
    await openApp(page, '/upload', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    expect(await page.getByTestId('upload-username').innerText()).toBe('Guest');
    expect(await page.getByText('Free account').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Log in to upload' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('uploads three files with progress, publishes them and lands on the dashboard', async () => {
    const page = await newPage(WIDE);
    const username = await registerUser(page);
    await openApp(page, '/upload', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Upload', exact: true }).waitFor();
    expect(await page.getByTestId('upload-username').innerText()).toBe(username);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await fullScreenshot(page, 'upload-step1-empty-1280');

    const files = [
      writeWav('Opening Night.wav', 6, 440),
      writeWav('Second Wind.wav', 4, 523),
      writeWav('Third Light.wav', 3, 659),
    ];
    await page.getByTestId('audio-file-input').setInputFiles(files);
    await waitForUploads(page, 3);
    const sizes = await page.getByTestId('upload-item').allInnerTexts();
    expect(sizes[0]).toMatch(/\d+\.\d (KB|MB)/);
    expect(await page.getByTestId('upload-status').allInnerTexts()).toEqual([
      'Uploaded',
      'Uploaded',
      'Uploaded',
    ]);
    await fullScreenshot(page, 'upload-step1-files-1280');

    await continueButton.click();
    expect(await currentStep(page)).toBe('Info');
    expect(await page.getByLabel('Artist Name').inputValue()).toBe(username);
    await page.getByLabel('Track Title').fill('Opening Night (Live)');
    await choose(page, 'Genre', 'Trap');
    await page.getByLabel('Description').fill('Recorded on a summer night.');
    await page.getByRole('switch', { name: 'Explicit content' }).click();
    const bpm = page.getByRole('slider', { name: 'BPM', exact: true });
    await bpm.focus();
    // From the slider's start (40), whatever the measurement of the first file filled in.
    await bpm.press('Home');
    for (let i = 0; i < 56; i += 1) await bpm.press('ArrowRight');
    expect(await bpm.inputValue()).toBe('96');
    expect(await page.locator('#bpm-hint').innerText()).toBe('Set by you');
    // Not the key the first file measures (A minor): choosing the value already shown changes nothing, and the
    // measurement may land before the choice.
    await choose(page, 'Key', 'D Major');
    await page.getByLabel('Tags').fill('summer, live, night');
    await fullScreenshot(page, 'upload-step2-1280');

    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await currentStep(page)).toBe('Release');
    await page.getByRole('radio', { name: 'Album/EP' }).check();
    await page.getByLabel('Price (USD)').fill('1.50');
    await page.getByRole('checkbox', { name: 'I own the rights to this music' }).click();
    await fullScreenshot(page, 'upload-step3-1280');

    await page.getByRole('button', { name: 'Publish Track' }).click();
    expect(await toastText(page, 'Upload complete')).toContain('Successfully published 3 track(s).');
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });

    const tracks = await myTracks(page);
    const titles = ['Opening Night (Live)', 'Second Wind', 'Third Light'];
    for (const title of titles) {
      const track = tracks.find((t) => t.title === title);
      expect(track, `${title} in /api/me/tracks`).toBeDefined();
      expect(track).toMatchObject({
        status: 'published',
        artist: username,
        genre: 'trap',
        bpm: 96,
        bpmSource: 'artist',
        key: 'D Major',
        keySource: 'artist',
        isExplicit: true,
        releaseType: 'album',
        visibility: 'public',
        price: 150,
        tags: ['summer', 'live', 'night'],
      });
    }

    // The dashboard lists the artist's tracks once it shows them (no placeholder card).
    const yourTracks = page.getByRole('region', { name: 'Your Tracks' });
    await yourTracks.waitFor();
    if ((await yourTracks.getByText('No tracks yet').count()) === 0) {
      for (const title of titles) await yourTracks.getByText(title, { exact: true }).first().waitFor();
    }
    await fullScreenshot(page, 'upload-dashboard-1280');
  });

  it('shows why a file was refused and lets it be removed', async () => {
    const page = await newPage(WIDE);
    await registerUser(page);
    await openApp(page, '/upload', { tutorials: 'seen' });
    const input = page.getByTestId('audio-file-input');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByTestId('upload-error').getByText(UPLOAD_MESSAGES.unsupportedType).waitFor();
    expect(await toastText(page, 'Upload failed')).toContain(UPLOAD_MESSAGES.unsupportedType);
    expect(await page.getByTestId('upload-item').getAttribute('data-status')).toBe('error');

    // Named like audio but not audio: the server refuses it and its sentence is shown.
    await input.setInputFiles({
      name: 'fake.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from('not really audio'),
    });
    const fake = page.getByTestId('upload-item').filter({ hasText: 'fake.wav' });
    await expect.poll(() => fake.getAttribute('data-status'), { timeout: 30_000 }).toBe('error');
    expect((await fake.getByTestId('upload-error').innerText()).length).toBeGreaterThan(0);
    await fullScreenshot(page, 'upload-step1-errors-1280');

    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await page.getByRole('button', { name: 'Remove fake.wav' }).click();
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  });

  it('fills BPM and key from the measurement of the upload, publishes them as measured and says so', async () => {
    const page = await newPage(WIDE);
    await registerUser(page);
    await openApp(page, '/upload', { tutorials: 'seen' });
    const file = path.join(audioDir, 'Measured Groove.wav');
    fs.writeFileSync(
      file,
      encodeWav(synthesize({ bpm: 140, key: 'A Minor', seconds: 20, style: 'four-on-the-floor' }), 1),
    );
    await page.getByTestId('audio-file-input').setInputFiles(file);
    await waitForUploads(page, 1);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await currentStep(page)).toBe('Info');

    // The analysis runs on the server; its result lands in the fields the artist has not touched.
    await page.locator('#bpm-hint', { hasText: 'Measured from your upload' }).waitFor({ timeout: 150_000 });
    const bpm = Number(await page.getByRole('slider', { name: 'BPM', exact: true }).inputValue());
    expect(Math.abs(bpm - 140)).toBeLessThanOrEqual(1);
    expect(await page.getByRole('combobox', { name: 'Key', exact: true }).innerText()).toContain('A Minor');
    expect(await page.locator('#key-hint').innerText()).toBe('Measured from your upload');
    // The artist moves the slider, then thinks better of it: one button brings the measurement back.
    const slider = page.getByRole('slider', { name: 'BPM', exact: true });
    await slider.focus();
    await slider.press('ArrowRight');
    expect(await page.locator('#bpm-hint').innerText()).toBe('Set by you');
    await page.getByRole('button', { name: `Use the measured ${bpm} BPM` }).click();
    expect(Number(await slider.inputValue())).toBe(bpm);
    expect(await page.locator('#bpm-hint').innerText()).toBe('Measured from your upload');
    await page.getByLabel('Track Title').fill('Measured Groove');
    await fullScreenshot(page, 'upload-step2-measured-1280');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Publish Track' }).click();
    await toastText(page, 'Upload complete');
    const track = (await myTracks(page)).find((t) => t.title === 'Measured Groove');
    expect(track).toMatchObject({ bpm, bpmSource: 'measured', key: 'A Minor', keySource: 'measured' });

    await openApp(page, `/tracks/${track!.id}`, { tutorials: 'seen' });
    const details = page.getByRole('definition').filter({ hasText: 'A Minor' });
    expect(await details.innerText()).toBe('A Minor (measured)');
  });

  it('sends the user back to Info when the title is missing (phone)', async () => {
    const page = await newPage(PHONE);
    await registerUser(page);
    await openApp(page, '/upload', { tutorials: 'seen' });
    await page.getByTestId('audio-file-input').setInputFiles(writeWav('Phone Demo.wav', 2, 330));
    await waitForUploads(page, 1);
    await fullScreenshot(page, 'upload-step1-390');

    await page.getByRole('button', { name: 'Continue' }).click();
    await fullScreenshot(page, 'upload-step2-390');
    // The step indicator jumps straight to Release.
    await page
      .getByRole('navigation', { name: 'Upload steps' })
      .getByRole('button', { name: 'Release' })
      .click();
    expect(await currentStep(page)).toBe('Release');
    await fullScreenshot(page, 'upload-step3-390');

    await page.getByRole('button', { name: 'Publish Track' }).click();
    expect(await toastText(page, 'Missing information')).toContain('Please provide a track title.');
    expect(await currentStep(page)).toBe('Info');
    await page.getByLabel('Track Title').waitFor();

    await page.getByLabel('Track Title').fill('Phone Demo');
    await page.getByLabel('Artist Name').fill('   ');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Publish Track' }).click();
    expect(await toastText(page, 'Missing information')).toContain('Please provide an artist name.');
    expect(await currentStep(page)).toBe('Info');
    expect((await myTracks(page)).every((track) => track.status === 'draft')).toBe(true);
  });
});

describe('quick upload (/upload/quick)', () => {
  it('uploads and publishes each chosen file with the form fields', async () => {
    const page = await newPage(WIDE);
    const username = await registerUser(page);
    await openApp(page, '/upload/quick', { tutorials: 'seen' });
    await page.getByRole('heading', { name: 'Track details' }).waitFor();
    await choose(page, 'Visibility', 'Unlisted (only people with the link)');
    await page
      .getByTestId('audio-file-input')
      .setInputFiles([writeWav('Quick One.wav', 2, 392), writeWav('Quick Two.wav', 2, 494)]);
    await waitForUploads(page, 2);
    await expect
      .poll(() => page.getByTestId('upload-status').allInnerTexts(), { timeout: 30_000 })
      .toEqual(['Published · View track', 'Published · View track']);
    await fullScreenshot(page, 'upload-quick-1280');

    const tracks = await myTracks(page);
    for (const title of ['Quick One', 'Quick Two']) {
      expect(tracks.find((t) => t.title === title)).toMatchObject({
        status: 'published',
        artist: username,
        genre: 'hip-hop',
        visibility: 'unlisted',
        price: 0,
      });
      // BPM and key left alone are not sent as the artist's: the track shows its measurement, if any.
      const track = tracks.find((t) => t.title === title)!;
      expect(track.bpmSource).not.toBe('artist');
      expect(track.keySource).not.toBe('artist');
    }

    await page.setViewportSize(PHONE);
    await fullScreenshot(page, 'upload-quick-390');
  });
});

describe('a draft finished later (/tracks/:id)', () => {
  it('lets the owner publish an uploaded draft from its page, and shows it to nobody else before', async () => {
    const page = await newPage(WIDE);
    await registerUser(page);
    const upload = await page.request.post('/api/upload/audio', {
      multipart: {
        audioFile: { name: 'Later.wav', mimeType: 'audio/wav', buffer: sineWav(2, 440) },
        title: 'Finish Later',
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { track } = (await upload.json()) as { track: Track };
    expect(track).toMatchObject({ status: 'draft', visibility: 'private' });

    // A visitor (another browser context) cannot see the draft.
    const stranger = await newPage(WIDE);
    expect((await stranger.request.get(`/api/tracks/${track.id}`)).status()).toBe(404);

    await openApp(page, `/tracks/${track.id}`, { tutorials: 'seen' });
    const panel = page.getByRole('region', { name: 'This track is a draft' });
    await panel.waitFor();
    await panel.getByRole('radio', { name: /Unlisted/ }).click();
    await panel.getByRole('button', { name: 'Publish Track' }).click();
    await toastText(page, 'Track published');
    await panel.waitFor({ state: 'detached' });

    const published = (await (await page.request.get(`/api/tracks/${track.id}`)).json()) as Track;
    expect(published).toMatchObject({ status: 'published', visibility: 'unlisted', title: 'Finish Later' });
    expect((await stranger.request.get(`/api/tracks/${track.id}`)).status()).toBe(200);
  });
});
