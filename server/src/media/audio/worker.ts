import { Worker } from 'node:worker_threads';
import type { MediaWorkerRequest } from './types';

/**
 * How to start the media worker: dist/server/analysisWorker.js beside the bundled main.js in production, or the
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

/** What a worker run answers: its result, or the reason it failed. */
export type MediaWorkerReply<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Runs one request in a fresh media worker thread (so memory is returned and a crash stays contained) and
 * resolves with its result; a run longer than `timeoutMs` is stopped and rejected with `timeoutMessage`.
 */
export function runMediaWorker<T>(
  request: MediaWorkerRequest,
  timeoutMs: number,
  messages: { timeout: string; exit: string },
): Promise<T> {
  const { entry, eval: isEval } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { eval: isEval, workerData: request, stdout: true, stderr: true });
    // essentia.js prints its version banner; nothing of the worker's output belongs in the server log.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (error: Error | null, value?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (error) reject(error);
      else resolve(value!);
    };
    const timer = setTimeout(() => finish(new Error(messages.timeout)), timeoutMs);
    worker.once('message', (reply: MediaWorkerReply<T>) => {
      if (reply.ok) finish(null, reply.value);
      else finish(new Error(reply.error));
    });
    worker.once('error', (error) => finish(error));
    worker.once('exit', (code) => finish(new Error(`${messages.exit} (exit code ${code})`)));
  });
}
