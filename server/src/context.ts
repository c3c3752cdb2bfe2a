import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DbHandle } from './db/connection';

/** What every feature needs: configuration, the database and a logger. */
export interface AppContext {
  config: AppConfig;
  database: DbHandle;
  log: FastifyBaseLogger;
}
