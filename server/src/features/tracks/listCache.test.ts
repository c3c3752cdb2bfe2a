import { describe, expect, it } from 'vitest';
import { LIST_CACHE_TTL_MS, TrackListCache } from './listCache';

const newest = (...trackIds: number[]) => ({ trackIds, orderedByLikes: false });
const popular = (...trackIds: number[]) => ({ trackIds, orderedByLikes: true });

describe('TrackListCache', () => {
  it('serves a page until it expires', () => {
    let now = 1_000;
    const cache = new TrackListCache(() => now);
    cache.set('a', '{"a":1}', cache.begin(), newest(1));
    expect(cache.get('a')?.body).toBe('{"a":1}');
    now += LIST_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops on a like only the pages that show the track or are ordered by likes', () => {
    const cache = new TrackListCache();
    const g = cache.begin();
    cache.set('shows 1', 'x', g, newest(1, 2));
    cache.set('shows 3', 'y', g, newest(3));
    cache.set('popular', 'z', g, popular(3));
    cache.set('unknown contents', 'w', g);
    cache.likeChanged(1);
    expect(cache.get('shows 1')).toBeUndefined();
    expect(cache.get('shows 3')?.body).toBe('y');
    expect(cache.get('popular')).toBeUndefined();
    expect(cache.get('unknown contents')).toBeUndefined();
  });

  it('does not store a page read before a like of a track on it, and stores one that the like did not touch', () => {
    const cache = new TrackListCache();
    const before = cache.begin();
    cache.likeChanged(5);
    expect(cache.begin()).not.toBe(before);
    expect(cache.set('shows 5', 'stale', before, newest(4, 5)).body).toBe('stale');
    expect(cache.get('shows 5')).toBeUndefined();
    cache.set('popular', 'stale', before, popular(4));
    expect(cache.get('popular')).toBeUndefined();
    cache.set('unknown contents', 'stale', before);
    expect(cache.get('unknown contents')).toBeUndefined();
    cache.set('shows 4', 'fine', before, newest(4));
    expect(cache.get('shows 4')?.body).toBe('fine');
    cache.set('shows 5 again', 'fresh', cache.begin(), newest(5));
    expect(cache.get('shows 5 again')?.body).toBe('fresh');
  });

  it('drops everything on a clear, and stores no page read before it', () => {
    const cache = new TrackListCache();
    const before = cache.begin();
    cache.set('a', 'x', before, newest(1));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'stale', before, newest(2));
    expect(cache.get('b')).toBeUndefined();
  });

  it('stores no page read before the remembered likes overflowed', () => {
    const cache = new TrackListCache();
    const before = cache.begin();
    for (let id = 1; id <= 10_001; id += 1) cache.likeChanged(id);
    cache.set('untouched track', 'stale?', before, newest(20_000));
    expect(cache.get('untouched track')).toBeUndefined();
    cache.set('after', 'fresh', cache.begin(), newest(20_000));
    expect(cache.get('after')?.body).toBe('fresh');
  });

  it('gives the same body the same validator', () => {
    const cache = new TrackListCache();
    const a = cache.set('a', '{"x":1}', cache.begin(), newest());
    const b = cache.set('b', '{"x":1}', cache.begin(), newest());
    const c = cache.set('c', '{"x":2}', cache.begin(), newest());
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });
});
