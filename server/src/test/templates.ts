import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { dropDatabase, findPostgres, postgresUrlFor, withClient } from './postgres';

/**
 * Migrated databases that each suite's database starts as a copy of (decision 0071): migrating once per run instead
 * of once per suite. Every suite still starts from a database made by running every migration on an empty one; the
 * suite's own `migrateToLatest` then finds nothing left to apply.
 */
export interface DatabaseTemplates {
  /** A migrated SQLite file, closed (no write-ahead log beside it), to copy. */
  sqliteFile: string;
  /** A migrated PostgreSQL database to create each suite's database from; null when no server answers. */
  postgresDatabase: string | null;
  /** What migrating the templates applied (every migration, in order). */
  migrations: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-template-'));
  const sqliteFile = path.join(dir, 'template.sqlite');
  const sqlite = createDb({ databaseUrl: null, sqlitePath: sqliteFile });
  let migrations: string[];
  try {
    migrations = await migrateToLatest(sqlite.db);
  } finally {
    await sqlite.close();
  }

  const postgres = await findPostgres();
  let postgresDatabase: string | null = null;
  if (postgres.url) {
    const baseUrl = postgres.url;
    const name = `pn_template_${randomBytes(6).toString('hex')}`;
    await withClient(baseUrl, (client) => client.query(`create database ${name}`));
    const handle = createDb({ databaseUrl: postgresUrlFor(baseUrl, name), sqlitePath: '', pgPoolSize: 1 });
    try {
      const applied = await migrateToLatest(handle.db);
      if (applied.join() !== migrations.join())
        throw new Error('The two templates applied different migrations');
      postgresDatabase = name;
    } finally {
      await handle.close();
      if (!postgresDatabase) await dropDatabase(baseUrl, name);
    }
  }

  project.provide('databaseTemplates', { sqliteFile, postgresDatabase, migrations });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgres.url && postgresDatabase) await dropDatabase(postgres.url, postgresDatabase);
  };
}
