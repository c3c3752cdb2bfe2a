import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connection';
import { backoffDelay } from '../lib/backgroundLoop';

/**
 * Waking a job runner in another process: on PostgreSQL, queueing a job also sends a NOTIFY on a channel named
 * after the database schema, delivered when the transaction that queued it commits; a runner that LISTENs there
 * claims at once instead of at its next poll. On SQLite there is no such signal and runners only poll.
 */
const CHANNEL_PREFIX = 'pn_jobs:';

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Tells listening runners (every process) that a job of this type was queued; nothing on SQLite. */
export async function notifyJobQueued(db: Db, type: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_notify(${CHANNEL_PREFIX} || current_schema(), ${type})`.execute(db);
}

/** A running listener; close() ends it. */
export interface JobWakeups {
  close(): Promise<void>;
}

/**
 * Listens for queued jobs on its own PostgreSQL connection and calls `onQueued` with each job's type. A lost
 * connection is opened again with backoff (the runner's polling covers the gap).
 */
export function listenForQueuedJobs(
  databaseUrl: string,
  log: FastifyBaseLogger,
  onQueued: (type: string) => void,
): JobWakeups {
  let closed = false;
  let client: pg.Client | null = null;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;

  const again = () => {
    if (closed || retry) return;
    failures += 1;
    if (failures === 1) log.warn('job wake-ups lost their database connection: polling until it is back');
    retry = setTimeout(
      () => {
        retry = null;
        void connect();
      },
      backoffDelay(failures, 5_000),
    );
    retry.unref();
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = current;
    current.on('error', () => {
      void current.end().catch(() => undefined);
      again();
    });
    current.on('end', () => {
      if (client === current) again();
    });
    current.on('notification', (message) => {
      if (message.payload) onQueued(message.payload);
    });
    try {
      await current.connect();
      const row = await current.query<{ schema: string }>('select current_schema() as schema');
      const channel = `${CHANNEL_PREFIX}${row.rows[0]?.schema ?? 'public'}`;
      await current.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (closed) {
        await current.end();
        return;
      }
      if (failures > 0) log.info('job wake-ups listening again');
      failures = 0;
    } catch {
      await current.end().catch(() => undefined);
      again();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
