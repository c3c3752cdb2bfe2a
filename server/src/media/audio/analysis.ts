import { Worker } from 'node:worker_threads';
import type { AnalysisReply, AnalysisRequest, AudioAnalysis } from './types';

export type { AudioAnalysis } from './types';

/** An analysis that takes longer than this is stopped (the job then retries). */
export const ANALYSIS_TIMEOUT_MS = 120_000;

/**
 * How to start the worker: dist/server/analysisWorker.js beside the bundled main.js in production, or the
 * TypeScript source beside this module (loaded through tsx) in development and tests.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) {
    return { entry: new URL('./analysisWorker.js', here), eval: false };
  }
  const source = new URL('./analysisWorker.ts', here).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)}))`;
  return { entry: boot, eval: true };
}

/**
 * Analyses an audio file in a worker thread (a fresh one per file, so memory is returned and a crash stays
 * contained): duration, codec, sample rate, bitrate, waveform, loudness, energy, danceability, tempo, key.
 */
export function analyseAudioFile(filePath: string, timeoutMs = ANALYSIS_TIMEOUT_MS): Promise<AudioAnalysis> {
  const { entry, eval: isEval } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, {
      eval: isEval,
      workerData: { filePath } satisfies AnalysisRequest,
      stdout: true,
      stderr: true,
    });
    // essentia.js prints its version banner; nothing of the worker's output belongs in the server log.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (error: Error | null, analysis?: AudioAnalysis) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(analysis!);
    };
    const timer = setTimeout(
      () => finish(new Error(`Analysis took longer than ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    worker.once('message', (reply: AnalysisReply) => {
      if (reply.ok) finish(null, reply.analysis);
      else finish(new Error(reply.error));
    });
    worker.once('error', (error) => finish(error));
    worker.once('exit', (code) => finish(new Error(`The analysis stopped unexpectedly (exit code ${code})`)));
  });
}
