import fs from 'node:fs';
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
 * Starts a fresh media worker thread on one request. Its output is drained: essentia.js prints its version
 * banner, and nothing of the worker's output belongs in the server log.
 */
export function startMediaWorker(request: MediaWorkerRequest): Worker {
  const { entry, eval: isEval } = workerEntry();
  const worker = new Worker(entry, { eval: isEval, workerData: request, stdout: true, stderr: true });
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

/** CPU time the calling thread has used, ms (Linux; null elsewhere): wall time alone says little on a busy machine. */
export function threadCpuMs(): number | null {
  try {
    const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs one request in a fresh media worker thread (so memory is returned and a crash stays contained) and
 * resolves with its result; a run longer than `timeoutMs` is stopped and rejected with `timeoutMessage`.
 */
export function runMediaWorker<T>(
  request: MediaWorkerRequest,
  timeoutMs: number,
  messages: { timeout: string; exit: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = startMediaWorker(request);
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
