import type { SoundProfile } from '@common/collab';
import { describe, expect, it } from 'vitest';
import { soundProfileSummary } from './soundProfileSummary';

/** A profile as GET /api/collab/sound-profile answers it: key spread is the keys used over the 24 keys. */
const profile = (analysedTracks: number, keysUsed: number, mainKey: string | null): SoundProfile => ({
  userId: 7,
  analysedTracks,
  tempo: analysedTracks ? 120 : null,
  energy: analysedTracks ? 0.6 : null,
  danceability: analysedTracks ? 0.5 : null,
  loudness: analysedTracks ? -9 : null,
  keySpread: analysedTracks ? Math.round((keysUsed / 24) * 1000) / 1000 : null,
  mainKey,
});

describe('soundProfileSummary', () => {
  it('does not call a key "mostly" used when each track is in its own key', () => {
    // One E minor and one C major track: the profile names C Major only as the alphabetical tie-break.
    expect(soundProfileSummary(profile(2, 2, 'C Major'))).toBe('2 analysed tracks, each in a different key');
    expect(soundProfileSummary(profile(5, 5, 'A Minor'))).toBe('5 analysed tracks, each in a different key');
  });

  it('names the key when it is the only one used', () => {
    expect(soundProfileSummary(profile(1, 1, 'E Minor'))).toBe('1 analysed track, in E Minor');
    expect(soundProfileSummary(profile(4, 1, 'F# Minor'))).toBe('4 analysed tracks, in F# Minor');
  });

  it('counts the keys, naming none, when the most common one may only tie', () => {
    // Four tracks in two keys may be two and two.
    expect(soundProfileSummary(profile(4, 2, 'A Minor'))).toBe('4 analysed tracks, in 2 keys');
    expect(soundProfileSummary(profile(12, 5, 'C Major'))).toBe('12 analysed tracks, in 5 keys');
    for (let n = 2; n <= 30; n += 1) {
      for (let keys = 2; keys <= Math.min(n, 24); keys += 1) {
        expect(soundProfileSummary(profile(n, keys, 'C Major'))).not.toContain('mostly');
      }
    }
  });

  it('says only the count without analysed tracks or a key', () => {
    expect(soundProfileSummary(profile(0, 0, null))).toBe('0 analysed tracks');
    expect(soundProfileSummary(profile(3, 0, null))).toBe('3 analysed tracks');
    expect(soundProfileSummary(undefined)).toBe('');
  });
});
