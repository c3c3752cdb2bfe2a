/**
 * The Hit Predictor's further measures of one decoded file, computed in the media worker beside the catalogue's
 * analysis: level measures over the whole file, spectral and melody measures over its middle 30 seconds.
 */
import { ANALYSIS_SAMPLE_RATE, excerpt } from './features';
import { loudnessRange, stepPowersOf, timeToFullLevel, truePeakDb } from './hitLevels';
import { melodyContour, readMelody } from './hitMelody';
import { magnitudeFrames, type SpectralAverages, spectralAverages } from './hitSpectrum';
import { loudnessSteps, type LoudnessSteps } from './loudness';
import { parseKey } from '@common/keys';
import type { HitFeatures } from './types';

export const HIT_FEATURES_VERSION = 1;
/** Seconds of the middle of the track the spectral and melody measures read. */
const SPECTRAL_EXCERPT_SECONDS = 30;

/** What the signal measures read: the decoded file and its integrated loudness. */
export interface HitSignalInput {
  /** The decoded channels at their own sample rate. */
  channels: Float32Array[];
  sampleRate: number;
  /** The mono mix at ANALYSIS_SAMPLE_RATE. */
  mono: Float32Array;
  integratedLufs: number;
  /** The first two channels' 100 ms energy steps when the integrated loudness already computed them. */
  steps?: LoudnessSteps;
}

/** The measures that need only the signal (everything but the onset rate and the key's blue notes). */
export interface HitSignalReadings {
  timeToFullLevel: number;
  truePeak: number;
  loudnessRange: number;
  spectrum: SpectralAverages;
  /** The melody pitch of each frame of the excerpt (hitMelody.ts), read against the key once it is known. */
  contour: (number | null)[];
}

/**
 * The signal's measures: levels, true peak, spectrum, chroma and the melody contour. They need neither the tempo
 * nor the key, so the worker computes them while essentia reads those.
 */
export function measureHitSignal(input: HitSignalInput): HitSignalReadings {
  const levels = input.channels.slice(0, 2);
  const powers = stepPowersOf(input.steps ?? loudnessSteps(levels, input.sampleRate));
  const frames = magnitudeFrames(excerpt(input.mono, ANALYSIS_SAMPLE_RATE, SPECTRAL_EXCERPT_SECONDS));
  return {
    timeToFullLevel: timeToFullLevel(powers, input.integratedLufs),
    truePeak: truePeakDb(levels),
    loudnessRange: loudnessRange(powers),
    spectrum: spectralAverages(frames, ANALYSIS_SAMPLE_RATE),
    contour: melodyContour(frames, ANALYSIS_SAMPLE_RATE),
  };
}

/** The hit features from the signal's measures, the onset rate and the key the analysis found. */
export function completeHitFeatures(
  readings: HitSignalReadings,
  onsetRate: number,
  key: string | null,
): HitFeatures {
  return {
    version: HIT_FEATURES_VERSION,
    timeToFullLevel: readings.timeToFullLevel,
    truePeak: readings.truePeak,
    loudnessRange: readings.loudnessRange,
    onsetRate: Math.round(onsetRate * 100) / 100,
    ...readings.spectrum,
    melody: readMelody(readings.contour, ANALYSIS_SAMPLE_RATE, parseKey(key)),
  };
}
