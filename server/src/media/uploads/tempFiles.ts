import { randomUUID } from 'node:crypto';
import path from 'node:path';

/** Upload temp files live here until they are moved into storage. */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** Every upload temp file starts with this, so the start-up cleanup knows what it may remove. */
export const UPLOAD_TEMP_PREFIX = 'upload-';

export function newUploadTempPath(dataDir: string): string {
  return path.join(uploadTempDir(dataDir), `${UPLOAD_TEMP_PREFIX}${randomUUID()}.part`);
}
