import bidiFactory from 'bidi-js';
import { draws, type FontFile, fontFor, primaryFont, type TextStyle } from './certificateFonts';

/** A stretch of text set in one font at one bidirectional level, as it is handed to pdfkit. */
export interface TextRun {
  text: string;
  font: FontFile;
  /** The embedding level from the Unicode bidirectional algorithm: odd is right-to-left. */
  level: number;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Letters of the scripts fontkit sets from right to left (it reverses a run holding any of them). */
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;
/** Punctuation, symbols, spaces and format characters: they stay in the font of the run they follow. */
const NEUTRAL = /^[\p{P}\p{S}\p{Z}\p{Cc}\p{Cf}]+$/u;

const reversed = (text: string) =>
  [...graphemes.segment(text)]
    .map((g) => g.segment)
    .reverse()
    .join('');

/**
 * The text cut into runs, in logical order, each of one font and one bidirectional level. The text is normalised
 * to NFC (a letter and its accent typed as two characters is the letter the font has), its levels come from the
 * Unicode bidirectional algorithm (bidi-js), and brackets at right-to-left levels are mirrored (the Arabic font
 * has no 'rtlm' feature to do it). Every character cluster goes to the first font that draws it (see fontFor);
 * spaces and punctuation stay in the run they follow when its font draws them, so a right-to-left phrase is
 * shaped as one run.
 */
export function logicalRuns(text: string, style: TextStyle): TextRun[] {
  const normal = text.normalize('NFC');
  const { levels } = bidi.getEmbeddingLevels(normal);
  const mirrors = bidi.getMirroredCharactersMap(normal, levels);
  // Levels and mirrors are indexed by UTF-16 unit, like the segments below.
  const shown = normal
    .split('')
    .map((unit, index) => mirrors.get(index) ?? unit)
    .join('');

  const runs: TextRun[] = [];
  for (const { segment, index } of graphemes.segment(shown)) {
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.level === level && NEUTRAL.test(segment) && draws(last.font, segment)) {
      last.text += segment;
      continue;
    }
    const font = fontFor(segment, style) ?? primaryFont(style);
    if (last && last.level === level && last.font.path === font.path) last.text += segment;
    else runs.push({ text: segment, font, level });
  }
  return runs;
}

/**
 * The runs of a line in drawing order, left to right (rule L2 of the bidirectional algorithm: from the highest
 * level down to 1, every sequence of runs at or above it is reversed). fontkit reverses the glyphs of a run in a
 * right-to-left script itself; any other run whose level says otherwise (punctuation inside right-to-left text,
 * Arabic-Indic digits inside it) is reversed here so that it ends up the right way round.
 */
export function visualRuns(text: string, style: TextStyle): TextRun[] {
  const runs = logicalRuns(text, style);
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end]!.level >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const rightToLeft = run.level % 2 === 1;
    return rightToLeft === RTL_SCRIPT.test(run.text) ? run : { ...run, text: reversed(run.text) };
  });
}
