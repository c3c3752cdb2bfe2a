import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * SQLite's own automatic checkpoint runs inside the commit that crosses its threshold: that commit copies the
 * write-ahead log into the database file and syncs it, on the event loop, and every request queued behind it waits
 * (decision 0070). Here a thread with a connection of its own does the copying instead, a passive checkpoint at a
 * short interval, so commits on the event loop only append to the log.
 */

/** The automatic checkpoint left on the main connection while the thread runs: a bound, not the usual path. */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** SQLite's default, restored when the thread is gone. */
export const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * The thread's code, plain CommonJS so that it runs the same from the sources and from the bundle: its own
 * connection to the file, a passive checkpoint (which never waits for a lock, never blocks a writer or a reader)
 * every `intervalMs`, a last one when asked to stop. A failed checkpoint does not end the thread.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)');
// A checkpoint that fails (the file locked or gone for a moment) is tried again at the next tick.
const tick = () => { try { checkpoint(); } catch {} };
tick();
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  tick();
  db.close();
  parentPort.close();
});
parentPort.postMessage('ready');
`;

export interface Checkpointer {
  /** The thread itself (tests end it to see the main connection take checkpoints back). */
  readonly thread: Worker;
  /** Ends the thread after a last checkpoint; the main connection checkpoints again as SQLite does by default. */
  stop(): Promise<void>;
}

/**
 * Starts checkpointing `file` (opened by `database`, in WAL mode) from a thread. The main connection keeps a far
 * automatic checkpoint as a bound while the thread runs, and takes the default one back as soon as the thread
 * stops or fails, so the log never grows without limit.
 */
export function startCheckpointer(
  database: BetterSqlite3.Database,
  file: string,
  options: { intervalMs?: number } = {},
): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const thread = new Worker(THREAD, {
    eval: true,
    workerData: { module, file, intervalMs: options.intervalMs ?? 200 },
  });
  // The thread never keeps the process alive: a server that stops closes the database, which stops it.
  thread.unref();
  const takeBack = () => {
    if (database.open) database.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  thread.on('message', (message) => {
    if (message === 'ready' && database.open) {
      database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    }
  });
  thread.on('error', takeBack);
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  void exited.then(takeBack);
  return {
    thread,
    async stop() {
      // Held until it has ended, so that a process with nothing else to do waits for the last checkpoint.
      thread.ref();
      thread.postMessage('stop');
      await exited;
    },
  };
}
