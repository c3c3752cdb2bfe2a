import BetterSqlite3 from 'better-sqlite3';
import { isValidKey } from '../../media/storage/keys';

/** What a database holds, for the manifest: the last migration applied and the rows of every table. */
export interface DatabaseSummary {
  migration: string | null;
  rowCounts: Record<string, number>;
}

/** Kysely's bookkeeping table (see db/migrate.ts): its newest name is the schema's migration. */
const MIGRATION_TABLE = 'kysely_migration';

/**
 * Copies a live SQLite database with SQLite's online backup API, while other processes keep writing to it.
 * Every page is copied in one step, inside one read transaction: in WAL mode that never blocks writers, and a
 * copy made in small steps would start again each time another connection writes (it might never finish on a
 * busy site). The copy is then made a single self-contained file (rollback journal instead of WAL) and checked.
 */
export async function snapshotSqlite(source: string, dest: string, busyTimeoutMs: number): Promise<void> {
  const live = new BetterSqlite3(source, { fileMustExist: true });
  try {
    live.pragma(`busy_timeout = ${Math.round(busyTimeoutMs)}`);
    await live.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new BetterSqlite3(dest, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const problems = integrityProblems(copy);
    if (problems.length)
      throw new Error(`The database copy failed its integrity check: ${problems.join('; ')}`);
  } finally {
    copy.close();
  }
}

function integrityProblems(db: BetterSqlite3.Database): string[] {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
}

function tableNames(db: BetterSqlite3.Database): string[] {
  return (
    db
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The migration and row counts of a SQLite file (opened read-only); throws when it fails its integrity check. */
export function summariseSqlite(file: string): DatabaseSummary {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const problems = integrityProblems(db);
    if (problems.length) throw new Error(`${file} failed its integrity check: ${problems.join('; ')}`);
    const rowCounts: Record<string, number> = {};
    const tables = tableNames(db);
    for (const table of tables) {
      const row = db.prepare(`select count(*) as n from ${quoted(table)}`).get() as { n: number };
      rowCounts[table] = row.n;
    }
    const migration = tables.includes(MIGRATION_TABLE)
      ? ((
          db.prepare(`select name from ${MIGRATION_TABLE} order by name desc limit 1`).get() as
            { name: string } | undefined
        )?.name ?? null)
      : null;
    return { migration, rowCounts };
  } finally {
    db.close();
  }
}

/** A stored object's URL path as the app writes it into rows (`/media/<key>`), anywhere in a text value. */
const MEDIA_URL = /\/media\/([A-Za-z0-9_][A-Za-z0-9._/-]*)/g;
/**
 * The top folders of stored objects: a text value equal to a file name under one of them is a reference too
 * (`audio/<uuid>.mp3`, but not the content type `audio/mpeg`).
 */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;
export const MEDIA_PREFIXES = [
  'audio',
  'avatars',
  'covers',
  'hit-uploads',
  'newsletter',
  'previews',
  'thumbnails',
  'videos',
];

/**
 * The storage keys the rows of a SQLite file point at: every `/media/<key>` inside a text value, and every
 * text value that is itself a key under a known media folder (`audio/<uuid>.mp3`).
 */
export function referencedMediaKeys(file: string, prefixes: Iterable<string> = MEDIA_PREFIXES): Set<string> {
  const folders = new Set(prefixes);
  const keys = new Set<string>();
  const consider = (value: string) => {
    if (isValidKey(value) && FILE_NAME.test(value) && folders.has(value.slice(0, value.indexOf('/')))) {
      keys.add(value);
    }
    if (!value.includes('/media/')) return;
    for (const match of value.matchAll(MEDIA_URL)) {
      const key = match[1]!.replace(/\/+$/, '');
      if (isValidKey(key)) keys.add(key);
    }
  };
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    for (const table of tableNames(db)) {
      const rows = db
        .prepare(`select * from ${quoted(table)}`)
        .raw(true)
        .iterate() as Iterable<unknown[]>;
      for (const row of rows) {
        for (const value of row) if (typeof value === 'string' && value.includes('/')) consider(value);
      }
    }
  } finally {
    db.close();
  }
  return keys;
}
