import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, contentTypeForKey } from './keys';
import type { Storage, StoredObject } from './storage';

/** Suffix of the file holding a content type the key's extension does not imply. */
const TYPE_SUFFIX = '.content-type';
/** Suffix of a file being copied into place (never visible under its key). */
const PARTIAL_SUFFIX = '.partial';

/** Media on the local disk, one file per key under `root`; files appear under their key atomically. */
export class LocalStorage implements Storage {
  /** Content types by key: a key's object never changes, so its type is read from disk once. */
  private readonly types = new Map<string, string>();

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('invalid storage key');
    return full;
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const dest = this.pathOf(key);
    this.types.delete(key);
    await fsp.mkdir(path.dirname(dest), { recursive: true });
    if (contentType !== contentTypeForKey(key)) {
      await writeAtomically(`${dest}${TYPE_SUFFIX}`, (p) => fsp.writeFile(p, contentType));
    } else {
      await fsp.rm(`${dest}${TYPE_SUFFIX}`, { force: true });
    }
    try {
      await fsp.rename(filePath, dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copy beside the destination, then rename into place.
      await writeAtomically(dest, (p) => fsp.copyFile(filePath, p));
      await fsp.rm(filePath, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let st: fs.Stats;
    try {
      st = await fsp.stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!st.isFile()) return null;
    return {
      size: st.size,
      contentType: await this.contentType(key, file),
      lastModified: st.mtime,
      etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}-${st.ino.toString(16)}"`,
    };
  }

  private async contentType(key: string, file: string): Promise<string> {
    const known = this.types.get(key);
    if (known) return known;
    let type: string;
    try {
      type = (await fsp.readFile(`${file}${TYPE_SUFFIX}`, 'utf8')).trim() || contentTypeForKey(key);
    } catch {
      type = contentTypeForKey(key);
    }
    if (this.types.size >= 10_000) this.types.clear();
    this.types.set(key, type);
    return type;
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    // Opening first makes a missing key fail here, not later in the stream.
    const handle = await fsp.open(this.pathOf(key), 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async ping(): Promise<boolean> {
    try {
      await fsp.mkdir(this.root, { recursive: true });
      await fsp.access(this.root, fs.constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    this.types.delete(key);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}${TYPE_SUFFIX}`, { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const root = path.resolve(this.root);
    const slash = prefix.lastIndexOf('/');
    const dir = slash >= 0 ? prefix.slice(0, slash) : '';
    if (dir.split('/').some((s) => s === '..' || s === '.')) return;
    yield* walk(path.join(root, dir), dir, prefix);
  }

  async localCopy(key: string): Promise<{ path: string; release(): Promise<void> }> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return { path: file, release: async () => undefined };
  }

  /** Removes copies that a crash left half-written before `cutoff` (they are never visible under a key). */
  async removePartials(cutoff = Date.now()): Promise<void> {
    for await (const file of walkFiles(path.resolve(this.root))) {
      if (!file.endsWith(PARTIAL_SUFFIX)) continue;
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && stat.mtimeMs <= cutoff) await fsp.rm(file, { force: true });
    }
  }
}

async function* walk(dir: string, keyDir: string, prefix: string): AsyncIterable<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const key = keyDir ? `${keyDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (key.startsWith(prefix) || prefix.startsWith(`${key}/`))
        yield* walk(path.join(dir, entry.name), key, prefix);
    } else if (
      entry.isFile() &&
      key.startsWith(prefix) &&
      !entry.name.endsWith(TYPE_SUFFIX) &&
      !entry.name.endsWith(PARTIAL_SUFFIX)
    ) {
      yield key;
    }
  }
}

async function* walkFiles(dir: string): AsyncIterable<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else yield full;
  }
}

/** Writes through a temporary name beside `dest`, then renames it into place. */
async function writeAtomically(dest: string, write: (tempPath: string) => Promise<void>): Promise<void> {
  const temp = `${dest}.${randomUUID()}${PARTIAL_SUFFIX}`;
  try {
    await write(temp);
    await fsp.rename(temp, dest);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}
