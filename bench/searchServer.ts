/**
 * The server the search benchmark loads: the whole app on an existing database, in a process of its own, so the
 * load generator does not share its event loop. Prints `listening <port>` once ready.
 */
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createDb } from '../server/src/db/connection';

const { BENCH_DATA_DIR = '', BENCH_PG_URL = '', BENCH_PG_SCHEMA = '' } = process.env;
const database = createDb(
  BENCH_PG_URL
    ? { databaseUrl: BENCH_PG_URL, sqlitePath: '', pgSchema: BENCH_PG_SCHEMA, pgPoolSize: 10 }
    : { databaseUrl: null, sqlitePath: `${BENCH_DATA_DIR}/panda-nation.sqlite` },
);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: BENCH_DATA_DIR,
});
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
