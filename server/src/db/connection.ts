import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer';
import type { Database } from './schema';
import { SqliteValuesPlugin, portableSqlite } from './values';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  /** Calls `watcher` after every query (its duration, whether it failed); answers a function that stops it. */
  watchQueries(watcher: QueryWatcher): () => void;
  /** PostgreSQL: the pool's connections now, and the queries waiting for one (absent on SQLite). */
  poolStats?(): PoolStats;
  /**
   * PostgreSQL: a connection of its own that LISTENs on `channel` (named after the schema by the caller) and
   * hears each NOTIFY payload; answers a function that ends it. Absent on SQLite.
   */
  listen?(
    channel: (schema: string) => string,
    onMessage: (payload: string) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** What a query watcher hears: Kysely's log event (duration without the wait for a pooled connection). */
export type QueryWatcher = (event: LogEvent) => void;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbOptions {
  /** postgres:// URL; when null the embedded SQLite file is used. */
  databaseUrl: string | null;
  /** Path of the SQLite file (or ':memory:'). */
  sqlitePath: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** PostgreSQL: a query running longer fails (statement and client-side timeout). Default 30 s. */
  queryTimeoutMs?: number;
  /** SQLite: how long a write waits for another connection's lock. Default 5 s. */
  busyTimeoutMs?: number;
  /** SQLite file: checkpoints the write-ahead log from a thread of its own instead of inside commits (0070). */
  checkpointInBackground?: boolean;
}

const iso = (v: string) => new Date(v).toISOString();

/** Type parsers giving PostgreSQL the same JavaScript values as SQLite: ISO strings and plain numbers. */
function pgTypes() {
  const { types } = pg;
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === types.builtins.TIMESTAMPTZ || oid === types.builtins.TIMESTAMP) return iso;
      if (oid === types.builtins.DATE) return (v: string) => v;
      if (oid === types.builtins.INT8) return (v: string) => Number(v);
      if (oid === types.builtins.NUMERIC) return (v: string) => Number(v);
      return types.getTypeParser(oid, format);
    },
  };
}

/**
 * A client outside the pool (same server, schema and types) that LISTENs on a channel; a lost connection is
 * opened again after a second (what was sent meanwhile is missed: listeners use it only to hurry).
 */
async function listenOn(
  pool: pg.Pool,
  channel: (schema: string) => string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let ended = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const current = new pg.Client({
      ...pool.options,
      statement_timeout: undefined,
      query_timeout: undefined,
    });
    client = current;
    const again = () => {
      if (ended || retry || client !== current) return;
      client = null;
      void current.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = null;
        void connect().catch(() => undefined);
      }, 1000);
      retry.unref();
    };
    current.on('error', again);
    current.on('end', again);
    current.on('notification', (message) => {
      if (message.payload) onMessage(message.payload);
    });
    try {
      await current.connect();
      const { rows } = await current.query<{ schema: string }>('select current_schema() as schema');
      const name = channel(rows[0]?.schema ?? 'public');
      await current.query(`LISTEN "${name.replaceAll('"', '""')}"`);
    } catch {
      again();
    }
  };
  await connect();
  return async () => {
    ended = true;
    if (retry) clearTimeout(retry);
    const current = client as pg.Client | null;
    client = null;
    if (current) await current.end().catch(() => undefined);
  };
}

/** Opens the configured database: PostgreSQL when a URL is given, otherwise SQLite. */
export function createDb(options: DbOptions): DbHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      types: pgTypes(),
      connectionTimeoutMillis: 5000,
      // Bounded on both sides: the server cancels a slow statement, the client gives up on a silent socket.
      statement_timeout: options.queryTimeoutMs ?? 30_000,
      query_timeout: (options.queryTimeoutMs ?? 30_000) + 2_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client's connection error (the server restarting, a network cut) must not crash the process: an idle
    // client's reaches the pool, a checked-out client's reaches the client itself, and the query it was
    // running (if any) fails with it and answers 503.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const watchers = new Set<QueryWatcher>();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins,
      log: logTo(watchers),
    });
    return {
      ...wrap(db, 'postgres', watchers, () => (pool.ended ? undefined : pool.end())),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage) => listenOn(pool, channel, onMessage),
    };
  }
  if (options.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const database = new BetterSqlite3(options.sqlitePath);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${Math.round(options.busyTimeoutMs ?? 5000)}`);
  database.pragma('synchronous = NORMAL');
  const checkpointer =
    options.checkpointInBackground && options.sqlitePath !== ':memory:'
      ? startCheckpointer(database, options.sqlitePath)
      : null;
  const watchers = new Set<QueryWatcher>();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: portableSqlite(database) as never }),
    plugins: [...plugins, new SqliteValuesPlugin()],
    log: logTo(watchers),
  });
  return wrap(db, 'sqlite', watchers, async () => {
    await checkpointer?.stop();
    if (database.open) database.close();
  });
}

/** Kysely's log, handed to the watchers of the handle (none until metrics ask). */
function logTo(watchers: Set<QueryWatcher>): (event: LogEvent) => void {
  return (event) => {
    for (const watcher of watchers) watcher(event);
  };
}

/**
 * Kysely's destroy() does nothing on a database that never ran a query, so the pool or file opened above is
 * closed here as well; after close() every query fails.
 */
function wrap(
  db: Db,
  dialect: Dialect,
  watchers: Set<QueryWatcher>,
  release: () => Promise<void> | void,
): DbHandle {
  return {
    db,
    dialect,
    watchQueries(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await db.destroy();
      await release();
    },
  };
}
