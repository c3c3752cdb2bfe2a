import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import {
  copyWithDigest,
  type FileDigest,
  isEmptyOrMissing,
  listDataFiles,
  SQLITE_FILE,
  digestOf,
} from './files';
import { type BackupManifest, BackupError, MANIFEST_FILE, writeManifest } from './manifest';
import { dumpPostgres } from './postgres';
import { referencedMediaKeys, snapshotSqlite, summariseSqlite, type DatabaseSummary } from './sqlite';

/** The pg_dump archive inside a backup of a PostgreSQL installation. */
export const POSTGRES_ARCHIVE = 'panda-nation.pgdump';

export const S3_NOTE =
  'Media is in an S3 bucket and is not copied by this backup. Turn on versioning for the bucket (and a lifecycle ' +
  'rule for old versions): a version of every object is then kept as of the backup time.';

export interface BackupOptions {
  config: AppConfig;
  /** The backup folder: new, or empty. */
  target: string | undefined;
  log?: (line: string) => void;
}

/** Whether `inner` is `outer` or inside it. */
function isWithin(inner: string, outer: string): boolean {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Backs up a running installation into `target`: the database (SQLite's online backup API, or pg_dump), every
 * file of DATA_DIR (media, mail outbox), and a manifest to verify a restore against. Files are copied before
 * AND after the database snapshot (decision 0050): the app stores a file before writing the row that points at
 * it and deletes a row before its file, so every file a snapshot row points at is caught by one of the passes.
 */
export async function createBackup({
  config,
  target,
  log = () => undefined,
}: BackupOptions): Promise<BackupManifest> {
  if (!target) throw new BackupError('Usage: npm run backup -- <folder>  (a new or empty folder)', 2);
  const folder = path.resolve(target);
  const dataDir = path.resolve(config.dataDir);
  if (isWithin(folder, dataDir)) {
    throw new BackupError(
      `The backup folder ${folder} is inside DATA_DIR (${dataDir}): choose a folder outside it.`,
    );
  }
  if (!(await isEmptyOrMissing(folder))) {
    throw new BackupError(`The backup folder ${folder} is not empty: choose a new or empty folder.`);
  }
  const sqlitePath = path.join(dataDir, SQLITE_FILE);
  if (!config.databaseUrl && !(await digestOf(sqlitePath))) {
    throw new BackupError(`No database at ${sqlitePath}: is DATA_DIR right?`);
  }

  await fsp.mkdir(folder, { recursive: true });
  try {
    return await backUp(config, dataDir, folder, log);
  } catch (error) {
    // What was written is not a backup (it has no manifest): leave the folder as empty as it was found.
    for (const entry of await fsp.readdir(folder).catch(() => [])) {
      await fsp.rm(path.join(folder, entry), { recursive: true, force: true });
    }
    throw error;
  }
}

async function backUp(
  config: AppConfig,
  dataDir: string,
  folder: string,
  log: (line: string) => void,
): Promise<BackupManifest> {
  const files: Record<string, FileDigest> = {};
  const copyNewFiles = async () => {
    let copied = 0;
    for (const rel of await listDataFiles(dataDir)) {
      if (files[rel] || rel === MANIFEST_FILE) continue;
      const digest = await copyWithDigest(path.join(dataDir, rel), path.join(folder, rel));
      if (digest) {
        files[rel] = digest;
        copied += 1;
      }
    }
    return copied;
  };

  const before = await copyNewFiles();
  log(`Copied ${before} files from ${dataDir}.`);

  const createdAt = new Date().toISOString();
  let summary: DatabaseSummary;
  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = POSTGRES_ARCHIVE;
    summary = await dumpPostgres(config.databaseUrl, path.join(folder, databaseFile));
    log(`Dumped the PostgreSQL database with pg_dump (custom format) to ${databaseFile}.`);
  } else {
    databaseFile = SQLITE_FILE;
    await snapshotSqlite(
      path.join(dataDir, SQLITE_FILE),
      path.join(folder, databaseFile),
      config.sqliteBusyTimeoutMs,
    );
    summary = summariseSqlite(path.join(folder, databaseFile));
    log(`Copied the SQLite database with its online backup API to ${databaseFile}.`);
  }

  const after = await copyNewFiles();
  if (after) log(`Copied ${after} files written during the database copy.`);

  let referencedButMissing: string[] = [];
  if (!config.databaseUrl && !config.s3) {
    const present = new Set(
      Object.keys(files)
        .filter((f) => f.startsWith('media/'))
        .map((f) => f.slice(6)),
    );
    referencedButMissing = [...referencedMediaKeys(path.join(folder, databaseFile))]
      .filter((key) => !present.has(key))
      .sort();
  }
  if (referencedButMissing.length) {
    log(
      `Warning: ${referencedButMissing.length} media files that rows point at were not in DATA_DIR ` +
        `(listed in the manifest): ${referencedButMissing.slice(0, 5).join(', ')}`,
    );
  }

  const dbDigest = (await digestOf(path.join(folder, databaseFile)))!;
  const manifest: BackupManifest = {
    format: 'panda-nation-backup',
    formatVersion: 1,
    appVersion: config.version,
    createdAt,
    database: {
      dialect: config.databaseUrl ? 'postgres' : 'sqlite',
      file: databaseFile,
      ...dbDigest,
      migration: summary.migration,
      rowCounts: summary.rowCounts,
    },
    storage: config.s3
      ? { kind: 's3', bucket: config.s3.bucket, copied: false, note: S3_NOTE }
      : { kind: 'local' },
    files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))),
    referencedButMissing,
  };
  if (config.s3) log(`Bucket ${config.s3.bucket}: ${S3_NOTE}`);
  await writeManifest(folder, manifest);
  const rows = Object.values(summary.rowCounts).reduce((a, b) => a + b, 0);
  log(
    `Backup complete in ${folder}: ${rows} rows in ${Object.keys(summary.rowCounts).length} tables ` +
      `(migration ${summary.migration ?? 'none'}), ${Object.keys(files).length} files.`,
  );
  return manifest;
}
