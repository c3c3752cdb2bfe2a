/**
 * A second media thread for the essentia measures of one analysis. The analysis thread starts it first thing, so
 * its start and essentia's loading overlap the decoding; it then receives the excerpts of the decoded mono mix
 * (the file is decoded once, by the analysis thread) and measures tempo, danceability, onsets and key while the
 * analysis thread computes the waveform, the loudness and the hit features.
 */
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { type EssentiaInput, type EssentiaReadings, loadEssentia, readEssentia } from './essentiaStages';
import { startMediaWorker, threadCpuMs } from './worker';

/**
 * Whether an essentia thread may run beside this one: a core that is idle besides this thread (the 1-minute load
 * average at least one below the cores). The media lane runs one analysis at a time (jobs/define.ts). On a busy
 * machine a second thread only competes for the same cores and costs its start, so the analysis stays in one.
 */
export function helperHasRoom(cores = os.availableParallelism(), load = os.loadavg()[0]!): boolean {
  return cores > 1 && cores - load >= 1;
}

/** What the helper answers: the readings, its stage timings (ms) and its thread's CPU time (ms, start included). */
export interface HelperReadings extends EssentiaReadings {
  timings: Record<string, number>;
  cpu: number | null;
}

/** The helper thread's side: loads essentia, waits for the excerpts, measures them. */
export async function serveEssentia(port: MessagePort): Promise<HelperReadings> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const essentia = loadEssentia();
  lap('load');
  const input = await new Promise<EssentiaInput>((resolve) => port.once('message', resolve));
  mark = performance.now();
  const readings = readEssentia(essentia, input, lap);
  return { ...readings, timings, cpu: threadCpuMs() };
}

export interface EssentiaHelper {
  /** Hands the excerpts over (their buffer is transferred) and resolves with the helper's readings. */
  read(input: EssentiaInput): Promise<HelperReadings>;
  /** Stops the thread (at the end of the analysis, or when it failed). */
  stop(): void;
}

/** The analysis thread's side: starts the helper thread at once. */
export function startEssentiaHelper(): EssentiaHelper {
  const worker = startMediaWorker({ kind: 'essentia' });
  const reply = new Promise<HelperReadings>((resolve, reject) => {
    worker.once('message', (message: { ok: true; value: HelperReadings } | { ok: false; error: string }) => {
      if (message.ok) resolve(message.value);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The essentia thread stopped (exit code ${code})`)));
  });
  // A failure before read() is called is read there; it must not count as unhandled meanwhile.
  reply.catch(() => undefined);
  return {
    read(input) {
      worker.postMessage(input, [input.samples.buffer as ArrayBuffer]);
      return reply;
    },
    stop() {
      void worker.terminate();
    },
  };
}
