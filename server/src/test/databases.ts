import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppConfig, testDatabaseUrl } from '../config';
import { createDb, type Db, type DbHandle, type Dialect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { buildTestApp, type TestEnv } from './app';

/** Where PostgreSQL is looked for when TEST_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The file name the server uses inside DATA_DIR (see db/open.ts). */
const SQLITE_FILE = 'panda-nation.sqlite';

/** Hides the password of a connection URL in messages. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface PostgresTarget {
  url: string | null;
  /** Why PostgreSQL variants do not run (null when they do). */
  skipReason: string | null;
  /** Set when TEST_DATABASE_URL names a server that does not answer: the variants then fail, not skip. */
  failure: string | null;
}

async function findPostgres(): Promise<PostgresTarget> {
  const configured = testDatabaseUrl();
  const url = configured ?? DEFAULT_POSTGRES_URL;
  if (await answers(url)) return { url, skipReason: null, failure: null };
  const message = `PostgreSQL not reachable at ${redact(url)}`;
  if (configured) return { url, skipReason: null, failure: `${message} (TEST_DATABASE_URL is set)` };
  return { url: null, skipReason: `${message}: PostgreSQL variants skipped`, failure: null };
}

/** Probed once per test file. */
const postgres = await findPostgres();
if (postgres.skipReason) console.warn(postgres.skipReason);

/** One database a suite runs against: migrated, empty, and only this suite's. */
export interface TestDatabase {
  readonly dialect: Dialect;
  /** The open handle (available in hooks and tests, not while the suite is being declared). */
  readonly handle: DbHandle;
  readonly db: Db;
  /** The migrations applied when the suite's database was created. */
  readonly appliedMigrations: string[];
  /** Environment variables that point a child process (a CLI) at this database. */
  readonly processEnv: Record<string, string>;
  /** Opens another handle on the same database (closed when the suite ends, or earlier by the test). */
  openHandle(): DbHandle;
  /**
   * Opens a second, empty and unmigrated database of the same dialect: another SQLite file, or another
   * schema of the same PostgreSQL database. Removed when the suite ends.
   */
  openEmptyDatabase(): Promise<DbHandle>;
  /** Builds the app on this database; apps are closed when the suite ends. */
  buildApp(overrides?: Partial<AppConfig>, env?: TestEnv): Promise<FastifyInstance>;
}

interface Backend {
  dialect: Dialect;
  open(): DbHandle;
  processEnv: Record<string, string>;
  cleanup(): Promise<void>;
}

async function sqliteBackend(): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-test-'));
  const sqlitePath = path.join(dir, SQLITE_FILE);
  return {
    dialect: 'sqlite',
    open: () => createDb({ databaseUrl: null, sqlitePath }),
    processEnv: { DATA_DIR: dir },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = `pn_test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  const separator = url.includes('?') ? '&' : '?';
  return {
    dialect: 'postgres',
    open: () => createDb({ databaseUrl: url, sqlitePath: '', pgSchema: schema, pgPoolSize: 4 }),
    processEnv: {
      DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    },
    cleanup: async () => {
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

function declareSuite(
  dialect: Dialect,
  createBackend: () => Promise<Backend>,
  fn: (database: TestDatabase) => void,
): void {
  let backend: Backend | null = null;
  let handle: DbHandle | null = null;
  let applied: string[] = [];
  const apps: FastifyInstance[] = [];
  const extraHandles: DbHandle[] = [];
  const extraBackends: Backend[] = [];

  const ready = <T>(value: T | null, what: string): T => {
    if (value === null) throw new Error(`The test database is not open yet (${what} used outside a hook).`);
    return value;
  };

  const database: TestDatabase = {
    dialect,
    get handle() {
      return ready(handle, 'handle');
    },
    get db() {
      return ready(handle, 'db').db;
    },
    get appliedMigrations() {
      return applied;
    },
    get processEnv() {
      return ready(backend, 'processEnv').processEnv;
    },
    openHandle() {
      const extra = ready(backend, 'openHandle').open();
      extraHandles.push(extra);
      return extra;
    },
    async openEmptyDatabase() {
      const extra = await createBackend();
      extraBackends.push(extra);
      const opened = extra.open();
      extraHandles.push(opened);
      return opened;
    },
    async buildApp(overrides = {}, env = {}) {
      const app = await buildTestApp(ready(handle, 'buildApp'), overrides, env);
      apps.push(app);
      return app;
    },
  };

  beforeAll(async () => {
    backend = await createBackend();
    handle = backend.open();
    applied = await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const extra of extraHandles) await extra.close().catch(() => undefined);
    await handle?.close();
    for (const extra of [backend, ...extraBackends]) await extra?.cleanup();
  });

  fn(database);
}

/**
 * Declares a suite once per database: SQLite (a temporary file) and PostgreSQL (a fresh schema, dropped
 * afterwards) when a server answers at TEST_DATABASE_URL or the default local address.
 */
export function describeEachDatabase(name: string, fn: (database: TestDatabase) => void): void {
  describe(`${name} [sqlite]`, () => declareSuite('sqlite', sqliteBackend, fn));

  if (postgres.failure) {
    const failure = postgres.failure;
    describe(`${name} [postgres]`, () => {
      beforeAll(() => {
        throw new Error(failure);
      });
      fn(unavailable('postgres'));
    });
  } else if (postgres.url) {
    const url = postgres.url;
    describe(`${name} [postgres]`, () => declareSuite('postgres', () => postgresBackend(url), fn));
  } else {
    describe.skip(`${name} [postgres] (${postgres.skipReason})`, () => fn(unavailable('postgres')));
  }
}

/** A stand-in for a database that never opens (the suite is skipped or fails in beforeAll). */
function unavailable(dialect: Dialect): TestDatabase {
  const fail = (): never => {
    throw new Error('PostgreSQL is not available');
  };
  return {
    dialect,
    get handle() {
      return fail();
    },
    get db() {
      return fail();
    },
    appliedMigrations: [],
    get processEnv() {
      return fail();
    },
    openHandle: fail,
    openEmptyDatabase: fail,
    buildApp: fail,
  };
}
