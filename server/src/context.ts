import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DbHandle } from './db/connection';
import type { Limits } from './lib/limits';
import type { MailTransport } from './mail/transport';
import type { Storage } from './media/storage/storage';
import type { Telemetry } from './lib/telemetry';
import type { RealtimeHub } from './realtime/hub';

/** What every feature needs: configuration, the database, media storage and a logger. */
export interface AppContext {
  config: AppConfig;
  database: DbHandle;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Rate limits: counted in Redis when REDIS_URL is set (shared by every process), in memory otherwise. */
  limits: Limits;
  /** Where mail goes: SMTP when SMTP_URL is set, the outbox otherwise. Messages are sent by the job runner. */
  mail: MailTransport;
  /** The real-time layer (rooms, live chat), once attached to the HTTP server. */
  realtime?: RealtimeHub;
  /** Counts what jobs, mail and storage do (set by the metrics feature; unset, nothing is counted). */
  telemetry?: Telemetry;
}
