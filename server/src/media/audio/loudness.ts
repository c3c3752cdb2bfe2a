/**
 * Integrated loudness (ITU-R BS.1770-4 / EBU R128, LUFS): K-weighting, 400 ms blocks with 75 % overlap,
 * absolute gate at -70 LUFS and relative gate 10 LU below. Plain JavaScript over the whole file: a
 * 3-minute stereo track takes a few hundred milliseconds, where the WASM LoudnessEBUR128 takes seconds.
 */

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages for any sample rate (the BS.1770 filters, as libebur128 derives them). */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: high shelf (+4 dB above ~1.7 kHz).
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / sampleRate);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  // Stage 2: high pass (RLB, ~38 Hz).
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + K / Q + K * K;
  const highPass: Biquad = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  return [shelf, highPass];
}

/**
 * The K-weighted energy of each channel per 100 ms step: what the integrated loudness and the Hit Predictor's
 * short-term loudness both read, so one file's channels are filtered once for both.
 */
export interface LoudnessSteps {
  /** Samples per step (100 ms). */
  step: number;
  /** energySteps of each channel. */
  perChannel: Float64Array[];
}

/** The 100 ms K-weighted energy steps of each channel (left/right weighted 1.0). */
export function loudnessSteps(channels: Float32Array[], sampleRate: number): LoudnessSteps {
  const step = Math.round(sampleRate * 0.1);
  return { step, perChannel: channels.map((samples) => energySteps(samples, sampleRate, step)) };
}

/** Integrated loudness in LUFS of one or more channels (left/right weighted 1.0), or -70 for silence. */
export function integratedLoudness(channels: Float32Array[], sampleRate: number): number {
  return integratedLoudnessOf(loudnessSteps(channels, sampleRate));
}

/** Integrated loudness in LUFS from the channels' energy steps, or -70 for silence. */
export function integratedLoudnessOf({ step, perChannel }: LoudnessSteps): number {
  const steps = Math.min(...perChannel.map((c) => c.length));
  const blocks: number[] = [];
  const blockSamples = step * 4;
  for (let i = 0; i + 4 <= steps; i++) {
    let sum = 0;
    for (const c of perChannel) sum += (c[i]! + c[i + 1]! + c[i + 2]! + c[i + 3]!) / blockSamples;
    blocks.push(sum);
  }
  const lufs = (power: number) => -0.691 + 10 * Math.log10(power);
  const absolute = blocks.filter((p) => p > 0 && lufs(p) > -70);
  if (absolute.length === 0) return -70;
  const relativeGate = lufs(absolute.reduce((a, b) => a + b, 0) / absolute.length) - 10;
  const gated = absolute.filter((p) => lufs(p) > relativeGate);
  return lufs(gated.reduce((a, b) => a + b, 0) / gated.length);
}

/** Squared K-weighted samples summed per step of `step` samples (100 ms for the loudness measures). */
export function energySteps(samples: Float32Array, sampleRate: number, step: number): Float64Array {
  const [s, h] = kWeighting(sampleRate);
  const steps = Math.floor(samples.length / step);
  const out = new Float64Array(steps);
  let sx1 = 0;
  let sx2 = 0;
  let sy1 = 0;
  let sy2 = 0;
  let hy1 = 0;
  let hy2 = 0;
  for (let n = 0; n < steps; n++) {
    let acc = 0;
    const end = (n + 1) * step;
    for (let i = n * step; i < end; i++) {
      const x = samples[i]!;
      const y = s.b0 * x + s.b1 * sx1 + s.b2 * sx2 - s.a1 * sy1 - s.a2 * sy2;
      sx2 = sx1;
      sx1 = x;
      // The high pass's input is the shelf's output (y, sy1, sy2 before the shift).
      const z = h.b0 * y + h.b1 * sy1 + h.b2 * sy2 - h.a1 * hy1 - h.a2 * hy2;
      sy2 = sy1;
      sy1 = y;
      hy2 = hy1;
      hy1 = z;
      acc += z * z;
    }
    out[n] = acc;
  }
  return out;
}
