import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './manifest';
import type { DatabaseSummary } from './sqlite';

const run = promisify(execFile);

/** The steps the README gives, printed when a PostgreSQL tool is not installed. */
const README_STEPS = 'See "Backups" in README.md for the pg_dump and pg_restore commands to run by hand.';

/**
 * Runs a PostgreSQL client tool on the database at `url`. The password goes through a temporary password file
 * (libpq's passfile parameter), so it never shows on a command line in the process list.
 */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  let passDir: string | null = null;
  if (password) {
    passDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'pn-pgpass-'));
    const passfile = path.join(passDir, 'pgpass');
    await fsp.writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, {
      mode: 0o600,
    });
    parsed.searchParams.set('passfile', passfile);
  }
  try {
    await run(name, [...args, `--dbname=${parsed.toString()}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupError(`${name} is not installed (or not on PATH). ${README_STEPS}`);
    throw new BackupError(`${name} failed: ${(e.stderr ?? e.message).trim()}`);
  } finally {
    if (passDir) await fsp.rm(passDir, { recursive: true, force: true });
  }
}

/** Row counts and the newest migration, read through one client (inside its transaction when it has one). */
async function summarise(client: pg.Client): Promise<DatabaseSummary> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from "${name.replace(/"/g, '""')}"`,
    );
    rowCounts[name] = Number(rows[0]!.n);
  }
  let migration: string | null = null;
  if (tables.some((t) => t.name === 'kysely_migration')) {
    const { rows } = await client.query<{ name: string }>(
      'select name from kysely_migration order by name desc limit 1',
    );
    migration = rows[0]?.name ?? null;
  }
  return { migration, rowCounts };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * pg_dump (custom format, no owners) of a running database. The row counts of the manifest are read in the
 * snapshot pg_dump dumps (exported from a repeatable-read transaction), so a restore can compare them exactly.
 */
export async function dumpPostgres(url: string, dest: string): Promise<DatabaseSummary> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      await tool(
        'pg_dump',
        ['--format=custom', '--no-owner', `--snapshot=${rows[0]!.id}`, `--file=${dest}`],
        url,
      );
      return await summarise(client);
    } finally {
      await client.query('rollback').catch(() => undefined);
    }
  });
}

/** Tables in the database's current schema (a restore goes only into an empty one). */
export async function postgresTableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema = current_schema()`,
    );
    return Number(rows[0]!.n);
  });
}

/** pg_restore of a custom-format archive into the database, then its migration and row counts. */
export async function restorePostgres(url: string, archive: string): Promise<DatabaseSummary> {
  await tool('pg_restore', ['--no-owner', '--exit-on-error', archive], url);
  return withClient(url, summarise);
}
