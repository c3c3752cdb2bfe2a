/** What the analysis of one audio file finds. */
export interface AudioAnalysis {
  /** Seconds, rounded. */
  duration: number;
  codec: string | null;
  sampleRate: number | null;
  /** Bits per second. */
  bitrate: number | null;
  /** WAVEFORM_POINTS peaks, 0..1. */
  waveform: number[];
  /** Integrated loudness, LUFS (whole file). */
  loudness: number;
  /** 0..1 */
  energy: number;
  /** 0..1 */
  danceability: number;
  /** Beats per minute (rounded), or null when no tempo was found. */
  bpm: number | null;
  /** 'A Minor', 'F# Major'..., or null when the key is unclear. */
  key: string | null;
  /** Key strength reported by the key detector (0..1). */
  keyStrength: number;
  /**
   * Milliseconds spent per stage, for logs and the benchmark. The analysis thread's stages are metadata, decode,
   * mono, waveform+loudness, hit, wait (for the essentia thread) and melody; load, tempo, danceability, onsets
   * and key are the essentia stages, timed in the thread that ran them. `cpu` is the CPU time of the analysis
   * (Linux): the analysis thread's from the start of the analysis plus, when an essentia thread ran beside it,
   * all of that thread's (`helperCpu`, its start included).
   */
  timings: Record<string, number>;
  /** The Hit Predictor's further measures (hitFeatures.ts). */
  hit?: HitFeatures;
}

/** Further measures of one file for the Hit Predictor (decision 0037). */
export interface HitFeatures {
  /** Bumped when a measure changes, so stored features can be told apart. */
  version: number;
  /** Seconds until the short-term loudness first reaches the integrated loudness minus 3 LU. */
  timeToFullLevel: number;
  /** dBTP (4x oversampled). */
  truePeak: number;
  /** Loudness range, LU (EBU Tech 3342). */
  loudnessRange: number;
  /** Onsets per second (essentia's OnsetRate over the middle 15 s). */
  onsetRate: number;
  spectralCentroid: number;
  spectralSpread: number;
  spectralRolloff: number;
  spectralFlatness: number;
  /** Pitch-class shares C..B, summing to 1. */
  chroma: number[];
  /** Predominant-melody estimates. */
  melody: {
    voicedShare: number;
    runsPerMinute: number;
    blueNoteIndex: number;
    medianPitchHz: number | null;
  };
}

/** Asks the media worker to analyse one file. */
export interface AnalysisRequest {
  kind: 'analyse';
  filePath: string;
  /** When given, the worker stores the percentage of the analysis done in its first Int32 (for progress). */
  progress?: SharedArrayBuffer;
}

/** Asks the media worker to write the preview of one file (MP3) to `outputPath`. */
export interface PreviewRequest {
  kind: 'preview';
  filePath: string;
  outputPath: string;
}

/** Asks the media worker to measure a vocal take (pitch, key, accuracy, range, vibrato, phrases). */
export interface VocalRequest {
  kind: 'vocal';
  filePath: string;
}

/**
 * Started by an analysis thread beside itself (essentiaHelper.ts): loads essentia, then measures the excerpts
 * the analysis thread posts to it once the file is decoded.
 */
export interface EssentiaRequest {
  kind: 'essentia';
}

/** What the main thread (or, for an essentia helper, an analysis thread) hands a media worker thread. */
export type MediaWorkerRequest = AnalysisRequest | PreviewRequest | VocalRequest | EssentiaRequest;
