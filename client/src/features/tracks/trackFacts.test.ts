import { type TrackAnalysis, TRACK_MESSAGES } from '@common/tracks';
import { describe, expect, it } from 'vitest';
import { analysisFacts, formatUploadDate, genreLabel, sourceNote, TRACK_NOT_FOUND } from './trackFacts';

const EMPTY: TrackAnalysis = {
  status: 'pending',
  loudness: null,
  energy: null,
  danceability: null,
  codec: null,
  sampleRate: null,
  bitrate: null,
  measuredBpm: null,
  measuredKey: null,
};

describe('track facts', () => {
  it('shows nothing before the analysis, and readable values after it', () => {
    expect(analysisFacts(EMPTY)).toEqual([]);
    expect(
      analysisFacts({
        status: 'done',
        loudness: -9.234,
        energy: 0.72,
        danceability: 1.4,
        codec: 'mp3',
        sampleRate: 44100,
        bitrate: 192000,
        measuredBpm: 140,
        measuredKey: 'A Minor',
      }),
    ).toEqual([
      { label: 'Loudness', value: '-9.2 LUFS' },
      { label: 'Energy', value: '72%' },
      { label: 'Danceability', value: '1.40' },
      { label: 'Codec', value: 'MP3' },
      { label: 'Sample rate', value: '44.1 kHz' },
      { label: 'Bitrate', value: '192 kbps' },
    ]);
  });

  it('formats dates and genres', () => {
    expect(formatUploadDate('2026-03-04T10:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatUploadDate('nonsense')).toBe('');
    expect(genreLabel('hip-hop')).toBe('Hip-Hop');
    expect(genreLabel('r&b')).toBe('R&B');
  });

  it("says 'Track not found' exactly as the API does", () => {
    expect(TRACK_NOT_FOUND).toBe(TRACK_MESSAGES.notFound);
  });

  it('says where a shown BPM or key comes from', () => {
    expect(sourceNote('measured')).toBe('(measured)');
    expect(sourceNote('artist')).toBe('(set by the artist)');
    expect(sourceNote(null)).toBeNull();
  });
});
