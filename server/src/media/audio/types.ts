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
  /** Milliseconds spent per stage, and `cpu`: the CPU time of the worker thread (Linux), for logs and the benchmark. */
  timings: Record<string, number>;
}

/** Asks the media worker to analyse one file. */
export interface AnalysisRequest {
  kind: 'analyse';
  filePath: string;
}

/** Asks the media worker to write the preview of one file (MP3) to `outputPath`. */
export interface PreviewRequest {
  kind: 'preview';
  filePath: string;
  outputPath: string;
}

/** What the main thread hands a media worker thread. */
export type MediaWorkerRequest = AnalysisRequest | PreviewRequest;
