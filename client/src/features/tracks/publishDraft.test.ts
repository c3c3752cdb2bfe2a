import type { Track } from '@common/tracks';
import { trackDraftSchema } from '@common/tracks';
import { describe, expect, it } from 'vitest';
import { publishDraftPayload } from './publishDraft';

const draft = {
  id: 7,
  title: 'Late Bloom',
  artist: 'Luna Waves',
  genre: null,
  description: null,
  isExplicit: false,
  isOriginal: true,
  bpm: null,
  key: 'A Minor',
  tags: ['rnb', 'night'],
  releaseType: 'single',
  allowComments: true,
  price: 199,
} as unknown as Track;

describe('publishDraftPayload', () => {
  it('publishes the draft as saved, with the chosen visibility, in a shape the server accepts', () => {
    const payload = publishDraftPayload(draft, 'unlisted');
    expect(payload).toMatchObject({ title: 'Late Bloom', artistName: 'Luna Waves', visibility: 'unlisted' });
    const parsed = trackDraftSchema.parse(payload);
    expect(parsed).toMatchObject({
      price: 199,
      tags: ['rnb', 'night'],
      genre: 'hip-hop',
    });
    // BPM and key stay as the track has them (the artist's, else the measured ones).
    expect(parsed.bpm).toBeUndefined();
    expect(parsed.key).toBeUndefined();
  });
});
