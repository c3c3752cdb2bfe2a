import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseAudioFile } from './analysis';
import { loudnessRange, stepPowers, timeToFullLevel, truePeakDb } from './hitLevels';
import { blueRegion, readMelody } from './hitMelody';
import { synthesizeHitTrack } from './hitSynth';
import { magnitudeFrames, spectralAverages } from './hitSpectrum';
import { integratedLoudness } from './loudness';
import type { AudioAnalysis } from './types';
import { encodeWav } from './wav';
import { runMediaWorker } from './worker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-hit-features-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SR = 44_100;
const sine = (freq: number, seconds: number, amplitude: number, phase = 0) =>
  new Float32Array(Math.round(seconds * SR)).map(
    (_, i) => amplitude * Math.sin((2 * Math.PI * freq * i) / SR + phase),
  );

describe('time to full level', () => {
  it.each([0, 4, 10, 16])('finds a %i s quiet intro within a second', (intro) => {
    const audio = synthesizeHitTrack({
      bpm: 100,
      key: 'C Major',
      seconds: 40,
      style: 'boom-bap',
      introSeconds: intro,
      loudness: -12,
    });
    const channels = [audio.left, audio.right];
    const integrated = integratedLoudness(channels, SR);
    expect(integrated).toBeCloseTo(-12, 1);
    const seconds = timeToFullLevel(stepPowers(channels, SR), integrated);
    expect(Math.abs(seconds - intro)).toBeLessThanOrEqual(1);
  });
});

describe('loudness range', () => {
  it('is near zero for a steady tone and near 10 LU for halves 10 dB apart', () => {
    const steady = sine(1000, 30, 0.3);
    expect(loudnessRange(stepPowers([steady], SR))).toBeLessThan(0.5);
    const split = new Float32Array(steady.length * 2);
    split.set(steady);
    split.set(
      steady.map((v) => v * 10 ** (-10 / 20)),
      steady.length,
    );
    expect(loudnessRange(stepPowers([split], SR))).toBeCloseTo(10, 0);
  });
});

describe('true peak', () => {
  it('reads a sine at a quarter of the sample rate between its samples', () => {
    // Sampled 45 degrees off its crest: every sample is at 0.707 of the amplitude, the true peak is the amplitude.
    const tone = sine(SR / 4, 1, 0.5, Math.PI / 4);
    const samplePeak = 20 * Math.log10(Math.max(...tone.map(Math.abs)));
    expect(samplePeak).toBeCloseTo(-9, 0);
    expect(truePeakDb([tone])).toBeCloseTo(-6, 0);
  });

  it('matches the sample peak of a low tone', () => {
    expect(truePeakDb([sine(100, 1, 0.25)])).toBeCloseTo(-12, 0);
  });
});

describe('spectrum and chroma', () => {
  it('puts a 440 Hz tone in A and its centroid near 440 Hz', () => {
    const averages = spectralAverages(magnitudeFrames(sine(440, 3, 0.5)), SR);
    expect(averages.chroma.indexOf(Math.max(...averages.chroma))).toBe(9);
    expect(Math.abs(averages.spectralCentroid - 440)).toBeLessThan(60);
    expect(averages.chroma.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
  });
});

describe('melody readings', () => {
  it('counts fast runs and blue notes from a contour', () => {
    const frame = 1024 / SR; // seconds per contour frame
    const perNote = Math.round(0.1 / frame); // 100 ms notes
    const run = [60, 62, 64, 65, 67, 65].flatMap((p) => Array<number | null>(perNote).fill(p));
    const contour = [...run, ...Array<null>(20).fill(null), ...run];
    const reading = readMelody(contour, SR, { tonic: 0, minor: false });
    expect(reading.runsPerMinute).toBeGreaterThan(0);
    expect(reading.voicedShare).toBeCloseTo(48 / 68, 2);
    // E flat over C major is a blue note; E is not.
    expect(blueRegion(3, false)).toBe(true);
    expect(blueRegion(4, false)).toBe(false);
    expect(blueRegion(3, true)).toBe(false);
    const blue = readMelody(Array<number>(100).fill(63), SR, { tonic: 0, minor: false });
    expect(blue.blueNoteIndex).toBe(1);
  });
});

describe('hit features in the media worker', () => {
  it('are measured with the catalogue analysis, the same for the same file, with progress', async () => {
    const audio = synthesizeHitTrack({
      bpm: 124,
      key: 'A Minor',
      seconds: 45,
      style: 'four-on-the-floor',
      introSeconds: 8,
      loudness: -14,
    });
    const file = path.join(dir, 'intro.wav');
    fs.writeFileSync(file, encodeWav(audio));
    const first = await analyseAudioFile(file);
    // The second run reports its progress through shared memory, as the Hit Predictor's job reads it.
    const shared = new SharedArrayBuffer(4);
    const second = await runMediaWorker<AudioAnalysis>(
      { kind: 'analyse', filePath: file, progress: shared },
      120_000,
      {
        timeout: 'timeout',
        exit: 'exit',
      },
    );
    expect(Atomics.load(new Int32Array(shared), 0)).toBe(100);
    expect(first.hit).toBeDefined();
    expect(first.hit).toEqual(second.hit);
    expect(first.bpm).toBe(124);
    expect(first.key).toBe('A Minor');
    expect(first.loudness).toBeCloseTo(-14, 0);
    const hit = first.hit!;
    expect(Math.abs(hit.timeToFullLevel - 8)).toBeLessThanOrEqual(1);
    // 16-bit PCM peaks at 0 dBFS; the inter-sample peak may lie a little above it, never below the sample peak.
    expect(hit.truePeak).toBeGreaterThan(-12);
    expect(hit.truePeak).toBeLessThan(3);
    expect(hit.onsetRate).toBeGreaterThan(0);
    expect(hit.chroma).toHaveLength(12);
    expect(hit.chroma.indexOf(Math.max(...hit.chroma))).toBe(9); // A
  }, 120_000);
});
