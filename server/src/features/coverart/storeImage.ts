import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../media/storage/storage';

/** Writes bytes to storage under `prefix/<uuid>.<ext>` (through a temporary file, which storage consumes). */
export async function storeBytes(
  storage: Storage,
  prefix: string,
  bytes: Buffer,
  ext: string,
  contentType: string,
): Promise<string> {
  const key = `${prefix}/${randomUUID()}.${ext}`;
  const file = path.join(os.tmpdir(), `pn-coverart-${randomUUID()}`);
  await fsp.writeFile(file, bytes);
  try {
    await storage.putFile(key, file, contentType);
  } finally {
    await fsp.rm(file, { force: true });
  }
  return key;
}
