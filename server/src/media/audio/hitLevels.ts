/**
 * Level measures of the Hit Predictor: short-term loudness over time (EBU R128 3-second windows every 100 ms),
 * time to full level, loudness range (EBU Tech 3342) and true peak (4x oversampled, ITU-R BS.1770-4 annex 2).
 */
import { energySteps, type LoudnessSteps } from './loudness';

const STEP_SECONDS = 0.1;
/** Short-term window: 3 s, i.e. 30 steps of 100 ms. */
const SHORT_TERM_STEPS = 30;
/** The first reading needs at least 400 ms of audio (one momentary block). */
const FIRST_STEPS = 4;
/** "Full level": the short-term loudness within 3 LU of the integrated loudness. */
export const FULL_LEVEL_MARGIN_LU = 3;

const lufs = (power: number) => (power > 0 ? -0.691 + 10 * Math.log10(power) : -Infinity);

/** Mean K-weighted power per 100 ms step, summed over the channels (left/right weight 1). */
export function stepPowers(channels: Float32Array[], sampleRate: number): Float64Array {
  const step = Math.round(sampleRate * STEP_SECONDS);
  return stepPowersOf({
    step,
    perChannel: channels.map((samples) => energySteps(samples, sampleRate, step)),
  });
}

/** stepPowers from energy steps already computed (the integrated loudness's, loudness.ts). */
export function stepPowersOf({ step, perChannel }: LoudnessSteps): Float64Array {
  const steps = Math.min(...perChannel.map((c) => c.length));
  const out = new Float64Array(steps);
  for (let i = 0; i < steps; i++) {
    let sum = 0;
    for (const c of perChannel) sum += c[i]! / step;
    out[i] = sum;
  }
  return out;
}

/** Short-term loudness (LUFS) of the window ending at each step; the first windows are shorter (from 400 ms). */
function shortTermSeries(powers: Float64Array): { end: number; start: number; lufs: number }[] {
  const out: { end: number; start: number; lufs: number }[] = [];
  let running = 0;
  for (let n = 0; n < powers.length; n++) {
    running += powers[n]!;
    if (n >= SHORT_TERM_STEPS) running -= powers[n - SHORT_TERM_STEPS]!;
    if (n + 1 < FIRST_STEPS) continue;
    const start = Math.max(0, n + 1 - SHORT_TERM_STEPS);
    out.push({ start, end: n + 1, lufs: lufs(running / (n + 1 - start)) });
  }
  return out;
}

/**
 * Seconds until the track first reaches full level: the centre of the first short-term window whose loudness is
 * at least the integrated loudness minus 3 LU (the centre, so a window that straddles the change is not late by
 * half its length). 0.1 s resolution; the track's length when it never gets there.
 */
export function timeToFullLevel(powers: Float64Array, integratedLufs: number): number {
  const target = integratedLufs - FULL_LEVEL_MARGIN_LU;
  for (const w of shortTermSeries(powers)) {
    if (w.lufs >= target) return Math.round(((w.start + w.end) / 2) * STEP_SECONDS * 10) / 10;
  }
  return Math.round(powers.length * STEP_SECONDS * 10) / 10;
}

/**
 * Loudness range, LU (EBU Tech 3342): full 3-second short-term readings every 100 ms, gated at -70 LUFS and
 * 20 LU below their power mean, then the spread between their 10th and 95th percentiles.
 */
export function loudnessRange(powers: Float64Array): number {
  const full = shortTermSeries(powers).filter((w) => w.end - w.start === SHORT_TERM_STEPS && w.lufs > -70);
  if (full.length === 0) return 0;
  const meanPower = full.reduce((sum, w) => sum + 10 ** ((w.lufs + 0.691) / 10), 0) / full.length;
  const gate = lufs(meanPower) - 20;
  const values = full
    .map((w) => w.lufs)
    .filter((v) => v >= gate)
    .sort((a, b) => a - b);
  const at = (q: number) =>
    values[Math.min(values.length - 1, Math.max(0, Math.round(q * (values.length - 1))))]!;
  return Math.round((at(0.95) - at(0.1)) * 10) / 10;
}

/** Taps per phase of the 4x interpolator (a Hann-windowed sinc, 48 taps in all like the BS.1770 example). */
const HALF_TAPS = 6;
const PHASES = 4;
const INTERPOLATOR: Float64Array[] = Array.from({ length: PHASES - 1 }, (_, p) => {
  const frac = (p + 1) / PHASES;
  const taps = new Float64Array(HALF_TAPS * 2);
  for (let k = 0; k < taps.length; k++) {
    const x = k - (HALF_TAPS - 1) - frac; // distance from sample i - HALF_TAPS + 1 + k to the point i + frac
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const window = 0.5 * (1 + Math.cos((Math.PI * x) / (HALF_TAPS + 1)));
    taps[k] = sinc * window;
  }
  return taps;
});

/**
 * True peak in dBTP: the largest absolute value of the signal upsampled 4x. Only the stretches where a sample is
 * within 6 dB of the sample peak are interpolated: an inter-sample peak above the sample peak needs loud
 * neighbours, so the rest cannot raise the maximum.
 */
export function truePeakDb(channels: Float32Array[]): number {
  let samplePeak = 0;
  for (const channel of channels) {
    for (let i = 0; i < channel.length; i++) {
      const v = Math.abs(channel[i]!);
      if (v > samplePeak) samplePeak = v;
    }
  }
  if (samplePeak === 0) return -Infinity;
  const threshold = samplePeak / 2;
  let peak = samplePeak;
  for (const x of channels) {
    const last = x.length - HALF_TAPS;
    for (let i = HALF_TAPS - 1; i < last; i++) {
      if (Math.abs(x[i]!) < threshold && Math.abs(x[i + 1]!) < threshold) continue;
      const from = i - HALF_TAPS + 1;
      for (const taps of INTERPOLATOR) {
        let y = 0;
        for (let k = 0; k < taps.length; k++) y += taps[k]! * x[from + k]!;
        const a = Math.abs(y);
        if (a > peak) peak = a;
      }
    }
  }
  return Math.round(20 * Math.log10(peak) * 10) / 10;
}
