import { z } from 'zod';
import { TRACK_GENRES } from './tracks';

/**
 * The AI Hit Predictor's wire contract (part 2, sections 2, 3, 5 and 8; decision 0037): starting an analysis,
 * reading it, the hit analysis result with its explained factors, and the AI Insights figures.
 */

/** Texts quoted by the spec, and the API's own messages. */
export const HIT_MESSAGES = {
  noTrackTitle: 'No Track Selected',
  noTrackBody: 'Please upload an audio file first',
  uploadedTitle: 'Track Uploaded',
  uploadedBody: 'file is ready for AI analysis',
  completeTitle: 'Analysis Complete',
  failedTitle: 'Analysis failed',
  notFound: 'Analysis not found',
  trackNotFound: 'Track not found',
  trackHasNoAudio: 'This track has no stored audio to analyse',
  signInRequired: 'Please log in to analyse your tracks',
  tooMany: 'Too many analyses. Please try again later.',
  notAnUpload: 'Only an uploaded file can be kept as a draft',
  uploadExpired: 'The uploaded file was deleted after 24 hours',
  keptAsDraft: 'Kept as a private draft in your tracks',
} as const;

/** What the page says about the evidence (part 2, issue 14). */
export const HIT_EVIDENCE =
  'Audio explains little of a song’s success. The best published audio-only models pick the hit 55–75% of the ' +
  'time where chance is 50% (Pachet and Roy 2008; Ni et al. 2011; Interiano et al. 2018). Every figure here is ' +
  'computed from your audio and this platform’s data; where the evidence cannot support a figure, none is shown.';

/** A file uploaded only for analysis is deleted this long after its upload unless kept as a draft. */
export const HIT_UPLOAD_TTL_HOURS = 24;
/** Analyses a user may start per hour. */
export const HIT_ANALYSES_PER_HOUR = 30;

/** Stage B: tracks needed before the platform's model is fitted, and its outcome's definition. */
export const HIT_MODEL = {
  minTracks: 800,
  minPlays: 50,
  windowDays: 30,
  breakoutShare: 0.1,
  trainShare: 0.7,
  bootstrapRounds: 1000,
  seed: 20_180_601,
} as const;

export const HIT_GENRES = TRACK_GENRES;

/** POST /api/hit-predictor/analyses with JSON: one of my tracks. */
export const startHitAnalysisSchema = z.object({
  trackId: z.coerce
    .number({ message: HIT_MESSAGES.noTrackBody })
    .int({ message: HIT_MESSAGES.noTrackBody })
    .positive({ message: HIT_MESSAGES.noTrackBody }),
});
export type StartHitAnalysisInput = z.infer<typeof startHitAnalysisSchema>;

/** The path of GET /api/hit-predictor/analyses/:id and its keep route (anything else is an analysis not found). */
export const hitAnalysisParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The text fields of a multipart upload for analysis (beside audioFile). */
export const hitUploadFieldsSchema = z.object({
  genre: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(TRACK_GENRES, { message: 'Unknown genre' }).optional(),
  ),
});

export type HitAnalysisStatus = 'queued' | 'running' | 'done' | 'failed';

/** One factor of Stage A: its measured value, the points it earned and why. */
export interface HitFactor {
  id: 'duration' | 'timeToFullLevel' | 'tempo' | 'danceability' | 'energy';
  label: string;
  /** The measured value as shown ('3:05', '4.2 s', '124 BPM', '72nd percentile'). */
  value: string;
  points: number;
  maxPoints: number;
  reason: string;
}

/** A release check with no weight in the score. */
export interface HitCheck {
  id: 'loudness' | 'truePeak';
  label: string;
  value: string;
  passed: boolean;
  reason: string;
}

export interface ComparableHit {
  trackId: number;
  title: string;
  artist: string;
  genre: string | null;
  /** 0..100 */
  similarity: number;
  /** What differs most, in words ('faster: 128 vs 96 BPM'). */
  differences: string[];
}

/** Stage B, the platform's own model: fitted or why not. */
export interface HitModelState {
  status: 'fitted' | 'insufficient-data' | 'not-significant';
  /** Tracks with a known outcome (at least minPlays plays, 30 days old). */
  eligibleTracks: number;
  trainTracks: number;
  testTracks: number;
  /** Tested AUC on the newer tracks and its 95% bootstrap interval (null until fitted). */
  auc: number | null;
  aucLow: number | null;
  aucHigh: number | null;
  /** Share of eligible tracks that broke out (0..1). */
  baseRate: number | null;
  reason: string;
}

/** The hit analysis result (part 2, section 3), with the measures and reasons behind each figure. */
export interface HitResult {
  /** Percent of similar tracks that broke out here; null while the model is not fitted or not significant. */
  hitProbability: number | null;
  hitProbabilityInterval: [number, number] | null;
  hitProbabilityNote: string;
  marketPrediction: {
    /** Stage A: fit with current hit conventions, 0-100. */
    chartPotential: number;
    /** From the first 72 hours of plays against the artist's usual; null before that. */
    viralPotential: number | null;
    viralNote: string;
    /** Purchases per 1,000 plays among the 20 most similar tracks; null when they have no plays. */
    commercialViability: number | null;
    commercialNote: string;
  };
  factors: HitFactor[];
  checklist: HitCheck[];
  model: HitModelState;
  vocalAnalysis: {
    /** Estimates from the predominant melody, labelled so on the page. */
    melismaticDetected: boolean;
    melodicRunsPerMinute: number;
    bluesInflections: boolean;
    blueNoteIndex: number;
    /** Not measurable in audio: always null, the page says so. */
    gospelCharacteristics: null;
    spiritualElements: null;
    culturalAuthenticity: null;
    /** Arousal 0..1 from loudness, onset rate, spectral centroid, tempo and dynamics. */
    emotionalIntensity: number;
    /** The artist's own tags on the track, shown instead of a number. */
    artistTags: string[];
  };
  genreClassification: {
    genre: string | null;
    votes: number;
    of: number;
    /** '7 of the 10 nearest tracks are tagged House'. */
    label: string;
    tempoCheck: string;
  };
  recommendations: string[];
  comparableHits: ComparableHit[];
  /** The measures the result was computed from. */
  measures: {
    duration: number;
    bpm: number | null;
    key: string | null;
    loudness: number;
    truePeak: number;
    loudnessRange: number;
    timeToFullLevel: number;
    energy: number;
    danceability: number;
    onsetRate: number;
    spectralCentroid: number;
    genre: string | null;
    genreSource: 'track' | 'chosen' | 'neighbours' | 'none';
  };
}

export interface HitAnalysis {
  id: number;
  status: HitAnalysisStatus;
  /** 0-100 */
  progress: number;
  stage: string | null;
  /** While queued: how many media jobs (catalogue analyses, previews, other analyses) run or wait before it. */
  jobsAhead: number | null;
  error: string | null;
  source: {
    kind: 'track' | 'upload';
    trackId: number | null;
    title: string;
    /** When an uploaded file will be deleted (null once kept or for a catalogue track). */
    expiresAt: string | null;
    keptTrackId: number | null;
  };
  result: HitResult | null;
  createdAt: string;
}

export interface HitInsights {
  tracksAnalysed: number;
  catalogueTracksMeasured: number;
  model: HitModelState;
  /** What the top tracks of each genre share, against the rest of their genre. */
  genres: {
    genre: string;
    tracks: number;
    topTracks: number;
    top: { bpm: number | null; duration: number; timeToFullLevel: number; loudness: number; energy: number };
    rest: { bpm: number | null; duration: number; timeToFullLevel: number; loudness: number; energy: number };
  }[];
}

/** '3:05' */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
