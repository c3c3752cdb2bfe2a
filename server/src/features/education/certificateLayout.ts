import { type TextStyle, useFont } from './certificateFonts';
import { type TextRun, visualRuns } from './certificateText';

/** What a certificate draws text with: pdfkit's document. */
type Doc = PDFKit.PDFDocument;

/** How a line of text is set: its style, size, colour, letter spacing and OpenType features. */
export interface TextSet {
  style: TextStyle;
  size: number;
  color: string;
  characterSpacing?: number;
  features?: PDFKit.Mixins.OpenTypeFeatures[];
}

/**
 * pdfkit's options for a run. Given a list of features, even an empty one, pdfkit lays the whole run out at once
 * (so a right-to-left run is shaped and ordered as one); without it, it lays out word by word.
 */
const runOptions = (set: TextSet) => ({
  features: set.features ?? [],
  lineBreak: false,
  characterSpacing: set.characterSpacing ?? 0,
});

/** A line ready to draw: its runs in drawing order and its width. */
export interface SetLine {
  runs: TextRun[];
  width: number;
}

function runWidth(doc: Doc, run: TextRun, set: TextSet): number {
  useFont(doc, run.font).fontSize(set.size);
  return doc.widthOfString(run.text, runOptions(set));
}

/** A line of text set with the fonts that draw it, measured. */
export function setLine(doc: Doc, text: string, set: TextSet): SetLine {
  const runs = visualRuns(text, set.style);
  // Letter spacing also separates one run from the next.
  const gaps = Math.max(0, runs.length - 1) * (set.characterSpacing ?? 0);
  return { runs, width: runs.reduce((sum, run) => sum + runWidth(doc, run, set), gaps) };
}

/** Draws a line centred on `centre`, its baseline at `baseline`. */
export function drawCentred(doc: Doc, line: SetLine, set: TextSet, centre: number, baseline: number): void {
  let x = centre - line.width / 2;
  doc.fillColor(set.color);
  for (const run of line.runs) {
    const width = runWidth(doc, run, set);
    doc.text(run.text, x, baseline, { ...runOptions(set), baseline: 'alphabetic' });
    x += width + (set.characterSpacing ?? 0);
  }
}

/** Words (with the spaces after them) and, for a word wider than a line, its characters. */
function pieces(doc: Doc, text: string, set: TextSet, width: number): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return words.flatMap((word) =>
    setLine(doc, word.trim(), set).width <= width
      ? [word]
      : [...segmenter.segment(word)].map((g) => g.segment),
  );
}

/**
 * A text that fits `width` at the largest size it can, from `set.size` down to `minSize`: on one line, else on
 * two, else on as many as it takes at `minSize`. Lines break between words, and inside a word longer than a line.
 */
export function fitText(
  doc: Doc,
  text: string,
  set: TextSet,
  width: number,
  minSize: number,
): { lines: SetLine[]; set: TextSet } {
  // One line down to three quarters of the size; then two lines, from the full size down; then as many as it takes.
  for (let size = set.size; size >= Math.max(minSize, set.size * 0.75); size -= 1) {
    const line = setLine(doc, text, { ...set, size });
    if (line.width <= width) return { lines: [line], set: { ...set, size } };
  }
  for (let size = set.size; size >= minSize; size -= 1) {
    const lines = wrap(doc, text, { ...set, size }, width);
    if (lines.length <= 2) return { lines, set: { ...set, size } };
  }
  return { lines: wrap(doc, text, { ...set, size: minSize }, width), set: { ...set, size: minSize } };
}

/** The text broken into lines no wider than `width`, each set on its own (bidirectional order is per line). */
function wrap(doc: Doc, text: string, set: TextSet, width: number): SetLine[] {
  const lines: SetLine[] = [];
  let current = '';
  for (const piece of pieces(doc, text, set, width)) {
    const next = current + piece;
    if (current !== '' && setLine(doc, next.trim(), set).width > width) {
      lines.push(setLine(doc, current.trim(), set));
      current = piece;
    } else {
      current = next;
    }
  }
  if (current.trim() !== '') lines.push(setLine(doc, current.trim(), set));
  return lines;
}

/** Ink for names and titles, and the grey of the words around them. */
export const INK = '#18181b';
export const MUTED = '#52525b';
export const LABEL = '#71717a';

/** Draws decoration that is not content (frames, rules, the seal), marked so for assistive technology. */
export function artifact(doc: Doc, draw: () => void): void {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

/** Adds a structure element of `type` under `parent`, its content what `draw` paints. */
export function tag(
  doc: Doc,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): void {
  parent.add(doc.struct(type, options, [draw]));
}

/** Draws lines centred on `centre`, the first baseline at `first`; answers the last baseline. */
export function drawLines(
  doc: Doc,
  lines: SetLine[],
  set: TextSet,
  centre: number,
  first: number,
  leading: number,
): number {
  lines.forEach((line, index) => drawCentred(doc, line, set, centre, first + index * leading));
  return first + (lines.length - 1) * leading;
}
