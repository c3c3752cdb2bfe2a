/**
 * An estimate of the predominant melody (harmonic summation over the magnitude spectrum, in the spirit of
 * Salamon and Gómez's Melodia salience function, much simplified) and two readings of it: fast melodic runs
 * (melisma) and the share of time on blue notes. Estimates: a mix is not a separated vocal.
 */
import { FRAME_SIZE, HOP_SIZE } from './hitSpectrum';

/** Candidate fundamentals from 110 Hz (A2) to 880 Hz (A5), every 20 cents. */
const LOW_MIDI = 45;
const HIGH_MIDI = 81;
const CENTS_STEP = 20;
const HARMONICS = 8;
const HARMONIC_DECAY = 0.8;
/** A frame is voiced when its best salience is this many times the median salience of its candidates. */
const VOICING_RATIO = 3;

export interface MelodyEstimate {
  /** Share of frames with a melody. */
  voicedShare: number;
  /** Fast runs (4 or more notes, each under 200 ms, steps of 1 to 4 semitones) per minute of the excerpt. */
  runsPerMinute: number;
  /** Share of voiced time on blue notes relative to the key (see blueRegion). */
  blueNoteIndex: number;
  /** Median melody pitch in Hz, or null when nothing was voiced. */
  medianPitchHz: number | null;
}

const candidates = Array.from(
  { length: ((HIGH_MIDI - LOW_MIDI) * 100) / CENTS_STEP + 1 },
  (_, i) => LOW_MIDI + (i * CENTS_STEP) / 100,
);

/** The melody pitch (MIDI, fractional) of each frame, or null when the frame is unvoiced. */
export function melodyContour(frames: Float32Array[], sampleRate: number): (number | null)[] {
  const binHz = sampleRate / FRAME_SIZE;
  const salience = new Float64Array(candidates.length);
  return frames.map((mag) => {
    for (let c = 0; c < candidates.length; c++) {
      const f0 = 440 * 2 ** ((candidates[c]! - 69) / 12);
      let s = 0;
      let weight = 1;
      for (let h = 1; h <= HARMONICS; h++) {
        const bin = (h * f0) / binHz;
        const k = Math.floor(bin);
        if (k + 1 >= mag.length) break;
        const frac = bin - k;
        s += weight * (mag[k]! * (1 - frac) + mag[k + 1]! * frac);
        weight *= HARMONIC_DECAY;
      }
      salience[c] = s;
    }
    let best = 0;
    for (let c = 1; c < salience.length; c++) if (salience[c]! > salience[best]!) best = c;
    const sorted = Float64Array.from(salience).sort();
    const median = sorted[Math.floor(sorted.length / 2)]!;
    if (salience[best]! <= 1e-6 || salience[best]! < VOICING_RATIO * median) return null;
    return candidates[best]!;
  });
}

/**
 * Whether a pitch (semitones above the tonic, 0..12) is a blue note: the neutral third between minor and major
 * (3.25-3.75), the flat fifth (5.75-6.25), and in a major key also the flat third and flat seventh (diatonic in
 * minor, so not counted there).
 */
export function blueRegion(semitones: number, minor: boolean): boolean {
  const near = (centre: number, width: number) => Math.abs(semitones - centre) <= width;
  if (near(3.5, 0.25) || near(6, 0.25)) return true;
  return !minor && (near(3, 0.25) || near(10, 0.25));
}

/** Reads runs and blue notes from a contour; `key` is the catalogue's 'A Minor' form, or null. */
export function readMelody(
  contour: (number | null)[],
  sampleRate: number,
  key: { tonic: number; minor: boolean } | null,
): MelodyEstimate {
  const frameSeconds = HOP_SIZE / sampleRate;
  const voiced = contour.filter((p): p is number => p !== null);
  // Notes: consecutive voiced frames within half a semitone of the note's first frame.
  const notes: { pitch: number; frames: number; gapBefore: boolean }[] = [];
  let gap = true;
  for (const p of contour) {
    if (p === null) {
      gap = true;
      continue;
    }
    const last = notes[notes.length - 1];
    if (last && !gap && Math.abs(p - last.pitch) < 0.5) last.frames++;
    else notes.push({ pitch: p, frames: 1, gapBefore: gap });
    gap = false;
  }
  const fast = (n: { frames: number }) => n.frames * frameSeconds < 0.2;
  let runs = 0;
  let length = 0;
  for (let i = 0; i < notes.length; i++) {
    const note = notes[i]!;
    const step = i > 0 ? Math.abs(note.pitch - notes[i - 1]!.pitch) : 0;
    const continues = length > 0 && !note.gapBefore && fast(note) && step >= 0.8 && step <= 4.2;
    if (continues) length++;
    else {
      if (length >= 4) runs++;
      length = fast(note) ? 1 : 0;
    }
  }
  if (length >= 4) runs++;
  const minutes = (contour.length * frameSeconds) / 60;
  let blue = 0;
  if (key) {
    for (const p of voiced) {
      const semitones = (((p - 60 - key.tonic) % 12) + 12) % 12;
      if (blueRegion(semitones, key.minor)) blue++;
    }
  }
  const sorted = [...voiced].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null;
  return {
    voicedShare: contour.length ? Math.round((voiced.length / contour.length) * 1000) / 1000 : 0,
    runsPerMinute: minutes > 0 ? Math.round((runs / minutes) * 10) / 10 : 0,
    blueNoteIndex: key && voiced.length ? Math.round((blue / voiced.length) * 1000) / 1000 : 0,
    medianPitchHz: median === null ? null : Math.round(440 * 2 ** ((median - 69) / 12)),
  };
}
