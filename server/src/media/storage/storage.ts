import type { Readable } from 'node:stream';

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

/** The public URL a stored object is served from (same origin, HTTP Range). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
