import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { UNAVAILABLE_MESSAGE } from '../lib/outage';
import { buildTestApp } from '../test/app';
import { TestClient } from '../test/client';
import { createUser } from '../test/factories';

describe('SQLite file locked by another process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-fault-sqlite-'));
  const file = path.join(dir, 'panda-nation.sqlite');
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = createDb({ databaseUrl: null, sqlitePath: file, busyTimeoutMs: 200 });
    await migrateToLatest(handle.db);
    app = await buildTestApp(handle);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers writes 503 while the lock is held, keeps serving reads, and works once it is released', async () => {
    const user = await createUser(handle.db);
    const signIn = () =>
      new TestClient(app).post('/api/login', { username: user.username, password: user.plainPassword });
    expect((await signIn()).statusCode).toBe(200);

    // Another process (a backup tool, a migration, an operator's shell) holds the write lock.
    const other = new BetterSqlite3(file);
    other.exec('BEGIN EXCLUSIVE');
    try {
      const locked = await signIn();
      expect(locked.statusCode).toBe(503);
      expect(locked.headers['retry-after']).toBe('5');
      expect(locked.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect((await app.inject({ method: 'GET', url: '/api/tracks' })).statusCode).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await signIn()).statusCode).toBe(200);
  });
});
