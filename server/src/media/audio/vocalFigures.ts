/**
 * The figures of a vocal take from its frame-by-frame pitch track (pure: the media worker calls it after essentia's
 * pitch detector; the tests call it too). Every threshold is named here and explained in decision 0039.
 */
import { NOTE_NAMES, noteName } from '@common/music';
import { KEY_SCALES, VOCAL, type VocalAnalysis, type VocalKey } from '@common/vocal';

/** The pitch detector's reading of each frame. */
export interface PitchFrames {
  /** Hz, 0 where nothing was found. */
  hz: Float32Array;
  /** 0..1 */
  confidence: Float32Array;
  /** Root-mean-square level of the frame. */
  rms: Float32Array;
  /** Seconds between frames. */
  hopSeconds: number;
  /** Length of one analysis window, seconds (its averaging softens fast pitch movement). */
  windowSeconds: number;
  durationSeconds: number;
}

export const VOICING = {
  minConfidence: 0.8,
  minHz: 65,
  maxHz: 1100,
  /** Frames quieter than the loudest frame by more than this are silence. */
  floorDb: 40,
  /** Voiced runs shorter than this are noise (a click, a consonant). */
  minRunSeconds: 0.07,
};
/** A one-frame jump this large (semitones) between agreeing neighbours is an octave error of the detector. */
const OCTAVE_SLIP_SEMITONES = 9;
/** Median filter used to find notes: long enough to flatten vibrato, short enough to keep note changes sharp. */
const NOTE_FILTER_SECONDS = 0.21;
/** A run of the same semitone lasting this long is a held note. */
const MIN_NOTE_SECONDS = 0.15;
/** Notes held this long count for the range. */
const SUSTAINED_SECONDS = 0.3;
/** Notes held this long are examined for vibrato. */
const VIBRATO_NOTE_SECONDS = 0.6;
const VIBRATO_MIN_HZ = 3.5;
const VIBRATO_MAX_HZ = 8.5;
/** Autocorrelation of the detrended note at the vibrato period needed to call it vibrato. */
const VIBRATO_MIN_CORRELATION = 0.4;
const VIBRATO_MIN_EXTENT_CENTS = 8;
/** Pauses shorter than this stay inside a phrase (consonants, short stops). */
const PHRASE_GAP_SECONDS = 0.3;
const MIN_PHRASE_SECONDS = 0.5;
/** The key needs this much held-note time over this many pitch classes, and this correlation. */
const KEY_MIN_HELD_SECONDS = 2;
const KEY_MIN_PITCH_CLASSES = 3;
const KEY_MIN_CONFIDENCE = 0.5;
/** Most points the stored contour keeps. */
const CONTOUR_POINTS = 2000;

/** Krumhansl-Kessler key profiles (probe-tone ratings), tonic first. */
const PROFILES = {
  major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
  minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
};

/** One held note: frames [start, end), its centre (median MIDI) and duration. */
export interface HeldNote {
  start: number;
  end: number;
  midi: number;
  seconds: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const toMidi = (hz: number) => 69 + 12 * Math.log2(hz / 440);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** MIDI pitch per frame (NaN where no voice is heard), after voicing and short-run removal. */
export function voicedContour(frames: PitchFrames): Float64Array {
  const n = frames.hz.length;
  const midi = new Float64Array(n).fill(Number.NaN);
  let loudest = 0;
  for (let i = 0; i < n; i++) loudest = Math.max(loudest, frames.rms[i]!);
  const floor = loudest * 10 ** (-VOICING.floorDb / 20);
  for (let i = 0; i < n; i++) {
    const hz = frames.hz[i]!;
    if (
      frames.confidence[i]! >= VOICING.minConfidence &&
      hz >= VOICING.minHz &&
      hz <= VOICING.maxHz &&
      frames.rms[i]! > floor &&
      frames.rms[i]! > 1e-4
    ) {
      midi[i] = toMidi(hz);
    }
  }
  const minRun = Math.max(2, Math.round(VOICING.minRunSeconds / frames.hopSeconds));
  forEachRun(midi, (start, end) => {
    if (end - start < minRun) midi.fill(Number.NaN, start, end);
  });
  // A lone frame an octave (or more) away from two neighbours that agree is the detector's octave slip, not the
  // voice: it takes its neighbours' pitch. Vibrato and glides never move that far in one frame.
  for (let i = 1; i + 1 < n; i++) {
    const before = midi[i - 1]!;
    const after = midi[i + 1]!;
    if (Number.isNaN(before) || Number.isNaN(after) || Math.abs(before - after) > 1) continue;
    if (Math.abs(midi[i]! - (before + after) / 2) > OCTAVE_SLIP_SEMITONES) midi[i] = (before + after) / 2;
  }
  return midi;
}

/** Calls back with [start, end) of every run of voiced (non-NaN) frames. */
function forEachRun(values: Float64Array, visit: (start: number, end: number) => void): void {
  let start = -1;
  for (let i = 0; i <= values.length; i++) {
    const voiced = i < values.length && !Number.isNaN(values[i]!);
    if (voiced && start < 0) start = i;
    else if (!voiced && start >= 0) {
      visit(start, i);
      start = -1;
    }
  }
}

/** Median-filtered contour (within voiced runs only), rounded to semitones, split into held notes. */
export function heldNotes(midi: Float64Array, hopSeconds: number): HeldNote[] {
  const half = Math.max(1, Math.round(NOTE_FILTER_SECONDS / hopSeconds / 2));
  const semitone = new Float64Array(midi.length).fill(Number.NaN);
  forEachRun(midi, (start, end) => {
    for (let i = start; i < end; i++) {
      const window: number[] = [];
      for (let j = Math.max(start, i - half); j < Math.min(end, i + half + 1); j++) window.push(midi[j]!);
      semitone[i] = Math.round(median(window));
    }
  });
  const notes: HeldNote[] = [];
  const minFrames = Math.ceil(MIN_NOTE_SECONDS / hopSeconds);
  let start = 0;
  for (let i = 1; i <= semitone.length; i++) {
    if (i < semitone.length && semitone[i] === semitone[start]) continue;
    if (!Number.isNaN(semitone[start]!) && i - start >= minFrames) {
      const values = Array.from(midi.subarray(start, i));
      notes.push({ start, end: i, midi: median(values), seconds: (i - start) * hopSeconds });
    }
    start = i;
  }
  return notes;
}

function correlation(a: number[], b: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

/**
 * The key from the held notes (Krumhansl-Schmuckler): the duration of each pitch class, correlated with the
 * major and minor profiles rotated to all 12 tonics; the best correlation wins. Null without enough evidence.
 */
export function detectKey(notes: HeldNote[]): VocalKey | null {
  const histogram = new Array<number>(12).fill(0);
  for (const note of notes) histogram[((Math.round(note.midi) % 12) + 12) % 12]! += note.seconds;
  const held = histogram.reduce((s, v) => s + v, 0);
  const classes = histogram.filter((v) => v > 0).length;
  if (held < KEY_MIN_HELD_SECONDS || classes < KEY_MIN_PITCH_CLASSES) return null;
  let best: VocalKey | null = null;
  for (const mode of ['major', 'minor'] as const) {
    for (let tonic = 0; tonic < 12; tonic++) {
      const rotated = histogram.map((_, pc) => histogram[(pc + tonic) % 12]!);
      const r = correlation(rotated, PROFILES[mode]);
      if (!best || r > best.confidence) {
        best = {
          tonic,
          mode,
          name: `${NOTE_NAMES[tonic]} ${mode === 'major' ? 'Major' : 'Minor'}`,
          confidence: r,
        };
      }
    }
  }
  if (!best || best.confidence < KEY_MIN_CONFIDENCE) return null;
  return { ...best, confidence: round(best.confidence, 3) };
}

/** Signed cents from `midi` to the nearest note of the key (every semitone when there is no key). */
export function centsFromKey(midi: number, key: Pick<VocalKey, 'tonic' | 'mode'> | null): number {
  const degrees: readonly number[] = key ? KEY_SCALES[key.mode] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  let best = Number.POSITIVE_INFINITY;
  const base = Math.floor(midi);
  for (let candidate = base - 2; candidate <= base + 3; candidate++) {
    const degree = (((candidate - (key?.tonic ?? 0)) % 12) + 12) % 12;
    if (!degrees.includes(degree)) continue;
    const cents = (midi - candidate) * 100;
    if (Math.abs(cents) < Math.abs(best)) best = cents;
  }
  return best;
}

/** Vibrato of one long held note: rate from the autocorrelation of the detrended pitch, extent from its RMS. */
export function noteVibrato(
  midi: Float64Array,
  note: HeldNote,
  hopSeconds: number,
  windowSeconds: number,
): { rateHz: number; extentCents: number } | null {
  const trim = Math.round(0.05 / hopSeconds);
  const values = Array.from(midi.subarray(note.start + trim, note.end - trim));
  const n = values.length;
  if (n < 8) return null;
  // Detrend with a least-squares line (a held note may drift slowly), in cents.
  const xMean = (n - 1) / 2;
  const yMean = values.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - xMean) * (values[i]! - yMean);
    sxx += (i - xMean) ** 2;
  }
  const slope = sxy / sxx;
  const residual = values.map((v, i) => (v - (yMean + slope * (i - xMean))) * 100);
  const energy = residual.reduce((s, v) => s + v * v, 0);
  if (energy === 0) return null;
  const ac = (lag: number) => {
    let sum = 0;
    for (let i = 0; i + lag < n; i++) sum += residual[i]! * residual[i + lag]!;
    return sum / energy;
  };
  const minLag = Math.max(2, Math.floor(1 / VIBRATO_MAX_HZ / hopSeconds));
  const maxLag = Math.min(n - 2, Math.ceil(1 / VIBRATO_MIN_HZ / hopSeconds));
  let bestLag = -1;
  let bestValue = -1;
  for (let lag = minLag; lag <= maxLag; lag++) {
    const value = ac(lag);
    if (value > bestValue && value >= ac(lag - 1) && value >= ac(lag + 1)) {
      bestValue = value;
      bestLag = lag;
    }
  }
  if (bestLag < 0) return null;
  // The autocorrelation of a finite run shrinks with the lag: compare against a full-overlap estimate.
  const normalised = (bestValue * n) / (n - bestLag);
  if (normalised < VIBRATO_MIN_CORRELATION) return null;
  const before = ac(bestLag - 1);
  const after = ac(bestLag + 1);
  const bend = before - 2 * bestValue + after;
  const lag = bend < 0 ? bestLag + (0.5 * (before - after)) / bend : bestLag;
  const rateHz = 1 / (lag * hopSeconds);
  // The Hann-windowed analysis averages the pitch over its window: undo that softening of a sinusoid (the
  // window's transform at the vibrato rate, sinc(fT) / (1 - (fT)^2)).
  const fT = rateHz * windowSeconds;
  const softening = Math.sin(Math.PI * fT) / (Math.PI * fT) / (1 - fT * fT);
  const extentCents = (Math.sqrt(energy / n) * Math.SQRT2) / softening;
  if (extentCents < VIBRATO_MIN_EXTENT_CENTS) return null;
  return { rateHz, extentCents };
}

/** Phrases: voiced time with pauses shorter than PHRASE_GAP_SECONDS bridged; the pauses between them are breaths. */
export function phrasesOf(midi: Float64Array, hopSeconds: number): [number, number][] {
  const runs: [number, number][] = [];
  forEachRun(midi, (start, end) => runs.push([start, end]));
  const merged: [number, number][] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (last && (run[0] - last[1]) * hopSeconds < PHRASE_GAP_SECONDS) last[1] = run[1];
    else merged.push([...run]);
  }
  return merged
    .filter(([start, end]) => (end - start) * hopSeconds >= MIN_PHRASE_SECONDS)
    .map(([start, end]) => [round(start * hopSeconds, 2), round(end * hopSeconds, 2)]);
}

/** Every figure of the take from its pitch frames. */
export function vocalFigures(frames: PitchFrames): VocalAnalysis {
  const hop = frames.hopSeconds;
  const midi = voicedContour(frames);
  let voicedFrames = 0;
  for (const v of midi) if (!Number.isNaN(v)) voicedFrames++;
  const notes = heldNotes(midi, hop);
  const key = detectKey(notes);

  const heldSeconds = notes.reduce((s, note) => s + note.seconds, 0);
  let accuracy: VocalAnalysis['accuracy'] = null;
  if (heldSeconds > 0) {
    let absolute = 0;
    let signed = 0;
    let within = 0;
    for (const note of notes) {
      const cents = centsFromKey(note.midi, key);
      absolute += Math.abs(cents) * note.seconds;
      signed += cents * note.seconds;
      if (Math.abs(cents) <= VOCAL.inTuneCents) within += note.seconds;
    }
    accuracy = {
      reference: key ? 'key' : 'chromatic',
      meanCents: round(absolute / heldSeconds, 1),
      meanSignedCents: round(signed / heldSeconds, 1),
      withinShare: round(within / heldSeconds, 3),
      heldSeconds: round(heldSeconds, 2),
    };
  }

  const sustained = notes.filter((note) => note.seconds >= SUSTAINED_SECONDS);
  const pitches = sustained.map((note) => Math.round(note.midi));
  const range =
    pitches.length > 0
      ? {
          lowest: { midi: Math.min(...pitches), name: noteName(Math.min(...pitches)) },
          highest: { midi: Math.max(...pitches), name: noteName(Math.max(...pitches)) },
        }
      : null;

  const long = notes.filter((note) => note.seconds >= VIBRATO_NOTE_SECONDS);
  let vibrato: VocalAnalysis['vibrato'] = null;
  let weight = 0;
  let rate = 0;
  let extent = 0;
  for (const note of long) {
    const found = noteVibrato(midi, note, hop, frames.windowSeconds);
    if (!found) continue;
    weight += note.seconds;
    rate += found.rateHz * note.seconds;
    extent += found.extentCents * note.seconds;
  }
  if (weight > 0) {
    const longSeconds = long.reduce((s, note) => s + note.seconds, 0);
    vibrato = {
      rateHz: round(rate / weight, 2),
      extentCents: round(extent / weight, 1),
      share: round(weight / longSeconds, 3),
    };
  }

  const spans = phrasesOf(midi, hop);
  const lengths = spans.map(([start, end]) => end - start);
  const breaths = spans.slice(1).map(([start], i) => start - spans[i]![1]);
  const phrases = {
    count: spans.length,
    meanSeconds: lengths.length ? round(lengths.reduce((s, v) => s + v, 0) / lengths.length, 2) : 0,
    longestSeconds: lengths.length ? round(Math.max(...lengths), 2) : 0,
    breathCount: breaths.length,
    meanBreathSeconds: breaths.length ? round(breaths.reduce((s, v) => s + v, 0) / breaths.length, 2) : null,
    spans,
  };

  const step = Math.max(1, Math.ceil(midi.length / CONTOUR_POINTS));
  const contour: (number | null)[] = [];
  for (let i = 0; i < midi.length; i += step) {
    const v = midi[i]!;
    contour.push(Number.isNaN(v) ? null : round(v, 2));
  }

  return {
    durationSeconds: round(frames.durationSeconds, 2),
    voicedSeconds: round(voicedFrames * hop, 2),
    key,
    accuracy,
    range,
    vibrato,
    phrases,
    contour: { stepSeconds: round(step * hop, 5), midi: contour },
  };
}
