import type { AudioAnalysis } from './types';
import { runMediaWorker } from './worker';

export type { AudioAnalysis } from './types';

/** An analysis that takes longer than this is stopped (the job then retries). */
export const ANALYSIS_TIMEOUT_MS = 120_000;

/**
 * Analyses an audio file in a worker thread (a fresh one per file, so memory is returned and a crash stays
 * contained): duration, codec, sample rate, bitrate, waveform, loudness, energy, danceability, tempo, key.
 */
export function analyseAudioFile(filePath: string, timeoutMs = ANALYSIS_TIMEOUT_MS): Promise<AudioAnalysis> {
  return runMediaWorker<AudioAnalysis>({ kind: 'analyse', filePath }, timeoutMs, {
    timeout: `Analysis took longer than ${Math.round(timeoutMs / 1000)} s`,
    exit: 'The analysis stopped unexpectedly',
  });
}
