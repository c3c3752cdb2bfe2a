import { THEME } from '@common/constants';
import { primaryFont } from './certificateFonts';

type Doc = PDFKit.PDFDocument;

/** The seal's colours: the brand's pink and a foil gold. */
export const SEAL_COLOURS = {
  pink: THEME.primary,
  pinkDark: '#b3005a',
  gold: '#d4a73a',
  goldLight: '#f3d98b',
  goldDark: '#9c7420',
  ivory: '#fffaf0',
} as const;

/**
 * Text drawn as the outlines of Noto Serif Bold's glyphs along a circle: decoration that a text extractor does not
 * read (the seal says nothing the page does not). `bottom` runs along the lower arc, upright.
 */
function arcText(
  doc: Doc,
  text: string,
  centre: [number, number],
  radius: number,
  size: number,
  bottom = false,
): void {
  const face = primaryFont('bold').face;
  const scale = size / face.unitsPerEm;
  const tracking = size * 0.18;
  const run = face.layout(text);
  const advances = run.positions.map((p) => p.xAdvance * scale + tracking);
  const length = advances.reduce((a, b) => a + b, 0) - tracking;
  // The baseline of the lower arc lies further out, so both arcs' letters fill the same band.
  const r = bottom ? radius + face.capHeight * scale : radius;
  let along = -length / 2;
  run.glyphs.forEach((glyph, index) => {
    const advance = advances[index]!;
    const middle = (along + (advance - tracking) / 2) / r;
    const angle = bottom ? Math.PI / 2 - middle : -Math.PI / 2 + middle;
    doc.save();
    doc.translate(centre[0] + r * Math.cos(angle), centre[1] + r * Math.sin(angle));
    doc.rotate(((bottom ? angle - Math.PI / 2 : angle + Math.PI / 2) * 180) / Math.PI);
    doc.translate(-(advance - tracking) / 2, 0);
    doc.scale(scale, -scale);
    doc.path(glyph.path.toSVG()).fill(SEAL_COLOURS.ivory);
    doc.restore();
    along += advance;
  });
}

/** A star of `points` points between two radii, as a closed path. */
function star(doc: Doc, [x, y]: [number, number], points: number, outer: number, inner: number): Doc {
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    const px = x + r * Math.cos(angle);
    const py = y + r * Math.sin(angle);
    if (i === 0) doc.moveTo(px, py);
    else doc.lineTo(px, py);
  }
  return doc.closePath();
}

/** One ribbon tail hanging from the seal, its end cut in a V. */
function ribbon(doc: Doc, [x, y]: [number, number], radius: number, side: -1 | 1): void {
  const width = radius * 0.42;
  const length = radius * 1.05;
  const tilt = side * 0.32;
  const dx = Math.sin(tilt) * length;
  const dy = Math.cos(tilt) * length;
  const half = (width / 2) * Math.cos(tilt);
  const shift = (width / 2) * Math.sin(tilt);
  doc
    .moveTo(x - half, y + shift)
    .lineTo(x + half, y - shift)
    .lineTo(x + dx + half, y + dy - shift)
    .lineTo(x + dx + shift * 0.2, y + dy - width * 0.45)
    .lineTo(x + dx - half, y + dy + shift)
    .closePath()
    .fill(side < 0 ? SEAL_COLOURS.pink : SEAL_COLOURS.pinkDark);
}

/**
 * The seal of Panda Nation Academy centred on `centre`: two pink ribbons, a gold starburst, a pink medal with the
 * academy's name around it and the year of issue in its middle. Drawn as vector shapes (no text objects).
 */
export function drawSeal(doc: Doc, centre: [number, number], radius: number, year: string): void {
  const [x, y] = centre;
  ribbon(doc, [x - radius * 0.35, y + radius * 0.4], radius, -1);
  ribbon(doc, [x + radius * 0.35, y + radius * 0.4], radius, 1);

  const foil = doc.radialGradient(x - radius * 0.3, y - radius * 0.3, 0, x, y, radius);
  foil.stop(0, SEAL_COLOURS.goldLight).stop(0.55, SEAL_COLOURS.gold).stop(1, SEAL_COLOURS.goldDark);
  star(doc, centre, 36, radius, radius * 0.9).fill(foil);

  doc.circle(x, y, radius * 0.8).fill(SEAL_COLOURS.pink);
  doc
    .circle(x, y, radius * 0.74)
    .lineWidth(0.8)
    .stroke(SEAL_COLOURS.goldLight);
  doc
    .circle(x, y, radius * 0.46)
    .lineWidth(0.8)
    .stroke(SEAL_COLOURS.goldLight);
  arcText(doc, 'PANDA NATION', centre, radius * 0.54, radius * 0.15);
  arcText(doc, 'ACADEMY', centre, radius * 0.54, radius * 0.15, true);
  for (const side of [-1, 1]) {
    star(doc, [x + side * radius * 0.6, y], 5, radius * 0.06, radius * 0.025).fill(SEAL_COLOURS.goldLight);
  }

  // The year, centred, as outlines like the rest of the seal.
  const face = primaryFont('bold').face;
  const size = radius * 0.3;
  const scale = size / face.unitsPerEm;
  const run = face.layout(year);
  let pen = x - (run.advanceWidth * scale) / 2;
  const baseline = y + (face.capHeight * scale) / 2;
  run.glyphs.forEach((glyph, index) => {
    doc.save();
    doc.translate(pen, baseline);
    doc.scale(scale, -scale);
    doc.path(glyph.path.toSVG()).fill(SEAL_COLOURS.ivory);
    doc.restore();
    pen += run.positions[index]!.xAdvance * scale;
  });
  star(doc, [x, y - radius * 0.3], 5, radius * 0.07, radius * 0.03).fill(SEAL_COLOURS.goldLight);
}
