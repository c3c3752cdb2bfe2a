import type {
  CoverArtGenre,
  CoverArtMood,
  CoverArtRequest,
  CoverArtStyle,
  CoverArtTheme,
} from '@common/coverart';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from './palette';
import type { Rng } from './random';

/** A rectangle on the canvas. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where things go: the motif's box, the title block and the horizon line. */
export interface Composition {
  /** 0-3, from the seed: centred, left third, low horizon, diagonal. */
  layout: number;
  motif: Box;
  /** The type block: anchored at (x, y), text aligned as told, at most w wide. */
  title: { x: number; y: number; w: number; align: 'left' | 'center' | 'right'; top: boolean };
  horizon: number;
}

/** Everything a style needs to paint one image. */
export interface Scene {
  g: SKRSContext2D;
  size: number;
  rng: Rng;
  palette: Palette;
  /** 0 (still) to 1 (driving), from mood and genre. */
  energy: number;
  mood: CoverArtMood;
  genre: CoverArtGenre;
  theme: CoverArtTheme;
  style: CoverArtStyle;
  title: string;
  artist: string;
  extra: string;
  composition: Composition;
}

const MOOD_ENERGY: Record<CoverArtMood, number> = {
  energetic: 0.9,
  chill: 0.25,
  dark: 0.55,
  uplifting: 0.7,
  romantic: 0.35,
  aggressive: 1,
  nostalgic: 0.35,
  futuristic: 0.7,
  mysterious: 0.45,
  triumphant: 0.85,
  melancholic: 0.15,
  peaceful: 0.05,
};

const GENRE_ENERGY: Record<CoverArtGenre, number> = {
  'hip-hop': 0.7,
  'r&b': 0.4,
  pop: 0.65,
  rock: 0.8,
  electronic: 0.85,
  jazz: 0.35,
  country: 0.4,
  reggae: 0.45,
  funk: 0.7,
  soul: 0.35,
  blues: 0.3,
  gospel: 0.5,
  trap: 0.85,
  drill: 0.9,
  afrobeats: 0.75,
  latin: 0.75,
};

/** The theme drawn when the request names none. */
const GENRE_THEME: Record<CoverArtGenre, CoverArtTheme> = {
  'hip-hop': 'urban',
  'r&b': 'love',
  pop: 'dreams',
  rock: 'rebellion',
  electronic: 'technology',
  jazz: 'studio',
  country: 'journey',
  reggae: 'nature',
  funk: 'stage',
  soul: 'love',
  blues: 'journey',
  gospel: 'success',
  trap: 'city skyline',
  drill: 'urban',
  afrobeats: 'cultural heritage',
  latin: 'stage',
};

/** Energy (0-1): 60% the mood's, 40% the genre's. */
export function energyOf(mood: CoverArtMood, genre: CoverArtGenre): number {
  return 0.6 * MOOD_ENERGY[mood] + 0.4 * GENRE_ENERGY[genre];
}

export function themeOf(request: CoverArtRequest): CoverArtTheme {
  return request.theme || GENRE_THEME[request.genre];
}

/**
 * The composition of a layout on a square canvas of `size`, shaped by energy: a driving track gets a bigger motif
 * and a lower horizon (more sky, more lift), a still one a smaller motif in more space and a higher horizon.
 */
export function compositionOf(layout: number, size: number, energy = 0.5): Composition {
  const base = layoutOf(layout, size);
  const scale = 0.86 + 0.28 * energy;
  const m = base.motif;
  const w = Math.min(size * 0.96, m.w * scale);
  const h = Math.min(size * 0.9, m.h * scale);
  const x = Math.min(size - w, Math.max(0, m.x + (m.w - w) / 2));
  const y = Math.min(size - h, Math.max(0, m.y + (m.h - h) / 2));
  const horizon = base.horizon + size * 0.05 * (energy - 0.5);
  return { ...base, motif: { x, y, w, h }, horizon };
}

function layoutOf(layout: number, size: number): Composition {
  const s = size;
  switch (layout) {
    case 1:
      return {
        layout,
        motif: { x: s * 0.42, y: s * 0.18, w: s * 0.52, h: s * 0.62 },
        title: { x: s * 0.07, y: s * 0.1, w: s * 0.6, align: 'left', top: true },
        horizon: s * 0.8,
      };
    case 2:
      return {
        layout,
        motif: { x: s * 0.1, y: s * 0.38, w: s * 0.8, h: s * 0.42 },
        title: { x: s * 0.5, y: s * 0.12, w: s * 0.86, align: 'center', top: true },
        horizon: s * 0.72,
      };
    case 3:
      return {
        layout,
        motif: { x: s * 0.08, y: s * 0.08, w: s * 0.6, h: s * 0.6 },
        title: { x: s * 0.93, y: s * 0.8, w: s * 0.7, align: 'right', top: false },
        horizon: s * 0.66,
      };
    default:
      return {
        layout: 0,
        motif: { x: s * 0.2, y: s * 0.1, w: s * 0.6, h: s * 0.5 },
        title: { x: s * 0.5, y: s * 0.9, w: s * 0.84, align: 'center', top: false },
        horizon: s * 0.76,
      };
  }
}
