import { describe, expect, it } from 'vitest';
import { measureSourceNote, soundLine } from './tracks';

describe('soundLine', () => {
  it('says once where tempo and key come from when they share a source', () => {
    expect(soundLine({ bpm: 140, bpmSource: 'measured', key: 'A Minor', keySource: 'measured' })).toBe(
      '140 BPM · A Minor (measured)',
    );
    expect(
      soundLine({ bpm: 92.4, bpmSource: 'artist', key: 'C Major', keySource: 'artist' }, 'producer'),
    ).toBe('92 BPM · C Major (set by the producer)');
  });

  it('notes each value when their sources differ, and none for a missing value', () => {
    expect(soundLine({ bpm: 120, bpmSource: 'artist', key: 'F Minor', keySource: 'measured' })).toBe(
      '120 BPM (set by the artist) · F Minor (measured)',
    );
    expect(soundLine({ bpm: null, bpmSource: null, key: 'F Minor', keySource: 'measured' })).toBe(
      'BPM — · F Minor (measured)',
    );
    expect(soundLine({ bpm: null, bpmSource: null, key: null, keySource: null })).toBe('BPM — · Key —');
  });

  it('names who set a value', () => {
    expect(measureSourceNote('artist')).toBe('(set by the artist)');
    expect(measureSourceNote('artist', 'producer')).toBe('(set by the producer)');
    expect(measureSourceNote(null)).toBeNull();
  });
});
