import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderJob } from './renderCover';
import type { RenderMessage, RenderReply } from './renderWorker';

/**
 * How to start a render thread: dist/server/coverArtWorker.js beside the bundled main.js in production, or the
 * TypeScript source (loaded through tsx) in development and tests, like the media worker.
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) {
    return { entry: new URL('./coverArtWorker.js', here), eval: false };
  }
  const source = new URL('./renderWorker.ts', here).href;
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)}))`;
  return { entry: boot, eval: true };
}

/** Thrown when more renders wait than the pool accepts. */
export class RenderPoolBusyError extends Error {
  constructor() {
    super('The render queue is full');
    this.name = 'RenderPoolBusyError';
  }
}

interface Task {
  message: RenderMessage;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export interface RenderPoolOptions {
  /** Threads (default: one less than the cores, at least 1, at most 3). */
  threads?: number;
  /** Renders waiting beyond the running ones; more are refused with RenderPoolBusyError. */
  maxQueued?: number;
  /** A render that takes longer is stopped (its thread replaced) and rejected. */
  timeoutMs?: number;
}

/** The default number of render threads on this machine. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(3, os.availableParallelism() - 1));
}

/**
 * A bounded pool of render threads: renders never run on the event loop, at most `threads` run at once, and the
 * rest wait in a bounded queue. Threads start on first use and stay for the next render.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private readonly threads: number;
  private readonly maxQueued: number;
  private readonly timeoutMs: number;
  private nextId = 1;
  private closed = false;

  constructor(options: RenderPoolOptions = {}) {
    this.threads = options.threads ?? defaultThreads();
    this.maxQueued = options.maxQueued ?? 64;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** Renders one cover in a thread and resolves with its PNG bytes. */
  render(job: RenderJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed'));
    if (this.queue.length >= this.maxQueued) return Promise.reject(new RenderPoolBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ message: { id: this.nextId++, job }, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; waiting renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The render pool is closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => this.stop(slot, new Error('The render pool is closed'))),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.threads) slot = this.start();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        void this.replace(slot!, new Error('The render took too long'));
      }, this.timeoutMs);
      slot.worker.postMessage(task.message);
    }
  }

  private start(): Slot {
    const { entry, eval: isEval } = workerEntry();
    const worker = new Worker(entry, { eval: isEval });
    const slot: Slot = { worker, task: null, timer: null };
    worker.on('message', (reply: RenderReply) => {
      const task = slot.task;
      if (!task || task.message.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) task.resolve(Buffer.from(reply.png));
      else task.reject(new Error(reply.error));
      this.dispatch();
    });
    worker.on('error', (error) => void this.replace(slot, error));
    worker.on(
      'exit',
      (code) => void this.replace(slot, new Error(`The render thread stopped (exit code ${code})`)),
    );
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
  }

  private async stop(slot: Slot, reason: Error): Promise<void> {
    const task = slot.task;
    this.finish(slot);
    task?.reject(reason);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate().catch(() => undefined);
  }

  /** Drops a failed thread (its render is rejected) and carries on with a new one when work waits. */
  private async replace(slot: Slot, reason: Error): Promise<void> {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    await this.stop(slot, reason);
    if (!this.closed) this.dispatch();
  }
}
