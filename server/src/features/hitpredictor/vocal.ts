import type { HitResult } from '@common/hitpredictor';
import type { HitSubject } from './subject';

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Runs per minute from which the melody is called melismatic, and the blue-note share for blues inflections. */
export const MELISMA_RUNS_PER_MINUTE = 2;
export const BLUES_INDEX = 0.15;

/**
 * Emotional intensity as arousal, 0..1 (decision 0037): 0.3 loudness (-30 to -6 LUFS), 0.2 onset rate (0 to 8
 * per second), 0.2 spectral centroid (log, 500 Hz to 5 kHz), 0.2 tempo (60 to 180 BPM) and 0.1 dynamics
 * (a narrow loudness range reads as sustained intensity: 1 - LRA / 20 LU).
 */
export function emotionalIntensity(s: HitSubject): number {
  const loud = clamp01((s.loudness + 30) / 24);
  const busy = clamp01(s.hit.onsetRate / 8);
  const bright = clamp01(Math.log(Math.max(1, s.hit.spectralCentroid) / 500) / Math.log(10));
  const fast = s.bpm ? clamp01((s.bpm - 60) / 120) : 0.5;
  const sustained = clamp01(1 - s.hit.loudnessRange / 20);
  return Math.round((0.3 * loud + 0.2 * busy + 0.2 * bright + 0.2 * fast + 0.1 * sustained) * 1000) / 1000;
}

export function vocalAnalysis(s: HitSubject, tags: string[]): HitResult['vocalAnalysis'] {
  return {
    melismaticDetected: s.hit.melody.runsPerMinute >= MELISMA_RUNS_PER_MINUTE,
    melodicRunsPerMinute: s.hit.melody.runsPerMinute,
    bluesInflections: s.hit.melody.blueNoteIndex >= BLUES_INDEX,
    blueNoteIndex: s.hit.melody.blueNoteIndex,
    gospelCharacteristics: null,
    spiritualElements: null,
    culturalAuthenticity: null,
    emotionalIntensity: emotionalIntensity(s),
    artistTags: tags,
  };
}
