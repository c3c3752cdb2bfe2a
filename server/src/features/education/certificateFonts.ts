import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { woffToSfnt } from '../../lib/woffToSfnt';

/** The three styles a certificate sets text in. */
export type TextStyle = 'regular' | 'bold' | 'italic';

/**
 * One font file the PDF may embed: its path (the name pdfkit knows it by) and its face, parsed from the TrueType
 * data unwrapped from WOFF, for asking which characters it draws.
 */
export interface FontFile {
  path: string;
  face: fontkit.Font;
}

/**
 * Noto Serif (Latin with every European accent, Greek, Cyrillic), shipped in server/assets/fonts as WOFF, is the
 * first choice for every character.
 */
const SERIF_FILES: Record<TextStyle, string> = {
  regular: 'NotoSerif-Regular.woff',
  bold: 'NotoSerif-Bold.woff',
  italic: 'NotoSerif-Italic.woff',
};

/**
 * Then the npm packages, whose fonts are cut into files by blocks of characters (their unicode.json lists each
 * file's characters): Amiri for Arabic (its shaping maps every glyph back to its letters, so the text extracts as
 * written) and Noto Serif SC for Chinese (about a hundred files of a few hundred ideographs each).
 */
const PACKAGES = [
  {
    name: '@fontsource/amiri',
    prefix: 'amiri',
    subsets: (subset: string) => subset === 'arabic',
    variants: { regular: '400-normal', bold: '700-normal', italic: '400-italic' },
  },
  {
    name: '@fontsource/noto-serif-sc',
    prefix: 'noto-serif-sc',
    subsets: (subset: string) => /^\[\d+\]$/.test(subset),
    // Chinese has no italic: the upright face stands in for it.
    variants: { regular: '400-normal', bold: '700-normal', italic: '400-normal' },
  },
] as const;

type FontPackage = (typeof PACKAGES)[number];

/** A block of characters [first, last] and the file (subset) that draws it. */
interface Block {
  first: number;
  last: number;
  subset: string;
}

const require = createRequire(import.meta.url);
const files = new Map<string, FontFile>();
const blocks = new Map<string, Block[]>();

/**
 * server/assets/fonts, seen from this source file (development and tests) or from dist/server/ (the production
 * bundle, started from the repository).
 */
function assetFontsDir(): string {
  const candidates = [
    new URL('../../../assets/fonts/', import.meta.url),
    new URL('../../server/assets/fonts/', import.meta.url),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, SERIF_FILES.regular)));
  if (!found) throw new Error(`Certificate fonts not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A font file, read and unwrapped once per process. */
function load(file: string): FontFile {
  let loaded = files.get(file);
  if (!loaded) {
    const face = fontkit.create(woffToSfnt(fs.readFileSync(file)));
    if (!('hasGlyphForCodePoint' in face)) throw new Error(`${file} is a font collection, not a font`);
    loaded = { path: file, face };
    files.set(file, loaded);
  }
  return loaded;
}

/** 'U+0600-06FF,U+0750' as blocks, sorted by their first character. */
function blocksOf(pkg: FontPackage): Block[] {
  let list = blocks.get(pkg.name);
  if (list) return list;
  const unicode = JSON.parse(fs.readFileSync(require.resolve(`${pkg.name}/unicode.json`), 'utf8')) as Record<
    string,
    string
  >;
  list = [];
  for (const [subset, ranges] of Object.entries(unicode)) {
    if (!pkg.subsets(subset)) continue;
    for (const range of ranges.split(',')) {
      const [first, last] = range.trim().replace(/^U\+/i, '').split('-');
      const start = parseInt(first!, 16);
      list.push({ first: start, last: last ? parseInt(last, 16) : start, subset });
    }
  }
  list.sort((a, b) => a.first - b.first);
  blocks.set(pkg.name, list);
  return list;
}

/** The package's file for a character, by its blocks (binary search), or undefined when none lists it. */
function packageFile(pkg: FontPackage, codePoint: number, style: TextStyle): FontFile | undefined {
  const list = blocksOf(pkg);
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const block = list[middle]!;
    if (codePoint < block.first) high = middle - 1;
    else if (codePoint > block.last) low = middle + 1;
    else {
      const subset = block.subset.replace(/^\[(\d+)\]$/, '$1');
      const file = `${pkg.prefix}-${subset}-${pkg.variants[style]}.woff`;
      return load(require.resolve(`${pkg.name}/files/${file}`));
    }
  }
  return undefined;
}

let fontsDir: string | undefined;

/** The font every text starts in, and the one a character no font draws is left to. */
export function primaryFont(style: TextStyle): FontFile {
  fontsDir ??= assetFontsDir();
  return load(path.join(fontsDir, SERIF_FILES[style]));
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Makes `font` the document's current font, registering it with the document the first time. */
export function useFont(doc: PDFKit.PDFDocument, font: FontFile): PDFKit.PDFDocument {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(font.path)) {
    // pdfkit 0.20 takes a parsed fontkit face as well as a file (its types list files only): each document then
    // reuses the face this process parsed once, and still embeds its own subset of it.
    doc.registerFont(font.path, font.face as unknown as Buffer);
    names.add(font.path);
  }
  return doc.font(font.path);
}

/** Joiners (ZWNJ, ZWJ) and variation selectors: they need no glyph of their own. */
const ignorable = (ch: string): boolean => {
  const codePoint = ch.codePointAt(0)!;
  return codePoint === 0x200c || codePoint === 0x200d || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);
};

/** Whether a font draws every character of a cluster. */
export function draws(font: FontFile, cluster: string): boolean {
  return [...cluster].every((ch) => ignorable(ch) || font.face.hasGlyphForCodePoint(ch.codePointAt(0)!));
}

/**
 * The first font that draws a whole cluster (a letter and its marks): Noto Serif, then Amiri, then the Noto
 * Serif SC file holding it; undefined when none does.
 */
export function fontFor(cluster: string, style: TextStyle): FontFile | undefined {
  const primary = primaryFont(style);
  if (draws(primary, cluster)) return primary;
  const first = [...cluster].find((ch) => !ignorable(ch));
  if (!first) return primary;
  for (const pkg of PACKAGES) {
    const file = packageFile(pkg, first.codePointAt(0)!, style);
    if (file && draws(file, cluster)) return file;
  }
  return undefined;
}
