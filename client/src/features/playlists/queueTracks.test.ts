import type { PlaylistTrack } from '@common/playlists';
import { describe, expect, it } from 'vitest';
import { formatTotalDuration, playlistLength } from './playlistFacts';
import { shuffled } from '@common/random';
import { isPlayable, moved, playlistQueue } from './queueTracks';

function entry(trackId: number, available = true): PlaylistTrack {
  return {
    position: trackId - 1,
    trackId,
    available,
    title: available ? `Track ${trackId}` : null,
    artist: available ? 'Luna Waves' : null,
    artistId: available ? 7 : null,
    coverArt: available ? `/media/covers/${trackId}.png` : null,
    audioUrl: available ? `/media/audio/${trackId}.mp3` : null,
    duration: available ? 60 + trackId : null,
    addedAt: '2026-11-29T04:00:00.000Z',
  };
}

describe('the player queue of a playlist', () => {
  it('holds the available tracks in the playlist order, with what the player bar shows', () => {
    const queue = playlistQueue([entry(1), entry(2, false), entry(3)]);
    expect(queue.map((t) => t.id)).toEqual([1, 3]);
    expect(queue[1]).toMatchObject({
      title: 'Track 3',
      artist: 'Luna Waves',
      artistId: 7,
      coverArt: '/media/covers/3.png',
      audioUrl: '/media/audio/3.mp3',
      duration: 63,
    });
  });

  it('never plays an unavailable track, nor one without audio', () => {
    expect(isPlayable(entry(2, false))).toBe(false);
    expect(isPlayable({ ...entry(4), audioUrl: null })).toBe(false);
    expect(isPlayable(entry(4))).toBe(true);
  });

  it('shuffles into a permutation of the same tracks', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const out = shuffled(items, 37);
    expect([...out].sort()).toEqual(items);
    expect(out).not.toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
    // Seeded: the same seed gives the same order.
    expect(shuffled(items, 37)).toEqual(out);
  });

  it('moves one entry, keeping the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('a playlist length in words', () => {
  it('says seconds, minutes or hours', () => {
    expect(formatTotalDuration(45)).toBe('45 sec');
    expect(formatTotalDuration(12 * 60 + 10)).toBe('12 min');
    expect(formatTotalDuration(65 * 60)).toBe('1 hr 5 min');
    expect(formatTotalDuration(120 * 60)).toBe('2 hr');
  });

  it('counts tracks and adds the duration when there are any', () => {
    expect(playlistLength({ trackCount: 0, totalDuration: 0 })).toBe('0 tracks');
    expect(playlistLength({ trackCount: 1, totalDuration: 200 })).toBe('1 track · 3 min');
  });
});
