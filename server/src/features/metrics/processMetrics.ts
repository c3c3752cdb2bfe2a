import { Registry, collectDefaultMetrics } from 'prom-client';
import { droppedLogLines as droppedByStdoutLog } from '../../lib/logDestination';

let processRegistry: Registry | null = null;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop delay, handles, GC), once per process in a registry
 * of their own: every app built in the process (tests build many) shows the same ones, and none registers them twice.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

let droppedLogLines: () => number = droppedByStdoutLog;

/**
 * Where `pandanation_log_lines_dropped_total` reads the number of log lines the log destination dropped since the
 * process started (a non-blocking destination drops lines rather than stall the event loop). By default the
 * stdout destination's own count (lib/logDestination); tests set their own.
 */
export function setDroppedLogLinesSource(source: () => number): void {
  droppedLogLines = source;
}

/** The count the registered source gives now (0 when it has none or it fails). */
export function readDroppedLogLines(): number {
  try {
    const count = droppedLogLines();
    return Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}
