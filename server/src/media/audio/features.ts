/** Pure helpers of the analysis: mono mix, resampling, waveform peaks, excerpts and normalised scores. */

/** Number of peaks stored per track (enough for a full-width waveform at 2x density). */
export const WAVEFORM_POINTS = 800;

/** The sample rate essentia's algorithms expect. */
export const ANALYSIS_SAMPLE_RATE = 44_100;

/** Average of the channels. */
export function mixToMono(channels: Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const out = new Float32Array(first.length);
  for (const channel of channels) {
    for (let i = 0; i < out.length; i++) out[i]! += channel[i] ?? 0;
  }
  const scale = 1 / channels.length;
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
  return out;
}

/** Linear-interpolation resampling (good enough for tempo and key, which live far below Nyquist). */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const length = Math.floor((samples.length * to) / from);
  const out = new Float32Array(length);
  const ratio = from / to;
  for (let i = 0; i < length; i++) {
    const pos = i * ratio;
    const j = Math.floor(pos);
    const frac = pos - j;
    out[i] = (samples[j] ?? 0) * (1 - frac) + (samples[j + 1] ?? samples[j] ?? 0) * frac;
  }
  return out;
}

/** Max absolute sample per bucket over all channels, scaled so the loudest bucket is 1 (3 decimals). */
export function waveformPeaks(channels: Float32Array[], points = WAVEFORM_POINTS): number[] {
  const length = channels[0]?.length ?? 0;
  const peaks = new Array<number>(points).fill(0);
  if (length === 0) return peaks;
  for (let p = 0; p < points; p++) {
    const start = Math.floor((p * length) / points);
    const end = Math.max(start + 1, Math.floor(((p + 1) * length) / points));
    let max = 0;
    for (const channel of channels) {
      for (let i = start; i < end && i < length; i++) {
        const v = Math.abs(channel[i]!);
        if (v > max) max = v;
      }
    }
    peaks[p] = max;
  }
  const top = Math.max(...peaks);
  return peaks.map((v) => (top > 0 ? Math.round((v / top) * 1000) / 1000 : 0));
}

/** Where `excerpt` cuts a track of `length` samples: [start, end). */
export function excerptRange(length: number, sampleRate: number, seconds: number): [number, number] {
  const wanted = Math.round(seconds * sampleRate);
  if (length <= wanted) return [0, length];
  const start = Math.floor((length - wanted) / 2);
  return [start, start + wanted];
}

/** A window of at most `seconds` taken from the middle of the track (the intro and outro are often sparse). */
export function excerpt(samples: Float32Array, sampleRate: number, seconds: number): Float32Array {
  const [start, end] = excerptRange(samples.length, sampleRate, seconds);
  return start === 0 && end === samples.length ? samples : samples.subarray(start, end);
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Essentia's danceability (0 to about 3, higher for very regular grooves) to 0..1, saturating smoothly. */
export function normaliseDanceability(raw: number): number {
  return Math.round(clamp01(1 - Math.exp(-Math.max(0, raw) / 1.5)) * 1000) / 1000;
}

/**
 * Energy 0..1: mostly how loud the master is (integrated LUFS from -30 to -6) and partly how busy it is
 * (onsets per second, 0 to 8), like the "energy" of streaming services' audio features.
 */
export function energyScore(loudnessLufs: number, onsetsPerSecond: number): number {
  const loud = clamp01((loudnessLufs + 30) / 24);
  const busy = clamp01(onsetsPerSecond / 8);
  return Math.round((0.7 * loud + 0.3 * busy) * 1000) / 1000;
}

/** Essentia's 'A' + 'minor' to the catalogue's 'A Minor' (sharps and flats kept: 'F# Minor', 'Eb Major'). */
export function formatKey(key: string, scale: string): string {
  return `${key} ${scale.toLowerCase() === 'minor' ? 'Minor' : 'Major'}`;
}

/** The tempo most tracks sit around: the tie-break between two readings an octave apart. */
const CENTRE_BPM = 105;

/**
 * Combines two tempo readings (essentia's PercivalBpmEstimator and RhythmExtractor2013). They agree on
 * most music; when one reads half or double the other (the classic octave error: half-time trap, slow
 * swung beats), the reading nearer the centre of common tempos, on a log scale, wins.
 */
export function chooseTempo(percival: number, rhythm: number): number | null {
  const valid = [percival, rhythm].filter((v) => Number.isFinite(v) && v > 0);
  if (valid.length === 0) return null;
  if (valid.length === 1) return valid[0]!;
  const ratio = Math.max(percival, rhythm) / Math.min(percival, rhythm);
  if (Math.abs(ratio - 2) < 0.08) {
    const distance = (bpm: number) => Math.abs(Math.log2(bpm / CENTRE_BPM));
    return distance(percival) <= distance(rhythm) ? percival : rhythm;
  }
  return rhythm;
}
