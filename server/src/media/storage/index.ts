import path from 'node:path';
import type { AppConfig } from '../../config';
import { uploadTempDir } from '../uploads/tempFiles';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { mediaKeyOf, mediaUrl, readBytes } from './storage';
export { LocalStorage } from './local';
export { S3Storage } from './s3';
export { isValidKey } from './keys';

/** The storage the configuration asks for: local disk under DATA_DIR, or S3 when S3_BUCKET is set. */
export function createStorage(config: AppConfig): Storage {
  if (config.s3) return new S3Storage(config.s3, uploadTempDir(config.dataDir));
  return new LocalStorage(path.join(config.dataDir, 'media'));
}
