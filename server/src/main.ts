import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed/index';
import { startModules } from './features/index';
import { guardStandardStreams } from './lib/logDestination';
import { cleanOrphanUploads } from './media/uploads/cleanup';
import { removeOwnUploadTempFiles } from './media/uploads/tempFiles';
import { runsBackgroundWork, servesUsers, startBackgroundWork } from './roles';
import { buildWorkerApp } from './workerApp';

/**
 * Starts the server: migrate, seed on first start, then what PROCESS_ROLE asks (web: serve; worker: run jobs and
 * periodic tasks, answering only health; all: both); stops within SHUTDOWN_TIMEOUT_SECONDS.
 */
async function main(): Promise<void> {
  guardStandardStreams();
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const role = config.processRole;
  const app = servesUsers(role)
    ? await buildApp({ config, database })
    : await buildWorkerApp({ config, database });
  const ctx = app.ctx;

  // A rejection nobody handled is a bug to fix, not a reason to drop every user's connection.
  process.on('unhandledRejection', (reason: unknown) => {
    const err =
      reason instanceof Error ? { message: reason.message, stack: reason.stack } : { value: String(reason) };
    app.log.error({ err }, 'unhandled rejection');
  });

  await cleanOrphanUploads(ctx);
  if (config.seedDemo) await seedIfEmpty(ctx);
  await startModules(ctx);
  // Every module's jobs go to the runner, its periodic tasks to their timers (worker and all roles only).
  const background = runsBackgroundWork(role) ? startBackgroundWork(ctx) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const deadlineMs = config.shutdownTimeoutSeconds * 1000;
    const started = Date.now();
    const pending = new Set(background ? ['requests and sockets', 'jobs'] : ['requests and sockets']);
    // Past the deadline the process exits anyway, saying what it left behind (a supervisor waits ~30 s). Armed
    // first; nothing after it waits on the log's reader (lib/logDestination), so it always fires.
    const deadline = setTimeout(() => {
      const tempFiles = removeOwnUploadTempFiles();
      app.log.error(
        { signal, abandoned: [...pending], uploadTempFilesRemoved: tempFiles },
        'shutdown deadline passed: exiting without them',
      );
      process.exit(1);
    }, deadlineMs);
    app.log.info({ signal, deadlineSeconds: config.shutdownTimeoutSeconds }, 'shutting down');
    try {
      await background?.stopTasks();
      // Jobs get the deadline less a margin to hand unfinished ones back to the queue.
      const stopJobs = (background?.stopJobs(Math.max(0, deadlineMs - 3_000)) ?? Promise.resolve([])).then(
        (handedBack) => {
          pending.delete('jobs');
          if (handedBack.length > 0)
            app.log.info({ jobs: handedBack }, 'unfinished jobs handed back to the queue');
        },
      );
      // Stops accepting, lets in-flight requests finish and closes sockets (clients reconnect).
      const closeApp = app.close().then(() => pending.delete('requests and sockets'));
      await Promise.all([stopJobs, closeApp]);
      await database.close();
      app.log.info({ seconds: (Date.now() - started) / 1000 }, 'stopped');
      clearTimeout(deadline);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error, abandoned: [...pending] }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ role }, `process role: ${role}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
