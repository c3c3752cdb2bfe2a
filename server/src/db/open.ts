import path from 'node:path';
import type { AppConfig } from '../config';
import { createDb, type DbHandle } from './connection';

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. */
export function openDatabase(config: AppConfig): DbHandle {
  return createDb({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'panda-nation.sqlite'),
    queryTimeoutMs: config.dbQueryTimeoutSeconds * 1000,
    busyTimeoutMs: config.sqliteBusyTimeoutMs,
    checkpointInBackground: true,
  });
}
