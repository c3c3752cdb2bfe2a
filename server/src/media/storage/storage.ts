import type { Readable } from 'node:stream';
import { isValidKey } from './keys';

/** What storage knows about one stored object. */
export interface StoredObject {
  size: number;
  contentType: string;
  lastModified: Date;
  etag: string;
}

/**
 * Where media lives: local disk under DATA_DIR by default, S3 when S3_BUCKET is set.
 * Keys look like 'audio/<uuid>.mp3', 'covers/<uuid>.png', 'videos/<uuid>.webm', 'thumbnails/<uuid>.jpg'.
 */
export interface Storage {
  /** Moves a complete local file into storage under `key` (the local file is consumed). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The object's size, type and validators, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Streams the bytes of `key`, or only [start, end] (inclusive) when a range is given. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the object (no error when it is already gone). */
  delete(key: string): Promise<void>;
  /** Every key under a prefix. */
  list(prefix: string): AsyncIterable<string>;
  /** true when the storage answers (for /api/health). */
  ping(): Promise<boolean>;
  /** A local file holding the object (a temporary copy for remote storage); call release() when done. */
  localCopy(key: string): Promise<{ path: string; release(): Promise<void> }>;
}

const MEDIA_PREFIX = '/media/';

/** The public URL a stored object is served from (same origin, HTTP Range). */
export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/**
 * The storage key of a URL of this site's media ('/media/covers/x.png' -> 'covers/x.png', without a query or
 * fragment); null for any other URL, or one whose key is not a valid storage key.
 */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length).split(/[?#]/, 1)[0]!;
  return isValidKey(key) ? key : null;
}

/** Reads a stored object, or the range [start, end] of it, whole into memory (for small files: images). */
export async function readBytes(
  storage: Storage,
  key: string,
  range?: { start: number; end: number },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key, range)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
