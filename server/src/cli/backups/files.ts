import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The SQLite file inside DATA_DIR (see db/open.ts) and the files SQLite keeps beside it. */
export const SQLITE_FILE = 'panda-nation.sqlite';
const SQLITE_COMPANIONS = [SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`];

/** Upload temp files (DATA_DIR/tmp) are never part of a backup; neither are half-written copies. */
const SKIPPED_DIRS = new Set(['tmp']);
const PARTIAL_SUFFIX = '.partial';

export interface FileDigest {
  size: number;
  sha256: string;
}

/**
 * Every file of DATA_DIR a backup keeps (media, mail outbox...), as paths relative to it with forward slashes:
 * not the database files, the upload temp folder, nor half-written copies.
 */
export async function listDataFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string, rel: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      // A folder removed while it is walked holds nothing any more.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!rel && SKIPPED_DIRS.has(entry.name)) continue;
        await walk(path.join(dir, entry.name), relPath);
      } else if (entry.isFile()) {
        if (!rel && SQLITE_COMPANIONS.includes(entry.name)) continue;
        if (entry.name.endsWith(PARTIAL_SUFFIX)) continue;
        found.push(relPath);
      }
    }
  }
  await walk(dataDir, '');
  return found.sort();
}

function hashingStream(digest: FileDigest, hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      digest.size += chunk.length;
      callback(null, chunk);
    },
  });
}

/**
 * Copies one file, hashing the bytes on their way; null when the source no longer exists (deleted meanwhile).
 * The source is opened once, so a file deleted during the copy is still copied whole.
 */
export async function copyWithDigest(source: string, dest: string): Promise<FileDigest | null> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(source, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const digest: FileDigest = { size: 0, sha256: '' };
  const hash = createHash('sha256');
  await fsp.mkdir(path.dirname(dest), { recursive: true });
  await pipeline(
    handle.createReadStream(),
    hashingStream(digest, hash),
    fs.createWriteStream(dest, { flags: 'wx' }),
  );
  digest.sha256 = hash.digest('hex');
  return digest;
}

/** Size and SHA-256 of a file; null when it does not exist. */
export async function digestOf(file: string): Promise<FileDigest | null> {
  const digest: FileDigest = { size: 0, sha256: '' };
  const hash = createHash('sha256');
  try {
    for await (const chunk of fs.createReadStream(file)) {
      hash.update(chunk as Buffer);
      digest.size += (chunk as Buffer).length;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  digest.sha256 = hash.digest('hex');
  return digest;
}

/** true when the folder does not exist or holds nothing. */
export async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return true;
    if (code === 'ENOTDIR') return false;
    throw error;
  }
}

/** A relative path of a manifest that stays inside its folder. */
export function isSafeRelativePath(rel: string): boolean {
  if (!rel || rel.startsWith('/') || rel.includes('\\')) return false;
  return rel.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}
