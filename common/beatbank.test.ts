import { describe, expect, it } from 'vitest';
import { beatListQuerySchema, licencePrice, nameInitials, waveformBars, WAVEFORM_BARS } from './beatbank';

describe('Beat Bank helpers', () => {
  it('prices the Exclusive License at three times the beat, the Standard License at the beat price', () => {
    expect(licencePrice(2999, 'standard')).toBe(2999);
    expect(licencePrice(2999, 'exclusive')).toBe(8997);
    expect(licencePrice(14999, 'exclusive')).toBe(44997);
  });

  it('resamples peaks to 100 bars, keeping the loudest peak of each slice', () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i === 505 ? 0.9 : 0.1));
    const bars = waveformBars(peaks);
    expect(bars).toHaveLength(WAVEFORM_BARS);
    expect(bars[50]).toBe(0.9);
    expect(bars.filter((bar) => bar === 0.1)).toHaveLength(99);
    expect(waveformBars([0.5, 1])).toHaveLength(100);
    expect(waveformBars([])).toEqual([]);
  });

  it('gives avatar initials from the first two words, else the first two letters', () => {
    expect(nameInitials('Maya Verse')).toBe('MV');
    expect(nameInitials('Beatsmith')).toBe('BE');
    expect(nameInitials('  lo-fi   ollie ')).toBe('LO');
  });

  it('defaults to the All Beats tab and refuses unknown tabs', () => {
    expect(beatListQuerySchema.parse({})).toEqual({ tab: 'all' });
    expect(beatListQuerySchema.safeParse({ tab: 'cheap' }).success).toBe(false);
  });
});
