import pg from 'pg';
import { testDatabaseUrl } from '../config';

/** Where PostgreSQL is looked for when TEST_DATABASE_URL is not set. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Hides the password of a connection URL in messages. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** The same server and credentials as `url`, another database. */
export function postgresUrlFor(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
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

export interface PostgresTarget {
  url: string | null;
  /** Why PostgreSQL variants do not run (null when they do). */
  skipReason: string | null;
  /** Set when TEST_DATABASE_URL names a server that does not answer: the variants then fail, not skip. */
  failure: string | null;
}

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else the local default, when it answers. */
export async function findPostgres(): Promise<PostgresTarget> {
  const configured = testDatabaseUrl();
  const url = configured ?? DEFAULT_POSTGRES_URL;
  if (await answers(url)) return { url, skipReason: null, failure: null };
  const message = `PostgreSQL not reachable at ${redact(url)}`;
  if (configured) return { url, skipReason: null, failure: `${message} (TEST_DATABASE_URL is set)` };
  return { url: null, skipReason: `${message}: PostgreSQL variants skipped`, failure: null };
}

/** Runs `run` with a client of its own on `url`, ended afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops a database of the server at `url`, ending any connection still open to it. */
export async function dropDatabase(url: string, database: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop database if exists ${database} with (force)`));
}
