import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woffToSfnt';

const woff = fs.readFileSync(new URL('../../assets/fonts/NotoSerif-Regular.woff', import.meta.url));

describe('woffToSfnt', () => {
  it('unwraps a WOFF font into the TrueType font it packs, glyph for glyph', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const packed = fontkit.create(woff) as fontkit.Font;
    const plain = fontkit.create(sfnt) as fontkit.Font;
    expect(plain.postscriptName).toBe('NotoSerif-Regular');
    expect(plain.numGlyphs).toBe(packed.numGlyphs);
    for (const letter of 'řŁğΘД') {
      const codePoint = letter.codePointAt(0)!;
      expect(plain.glyphForCodePoint(codePoint).path.toSVG()).toBe(
        packed.glyphForCodePoint(codePoint).path.toSVG(),
      );
    }
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough to hold a header'))).toThrow(
      'Not a WOFF 1.0 font',
    );
  });
});
