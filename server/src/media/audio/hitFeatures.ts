/**
 * The Hit Predictor's further measures of one decoded file, computed in the media worker after the catalogue's
 * analysis: level measures over the whole file, spectral and melody measures over its middle 30 seconds.
 */
import { ANALYSIS_SAMPLE_RATE, excerpt } from './features';
import { loudnessRange, stepPowers, timeToFullLevel, truePeakDb } from './hitLevels';
import { melodyContour, readMelody } from './hitMelody';
import { magnitudeFrames, spectralAverages } from './hitSpectrum';
import { parseKey } from '@common/keys';
import type { HitFeatures } from './types';

export const HIT_FEATURES_VERSION = 1;
/** Seconds of the middle of the track the spectral and melody measures read. */
const SPECTRAL_EXCERPT_SECONDS = 30;

export interface HitFeatureInput {
  /** The decoded channels at their own sample rate. */
  channels: Float32Array[];
  sampleRate: number;
  /** The mono mix at ANALYSIS_SAMPLE_RATE. */
  mono: Float32Array;
  integratedLufs: number;
  onsetRate: number;
  /** The key the analysis found ('A Minor'), or null. */
  key: string | null;
}

/** Measures one file (deterministic: the same samples give the same features). */
export function measureHitFeatures(input: HitFeatureInput): HitFeatures {
  const levels = input.channels.slice(0, 2);
  const powers = stepPowers(levels, input.sampleRate);
  const frames = magnitudeFrames(excerpt(input.mono, ANALYSIS_SAMPLE_RATE, SPECTRAL_EXCERPT_SECONDS));
  const spectrum = spectralAverages(frames, ANALYSIS_SAMPLE_RATE);
  const melody = readMelody(
    melodyContour(frames, ANALYSIS_SAMPLE_RATE),
    ANALYSIS_SAMPLE_RATE,
    parseKey(input.key),
  );
  return {
    version: HIT_FEATURES_VERSION,
    timeToFullLevel: timeToFullLevel(powers, input.integratedLufs),
    truePeak: truePeakDb(levels),
    loudnessRange: loudnessRange(powers),
    onsetRate: Math.round(input.onsetRate * 100) / 100,
    ...spectrum,
    melody,
  };
}
