import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed/index';
import { deleteExpiredSessions } from './features/auth/sessions';
import { startJobRunner } from './jobs/runner';
import { cleanOrphanUploads } from './media/uploads/cleanup';

/** Starts the server: migrate, seed on first start, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  const ctx = app.ctx;
  await cleanOrphanUploads(ctx);
  if (config.seedDemo) await seedIfEmpty(ctx);
  const jobs = startJobRunner(ctx);

  const sweep = setInterval(
    () => void deleteExpiredSessions(database.db).catch(() => undefined),
    60 * 60 * 1000,
  );
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
