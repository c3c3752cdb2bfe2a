import type { KeyCount, SoundProfile } from '@common/collab';
import { describe, expect, it } from 'vitest';
import { soundProfileSummary } from './soundProfileSummary';

/** A profile as GET /api/collab/sound-profile answers it, from the keys of its analysed tracks. */
function profile(keys: string[], unkeyed = 0): SoundProfile {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const keyCounts: KeyCount[] = [...counts]
    .map(([key, tracks]) => ({ key, tracks }))
    .sort((a, b) => b.tracks - a.tracks || (a.key < b.key ? -1 : 1));
  const analysedTracks = keys.length + unkeyed;
  return {
    userId: 7,
    analysedTracks,
    tempo: analysedTracks ? 120 : null,
    energy: analysedTracks ? 0.6 : null,
    danceability: analysedTracks ? 0.5 : null,
    loudness: analysedTracks ? -9 : null,
    keySpread: analysedTracks ? Math.round((keyCounts.length / 24) * 1000) / 1000 : null,
    mainKey: keyCounts[0]?.key ?? null,
    keyCounts,
  };
}

describe('soundProfileSummary', () => {
  it('names the keys when there are few, the most used first', () => {
    // One E minor and one C major track: both named, never "mostly C Major".
    expect(soundProfileSummary(profile(['E Minor', 'C Major']))).toBe(
      '2 analysed tracks, in C Major and E Minor',
    );
    expect(soundProfileSummary(profile(['E Minor', 'C Major', 'E Minor']))).toBe(
      '3 analysed tracks, in E Minor and C Major',
    );
    expect(soundProfileSummary(profile(['E Minor', 'A Minor', 'C Major']))).toBe(
      '3 analysed tracks, in A Minor, C Major and E Minor',
    );
  });

  it('names the key when it is the only one used', () => {
    expect(soundProfileSummary(profile(['E Minor']))).toBe('1 analysed track, in E Minor');
    expect(soundProfileSummary(profile(['F# Minor', 'F# Minor', 'F# Minor', 'F# Minor']))).toBe(
      '4 analysed tracks, in F# Minor',
    );
  });

  it('counts many keys, and says "mostly" only for a key with more tracks than any other', () => {
    const five = ['A Minor', 'C Major', 'D Minor', 'E Minor', 'G Major'];
    expect(soundProfileSummary(profile([...five, 'A Minor', 'A Minor']))).toBe(
      '7 analysed tracks, in 5 keys, mostly A Minor',
    );
    // A Minor and G Major tie: neither is "mostly" used.
    expect(soundProfileSummary(profile([...five, 'A Minor', 'G Major']))).toBe(
      '7 analysed tracks, in 5 keys',
    );
    expect(soundProfileSummary(profile(five))).toBe('5 analysed tracks, in 5 keys');
  });

  it('says only the count without analysed tracks or a key', () => {
    expect(soundProfileSummary(profile([]))).toBe('0 analysed tracks');
    expect(soundProfileSummary(profile([], 3))).toBe('3 analysed tracks');
    expect(soundProfileSummary(undefined)).toBe('');
  });
});
