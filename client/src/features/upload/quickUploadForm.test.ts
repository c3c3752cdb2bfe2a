import { trackDraftSchema } from '@common/tracks';
import { QUICK_UPLOAD_FIELDS } from '@common/upload';
import { describe, expect, it } from 'vitest';
import { QUICK_FORM_DEFAULTS, quickPublishPayload, quickUploadFields } from './quickUploadForm';

describe('quick upload fields', () => {
  it('sends every multipart field with the defaults, BPM and key only once the artist set them', () => {
    const fields = quickUploadFields(QUICK_FORM_DEFAULTS, 'Late Night.wav', 0, 'luna');
    expect(Object.keys(fields).sort()).toEqual(
      [...QUICK_UPLOAD_FIELDS].filter((name) => name !== 'bpm' && name !== 'key').sort(),
    );
    const chosen = quickUploadFields(
      { ...QUICK_FORM_DEFAULTS, bpm: 120, bpmChosen: true, keyChosen: true },
      'Late Night.wav',
      0,
      'luna',
    );
    expect(Object.keys(chosen).sort()).toEqual([...QUICK_UPLOAD_FIELDS].sort());
    expect(chosen).toMatchObject({ bpm: '120', key: 'C Major' });
    expect(fields).toEqual({
      title: 'Late Night',
      artist: 'luna',
      genre: 'hip-hop',
      description: '',
      isExplicit: 'false',
      allowComments: 'true',
      isPublic: 'true',
      price: '0',
    });
  });

  it("falls back to 'Untitled Track', 'Unknown Artist' and 'Other'", () => {
    const fields = quickUploadFields({ ...QUICK_FORM_DEFAULTS, genre: '' }, '.wav', 0, undefined);
    expect(fields).toMatchObject({ title: 'Untitled Track', artist: 'Unknown Artist', genre: 'Other' });
  });

  it('uses typed values; isPublic is true only for public', () => {
    const form = {
      ...QUICK_FORM_DEFAULTS,
      title: 'Mine',
      artist: 'Luna W',
      visibility: 'unlisted' as const,
      isExplicit: true,
    };
    expect(quickUploadFields(form, 'x.mp3', 0, 'luna')).toMatchObject({
      title: 'Mine',
      artist: 'Luna W',
      isPublic: 'false',
      isExplicit: 'true',
    });
    expect(quickUploadFields(form, 'Other Song.mp3', 1, 'luna').title).toBe('Other Song');
  });

  it('publishes with the same fields', () => {
    const form = { ...QUICK_FORM_DEFAULTS, visibility: 'private' as const, price: '2.5' };
    const fields = quickUploadFields(form, 'Song.flac', 0, 'luna');
    const parsed = trackDraftSchema.parse(quickPublishPayload(fields, form));
    expect(parsed).toMatchObject({ title: 'Song', artistName: 'luna', visibility: 'private', price: 250 });
  });
});
