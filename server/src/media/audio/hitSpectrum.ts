/**
 * Spectral measures of the Hit Predictor over one excerpt: spectral centroid, spread, roll-off and flatness,
 * chroma (pitch-class energy) and the frames' magnitude spectra for the melody estimate. A plain radix-2 FFT.
 */

export const FRAME_SIZE = 4096;
export const HOP_SIZE = 1024;

/** Bit-reversal permutation and twiddle factors of one FFT size, computed once. */
function plan(n: number) {
  const bits = Math.log2(n);
  const reversed = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  const cos = new Float64Array(n / 2);
  const sin = new Float64Array(n / 2);
  for (let k = 0; k < n / 2; k++) {
    cos[k] = Math.cos((-2 * Math.PI * k) / n);
    sin[k] = Math.sin((-2 * Math.PI * k) / n);
  }
  return { reversed, cos, sin };
}
const plans = new Map<number, ReturnType<typeof plan>>();

/** In-place radix-2 FFT of (re, im), length a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  let p = plans.get(n);
  if (!p) plans.set(n, (p = plan(n)));
  const { reversed, cos, sin } = p;
  for (let i = 0; i < n; i++) {
    const j = reversed[i]!;
    if (i < j) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const half = len >> 1;
    const stride = n / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < half; k++) {
        const a = i + k;
        const b = a + half;
        const wr = cos[k * stride]!;
        const wi = sin[k * stride]!;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

const HANN = Float64Array.from(
  { length: FRAME_SIZE },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME_SIZE),
);

/**
 * Magnitude spectrum (FRAME_SIZE / 2 + 1 bins) of every frame of the samples, hop HOP_SIZE. Two real frames
 * share one complex FFT (one as the real part, the next as the imaginary part), then are told apart by symmetry.
 */
export function magnitudeFrames(samples: Float32Array): Float32Array[] {
  const starts: number[] = [];
  for (let start = 0; start + FRAME_SIZE <= samples.length; start += HOP_SIZE) starts.push(start);
  const frames: Float32Array[] = [];
  const re = new Float64Array(FRAME_SIZE);
  const im = new Float64Array(FRAME_SIZE);
  const bins = FRAME_SIZE / 2 + 1;
  for (let f = 0; f < starts.length; f += 2) {
    const a = starts[f]!;
    const b = starts[f + 1];
    for (let i = 0; i < FRAME_SIZE; i++) {
      re[i] = samples[a + i]! * HANN[i]!;
      im[i] = b === undefined ? 0 : samples[b + i]! * HANN[i]!;
    }
    fft(re, im);
    const first = new Float32Array(bins);
    const second = new Float32Array(bins);
    for (let k = 0; k < bins; k++) {
      const m = (FRAME_SIZE - k) % FRAME_SIZE;
      // X[k] = (Z[k] + conj(Z[N-k])) / 2 and Y[k] = (Z[k] - conj(Z[N-k])) / 2i.
      const xr = (re[k]! + re[m]!) / 2;
      const xi = (im[k]! - im[m]!) / 2;
      const yr = (im[k]! + im[m]!) / 2;
      const yi = (re[m]! - re[k]!) / 2;
      first[k] = Math.sqrt(xr * xr + xi * xi);
      second[k] = Math.sqrt(yr * yr + yi * yi);
    }
    frames.push(first);
    if (b !== undefined) frames.push(second);
  }
  return frames;
}

export interface SpectralAverages {
  /** Hz: the power-weighted mean frequency (brightness). */
  spectralCentroid: number;
  /** Hz: the power-weighted standard deviation around the centroid. */
  spectralSpread: number;
  /** Hz below which 85 % of the power lies. */
  spectralRolloff: number;
  /** 0..1: geometric over arithmetic mean of the power (1 = noise-like, 0 = tonal). */
  spectralFlatness: number;
  /** Share of the power in each pitch class C, C#, ... B (100 Hz to 5 kHz), summing to 1. */
  chroma: number[];
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Averages of the per-frame measures over the frames that are not silent. */
export function spectralAverages(frames: Float32Array[], sampleRate: number): SpectralAverages {
  const binHz = sampleRate / FRAME_SIZE;
  const chroma = new Float64Array(12);
  const pitchClassOf = new Int8Array(FRAME_SIZE / 2 + 1).map((_, k) => {
    const f = k * binHz;
    if (f < 100 || f > 5000) return -1;
    return (((Math.round(12 * Math.log2(f / 440) + 69) % 12) + 12) % 12) as number;
  });
  let centroid = 0;
  let spread = 0;
  let rolloff = 0;
  let flatness = 0;
  let counted = 0;
  for (const mag of frames) {
    let total = 0;
    let weighted = 0;
    let logSum = 0;
    for (let k = 1; k < mag.length; k++) {
      const p = mag[k]! * mag[k]!;
      total += p;
      weighted += p * k * binHz;
      logSum += Math.log(p + 1e-12);
    }
    if (total < 1e-6) continue;
    counted++;
    const c = weighted / total;
    let variance = 0;
    let cumulative = 0;
    let roll = 0;
    for (let k = 1; k < mag.length; k++) {
      const p = mag[k]! * mag[k]!;
      variance += p * (k * binHz - c) ** 2;
      if (roll === 0) {
        cumulative += p;
        if (cumulative >= 0.85 * total) roll = k * binHz;
      }
      const pc = pitchClassOf[k]!;
      if (pc >= 0) chroma[pc]! += p / total;
    }
    centroid += c;
    spread += Math.sqrt(variance / total);
    rolloff += roll;
    flatness += Math.exp(logSum / (mag.length - 1)) / (total / (mag.length - 1));
  }
  const chromaTotal = chroma.reduce((a, b) => a + b, 0);
  const n = Math.max(1, counted);
  return {
    spectralCentroid: Math.round(centroid / n),
    spectralSpread: Math.round(spread / n),
    spectralRolloff: Math.round(rolloff / n),
    spectralFlatness: round(flatness / n, 4),
    chroma: Array.from(chroma, (v) => round(chromaTotal > 0 ? v / chromaTotal : 0, 4)),
  };
}
