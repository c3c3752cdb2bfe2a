/**
 * The Cover Art Generator contract (part 2: section 2 Cover Art Generator; section 3 Cover-art request and
 * responses; sections 4, 5, 7, 8 and 9; decision 0036).
 *
 * - GET  /api/cover-art-styles/{genre} -> CoverArtStyleSuggestions (404 for a genre outside the 16).
 * - POST /api/generate-cover-art (coverArtRequestSchema) -> CoverArtResult: one 1024x1024 PNG.
 * - POST /api/generate-cover-art-variations (coverArtVariationsRequestSchema, count 3) -> CoverArtVariations.
 * - GET  /api/cover-art/defaults -> CoverArtDefaults: the form's genre (a signed-in artist's own) and who draws.
 * - GET  /api/cover-art/mine -> CoverArtHistory: the signed-in user's latest images (401 for visitors).
 * - POST /api/cover-art/{imageId}/set-cover ({trackId}) -> CoverArtCoverSet: the image becomes the cover of one
 *   of the user's own tracks (401 visitor, 404 an image that is not theirs or an unknown track, 403 a track of
 *   someone else).
 *
 * Each generated image counts against COVER_ART.perUserPerHour (signed in) or COVER_ART.perVisitorPerHour
 * (per address) and answers 429 with Retry-After beyond it. Every error answers `{ message }`.
 */
import { z } from 'zod';
import { asSentence, tidySentence, withArticle } from './grammar';
import { TRACK_GENRES } from './tracks';

/** Sizes and limits (part 2, section 9; decision 0036). */
export const COVER_ART = {
  size: 1024,
  /** Variations per request (the page always asks for 3). */
  variations: 3,
  perUserPerHour: 30,
  perVisitorPerHour: 10,
  titleMax: 100,
  artistMax: 100,
  additionalPromptMax: 500,
  /** Seeds are whole numbers in [0, seedMax]. */
  seedMax: 2 ** 31 - 1,
  historyLimit: 24,
} as const;

/** The 16 genres of part 2, section 9: the catalogue's genres, in the same order. */
export const COVER_ART_GENRES = TRACK_GENRES;

export const COVER_ART_MOODS = [
  'energetic',
  'chill',
  'dark',
  'uplifting',
  'romantic',
  'aggressive',
  'nostalgic',
  'futuristic',
  'mysterious',
  'triumphant',
  'melancholic',
  'peaceful',
] as const;

/**
 * The art styles. Part 2 lists 'photorealistic', which the built-in renderer cannot honestly paint: it draws a
 * soft, lit, film-like 'cinematic' look instead, and the API still accepts 'photorealistic' for it (decision 0046).
 */
export const COVER_ART_STYLES = [
  'modern digital art',
  'cinematic',
  'abstract',
  'minimalist',
  'vintage',
  'graffiti',
  'oil painting',
  '3d render',
  'cyberpunk',
  'retro',
  'surreal',
  'geometric',
] as const;

export const COVER_ART_COLOR_SCHEMES = [
  'vibrant',
  'monochrome',
  'warm',
  'cool',
  'neon',
  'earth',
  'pastel',
  'gold',
  'electric',
  'sunset',
  'ocean',
  'forest',
] as const;

export const COVER_ART_THEMES = [
  'urban',
  'nature',
  'space',
  'city skyline',
  'studio',
  'stage',
  'abstract patterns',
  'cultural heritage',
  'technology',
  'dreams',
  'rebellion',
  'love',
  'success',
  'journey',
] as const;

/** Older style names the API still accepts: 'photorealistic' now means 'cinematic'. */
export const LEGACY_STYLES = ['photorealistic'] as const;

export type CoverArtGenre = (typeof TRACK_GENRES)[number];
export type CoverArtMood = (typeof COVER_ART_MOODS)[number];
export type CoverArtStyle = (typeof COVER_ART_STYLES)[number];
export type CoverArtColorScheme = (typeof COVER_ART_COLOR_SCHEMES)[number];
export type CoverArtTheme = (typeof COVER_ART_THEMES)[number];

/** The form's defaults (part 2, section 9); a signed-in artist's genre is their own (GET /api/cover-art/defaults). */
export const COVER_ART_DEFAULTS = {
  genre: 'hip-hop',
  mood: 'energetic',
  style: 'modern digital art',
  colorScheme: 'vibrant',
} as const satisfies {
  genre: CoverArtGenre;
  mood: CoverArtMood;
  style: CoverArtStyle;
  colorScheme: CoverArtColorScheme;
};

/**
 * The art styles suggested for each genre (shown as chips; a chip sets the art style). Four per genre, the first
 * the one most covers of the genre are drawn in.
 */
export const COVER_ART_STYLE_SUGGESTIONS: Record<CoverArtGenre, readonly CoverArtStyle[]> = {
  'hip-hop': ['graffiti', 'modern digital art', 'cinematic', 'minimalist'],
  'r&b': ['cinematic', 'oil painting', 'minimalist', 'surreal'],
  pop: ['modern digital art', 'retro', '3d render', 'geometric'],
  rock: ['vintage', 'graffiti', 'abstract', 'cinematic'],
  electronic: ['cyberpunk', 'geometric', '3d render', 'abstract'],
  jazz: ['vintage', 'abstract', 'oil painting', 'minimalist'],
  country: ['vintage', 'cinematic', 'oil painting', 'retro'],
  reggae: ['retro', 'oil painting', 'abstract', 'graffiti'],
  funk: ['retro', 'geometric', 'abstract', 'vintage'],
  soul: ['oil painting', 'vintage', 'cinematic', 'minimalist'],
  blues: ['vintage', 'oil painting', 'cinematic', 'minimalist'],
  gospel: ['oil painting', 'surreal', 'cinematic', 'minimalist'],
  trap: ['cyberpunk', '3d render', 'graffiti', 'surreal'],
  drill: ['graffiti', 'cyberpunk', 'minimalist', 'cinematic'],
  afrobeats: ['geometric', 'abstract', 'modern digital art', 'oil painting'],
  latin: ['retro', 'abstract', 'oil painting', 'modern digital art'],
};

/** Exact texts (part 2, sections 5 and 8) and the API's own messages. */
export const COVER_ART_MESSAGES = {
  titleRequired: 'Track title required',
  titleRequiredGenerate: 'Please enter a track title to generate cover art.',
  titleRequiredVariations: 'Please enter a track title to generate variations.',
  generating: 'Generating...',
  creating: 'Creating...',
  generatedTitle: 'Cover art generated!',
  /** Part 2's text, for an image the configured image service drew. */
  generatedBody: 'Your AI-generated cover art is ready.',
  /** The same toast for an image the built-in renderer drew (no AI model is involved). */
  generatedBodyBuiltIn: 'Your cover art is ready, drawn by the built-in renderer.',
  generationFailedTitle: 'Generation failed',
  generationFailedBody: 'Failed to generate cover art. Please try again.',
  variationsTitle: 'Variations generated!',
  variationsBody: (count: number) => `Generated ${count} cover art variations.`,
  variationsBodyBuiltIn: (count: number) =>
    `Generated ${count} cover art variations, drawn by the built-in renderer.`,
  variationsFailedTitle: 'Variation generation failed',
  variationsFailedBody: 'Failed to generate variations. Please try again.',
  titleTooLong: `Track title must be at most ${COVER_ART.titleMax} characters.`,
  artistTooLong: `Artist name must be at most ${COVER_ART.artistMax} characters.`,
  promptTooLong: `Additional instructions must be at most ${COVER_ART.additionalPromptMax} characters.`,
  unknownGenre: 'Unknown genre',
  unknownMood: 'Unknown mood',
  unknownTheme: 'Unknown theme',
  unknownStyle: 'Unknown art style',
  unknownColorScheme: 'Unknown colour scheme',
  badSeed: 'The seed must be a whole number from 0 to 2147483647.',
  badCount: `Variations are made ${COVER_ART.variations} at a time or fewer.`,
  tooMany: 'Too many cover art requests. Please try again later.',
  busy: 'The cover art renderer is busy. Please try again in a moment.',
  imageNotFound: 'Image not found',
  trackRequired: 'Choose one of your tracks',
  coverSetTitle: 'Cover updated',
  coverSetBody: (title: string) => `The image is now the cover of "${title}".`,
  coverSetFailed: 'Could not set the cover',
  fallbackNotice: 'The image service did not answer, so the built-in renderer drew this image.',
  signInToSetCover: 'Sign in to set a generated image as the cover of one of your tracks.',
} as const;

const listValue = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** The form's fields and POST /api/generate-cover-art's body. */
export const coverArtRequestSchema = z.object({
  trackTitle: z
    .string({ error: COVER_ART_MESSAGES.titleRequired })
    .trim()
    .min(1, COVER_ART_MESSAGES.titleRequired)
    .max(COVER_ART.titleMax, COVER_ART_MESSAGES.titleTooLong),
  artistName: z.string().trim().max(COVER_ART.artistMax, COVER_ART_MESSAGES.artistTooLong).default(''),
  /** Absent: the signed-in artist's own genre, else part 2's default (resolved by the server). */
  genre: listValue(COVER_ART_GENRES, COVER_ART_MESSAGES.unknownGenre).optional(),
  mood: listValue(COVER_ART_MOODS, COVER_ART_MESSAGES.unknownMood).default(COVER_ART_DEFAULTS.mood),
  /** Optional: '' (or absent) means no theme. */
  theme: listValue(['', ...COVER_ART_THEMES] as const, COVER_ART_MESSAGES.unknownTheme).default(''),
  style: listValue([...COVER_ART_STYLES, ...LEGACY_STYLES], COVER_ART_MESSAGES.unknownStyle)
    .default(COVER_ART_DEFAULTS.style)
    .transform((style): CoverArtStyle => (style === 'photorealistic' ? 'cinematic' : style)),
  colorScheme: listValue(COVER_ART_COLOR_SCHEMES, COVER_ART_MESSAGES.unknownColorScheme).default(
    COVER_ART_DEFAULTS.colorScheme,
  ),
  additionalPrompt: z
    .string()
    .trim()
    .max(COVER_ART.additionalPromptMax, COVER_ART_MESSAGES.promptTooLong)
    .default(''),
  /** The same request and seed give the same image; without one the server picks a seed and answers it. */
  seed: z
    .number({ error: COVER_ART_MESSAGES.badSeed })
    .int(COVER_ART_MESSAGES.badSeed)
    .min(0, COVER_ART_MESSAGES.badSeed)
    .max(COVER_ART.seedMax, COVER_ART_MESSAGES.badSeed)
    .optional(),
});
export type CoverArtRequestInput = z.input<typeof coverArtRequestSchema>;
export type CoverArtRequest = z.output<typeof coverArtRequestSchema>;
/** A request as drawn: the genre and the artist's name resolved, no seed. */
export type CoverArtDrawRequest = Omit<CoverArtRequest, 'seed' | 'genre'> & { genre: CoverArtGenre };

/** POST /api/generate-cover-art-variations: the same body plus count (the page sends 3). */
export const coverArtVariationsRequestSchema = coverArtRequestSchema.extend({
  count: z
    .number({ error: COVER_ART_MESSAGES.badCount })
    .int(COVER_ART_MESSAGES.badCount)
    .min(1, COVER_ART_MESSAGES.badCount)
    .max(COVER_ART.variations, COVER_ART_MESSAGES.badCount)
    .default(COVER_ART.variations),
});
export type CoverArtVariationsRequest = z.output<typeof coverArtVariationsRequestSchema>;

/** POST /api/cover-art/{imageId}/set-cover. */
export const setCoverSchema = z.object({
  trackId: z
    .number({ error: COVER_ART_MESSAGES.trackRequired })
    .int(COVER_ART_MESSAGES.trackRequired)
    .positive(COVER_ART_MESSAGES.trackRequired),
});
export type SetCoverInput = z.infer<typeof setCoverSchema>;

/** Who drew an image: the built-in renderer, or the configured images API. */
export type CoverArtRenderer = 'built-in' | 'image-api';

/** One generated image. */
export interface CoverArtImage {
  /** The stored image's id (used to set it as a cover; images of visitors are not kept in a history). */
  id: number;
  webUrl: string;
  seed: number;
  renderer: CoverArtRenderer;
}

/**
 * What the built-in renderer made of the additional instructions: the subjects it drew (as typed, e.g. 'neon
 * moon', 'highway') and the words it could not draw (e.g. 'saxophone'). Absent when the image service drew.
 */
export interface CoverArtUnderstood {
  drawn: string[];
  notDrawn: string[];
}

/** POST /api/generate-cover-art. */
export interface CoverArtResult extends CoverArtImage {
  /** The text description the request makes (so the image can be regenerated elsewhere). */
  prompt: string;
  /** The images API's own rewrite of the prompt, when it made one. */
  revised_prompt?: string;
  /** Set when the images API failed and the built-in renderer answered instead. */
  notice?: string;
  understood?: CoverArtUnderstood;
}

/** POST /api/generate-cover-art-variations. */
export interface CoverArtVariations {
  variations: CoverArtImage[];
  count: number;
  prompt: string;
  notice?: string;
  understood?: CoverArtUnderstood;
}

/** Where the form's genre came from: the artist's profile, their tracks, or part 2's default. */
export type CoverArtGenreSource = 'profile' | 'tracks' | 'default';

/** GET /api/cover-art/defaults. */
export interface CoverArtDefaults {
  genre: CoverArtGenre;
  genreFrom: CoverArtGenreSource;
  /** Who draws new images: the built-in renderer, or the configured image service (falling back to it). */
  renderer: CoverArtRenderer;
}

/** GET /api/cover-art-styles/{genre}. */
export interface CoverArtStyleSuggestions {
  genre: CoverArtGenre;
  suggestedStyles: CoverArtStyle[];
}

/** GET /api/cover-art/mine. */
export interface CoverArtHistory {
  images: (CoverArtImage & { trackTitle: string; style: CoverArtStyle; createdAt: string })[];
}

/** POST /api/cover-art/{imageId}/set-cover. */
export interface CoverArtCoverSet {
  trackId: number;
  title: string;
  coverArt: string;
}

/** The download file name of part 2, section 9: {title}_cover.png or {title}_variation_{n}.png. */
export function coverArtFileName(title: string, variation?: number): string {
  const base = title.trim() || 'cover';
  return variation === undefined ? `${base}_cover.png` : `${base}_variation_${variation}.png`;
}

/** Whether a value is one of the 16 genres. */
export function isCoverArtGenre(value: string): value is CoverArtGenre {
  return (COVER_ART_GENRES as readonly string[]).includes(value);
}

/**
 * The text description a request makes: what an images API is asked for, and the record of what was asked.
 * Grammatical whatever the choices ('an energetic mood', 'an ocean colour scheme'), with tidy spacing.
 */
export function coverArtPrompt(request: CoverArtDrawRequest, artistName: string): string {
  const sentences = [
    `Album cover art for the ${request.genre} track "${request.trackTitle}" by ${artistName || 'an independent artist'}, ` +
      `in ${withArticle(request.style)} style with ${withArticle(request.colorScheme)} colour scheme and ` +
      `${withArticle(request.mood)} mood.`,
  ];
  if (request.theme) sentences.push(`Theme: ${request.theme}.`);
  sentences.push(
    `Square ${COVER_ART.size}x${COVER_ART.size} artwork with the title and the artist's name set in type.`,
  );
  const extra = asSentence(request.additionalPrompt);
  if (extra) sentences.push(extra);
  return tidySentence(sentences.join(' '));
}
