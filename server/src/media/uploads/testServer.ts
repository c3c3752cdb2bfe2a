/**
 * A bare app server for process-level tests (started with tsx): the configuration comes from the environment,
 * like the real server (migrations included), without the seed and background jobs. Prints 'listening' once it accepts connections.
 */
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { migrateToLatest } from '../../db/migrate';
import { openDatabase } from '../../db/open';

const config = loadConfig();
const database = openDatabase(config);
await migrateToLatest(database.db);
const app = await buildApp({ config, database });
await app.listen({ host: config.host, port: config.port });
process.stdout.write('listening\n');
