import { TRACK_GENRES } from '@common/tracks';
import { describe, expect, it } from 'vitest';
import { genreLabel } from './genreLabel';

describe('genreLabel', () => {
  it('capitalises genre ids', () => {
    expect(genreLabel('hip-hop')).toBe('Hip-Hop');
    expect(genreLabel('r&b')).toBe('R&B');
    expect(genreLabel('afrobeats')).toBe('Afrobeats');
    expect(new Set(TRACK_GENRES.map(genreLabel)).size).toBe(TRACK_GENRES.length);
  });
});
