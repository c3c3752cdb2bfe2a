/**
 * The catalogue's essentia.js measures of one track (tempo, danceability, onset rate, key) over excerpts of its
 * mono mix, run either in the analysis thread or in a second media thread beside it (essentiaHelper.ts). Both
 * run the same calls in the same order on the same samples, so where they run does not change what they find.
 */
import { createRequire } from 'node:module';
import { ANALYSIS_SAMPLE_RATE, chooseTempo, excerptRange } from './features';

/** Seconds of audio the tempo, danceability, key and onset measures look at (the middle of the track). */
const TEMPO_EXCERPT_SECONDS = 30;
const KEY_EXCERPT_SECONDS = 60;
const ONSET_EXCERPT_SECONDS = 15;
/** Tempo readings from here up are checked against a second estimator for a double-time error. */
const DOUBLE_TIME_CHECK_BPM = 125;

interface EssentiaVector {
  delete(): void;
}

export interface EssentiaApi {
  arrayToVector(values: Float32Array): EssentiaVector;
  PercivalBpmEstimator(signal: EssentiaVector): { bpm: number };
  RhythmExtractor2013(
    signal: EssentiaVector,
    maxTempo: number,
    method: string,
    minTempo: number,
  ): { bpm: number };
  KeyExtractor(
    audio: EssentiaVector,
    averageDetuningCorrection?: boolean,
    frameSize?: number,
    hopSize?: number,
    hpcpSize?: number,
    maxFrequency?: number,
    maximumSpectralPeaks?: number,
    minFrequency?: number,
    pcpThreshold?: number,
    profileType?: string,
  ): { key: string; scale: string; strength: number };
  Danceability(signal: EssentiaVector): { danceability: number };
  OnsetRate(signal: EssentiaVector): { onsetRate: number };
}

/** Loads essentia.js (its WASM build): about a tenth of a second, so a helper thread does it while the file decodes. */
export function loadEssentia(): EssentiaApi {
  const require = createRequire(import.meta.url);
  const wasm: unknown = require('essentia.js/dist/essentia-wasm.umd.js');
  const Essentia = require('essentia.js/dist/essentia.js-core.umd.js') as new (wasm: unknown) => EssentiaApi;
  return new Essentia(wasm);
}

/** Where each measure reads: [start, end) sample offsets into `samples`. */
export interface EssentiaExcerpts {
  rhythm: [number, number];
  onsets: [number, number];
  key: [number, number];
}

/** The samples the measures read and where each excerpt lies in them. */
export interface EssentiaInput {
  samples: Float32Array;
  excerpts: EssentiaExcerpts;
}

/** The excerpts of a mono mix at ANALYSIS_SAMPLE_RATE (the middle 30, 15 and 60 seconds). */
export function essentiaInput(mono: Float32Array): EssentiaInput {
  const range = (seconds: number) => excerptRange(mono.length, ANALYSIS_SAMPLE_RATE, seconds);
  return {
    samples: mono,
    excerpts: {
      rhythm: range(TEMPO_EXCERPT_SECONDS),
      onsets: range(ONSET_EXCERPT_SECONDS),
      key: range(KEY_EXCERPT_SECONDS),
    },
  };
}

/**
 * The same input cut down to a copy of the stretch the excerpts cover (the middle minute of a long track), to
 * hand to another thread: its buffer can be transferred instead of copying the whole decoded track.
 */
export function detachedInput(input: EssentiaInput): EssentiaInput {
  const parts = Object.values(input.excerpts);
  const from = Math.min(...parts.map(([start]) => start));
  const to = Math.max(...parts.map(([, end]) => end));
  const shift = ([start, end]: [number, number]): [number, number] => [start - from, end - from];
  return {
    samples: input.samples.slice(from, to),
    excerpts: {
      rhythm: shift(input.excerpts.rhythm),
      onsets: shift(input.excerpts.onsets),
      key: shift(input.excerpts.key),
    },
  };
}

/** What essentia found: the tempo after the double-time check, and the raw readings the analysis scales. */
export interface EssentiaReadings {
  bpm: number | null;
  danceability: number;
  onsetRate: number;
  key: { key: string; scale: string; strength: number };
}

/** Runs the measures in the analysis's order; `lap` is called with each stage's name as it ends. */
export function readEssentia(
  essentia: EssentiaApi,
  { samples, excerpts }: EssentiaInput,
  lap: (stage: 'tempo' | 'danceability' | 'onsets' | 'key') => void,
): EssentiaReadings {
  const part = ([start, end]: [number, number]) =>
    essentia.arrayToVector(start === 0 && end === samples.length ? samples : samples.subarray(start, end));
  const rhythmPart = part(excerpts.rhythm);
  // RhythmExtractor2013 (degara) first; a fast reading may be a slow track read at double time, and only
  // then is the second estimator worth its cost.
  const rhythm = essentia.RhythmExtractor2013(rhythmPart, 208, 'degara', 40).bpm;
  const bpm =
    rhythm >= DOUBLE_TIME_CHECK_BPM
      ? chooseTempo(essentia.PercivalBpmEstimator(rhythmPart).bpm, rhythm)
      : chooseTempo(Number.NaN, rhythm);
  lap('tempo');
  const danceability = essentia.Danceability(rhythmPart).danceability;
  lap('danceability');
  rhythmPart.delete();
  const onsetPart = part(excerpts.onsets);
  const onsetRate = essentia.OnsetRate(onsetPart).onsetRate;
  onsetPart.delete();
  lap('onsets');

  const keyPart = part(excerpts.key);
  // The 'edma' profile (electronic and beat-driven music) read the demo catalogue's keys best.
  const found = essentia.KeyExtractor(keyPart, true, 4096, 4096, 12, 3500, 60, 25, 0.2, 'edma');
  keyPart.delete();
  lap('key');
  return {
    bpm,
    danceability,
    onsetRate,
    key: { key: found.key, scale: found.scale, strength: found.strength },
  };
}
