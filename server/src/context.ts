import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DbHandle } from './db/connection';
import type { Limits } from './lib/limits';
import type { Storage } from './media/storage/storage';
import type { RealtimeHub } from './realtime/hub';

/** What every feature needs: configuration, the database, media storage and a logger. */
export interface AppContext {
  config: AppConfig;
  database: DbHandle;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Rate limits: counted in Redis when REDIS_URL is set (shared by every process), in memory otherwise. */
  limits: Limits;
  /** The real-time layer (rooms, live chat), once attached to the HTTP server. */
  realtime?: RealtimeHub;
}
