import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { copyWithDigest, digestOf, type FileDigest, isEmptyOrMissing, SQLITE_FILE } from './files';
import { type BackupManifest, BackupError, readManifest } from './manifest';
import { postgresTableCount, restorePostgres } from './postgres';
import { referencedMediaKeys, summariseSqlite, type DatabaseSummary } from './sqlite';

export interface RestoreOptions {
  config: AppConfig;
  /** The backup folder (holding manifest.json). */
  source: string | undefined;
  log?: (line: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Media the restored rows point at that the restored files do not hold. */
  referencedButMissing: string[];
}

const MAX_LISTED = 10;

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...tables]
    .filter((t) => expected[t] !== actual[t])
    .sort()
    .map(
      (t) =>
        `table ${t}: ${actual[t] ?? 'missing'} rows, the manifest says ${expected[t] ?? 'no such table'}`,
    );
}

function sameDigest(a: FileDigest | null, b: FileDigest): boolean {
  return a !== null && a.size === b.size && a.sha256 === b.sha256;
}

function fail(what: string, problems: string[], tail: string): never {
  const listed = problems.slice(0, MAX_LISTED).map((p) => `  ${p}`);
  if (problems.length > MAX_LISTED) listed.push(`  ...and ${problems.length - MAX_LISTED} more`);
  throw new BackupError(`${what}:\n${listed.join('\n')}\n${tail}`);
}

/** Checks every file of the backup folder against the manifest before anything is written. */
async function verifyBackup(folder: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  const db = manifest.database;
  const dbDigest = await digestOf(path.join(folder, db.file));
  if (!dbDigest) problems.push(`${db.file}: missing`);
  else if (!sameDigest(dbDigest, db)) problems.push(`${db.file}: checksum does not match the manifest`);
  for (const [rel, expected] of Object.entries(manifest.files)) {
    const actual = await digestOf(path.join(folder, rel));
    if (!actual) problems.push(`${rel}: missing`);
    else if (!sameDigest(actual, expected)) problems.push(`${rel}: checksum does not match the manifest`);
  }
  if (!problems.length && db.dialect === 'sqlite') {
    problems.push(...differences(db.rowCounts, summariseSqlite(path.join(folder, db.file)).rowCounts));
  }
  if (problems.length) fail(`The backup in ${folder} is damaged`, problems, 'Nothing was restored.');
}

/**
 * Restores a backup into an empty DATA_DIR (and, for a PostgreSQL backup, an empty database at DATABASE_URL):
 * the backup is verified first (checksums, row counts), then copied, then the copy is verified again. The app
 * then starts on it and applies any newer migrations.
 */
export async function restoreBackup({
  config,
  source,
  log = () => undefined,
}: RestoreOptions): Promise<RestoreReport> {
  if (!source)
    throw new BackupError('Usage: npm run restore -- <backup folder>  (into an empty DATA_DIR)', 2);
  const folder = path.resolve(source);
  const dataDir = path.resolve(config.dataDir);
  const manifest = await readManifest(folder);
  if (!(await isEmptyOrMissing(dataDir))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: a restore only goes into an empty folder. ` +
        'Point DATA_DIR at a new folder (or move the old one away) and run the restore again.',
    );
  }
  const db = manifest.database;
  if (db.dialect === 'postgres') {
    if (!config.databaseUrl) {
      throw new BackupError('This backup holds a PostgreSQL dump: set DATABASE_URL to an empty database.');
    }
    if ((await postgresTableCount(config.databaseUrl)) > 0) {
      throw new BackupError(
        'The database at DATABASE_URL is not empty: a restore only goes into an empty one.',
      );
    }
  } else if (config.databaseUrl) {
    throw new BackupError('This backup holds a SQLite database: unset DATABASE_URL to restore it.');
  }
  if (manifest.storage.kind === 's3') log(`Media is not in this backup: ${manifest.storage.note}`);

  await verifyBackup(folder, manifest);
  log(`Verified the backup of ${manifest.createdAt} (version ${manifest.appVersion}).`);

  const createdDir = !(await fsp.stat(dataDir).catch(() => null));
  await fsp.mkdir(dataDir, { recursive: true });
  try {
    return await copyIn(config, folder, dataDir, manifest, log);
  } catch (error) {
    // DATA_DIR was empty: leave it so, and the restore can simply be run again.
    if (createdDir) await fsp.rm(dataDir, { recursive: true, force: true });
    else
      for (const entry of await fsp.readdir(dataDir))
        await fsp.rm(path.join(dataDir, entry), { recursive: true });
    throw error;
  }
}

async function copyIn(
  config: AppConfig,
  folder: string,
  dataDir: string,
  manifest: BackupManifest,
  log: (line: string) => void,
): Promise<RestoreReport> {
  const problems: string[] = [];
  for (const [rel, expected] of Object.entries(manifest.files)) {
    const copied = await copyWithDigest(path.join(folder, rel), path.join(dataDir, rel));
    if (!sameDigest(copied, expected)) problems.push(`${rel}: the restored copy does not match the manifest`);
  }
  const db = manifest.database;
  let summary: DatabaseSummary;
  if (db.dialect === 'postgres') {
    summary = await restorePostgres(config.databaseUrl!, path.join(folder, db.file));
  } else {
    const copied = await copyWithDigest(path.join(folder, db.file), path.join(dataDir, SQLITE_FILE));
    if (!sameDigest(copied, db)) problems.push(`${db.file}: the restored copy does not match the manifest`);
    summary = summariseSqlite(path.join(dataDir, SQLITE_FILE));
  }
  problems.push(...differences(db.rowCounts, summary.rowCounts));
  if (problems.length)
    fail('The restored data does not match the backup', problems, `${dataDir} was emptied again.`);

  let referencedButMissing: string[] = [];
  if (db.dialect === 'sqlite' && manifest.storage.kind === 'local') {
    const present = new Set(
      Object.keys(manifest.files)
        .filter((f) => f.startsWith('media/'))
        .map((f) => f.slice(6)),
    );
    referencedButMissing = [...referencedMediaKeys(path.join(dataDir, SQLITE_FILE))]
      .filter((k) => !present.has(k))
      .sort();
  }
  if (referencedButMissing.length) {
    log(
      `Warning: ${referencedButMissing.length} media files that rows point at are not in the backup ` +
        `(they were missing when it was made): ${referencedButMissing.slice(0, MAX_LISTED).join(', ')}`,
    );
  }
  const rows = Object.values(summary.rowCounts).reduce((a, b) => a + b, 0);
  log(
    `Restored ${rows} rows in ${Object.keys(summary.rowCounts).length} tables (migration ` +
      `${summary.migration ?? 'none'}) and ${Object.keys(manifest.files).length} files into ${dataDir}; ` +
      'every checksum and row count matches the manifest. Start the app: newer migrations apply on start.',
  );
  return { manifest, referencedButMissing };
}
