import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type DbHandle } from '../server/src/db/connection';
import { testDatabaseUrl } from '../server/src/config';

/** A fresh database for one bench: SQLite in a temporary data directory, or a PostgreSQL schema of its own. */
export interface BenchDatabase {
  database: DbHandle;
  /** The data directory (the SQLite file and media live here). */
  dataDir: string;
  /** The PostgreSQL schema, when on PostgreSQL. */
  schema: string | null;
  /** Closes the database and removes the schema and the data directory. */
  drop(): Promise<void>;
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Opens a fresh, empty database named after the bench (`name`: letters only). */
export async function openBenchDatabase(name: string, postgresUrl?: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pn-bench-${name}-`));
  const schema = postgresUrl ? `pn_bench_${name}_${process.pid}` : null;
  if (postgresUrl)
    await onPostgres(postgresUrl, `drop schema if exists ${schema} cascade; create schema ${schema}`);
  const database = createDb(
    postgresUrl
      ? { databaseUrl: postgresUrl, sqlitePath: '', pgSchema: schema! }
      : { databaseUrl: null, sqlitePath: path.join(dataDir, 'panda-nation.sqlite') },
  );
  return {
    database,
    dataDir,
    schema,
    async drop() {
      await database.close().catch(() => undefined);
      if (postgresUrl) await onPostgres(postgresUrl, `drop schema if exists ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server a `--postgres` bench run uses: TEST_DATABASE_URL, else the local one. */
export const benchPostgresUrl = () => testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
