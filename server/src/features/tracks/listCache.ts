import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection';

/** How long an anonymous listing page is served from memory before it is read again. */
export const LIST_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 200;
/** Tracks whose like changes are remembered for reads under way; beyond this, those reads are not stored. */
const MAX_REMEMBERED_LIKES = 10_000;

/** A serialised listing page and its validator. */
export interface CachedPage {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * What a listing page depends on, so that a like drops only the pages it changes: the tracks shown (their like
 * counts are on the page) and whether the order itself follows likes (the popular sort).
 */
export interface PageContents {
  trackIds: readonly number[];
  orderedByLikes: boolean;
}

interface Entry extends CachedPage {
  contents: PageContents | undefined;
}

/** A strong validator of a response body. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Anonymous listing pages kept in memory for a few seconds, one cache per database, so that the busiest
 * read (the first page of GET /api/tracks) costs no query at all. Any write that changes what a listing
 * shows clears it (see invalidateTrackLists), except a like, which drops only the pages that show the track
 * or are sorted by likes (see likesChanged); play counts are left to the short expiry.
 */
export class TrackListCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every change, so that a read begun before a write does not store a stale page. */
  private generation = 0;
  /** Pages read before this generation are never stored (a clear, or too many likes to remember). */
  private floor = 0;
  /** The generation of each track's last like change, and of the last like change of any track. */
  private readonly likedAt = new Map<number, number>();
  private lastLike = 0;

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

  /**
   * Stores a page read since `generation` (from begin()) unless a change since then may have made it stale.
   * Without `contents`, any change counts; with it, a like counts only when the page shows the track or is
   * ordered by likes.
   */
  set(key: string, body: string, generation: number, contents?: PageContents): CachedPage {
    const entry: Entry = { body, etag: etagOf(body), expiresAt: this.now() + LIST_CACHE_TTL_MS, contents };
    if (!this.isCurrent(generation, contents)) return entry;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.floor = this.generation;
    this.entries.clear();
  }

  /** A track's like count changed: drops the pages that show it or are ordered by likes. */
  likeChanged(trackId: number): void {
    this.generation += 1;
    this.lastLike = this.generation;
    if (this.likedAt.size >= MAX_REMEMBERED_LIKES) {
      this.likedAt.clear();
      this.floor = this.generation;
    }
    this.likedAt.set(trackId, this.generation);
    for (const [key, entry] of this.entries) {
      if (dependsOnLike(entry.contents, trackId)) this.entries.delete(key);
    }
  }

  private isCurrent(generation: number, contents: PageContents | undefined): boolean {
    if (generation === this.generation) return true;
    if (!contents || generation < this.floor) return false;
    if (contents.orderedByLikes && this.lastLike > generation) return false;
    return contents.trackIds.every((id) => (this.likedAt.get(id) ?? 0) <= generation);
  }
}

function dependsOnLike(contents: PageContents | undefined, trackId: number): boolean {
  return !contents || contents.orderedByLikes || contents.trackIds.includes(trackId);
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

/** Call after any write that changes which tracks are listed or how (publish, edit, delete). */
export function invalidateTrackLists(db: Db): void {
  caches.get(db)?.clear();
}

/** Call after a track's like count changed: only the listing pages that depend on it are dropped. */
export function likesChanged(db: Db, trackId: number): void {
  caches.get(db)?.likeChanged(trackId);
}
