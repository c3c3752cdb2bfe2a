import type {
  CoverArtDrawRequest,
  CoverArtGenre,
  CoverArtMood,
  CoverArtStyle,
  CoverArtTheme,
} from '@common/coverart';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Composition } from './composition';
import type { Palette } from './palette';
import type { Placed } from './plan';
import type { Rng } from './random';

export type { Box, Composition } from './composition';

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
  composition: Composition;
  /** The theme's motif and the subjects of the instructions, placed (`planScene`). */
  plan: Placed[];
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

/** The request's theme, else the genre's. */
export function themeOf(request: Pick<CoverArtDrawRequest, 'theme' | 'genre'>): CoverArtTheme {
  return request.theme || GENRE_THEME[request.genre];
}
