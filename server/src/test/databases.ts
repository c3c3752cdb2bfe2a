import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { AppConfig } from '../config';
import { createDb, type Db, type DbHandle, type Dialect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { buildTestApp, type TestEnv } from './app';
import { dropDatabase, findPostgres, postgresUrlFor, withClient } from './postgres';
import type { DatabaseTemplates } from './templates';

export { DEFAULT_POSTGRES_URL } from './postgres';

/** The file name the server uses inside DATA_DIR (see db/open.ts). */
const SQLITE_FILE = 'panda-nation.sqlite';

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
   * schema of the suite's PostgreSQL database. Removed when the suite ends.
   */
  openEmptyDatabase(): Promise<DbHandle>;
  /** Builds the app on this database; apps are closed when the suite ends. */
  buildApp(overrides?: Partial<AppConfig>, env?: TestEnv): Promise<FastifyInstance>;
}

interface Backend {
  dialect: Dialect;
  open(): DbHandle;
  processEnv: Record<string, string>;
  /** The migrations already applied to it when it was made (a copy of the migrated template), else none. */
  migrated: string[];
  cleanup(): Promise<void>;
}

/** The migrated templates of this run (server/src/test/templates.ts), absent when the file runs without them. */
function templates(): DatabaseTemplates | undefined {
  return inject('databaseTemplates');
}

/** A temporary SQLite file: a copy of the migrated template, or (`empty`) a new file. */
async function sqliteBackend(empty: boolean): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-test-'));
  const sqlitePath = path.join(dir, SQLITE_FILE);
  const template = empty ? undefined : templates();
  if (template) fs.copyFileSync(template.sqliteFile, sqlitePath);
  return {
    dialect: 'sqlite',
    open: () => createDb({ databaseUrl: null, sqlitePath }),
    processEnv: { DATA_DIR: dir },
    migrated: template?.migrations ?? [],
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A PostgreSQL database of the suite's own: a copy of the migrated template, or a new empty one. */
async function postgresBackend(url: string): Promise<Backend> {
  const name = `pn_test_${randomBytes(6).toString('hex')}`;
  const template = templates();
  const from = template?.postgresDatabase ? ` template ${template.postgresDatabase}` : '';
  await withClient(url, (client) => client.query(`create database ${name}${from}`));
  const databaseUrl = postgresUrlFor(url, name);
  return {
    dialect: 'postgres',
    open: () => createDb({ databaseUrl, sqlitePath: '', pgPoolSize: 4 }),
    processEnv: { DATABASE_URL: databaseUrl },
    migrated: from ? template!.migrations : [],
    cleanup: () => dropDatabase(url, name),
  };
}

/** A new, empty schema of the suite's PostgreSQL database (beside the suite's own tables in `public`). */
async function postgresSchemaBackend(databaseUrl: string): Promise<Backend> {
  const schema = `pn_empty_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  const separator = databaseUrl.includes('?') ? '&' : '?';
  return {
    dialect: 'postgres',
    open: () => createDb({ databaseUrl, sqlitePath: '', pgSchema: schema, pgPoolSize: 4 }),
    processEnv: {
      DATABASE_URL: `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    },
    migrated: [],
    // Dropped with the suite's database.
    cleanup: async () => undefined,
  };
}

function declareSuite(
  dialect: Dialect,
  createBackend: () => Promise<Backend>,
  createEmptyBackend: (suite: Backend) => Promise<Backend>,
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
      const extra = await createEmptyBackend(ready(backend, 'openEmptyDatabase'));
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
    // A copy of the template has every migration already; one added since the template was made still runs.
    applied = [...backend.migrated, ...(await migrateToLatest(handle.db))];
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
 * Declares a suite once per database: SQLite (a temporary file) and PostgreSQL (a database of its own, dropped
 * afterwards) when a server answers at TEST_DATABASE_URL or the default local address. Each starts as a copy of
 * the run's migrated template.
 */
export function describeEachDatabase(name: string, fn: (database: TestDatabase) => void): void {
  describe(`${name} [sqlite]`, () =>
    declareSuite(
      'sqlite',
      () => sqliteBackend(false),
      () => sqliteBackend(true),
      fn,
    ));

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
    describe(`${name} [postgres]`, () =>
      declareSuite(
        'postgres',
        () => postgresBackend(url),
        (suite) => postgresSchemaBackend(suite.processEnv.DATABASE_URL!),
        fn,
      ));
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
