import { z } from 'zod';
import { SEARCH_QUERY_MAX } from './searchLimits';

/**
 * Search's wire contract (GET /api/search and GET /api/search/suggest). The server's engine, the header's
 * combobox and the /search page import these. Sound filters read the measured analysis only (decision 0053).
 */

/** The kinds of thing search finds, in the order the suggestions and the tabs show them. */
export const SEARCH_TYPES = ['track', 'artist', 'beat', 'course', 'video', 'party', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Tab and group labels. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  track: 'Tracks',
  artist: 'Artists and DJs',
  beat: 'Beats',
  course: 'Courses',
  video: 'Videos',
  party: 'Listening parties',
  article: 'Articles',
};

export const SEARCH_SORTS = ['relevance', 'newest', 'popular', 'bpm'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export { SEARCH_QUERY_MAX, SEARCH_SUGGEST_MIN_CHARS } from './searchLimits';
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_SUGGEST_PER_TYPE = 4;

const optionalNumber = (min: number, max: number) => z.coerce.number().min(min).max(max).optional();
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** The BPM a search range may name (half and double time of any tempo the analysis measures). */
export const SEARCH_BPM_LOWEST = 20;
export const SEARCH_BPM_HIGHEST = 300;

/** GET /api/search query. `q` may be empty when a sound filter is given (browse by sound). */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  type: z.enum(SEARCH_TYPES).optional(),
  genre: z.string().trim().min(1).max(50).optional(),
  bpmMin: optionalNumber(SEARCH_BPM_LOWEST, SEARCH_BPM_HIGHEST),
  bpmMax: optionalNumber(SEARCH_BPM_LOWEST, SEARCH_BPM_HIGHEST),
  /** Count half and double time as a match for the BPM range (70 matches 140). */
  halfDouble: flag,
  /** A key as the catalogue writes it ("A Minor", "F# Major"). */
  key: z.string().trim().min(1).max(20).optional(),
  /** A key: tracks in keys that mix with it (same key, relative, Camelot neighbours). */
  compatibleWith: z.string().trim().min(1).max(20).optional(),
  /** Measured energy, 0 to 1. */
  energyMin: optionalNumber(0, 1),
  energyMax: optionalNumber(0, 1),
  /** Duration in seconds. */
  durationMin: optionalNumber(0, 36_000),
  durationMax: optionalNumber(0, 36_000),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchSuggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
});

/** How a result's key relates to the key asked for with compatibleWith. */
export type KeyRelation = 'same key' | 'relative key' | 'one step up' | 'one step down';

export interface SearchResult {
  type: SearchType;
  id: number;
  title: string;
  subtitle: string | null;
  /** The app address of the thing (/track/12, /artist/3, ...). */
  url: string;
  image: string | null;
  /** Tracks and beats: measured sound (null when not measured). */
  bpm?: number | null;
  key?: string | null;
  /** Camelot code of the key ("8A"), tracks and beats. */
  camelot?: string | null;
  energy?: number | null;
  duration?: number | null;
  /** Beats and courses: the price in dollars (0 when free). */
  price?: number | null;
  /** With compatibleWith: how this key mixes with the one asked for. */
  keyRelation?: KeyRelation | null;
  /** Tracks and beats: the audio a result plays (a priced beat's preview only). */
  audioUrl?: string | null;
}

export interface SearchPage {
  results: SearchResult[];
  total: number;
  page: number;
  pageSize: number;
  /** A nearby spelling that finds more, when the query found little or nothing. */
  didYouMean: string | null;
}

export interface SearchSuggestGroup {
  type: SearchType;
  label: string;
  results: SearchResult[];
}

export interface SearchSuggestions {
  q: string;
  groups: SearchSuggestGroup[];
}

/** GET /api/tracks/:id/similar: "More like this", nearest by measured sound. */
export interface SimilarTracks {
  tracks: SearchResult[];
}

export const SEARCH_MESSAGES = {
  empty: 'No results',
  badBpmRange: 'The lowest BPM must not be above the highest',
  badEnergyRange: 'The lowest energy must not be above the highest',
  badDurationRange: 'The shortest duration must not be above the longest',
  unknownKey: 'Unknown key',
} as const;
