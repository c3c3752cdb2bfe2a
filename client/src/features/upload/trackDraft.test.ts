import { trackDraftSchema } from '@common/tracks';
import { describe, expect, it } from 'vitest';
import { draftProblem, priceText, publishPayload, wizardDefaults } from './trackDraft';

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
    };
    const first = publishPayload(draft, 'take1.wav', 0);
    const second = publishPayload(draft, 'Second Song.mp3', 1);
    expect(first.title).toBe('Night Drive');
    expect(second.title).toBe('Second Song');
    const parsed = trackDraftSchema.parse(first);
    expect(parsed).toMatchObject({ artistName: 'luna', bpm: 96, price: 0, tags: ['chill', 'night'] });
  });
});
