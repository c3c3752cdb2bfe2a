import type { AppConfig } from '../../config';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';
export { mediaUrl } from './storage';

/** The storage the configuration asks for: local disk under DATA_DIR, or S3 when S3_BUCKET is set. */
export function createStorage(_config: AppConfig): Storage {
  throw new Error('storage is not configured');
}
