import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';

/** How long an anonymous listing page is served from memory before it is read again. */
export const LIST_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;

/** A serialised listing page and its validator. */
export interface CachedPage {
  body: string;
  etag: string;
  expiresAt: number;
}

/** A strong validator of a response body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Anonymous listing pages kept in memory for a few seconds, one cache per database, so that the busiest
 * read (the first page of GET /api/tracks) costs no query at all. Any write that changes what a listing
 * shows clears it (see invalidateTrackLists); play counts are left to the short expiry.
 */
export class TrackListCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Bumped by every invalidation, so that a read begun before a write does not store a stale page. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The generation to hand back to set(). */
  begin(): number {
    return this.generation;
  }

  set(key: string, body: string, generation: number): CachedPage {
    const entry = { body, etag: etagOf(body), expiresAt: this.now() + LIST_CACHE_TTL_MS };
    if (generation !== this.generation) return entry;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, TrackListCache>();

/** The listing cache of a database. */
export function trackListCache(db: Db): TrackListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TrackListCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after any write that changes which tracks are listed or how (publish, edit, delete, like). */
export function invalidateTrackLists(db: Db): void {
  caches.get(db)?.clear();
}
