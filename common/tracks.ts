import { z } from 'zod';

/**
 * The catalogue's wire contract: the presented track, list queries, the track draft that publishes an
 * upload (part 2, section 3) and owner edits. Both the client and the server import these.
 */

export const TRACK_VISIBILITIES = ['public', 'private', 'unlisted'] as const;
export type TrackVisibility = (typeof TRACK_VISIBILITIES)[number];

/** Release types: single, or album (shown 'Album/EP'). */
export const RELEASE_TYPES = ['single', 'album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** Genres offered when uploading (the catalogue's genre ids; default hip-hop). */
export const TRACK_GENRES = [
  'hip-hop',
  'r&b',
  'pop',
  'rock',
  'electronic',
  'jazz',
  'country',
  'reggae',
  'funk',
  'soul',
  'blues',
  'gospel',
  'trap',
  'drill',
  'afrobeats',
  'latin',
] as const;

/** Key options: C, D, E, F, G, A and B, each Major or Minor. */
export const MUSICAL_KEYS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'].flatMap((note) => [
  `${note} Major`,
  `${note} Minor`,
]);

export const BPM_MIN = 40;
export const BPM_MAX = 220;

/** The name a track is credited to when it names no artist and has no owner to credit. */
export const UNKNOWN_ARTIST = 'Unknown Artist';

/** A listener's play of a track is counted at most once per this many seconds. */
export const PLAY_COUNT_WINDOW_SECONDS = 30;

/** The upload form's defaults (part 2, section 9). */
export const TRACK_DRAFT_DEFAULTS = {
  genre: 'hip-hop',
  bpm: 120,
  key: 'C Major',
  releaseType: 'single',
  visibility: 'public',
  price: '0',
  isOriginal: true,
  allowComments: true,
  isExplicit: false,
} as const;

export const TRACK_MESSAGES = {
  missingTitle: 'Please provide a track title.',
  missingArtist: 'Please provide an artist name.',
  notFound: 'Track not found',
  notOwner: 'You can only change your own tracks',
  badPrice: 'Price must be a number of dollars, 0 or more',
  hasBuyers:
    'This track has buyers, so it cannot be deleted. Make it private to take it off the site: buyers keep what they bought.',
} as const;

/**
 * Where a shown BPM or key comes from (decision 0053): 'artist' when the artist typed it on purpose, 'measured'
 * when the analysis measured it; null when the track has neither.
 */
export type MeasureSource = 'artist' | 'measured';

/** Says where a shown BPM or key comes from (decision 0053): '(measured)' or '(set by the artist)'. */
export function measureSourceNote(source: MeasureSource | null, maker = 'artist'): string | null {
  if (source === 'measured') return '(measured)';
  if (source === 'artist') return `(set by the ${maker})`;
  return null;
}

/**
 * A card's one line of tempo and key with where they come from: "140 BPM · A Minor (measured)" when both have the
 * same source, else a note after each; a missing value shows a dash.
 */
export function soundLine(
  sound: {
    bpm: number | null;
    bpmSource: MeasureSource | null;
    key: string | null;
    keySource: MeasureSource | null;
  },
  maker = 'artist',
): string {
  const bpm = sound.bpm ? `${Math.round(sound.bpm)} BPM` : 'BPM —';
  const key = sound.key ?? 'Key —';
  const bpmSource = sound.bpm ? sound.bpmSource : null;
  const keySource = sound.key ? sound.keySource : null;
  if (bpmSource === keySource) {
    const note = measureSourceNote(bpmSource, maker);
    return note ? `${bpm} · ${key} ${note}` : `${bpm} · ${key}`;
  }
  const withNote = (text: string, source: MeasureSource | null) => {
    const note = measureSourceNote(source, maker);
    return note ? `${text} ${note}` : text;
  };
  return `${withNote(bpm, bpmSource)} · ${withNote(key, keySource)}`;
}

/** Audio analysis results; null until the job has run. */
export interface TrackAnalysis {
  status: 'pending' | 'processing' | 'done' | 'failed';
  /** Integrated loudness, LUFS. */
  loudness: number | null;
  energy: number | null;
  danceability: number | null;
  codec: string | null;
  sampleRate: number | null;
  bitrate: number | null;
  /** The tempo the analysis measured, whatever the artist typed; null until measured. */
  measuredBpm: number | null;
  /** The key the analysis measured, whatever the artist typed; null until measured. */
  measuredKey: string | null;
}

/** A track as the API presents it (never a raw row). */
export interface Track {
  id: number;
  title: string;
  /** The artist name shown on the track. */
  artist: string;
  /** The owner (null for tracks without one). */
  artistId: number | null;
  artistUsername: string | null;
  /** URL of the cover image, or null (the client shows a placeholder). */
  coverArt: string | null;
  /** URL the audio streams from (HTTP Range). */
  audioUrl: string;
  /** Seconds, or null until analysed. */
  duration: number | null;
  genre: string | null;
  /** The BPM shown: the artist's when typed on purpose, else the measured one (decision 0053). */
  bpm: number | null;
  /** Where the shown BPM comes from; null when there is none. */
  bpmSource: MeasureSource | null;
  /** The key shown: the artist's when typed on purpose, else the measured one. */
  key: string | null;
  /** Where the shown key comes from; null when there is none. */
  keySource: MeasureSource | null;
  description: string | null;
  tags: string[];
  isExplicit: boolean;
  isOriginal: boolean;
  allowDownload: boolean;
  allowComments: boolean;
  /** Price in cents; 0 is free to download. */
  price: number;
  releaseType: string;
  visibility: TrackVisibility;
  status: 'draft' | 'published';
  featured: boolean;
  featuredArtist: string | null;
  plays: number;
  likes: number;
  /** Whether the signed-in user likes it (false for visitors). */
  likedByMe: boolean;
  uploadDate: string;
  publishedAt: string | null;
  analysis: TrackAnalysis;
}

/** A track with its waveform peaks (0..1), as GET /api/tracks/{id} answers. */
export interface TrackDetail extends Track {
  waveform: number[] | null;
}

export const TRACK_SORTS = ['newest', 'popular'] as const;

/** GET /api/tracks query: public, published tracks, filtered, sorted and paginated. */
export const trackListQuerySchema = z.object({
  genre: z.string().trim().min(1).max(50).optional(),
  /** The artist's user id. */
  artist: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(TRACK_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TrackListQuery = z.infer<typeof trackListQuerySchema>;

export interface TrackPage {
  tracks: Track[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** A dollar amount typed by the user ('' is 0) to cents. */
export const priceSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).trim();
  if (text === '') return 0;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 100_000) {
    ctx.addIssue({ code: 'custom', message: TRACK_MESSAGES.badPrice });
    return z.NEVER;
  }
  return Math.round(n * 100);
});

/** Comma-separated tags (or a list) to a clean list. */
export const tagsSchema = z.union([z.string(), z.array(z.string())]).transform((v) =>
  (Array.isArray(v) ? v : v.split(','))
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((t) => t.slice(0, 40)),
);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} characters at most`);

/** A BPM the artist types on purpose; null means "not typed": the measured tempo is shown (decision 0053). */
const typedBpmSchema = z.coerce.number().int().min(BPM_MIN).max(BPM_MAX).nullable();

/** A key the artist types on purpose; null or '' means "not typed". */
const typedKeySchema = z
  .string()
  .trim()
  .max(20)
  .nullable()
  .transform((v) => (v ? v : null));

/**
 * The track draft of part 2, section 3, as POST /api/tracks/{id}/publish takes it.
 * Title and artist name are required with the spec's messages.
 */
export const trackDraftSchema = z.object({
  title: requiredText(TRACK_MESSAGES.missingTitle, 200),
  artistName: requiredText(TRACK_MESSAGES.missingArtist, 100),
  genre: z.string().trim().max(50).default(TRACK_DRAFT_DEFAULTS.genre),
  description: z.string().trim().max(5000).default(''),
  isExplicit: z.boolean().default(false),
  isOriginal: z.boolean().default(true),
  /** The artist's own BPM: absent keeps the track's, null takes it back (the measurement is shown). */
  bpm: typedBpmSchema.optional(),
  /** The artist's own key: absent keeps the track's, null or '' takes it back. */
  key: typedKeySchema.optional(),
  tags: tagsSchema.default([]),
  releaseType: z.enum(RELEASE_TYPES).default('single'),
  visibility: z.enum(TRACK_VISIBILITIES).default('public'),
  allowComments: z.boolean().default(true),
  price: priceSchema.default(0),
});
export type TrackDraftInput = z.input<typeof trackDraftSchema>;
export type TrackDraft = z.output<typeof trackDraftSchema>;

/** PATCH /api/tracks/{id}: an owner's edit; every field optional. */
export const trackUpdateSchema = z
  .object({
    title: requiredText(TRACK_MESSAGES.missingTitle, 200),
    artistName: requiredText(TRACK_MESSAGES.missingArtist, 100),
    genre: z.string().trim().max(50),
    description: z.string().trim().max(5000),
    isExplicit: z.boolean(),
    isOriginal: z.boolean(),
    bpm: typedBpmSchema,
    key: typedKeySchema,
    tags: tagsSchema,
    releaseType: z.enum(RELEASE_TYPES),
    visibility: z.enum(TRACK_VISIBILITIES),
    allowComments: z.boolean(),
    allowDownload: z.boolean(),
    price: priceSchema,
  })
  .partial();
export type TrackUpdateInput = z.input<typeof trackUpdateSchema>;

/** POST /api/tracks/{id}/like and DELETE answer the new state. */
export interface LikeState {
  liked: boolean;
  likes: number;
}

/** POST /api/tracks/{id}/play answers whether this play was counted. */
export interface PlayCountResult {
  counted: boolean;
  plays: number;
}
