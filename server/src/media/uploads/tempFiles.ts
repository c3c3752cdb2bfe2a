import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Upload temp files live here until they are moved into storage. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** Every upload temp file starts with this, so the start-up cleanup knows what it may remove. */
export const UPLOAD_TEMP_PREFIX = 'upload-';

/** Temp files this process made (most are moved or removed soon; the set forgets those now and then). */
const ownTempFiles = new Set<string>();
const PRUNE_AT = 1000;

export function newUploadTempPath(dataDir: string): string {
  const file = path.join(uploadTempDir(dataDir), `${UPLOAD_TEMP_PREFIX}${randomUUID()}.part`);
  if (ownTempFiles.size >= PRUNE_AT) {
    for (const known of ownTempFiles) if (!fs.existsSync(known)) ownTempFiles.delete(known);
  }
  ownTempFiles.add(file);
  return file;
}

/**
 * Removes the temp files of uploads this process is still receiving (a shutdown that cannot wait for them):
 * the start-up cleanup leaves recent temp files alone, since another process may be writing them.
 */
export function removeOwnUploadTempFiles(): number {
  let removed = 0;
  for (const file of ownTempFiles) {
    try {
      fs.rmSync(file);
      removed += 1;
    } catch {
      // already moved into storage or removed
    }
  }
  ownTempFiles.clear();
  return removed;
}
