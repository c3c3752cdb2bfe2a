import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

/** The shipped typefaces (server/assets/fonts, DejaVu, Bitstream Vera licence) by the family name renders use. */
export const FONT_FILES = {
  CoverSans: 'DejaVuSans-Bold.ttf',
  CoverSansLight: 'DejaVuSans-ExtraLight.ttf',
  CoverCondensed: 'DejaVuSansCondensed-Bold.ttf',
  CoverSerif: 'DejaVuSerif-Bold.ttf',
  CoverSerifItalic: 'DejaVuSerif-Italic.ttf',
  CoverMono: 'DejaVuSansMono-Bold.ttf',
} as const;

export type FontFamily = keyof typeof FONT_FILES;

/**
 * Where the fonts are: server/assets/fonts, seen from this source file (development and tests) or from
 * dist/server/ (the production bundle, started from the repository).
 */
export function fontsDir(): string {
  const candidates = [
    new URL('../../../../assets/fonts/', import.meta.url),
    new URL('../../server/assets/fonts/', import.meta.url),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((dir) => fs.existsSync(`${dir}${FONT_FILES.CoverSans}`));
  if (!found) throw new Error(`Cover art fonts not found (looked in ${candidates.join(', ')})`);
  return found;
}

let registered = false;

/** Registers the shipped fonts with Skia once per thread, so every machine sets the same type. */
export function registerFonts(): void {
  if (registered) return;
  const dir = fontsDir();
  for (const [family, file] of Object.entries(FONT_FILES)) {
    if (!GlobalFonts.registerFromPath(`${dir}${file}`, family)) {
      throw new Error(`Could not load the font ${file}`);
    }
  }
  registered = true;
}
