import { COVER_ART_MESSAGES } from '@common/coverart';
import { describe, expect, it } from 'vitest';
import { coverAlt, generatedBody, understoodText, variationsBody } from './honesty';

describe('what the page says about who drew an image', () => {
  it("calls an image 'AI-generated' only when the image service drew it", () => {
    expect(generatedBody('built-in')).toBe('Your cover art is ready, drawn by the built-in renderer.');
    expect(generatedBody('image-api')).toBe(COVER_ART_MESSAGES.generatedBody);
    expect(variationsBody(3, ['built-in', 'built-in', 'built-in'])).toBe(
      'Generated 3 cover art variations, drawn by the built-in renderer.',
    );
    expect(variationsBody(3, ['image-api', 'image-api', 'image-api'])).toBe(
      'Generated 3 cover art variations.',
    );
  });

  it('names the renderer in the alternative text', () => {
    expect(coverAlt('Golden Hour', 'built-in')).toBe(
      'Cover art for Golden Hour, drawn by the built-in renderer',
    );
    expect(coverAlt('Golden Hour', 'image-api', 2)).toBe(
      'Variation 2 of the cover art for Golden Hour, drawn by the image service',
    );
  });

  it('says what was drawn from the instructions and what was not', () => {
    expect(understoodText({ drawn: ['moon', 'highway', 'rain'], notDrawn: ['saxophone'] })).toBe(
      "Drew: moon, highway, rain. Not drawn: 'saxophone'.",
    );
    expect(understoodText({ drawn: ['lion'], notDrawn: [] })).toBe('Drew: lion.');
    expect(understoodText({ drawn: [], notDrawn: ['electric guitar', 'tuba'] })).toBe(
      "Drew nothing from the additional instructions. Not drawn: 'electric guitar', 'tuba'.",
    );
    expect(understoodText({ drawn: [], notDrawn: [] })).toBeNull();
    expect(understoodText(undefined)).toBeNull();
  });
});
