import { describe, expect, it } from 'vitest';
import { coachAdvice, keyNotesBetween, type VocalAnalysis } from './vocal';

const base: VocalAnalysis = {
  durationSeconds: 30,
  voicedSeconds: 24,
  key: { tonic: 9, mode: 'minor', name: 'A Minor', confidence: 0.8 },
  accuracy: { reference: 'key', meanCents: 9, meanSignedCents: 2, withinShare: 0.9, heldSeconds: 20 },
  range: { lowest: { midi: 57, name: 'A3' }, highest: { midi: 72, name: 'C5' } },
  vibrato: { rateHz: 5.6, extentCents: 45, share: 0.5 },
  phrases: { count: 4, meanSeconds: 6, longestSeconds: 9, breathCount: 3, meanBreathSeconds: 0.8, spans: [] },
  contour: { stepSeconds: 0.023, midi: [] },
};

describe('the vocal coach', () => {
  it('speaks from the figures, by fixed thresholds', () => {
    const advice = coachAdvice(base);
    expect(advice[0]).toBe(
      'Strong pitch: 90% of your held notes landed within 25 cents of the target. Keep warming up the same way.',
    );
    expect(advice).toContain(
      'Healthy vibrato: 5.6 oscillations per second at ±45 cents, on 50% of your long notes.',
    );
    expect(advice).toContain('You held notes from A3 to C5 (15 semitones) in this take.');
    expect(advice).toContain('Good breath control: your longest phrase lasted 9.0 s.');
    expect(advice.join(' ')).not.toMatch(/sharp|flat/);
  });

  it('names a sharp or flat tendency, a fast vibrato, short phrases and a missing key', () => {
    const advice = coachAdvice({
      ...base,
      key: null,
      accuracy: { ...base.accuracy!, reference: 'chromatic', withinShare: 0.4, meanSignedCents: -20 },
      vibrato: { rateHz: 8.2, extentCents: 30, share: 1 },
      phrases: { ...base.phrases, longestSeconds: 3 },
    });
    expect(advice[0]).toMatch(/^Your notes did not settle into one clear key/);
    expect(advice.some((line) => line.startsWith('Only 40% of your held notes'))).toBe(true);
    expect(advice.some((line) => line.startsWith('You tend to sing flat (about 20 cents'))).toBe(true);
    expect(advice.some((line) => line.startsWith('Your vibrato is fast (8.2 per second)'))).toBe(true);
    expect(advice.some((line) => line.startsWith('Your phrases were short (longest 3.0 s)'))).toBe(true);
  });

  it('asks for a clearer take when it hears almost no voice', () => {
    expect(coachAdvice({ ...base, voicedSeconds: 1 })).toHaveLength(1);
  });
});

describe('the notes of a key on the chart', () => {
  it('lists the key’s notes, or every semitone without a key', () => {
    expect(keyNotesBetween({ tonic: 0, mode: 'major' }, 60, 72)).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
    // The chart marks the natural minor scale.
    expect(keyNotesBetween({ tonic: 9, mode: 'minor' }, 57, 69)).toEqual([57, 59, 60, 62, 64, 65, 67, 69]);
    expect(keyNotesBetween(null, 60, 63)).toEqual([60, 61, 62, 63]);
  });
});
