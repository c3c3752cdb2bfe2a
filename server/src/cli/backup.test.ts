import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { UploadResponse } from '@common/upload';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { multipart, wavBytes } from '../features/upload/testAudio';
import { buildTestApp } from '../test/app';
import { signedInClient, type TestClient } from '../test/client';
import { DEFAULT_POSTGRES_URL, postgresUrlFor } from '../test/postgres';
import { createUser } from '../test/factories';
import type { BackupManifest } from './backups/manifest';
import { referencedMediaKeys } from './backups/sqlite';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SQLITE_FILE = 'panda-nation.sqlite';
const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1);

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx server/src/cli/<name>.ts ...args` with DATA_DIR set, as `npm run backup|restore` does. */
async function cli(
  name: 'backup' | 'restore',
  dataDir: string,
  args: string[],
  databaseUrl?: string,
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  delete env.NODE_OPTIONS;
  delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `server/src/cli/${name}.ts`, ...args], {
      cwd: ROOT,
      env,
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const readManifest = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;

async function rowCounts(handle: DbHandle): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    handle.db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(
      handle.db,
    );
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

describe('npm run backup / npm run restore (SQLite)', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-backup-test-'));
  const liveDir = path.join(scratch, 'live');
  const backupDir = path.join(scratch, 'backup');
  const restoredDir = path.join(scratch, 'restored');
  let live: DbHandle;
  let app: FastifyInstance;
  let artist: TestClient;
  let fan: TestClient;
  const opened: DbHandle[] = [];
  const apps: FastifyInstance[] = [];

  async function upload(title: string): Promise<number> {
    const body = multipart([
      { name: 'title', value: title },
      {
        name: 'audioFile',
        filename: `${title}.wav`,
        contentType: 'audio/wav',
        data: wavBytes(400 + (title.length % 50)),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      headers: { ...artist.jar.header(), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResponse>().track.id;
  }

  let keySequence = 0;
  /** A fan pays for a plan through the sandbox; a new fan every 25 payments stays under the checkout limit. */
  async function pay(): Promise<void> {
    const key = `backup-test-${(keySequence += 1)}`;
    if (keySequence % 25 === 0) fan = await signedInClient(app, await createUser(live.db));
    const checkout = await fan.post(
      '/api/create-subscription',
      { priceId: 'price_basic' },
      { headers: { 'idempotency-key': key } },
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { clientSecret } = checkout.json<{ clientSecret: string }>();
    const paid = await fan.post('/api/payments/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }

  beforeAll(async () => {
    live = createDb({ databaseUrl: null, sqlitePath: path.join(liveDir, SQLITE_FILE) });
    await migrateToLatest(live.db);
    app = await buildTestApp(live, { dataDir: liveDir });
    const [artistUser, fanUser] = await Promise.all([createUser(live.db), createUser(live.db)]);
    artist = await signedInClient(app, artistUser);
    fan = await signedInClient(app, fanUser);
  });

  afterAll(async () => {
    for (const a of apps) await a.close();
    await app?.close();
    for (const h of [...opened, live]) await h?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('backs up while uploads, likes, deletions and payments are written; the restore holds every row and file', async () => {
    const tracks: number[] = [];
    for (let i = 0; i < 4; i += 1) tracks.push(await upload(`Before ${i}`));

    // Writes go on in this process while the backup runs in another one, as on a live site.
    let stop = false;
    let writesDuringBackup = 0;
    const writer = (async () => {
      for (let i = 0; !stop; i += 1) {
        const id = await upload(`During ${i}`);
        tracks.push(id);
        const liked = await artist.post(`/api/tracks/${id}/like`);
        expect(liked.statusCode, liked.body).toBe(200);
        await pay();
        // Deleting a track removes its row, then its file: a file a snapshot row points at must still be copied.
        if (i % 3 === 2) {
          const removed = await artist.request('DELETE', `/api/tracks/${tracks.shift()}`);
          expect(removed.statusCode, removed.body).toBe(204);
        }
        writesDuringBackup += 1;
      }
    })();

    const backup = await cli('backup', liveDir, [backupDir]);
    const during = writesDuringBackup;
    stop = true;
    await writer;

    expect(backup.stderr).toBe('');
    expect(backup.code, backup.stdout).toBe(0);
    expect(backup.stdout).toContain('Backup complete');
    expect(during).toBeGreaterThan(0);

    const manifest = readManifest(backupDir);
    expect(manifest).toMatchObject({
      format: 'panda-nation-backup',
      appVersion: app.ctx.config.version,
      storage: { kind: 'local' },
      referencedButMissing: [],
      database: { dialect: 'sqlite', file: SQLITE_FILE, migration: LATEST_MIGRATION },
    });
    expect(manifest.database.rowCounts.tracks).toBeGreaterThanOrEqual(2);
    expect(manifest.database.rowCounts.track_likes).toBeGreaterThan(0);
    expect(manifest.database.rowCounts.transactions).toBeGreaterThan(0);
    const audioFiles = Object.keys(manifest.files).filter((f) => f.startsWith('media/audio/'));
    expect(audioFiles.length).toBeGreaterThanOrEqual(manifest.database.rowCounts.tracks!);

    const restore = await cli('restore', restoredDir, [backupDir]);
    expect(restore.stderr).toBe('');
    expect(restore.code, restore.stdout).toBe(0);
    expect(restore.stdout).toContain('every checksum and row count matches the manifest');

    // Every media file of the backup is restored byte for byte.
    for (const [rel, digest] of Object.entries(manifest.files)) {
      const file = path.join(restoredDir, rel);
      expect(fs.existsSync(file), rel).toBe(true);
      expect(sha256(file), rel).toBe(digest.sha256);
      expect(fs.statSync(file).size, rel).toBe(digest.size);
    }

    // The app starts on the restored DATA_DIR: no migration is pending, every row is there.
    const restored = createDb({ databaseUrl: null, sqlitePath: path.join(restoredDir, SQLITE_FILE) });
    opened.push(restored);
    expect(await migrateToLatest(restored.db)).toEqual([]);
    expect(await rowCounts(restored)).toEqual(manifest.database.rowCounts);
    const restoredApp = await buildTestApp(restored, { dataDir: restoredDir });
    apps.push(restoredApp);
    expect((await restoredApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Every track row points at a stored file the restored app serves.
    const rows = await restored.db.selectFrom('tracks').select(['id', 'storageKey']).execute();
    expect(rows.length).toBe(manifest.database.rowCounts.tracks);
    for (const row of rows) {
      expect(row.storageKey, `track ${row.id}`).not.toBeNull();
      expect(manifest.files[`media/${row.storageKey}`], `track ${row.id}`).toBeDefined();
      const media = await restoredApp.inject({ method: 'GET', url: `/media/${row.storageKey}` });
      expect(media.statusCode, `track ${row.id}`).toBe(200);
      expect(createHash('sha256').update(media.rawPayload).digest('hex')).toBe(
        manifest.files[`media/${row.storageKey}`]!.sha256,
      );
    }
  });

  it('names media that rows point at but that is missing, in the manifest and on restore', async () => {
    const manifest = readManifest(backupDir);
    const source = path.join(scratch, 'missing-source');
    fs.cpSync(restoredDir, source, { recursive: true });
    // A file a row points at (a track deleted while the first backup ran may have left one nobody points at).
    const referenced = referencedMediaKeys(path.join(source, SQLITE_FILE));
    const gone = Object.keys(manifest.files).find(
      (f) => f.startsWith('media/audio/') && referenced.has(f.slice('media/'.length)),
    )!;
    fs.rmSync(path.join(source, gone));

    const folder = path.join(scratch, 'missing-backup');
    const backup = await cli('backup', source, [folder]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Warning: 1 media files that rows point at were not in DATA_DIR`);
    expect(readManifest(folder).referencedButMissing).toEqual([gone.slice('media/'.length)]);

    const restore = await cli('restore', path.join(scratch, 'missing-restored'), [folder]);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`${gone.slice('media/'.length)}`);
    expect(restore.stdout).toContain('Warning: 1 media files that rows point at are not in the backup');
  });

  describe('bad input', () => {
    const fresh = (name: string) => path.join(scratch, name);

    it('backup without a folder: usage, exit code 2', async () => {
      const result = await cli('backup', liveDir, []);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run backup -- <folder>');
    });

    it('backup into a folder that is not empty: refused, the folder untouched', async () => {
      const folder = fresh('not-empty');
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'keep me');
      const result = await cli('backup', liveDir, [folder]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The backup folder ${folder} is not empty`);
      expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
    });

    it('restore without a folder: usage, exit code 2', async () => {
      const result = await cli('restore', fresh('unused'), []);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run restore -- <backup folder>');
    });

    it('restore into a DATA_DIR that is not empty: refused, nothing written', async () => {
      const result = await cli('restore', liveDir, [backupDir]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`DATA_DIR ${liveDir} is not empty`);
    });

    it('restore from a folder without a manifest: refused', async () => {
      const folder = fresh('no-manifest');
      fs.cpSync(backupDir, folder, { recursive: true });
      fs.rmSync(path.join(folder, 'manifest.json'));
      const target = fresh('target-no-manifest');
      const result = await cli('restore', target, [folder]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No manifest.json in ${folder}`);
      expect(fs.existsSync(target)).toBe(false);
    });

    it('restore of a backup with a changed media file or row count: refused, naming what differs', async () => {
      const manifest = readManifest(backupDir);
      const damaged = fresh('damaged');
      fs.cpSync(backupDir, damaged, { recursive: true });
      const media = Object.keys(manifest.files).find((f) => f.startsWith('media/audio/'))!;
      fs.appendFileSync(path.join(damaged, media), 'x');
      const changedCounts = fresh('changed-counts');
      fs.cpSync(backupDir, changedCounts, { recursive: true });
      const tampered = {
        ...manifest,
        database: { ...manifest.database, rowCounts: { ...manifest.database.rowCounts } },
      };
      tampered.database.rowCounts.users! += 1;
      fs.writeFileSync(path.join(changedCounts, 'manifest.json'), JSON.stringify(tampered));

      const target = fresh('target-damaged');
      const first = await cli('restore', target, [damaged]);
      expect(first.code).toBe(1);
      expect(first.stderr).toContain(`The backup in ${damaged} is damaged`);
      expect(first.stderr).toContain(`${media}: checksum does not match the manifest`);
      expect(first.stderr).toContain('Nothing was restored.');
      expect(fs.existsSync(target)).toBe(false);

      const second = await cli('restore', target, [changedCounts]);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `table users: ${manifest.database.rowCounts.users} rows, the manifest says ${tampered.database.rowCounts.users}`,
      );
      expect(fs.existsSync(target)).toBe(false);
    });
  });
});

/** PostgreSQL for the pg_dump variant: the test server, when it answers and the client tools are installed. */
async function postgresForBackups(): Promise<string | null> {
  const url = testDatabaseUrl() ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await run('pg_dump', ['--version']);
    await run('pg_restore', ['--version']);
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresUrl = await postgresForBackups();

describe.skipIf(!postgresUrl)('npm run backup / npm run restore (PostgreSQL, pg_dump)', () => {
  // Databases of their own: pg_dump dumps a whole database, not one test schema.
  const suffix = randomBytes(4).toString('hex');
  const names = { source: `pn_backup_src_${suffix}`, target: `pn_backup_dst_${suffix}` };
  const urlOf = (name: string) => postgresUrlFor(postgresUrl!, name);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-backup-pg-test-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${names.source}`);
    await admin(`create database ${names.target}`);
  });

  afterAll(async () => {
    await admin(`drop database if exists ${names.source} with (force)`);
    await admin(`drop database if exists ${names.target} with (force)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('dumps with pg_dump, restores with pg_restore into an empty database, and the row counts match', async () => {
    const source = createDb({ databaseUrl: urlOf(names.source), sqlitePath: '' });
    try {
      await migrateToLatest(source.db);
      await createUser(source.db);
      await createUser(source.db);
    } finally {
      await source.close();
    }
    const folder = path.join(scratch, 'backup');
    const backup = await cli('backup', path.join(scratch, 'data'), [folder], urlOf(names.source));
    expect(backup.code, backup.stderr).toBe(0);
    const manifest = readManifest(folder);
    expect(manifest.database).toMatchObject({
      dialect: 'postgres',
      file: 'panda-nation.pgdump',
      migration: LATEST_MIGRATION,
    });
    expect(manifest.database.rowCounts.users).toBe(2);

    const restore = await cli('restore', path.join(scratch, 'restored'), [folder], urlOf(names.target));
    expect(restore.code, restore.stderr).toBe(0);
    const target = createDb({ databaseUrl: urlOf(names.target), sqlitePath: '' });
    try {
      expect(await migrateToLatest(target.db)).toEqual([]);
      const users = await target.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(2);
    } finally {
      await target.close();
    }

    const again = await cli('restore', path.join(scratch, 'restored-again'), [folder], urlOf(names.target));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The database at DATABASE_URL is not empty');
  });
});
