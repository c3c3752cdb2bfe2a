import type { CoverArtColorScheme, CoverArtMood } from '@common/coverart';
import type { Rng } from './random';

/** A colour as hue (degrees), saturation and lightness (0-1). */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** The colours one image is painted with. */
export interface Palette {
  /** Darkest to lightest background tones. */
  deep: Hsl;
  ground: Hsl;
  /** Accent colours, in the order the image uses them. */
  accents: Hsl[];
  /** The lightest tone (highlights, type on dark grounds). */
  light: Hsl;
}

/** Each scheme: deep, ground, three accents, light (hex). */
const SCHEMES: Record<CoverArtColorScheme, readonly string[]> = {
  vibrant: ['#1a0633', '#4b0f6b', '#ff0080', '#ffb000', '#00c2ff', '#fff4e6'],
  monochrome: ['#0b0b0b', '#2a2a2a', '#8c8c8c', '#bdbdbd', '#5a5a5a', '#f2f2f2'],
  warm: ['#2b0a05', '#6e1f0c', '#ff5a1f', '#ffb347', '#d7263d', '#fff1dc'],
  cool: ['#06142b', '#0f3057', '#00a8cc', '#7ad7f0', '#5c6bc0', '#eaf6ff'],
  neon: ['#05010f', '#120a2a', '#39ff14', '#ff00e6', '#00f0ff', '#f5fff0'],
  earth: ['#1f1a12', '#4a3b28', '#a0522d', '#6b8e23', '#c8a165', '#f3ead8'],
  pastel: ['#3d3550', '#8e7fb3', '#ffb3c7', '#b5ead7', '#ffdac1', '#fffaf4'],
  gold: ['#120d04', '#3a2a0a', '#d4af37', '#f7e08a', '#9c7a1c', '#fffbe8'],
  electric: ['#02021a', '#0a1a5c', '#2979ff', '#ffea00', '#00e5ff', '#f0f7ff'],
  sunset: ['#1d0b2e', '#5b1f4f', '#ff6f3c', '#ffc15e', '#e63e6d', '#fff0dd'],
  ocean: ['#021526', '#03346e', '#1e88e5', '#4dd0e1', '#00897b', '#e6fbff'],
  forest: ['#0b1a0f', '#1d3b24', '#2e7d32', '#9ccc65', '#8d6e63', '#eef7e6'],
};

function hexToHsl(hex: string): Hsl {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** How each mood shifts the scheme: saturation and lightness factors, and a hue nudge in degrees. */
const MOOD_SHIFT: Record<CoverArtMood, { s: number; l: number; h: number }> = {
  energetic: { s: 1.1, l: 1.05, h: 0 },
  chill: { s: 0.8, l: 1.02, h: 8 },
  dark: { s: 0.85, l: 0.62, h: 0 },
  uplifting: { s: 1.05, l: 1.15, h: 0 },
  romantic: { s: 0.95, l: 1.05, h: -10 },
  aggressive: { s: 1.2, l: 0.85, h: -6 },
  nostalgic: { s: 0.7, l: 0.98, h: 12 },
  futuristic: { s: 1.15, l: 1, h: 6 },
  mysterious: { s: 0.8, l: 0.75, h: 14 },
  triumphant: { s: 1.1, l: 1.08, h: -4 },
  melancholic: { s: 0.6, l: 0.88, h: 18 },
  peaceful: { s: 0.7, l: 1.1, h: 4 },
};

/** The palette of a scheme under a mood; the seed rotates the order of the accents. */
export function paletteFor(scheme: CoverArtColorScheme, mood: CoverArtMood, rng: Rng): Palette {
  const shift = MOOD_SHIFT[mood];
  const tones = SCHEMES[scheme].map((hex) => {
    const c = hexToHsl(hex);
    return { h: (c.h + shift.h + 360) % 360, s: clamp(c.s * shift.s), l: clamp(c.l * shift.l) };
  });
  const accents = tones.slice(2, 5);
  const turn = rng.int(0, 2);
  const rotated = [...accents.slice(turn), ...accents.slice(0, turn)];
  return { deep: tones[0]!, ground: tones[1]!, accents: rotated, light: tones[5]! };
}

/** CSS text for a colour, optionally with alpha and a lightness change. */
export function css(c: Hsl, alpha = 1, lighten = 0): string {
  const l = clamp(c.l + lighten);
  return `hsla(${c.h.toFixed(1)}, ${(c.s * 100).toFixed(1)}%, ${(l * 100).toFixed(1)}%, ${alpha})`;
}

/** The accent at position i (wrapping). */
export function accent(p: Palette, i: number): Hsl {
  return p.accents[((i % p.accents.length) + p.accents.length) % p.accents.length]!;
}
