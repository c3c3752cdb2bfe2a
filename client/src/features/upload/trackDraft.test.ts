import { trackDraftSchema } from '@common/tracks';
import { describe, expect, it } from 'vitest';
import {
  draftProblem,
  measureHint,
  priceText,
  publishPayload,
  measuredAlternative,
  withMeasurement,
  wizardDefaults,
} from './trackDraft';

describe('wizard draft', () => {
  it('starts with the spec defaults and the username as artist', () => {
    expect(wizardDefaults('luna')).toMatchObject({
      artistName: 'luna',
      genre: 'hip-hop',
      bpm: 120,
      key: 'C Major',
      releaseType: 'single',
      visibility: 'public',
      price: '0',
      isOriginal: true,
      allowComments: true,
      isExplicit: false,
    });
  });

  it('needs a trimmed title, then a trimmed artist name', () => {
    const draft = wizardDefaults('luna');
    expect(draftProblem({ ...draft, title: '   ' })).toBe('Please provide a track title.');
    expect(draftProblem({ ...draft, title: 'Song', artistName: ' ' })).toBe('Please provide an artist name.');
    expect(draftProblem({ ...draft, title: 'Song' })).toBeNull();
  });

  it('sends an empty price as 0', () => {
    expect(priceText('')).toBe('0');
    expect(priceText(' 4.99 ')).toBe('4.99');
  });

  it('builds a publish body the server schema accepts, one title per file', () => {
    const draft = {
      ...wizardDefaults('luna'),
      title: 'Night Drive',
      tags: 'chill, night',
      price: '',
      bpm: 96,
      bpmChosen: true,
    };
    const first = publishPayload(draft, 'take1.wav', 0);
    const second = publishPayload(draft, 'Second Song.mp3', 1);
    expect(first.title).toBe('Night Drive');
    expect(second.title).toBe('Second Song');
    const parsed = trackDraftSchema.parse(first);
    expect(parsed).toMatchObject({ artistName: 'luna', bpm: 96, price: 0, tags: ['chill', 'night'] });
  });

  it('sends BPM and key only when the artist set them, so the measurement is never overridden by a default', () => {
    const untouched = publishPayload({ ...wizardDefaults('luna'), title: 'Song' }, 'a.wav', 0);
    expect(untouched).not.toHaveProperty('bpm');
    expect(untouched).not.toHaveProperty('key');
    const parsed = trackDraftSchema.parse(untouched);
    expect(parsed.bpm).toBeUndefined();
    expect(parsed.key).toBeUndefined();
    const chosen = publishPayload({ ...wizardDefaults('luna'), title: 'Song', keyChosen: true }, 'a.wav', 0);
    expect(chosen).toMatchObject({ key: 'C Major' });
    expect(chosen).not.toHaveProperty('bpm');
  });

  it('fills the fields the artist has not set from the measurement, and says where each comes from', () => {
    const draft = { ...wizardDefaults('luna'), key: 'D Major', keyChosen: true };
    expect(withMeasurement(draft, { bpm: 140, key: 'A Minor' })).toMatchObject({ bpm: 140, key: 'D Major' });
    expect(withMeasurement(draft, { bpm: null, key: null })).toMatchObject({ bpm: 120, key: 'D Major' });
    expect(measureHint(false, 'measured', 140)).toBe('Measured from your upload');
    expect(measureHint(true, 'measured', 140)).toBe('Set by you');
    expect(measureHint(false, 'measuring', null)).toBe('Measuring your upload…');
    expect(measureHint(false, 'unmeasured', null)).toBe('Could not be measured: set it if you know it');
  });

  it('offers the measured value back only when the artist set their own and it differs', () => {
    expect(measuredAlternative(true, 140, 128)).toBe(140);
    expect(measuredAlternative(true, 140, 140)).toBeNull();
    expect(measuredAlternative(false, 140, 140)).toBeNull();
    expect(measuredAlternative(true, null, 128)).toBeNull();
    expect(measuredAlternative(true, 'A Minor', 'D Major')).toBe('A Minor');
  });
});
