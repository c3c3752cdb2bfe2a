import type { VocalAnalysis } from '@common/vocal';
import { runMediaWorker } from './worker';

/** A take's analysis longer than this is stopped (a 5-minute take needs a few seconds). */
export const VOCAL_TIMEOUT_MS = 60_000;

export type VocalResult = VocalAnalysis & { timings: Record<string, number> };

/** Thrown when every analysis slot is taken and the waiting line is full. */
export class VocalBusyError extends Error {
  constructor() {
    super('Every vocal analysis slot is taken');
    this.name = 'VocalBusyError';
  }
}

/**
 * At most `running` analyses at once in this process, and at most `waiting` more in line: the rest are refused
 * at once (the caller answers 503), so a burst of takes never queues minutes of work or starves the cores.
 */
export class AnalysisSlots {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Runs `work` when a slot is free; throws VocalBusyError when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new VocalBusyError();
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.line.shift();
      // The slot passes straight to the next in line (active stays the same), or is given back.
      if (next) next();
      else this.active--;
    }
  }

  /** Analyses running and waiting (for logs and tests). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }
}

/** One analysis at a time per process (a second core stays for requests), four more may wait. */
export const vocalSlots = new AnalysisSlots(1, 4);

/** Measures a vocal take in a fresh media worker thread, within this process's analysis slots. */
export function analyseVocalTake(
  filePath: string,
  slots: AnalysisSlots = vocalSlots,
  timeoutMs = VOCAL_TIMEOUT_MS,
): Promise<VocalResult> {
  return slots.run(() =>
    runMediaWorker<VocalResult>({ kind: 'vocal', filePath }, timeoutMs, {
      timeout: `The vocal analysis took longer than ${Math.round(timeoutMs / 1000)} s`,
      exit: 'The vocal analysis stopped unexpectedly',
    }),
  );
}
