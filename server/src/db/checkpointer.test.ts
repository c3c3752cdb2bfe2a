import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTOCHECKPOINT_PAGES,
  FALLBACK_AUTOCHECKPOINT_PAGES,
  startCheckpointer,
} from './checkpointer';
import { createDb } from './connection';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-checkpoint-'));
  dirs.push(dir);
  return path.join(dir, 'panda-nation.sqlite');
}

/** Opens `file` in WAL mode, as createDb does, with a table of rows about a page each. */
function open(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.exec('create table blobs (id integer primary key, body blob not null)');
  return database;
}

/** Writes `pages` rows of about a page each, in one transaction. */
function write(database: BetterSqlite3.Database, pages: number): void {
  const insert = database.prepare('insert into blobs (body) values (?)');
  database.transaction(() => {
    for (let i = 0; i < pages; i += 1) insert.run(Buffer.alloc(3000, i % 251));
  })();
}

const autocheckpoint = (database: BetterSqlite3.Database) =>
  database.pragma('wal_autocheckpoint', { simple: true }) as number;

describe('the background checkpointer', () => {
  it('copies the log into the database file while the main connection only commits', async () => {
    const file = tempFile();
    const database = open(file);
    const checkpointer = startCheckpointer(database, file, { intervalMs: 20 });
    await expect.poll(() => autocheckpoint(database)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);

    // 400 pages: well under SQLite's own threshold of 1,000, so only the thread can have copied them.
    write(database, 400);
    await expect.poll(() => fs.statSync(file).size).toBeGreaterThan(400 * 3000);
    expect(database.prepare('select count(*) as n from blobs').get()).toEqual({ n: 400 });

    await checkpointer.stop();
    expect(autocheckpoint(database)).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);
    database.close();
  });

  it('leaves checkpoints to the main connection again when the thread dies', async () => {
    const file = tempFile();
    const database = open(file);
    const checkpointer = startCheckpointer(database, file, { intervalMs: 60_000 });
    await expect.poll(() => autocheckpoint(database)).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await checkpointer.thread.terminate();
    await expect.poll(() => autocheckpoint(database)).toBe(DEFAULT_AUTOCHECKPOINT_PAGES);

    // And SQLite's own checkpoint now copies the log once it passes the default threshold.
    write(database, 1200);
    expect(fs.statSync(file).size).toBeGreaterThan(1000 * 3000);
    database.close();
  });

  it('runs behind a database opened for the server, which closes cleanly with no log left', async () => {
    const file = tempFile();
    const handle = createDb({ databaseUrl: null, sqlitePath: file, checkpointInBackground: true });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    const body = 'x'.repeat(3000);
    for (let i = 0; i < 300; i += 1) await sql`insert into notes (body) values (${body})`.execute(handle.db);
    await expect.poll(() => fs.statSync(file).size).toBeGreaterThan(300 * 3000);
    await handle.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = new BetterSqlite3(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from notes').get()).toEqual({ n: 300 });
    reopened.close();
  });
});
