import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import decode from 'audio-decode';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseAudioFile } from './analysis';
import { startEssentiaHelper } from './essentiaHelper';
import { detachedInput, type EssentiaInput, essentiaInput } from './essentiaStages';
import {
  ANALYSIS_SAMPLE_RATE,
  energyScore,
  formatKey,
  mixToMono,
  normaliseDanceability,
  resample,
} from './features';
import { synthesizeHitTrack } from './hitSynth';
import { integratedLoudness } from './loudness';
import { encodeWav } from './wav';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-essentia-helper-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Each excerpt's length and its samples' positional checksum (the samples are their own index, below). */
const excerptsOf = ({ samples, excerpts }: EssentiaInput) =>
  Object.fromEntries(
    Object.entries(excerpts).map(([name, [start, end]]) => {
      let sum = 0;
      for (let i = start; i < end; i++) sum = (sum * 31 + samples[i]!) % 1_000_000_007;
      return [name, { length: end - start, first: samples[start], last: samples[end - 1], sum }];
    }),
  );

describe('the excerpts handed to the essentia thread', () => {
  it.each([
    ['a 3-minute track', 180],
    ['a 40-second track', 40],
    ['a 10-second track', 10],
  ])('are those of the whole mix for %s, in a copy of the stretch they cover', (_, seconds) => {
    const mono = new Float32Array(Math.round(seconds * ANALYSIS_SAMPLE_RATE) + 7);
    for (let i = 0; i < mono.length; i++) mono[i] = i;
    const whole = essentiaInput(mono);
    const handed = detachedInput(whole);
    expect(excerptsOf(handed)).toEqual(excerptsOf(whole));
    expect(handed.samples.buffer).not.toBe(mono.buffer);
    expect(handed.samples.length).toBe(Math.min(mono.length, 60 * ANALYSIS_SAMPLE_RATE));
  });
});

describe('the essentia thread', () => {
  it('measures the decoded samples it is handed (the file is decoded once) as the analysis does', async () => {
    const file = path.join(dir, 'house.wav');
    fs.writeFileSync(
      file,
      encodeWav(
        synthesizeHitTrack({
          bpm: 124,
          key: 'A Minor',
          seconds: 40,
          style: 'four-on-the-floor',
          introSeconds: 4,
          loudness: -12,
        }),
      ),
    );
    const analysis = await analyseAudioFile(file);

    const decoded = await decode(fs.readFileSync(file));
    const mono = resample(mixToMono(decoded.channelData), decoded.sampleRate, ANALYSIS_SAMPLE_RATE);
    const helper = startEssentiaHelper();
    try {
      const readings = await helper.read(detachedInput(essentiaInput(mono)));
      expect(Math.round(readings.bpm!)).toBe(analysis.bpm);
      expect(formatKey(readings.key.key, readings.key.scale)).toBe(analysis.key);
      expect(Math.round(readings.key.strength * 1000) / 1000).toBe(analysis.keyStrength);
      expect(normaliseDanceability(readings.danceability)).toBe(analysis.danceability);
      expect(Math.round(readings.onsetRate * 100) / 100).toBe(analysis.hit!.onsetRate);
      const loudness = integratedLoudness(decoded.channelData.slice(0, 2), decoded.sampleRate);
      expect(energyScore(loudness, readings.onsetRate)).toBe(analysis.energy);
      expect(Object.keys(readings.timings)).toEqual(['load', 'tempo', 'danceability', 'onsets', 'key']);
    } finally {
      helper.stop();
    }
  }, 120_000);
});
