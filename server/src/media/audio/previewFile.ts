import type { PreviewResult } from './preview';
import { runMediaWorker } from './worker';

export type { PreviewResult } from './preview';

/** A preview that takes longer than this is stopped (the job then retries). */
export const PREVIEW_TIMEOUT_MS = 120_000;

/**
 * Writes the preview of an audio file (MP3, WAV or FLAC) to `outputPath` as MP3, in a worker thread: the
 * opening of the track (see previewSeconds) with a fade-out.
 */
export function makePreviewFile(
  filePath: string,
  outputPath: string,
  timeoutMs = PREVIEW_TIMEOUT_MS,
): Promise<PreviewResult> {
  return runMediaWorker<PreviewResult>({ kind: 'preview', filePath, outputPath }, timeoutMs, {
    timeout: `Making the preview took longer than ${Math.round(timeoutMs / 1000)} s`,
    exit: 'Making the preview stopped unexpectedly',
  });
}
