import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FontFamily } from './fonts';
import type { Scene } from './scene';

/** How a style sets its type. */
export interface TypeStyle {
  family: FontFamily;
  artistFamily?: FontFamily;
  /** The largest title size (px); long titles get smaller and may take two lines. */
  size: number;
  color: string;
  artistColor?: string;
  upper?: boolean;
  shadow?: { color: string; blur: number; dx?: number; dy?: number };
  stroke?: { color: string; width: number };
  /** Layers drawn down-right of the title, darkest last: a block shadow or extrusion. */
  extrude?: { color: string; depth: number };
  /** Degrees, around the block's anchor. */
  rotate?: number;
}

const font = (size: number, family: FontFamily) => `${Math.round(size)}px ${family}`;

/**
 * A soft shadow that keeps type legible over whatever the instructions put behind it (a sea, a skyline): dark
 * under light type, light under dark type. Colours are the renderer's own `hsla(...)` or `#rrggbb` texts.
 */
export function legibilityShadow(color: string): string {
  const hsl = /hsla?\([^,]+,\s*[\d.]+%,\s*([\d.]+)%/.exec(color);
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  let light = 0.8;
  if (hsl) light = Number(hsl[1]) / 100;
  else if (hex) {
    const n = parseInt(hex[1]!, 16);
    light = (0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255)) / 255;
  }
  return light > 0.5 ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.6)';
}

/** The title in one or two lines at the largest size (up to `max`) that fits `width`. */
export function fitLines(
  g: SKRSContext2D,
  text: string,
  family: FontFamily,
  max: number,
  width: number,
): { lines: string[]; size: number } {
  const measure = (t: string, size: number) => {
    g.font = font(size, family);
    return g.measureText(t).width;
  };
  const one = Math.min(max, (max * width) / Math.max(1, measure(text, max)));
  const words = text.split(/\s+/);
  if (one >= max * 0.6 || words.length < 2) return { lines: [text], size: Math.max(18, one) };
  let best = { lines: [text], size: one };
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => measure(l, max)));
    const size = Math.min(max, (max * width) / Math.max(1, widest));
    if (size > best.size) best = { lines, size };
  }
  return { lines: best.lines, size: Math.max(18, best.size) };
}

/** Sets the title and the artist's name in the composition's type block. */
export function setType(s: Scene, t: TypeStyle): void {
  const { g } = s;
  const block = s.composition.title;
  const title = t.upper ? s.title.toUpperCase() : s.title;
  const artist = t.upper ? s.artist.toUpperCase() : s.artist;
  const { lines, size } = fitLines(g, title, t.family, t.size, block.w);
  const artistSize = Math.max(20, Math.min(size * 0.42, 48));
  const lineHeight = size * 1.08;
  const height = lines.length * lineHeight + (artist ? artistSize * 1.5 : 0);
  const top = block.top ? block.y : block.y - height;
  g.save();
  g.translate(block.x, top);
  if (t.rotate) g.rotate((t.rotate * Math.PI) / 180);
  g.textAlign = block.align;
  g.textBaseline = 'alphabetic';
  g.font = font(size, t.family);
  lines.forEach((line, i) => {
    const y = size * 0.92 + i * lineHeight;
    if (t.extrude) {
      g.fillStyle = t.extrude.color;
      for (let d = t.extrude.depth; d > 0; d -= 1) g.fillText(line, d, y + d);
    }
    if (t.shadow) {
      g.shadowColor = t.shadow.color;
      g.shadowBlur = t.shadow.blur;
      g.shadowOffsetX = t.shadow.dx ?? 0;
      g.shadowOffsetY = t.shadow.dy ?? 0;
    } else if (!t.stroke) {
      g.shadowColor = legibilityShadow(t.color);
      g.shadowBlur = 16;
    }
    g.fillStyle = t.color;
    g.fillText(line, 0, y);
    g.shadowColor = 'transparent';
    g.shadowBlur = 0;
    if (t.stroke) {
      g.lineWidth = t.stroke.width;
      g.strokeStyle = t.stroke.color;
      g.lineJoin = 'round';
      g.strokeText(line, 0, y);
    }
  });
  if (artist) {
    g.font = font(artistSize, t.artistFamily ?? t.family);
    const y = lines.length * lineHeight + artistSize * 1.1;
    if (t.stroke) {
      g.lineWidth = Math.max(2, t.stroke.width * 0.6);
      g.strokeStyle = t.stroke.color;
      g.strokeText(artist, 0, y);
    }
    g.fillStyle = t.artistColor ?? t.color;
    if (!t.stroke) {
      g.shadowColor = legibilityShadow(t.artistColor ?? t.color);
      g.shadowBlur = 10;
    }
    g.fillText(artist, 0, y);
    g.shadowColor = 'transparent';
    g.shadowBlur = 0;
  }
  g.restore();
}
