import { parseKey } from '@common/keys';
import { seededRandom } from '@common/random';
/**
 * A small synthesiser: drums, bass and chords at a known tempo and key, rendered to 44.1 kHz stereo PCM.
 * The demo catalogue's audio is made with it at seed time, and the analysis tests and benchmark use it as
 * ground truth (the tempo and key are known exactly).
 */

export const SYNTH_SAMPLE_RATE = 44_100;

/** Groove of the drum pattern. */
export type SynthStyle = 'four-on-the-floor' | 'boom-bap' | 'trap' | 'afro' | 'lofi';

export interface SynthSpec {
  bpm: number;
  /** 'A Minor', 'C Major', 'F# Minor'... */
  key: string;
  seconds: number;
  style: SynthStyle;
  /** Varies the hi-hat accents and the chord voicing between tracks. */
  seed?: number;
}

export interface SynthAudio {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}

/** Frequency of a MIDI note. */
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Scale degrees (semitones above the tonic) of the chord roots, one chord per bar, and their quality. */
function progression(minor: boolean): { root: number; minor: boolean }[] {
  // Tonic-heavy cadences so the key is unambiguous: i-VI-iv-V / I-IV-V-I.
  return minor
    ? [
        { root: 0, minor: true },
        { root: 8, minor: false },
        { root: 5, minor: true },
        { root: 0, minor: true },
      ]
    : [
        { root: 0, minor: false },
        { root: 5, minor: false },
        { root: 7, minor: false },
        { root: 0, minor: false },
      ];
}

interface Drums {
  kick: number[];
  snare: number[];
  hat: number[];
}

/** Drum hits per bar as positions in sixteenths (0..15). */
function pattern(style: SynthStyle): Drums {
  const all16 = Array.from({ length: 16 }, (_, i) => i);
  switch (style) {
    case 'four-on-the-floor':
      return { kick: [0, 4, 8, 12], snare: [4, 12], hat: [2, 6, 10, 14] };
    case 'boom-bap':
      return { kick: [0, 7, 8, 10], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] };
    case 'trap':
      return { kick: [0, 3, 6, 8, 11], snare: [4, 12], hat: all16 };
    case 'afro':
      return { kick: [0, 4, 8, 12], snare: [3, 7, 11, 14], hat: [2, 6, 10, 14] };
    case 'lofi':
      return { kick: [0, 8, 10], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] };
  }
}

/** Renders the spec; the result is deterministic for a given spec. */
export function synthesize(spec: SynthSpec): SynthAudio {
  const sr = SYNTH_SAMPLE_RATE;
  const length = Math.round(spec.seconds * sr);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const rand = seededRandom(spec.seed ?? 1);
  const key = parseKey(spec.key);
  if (!key) throw new Error(`Unknown key: ${spec.key}`);
  const { tonic, minor } = key;
  const beat = 60 / spec.bpm;
  const sixteenth = beat / 4;
  const bar = beat * 4;
  const bars = Math.ceil(spec.seconds / bar);
  const drums = pattern(spec.style);
  const chords = progression(minor);
  const swing = spec.style === 'lofi' ? sixteenth * 0.18 : 0;

  const add = (start: number, samples: Float32Array, gainL: number, gainR: number) => {
    const from = Math.round(start * sr);
    for (let i = 0; i < samples.length && from + i < length; i++) {
      if (from + i < 0) continue;
      left[from + i]! += samples[i]! * gainL;
      right[from + i]! += samples[i]! * gainR;
    }
  };

  const kick = renderKick(sr);
  const snare = renderSnare(sr, rand);
  const hat = renderHat(sr, rand);
  const bassNotes = new Map<number, Float32Array>();
  const pads = new Map<number, Float32Array>();

  for (let b = 0; b < bars; b++) {
    const barStart = b * bar;
    const chord = chords[b % chords.length]!;
    const rootMidi = 36 + ((tonic + chord.root) % 12); // bass octave
    for (const step of drums.kick) add(barStart + step * sixteenth, kick, 0.9, 0.9);
    for (const step of drums.snare) add(barStart + step * sixteenth, snare, 0.45, 0.5);
    for (const step of drums.hat) {
      const accent = step % 4 === 2 ? 1 : 0.55 + rand() * 0.2;
      const late = step % 2 === 1 ? swing : 0;
      add(barStart + step * sixteenth + late, hat, 0.16 * accent, 0.2 * accent);
    }
    // Bass: root on the beats that carry a kick, an octave jump on the last eighth.
    for (let q = 0; q < 4; q++) {
      const midi = rootMidi + (q === 3 ? 12 : 0);
      let note = bassNotes.get(midi);
      if (!note) bassNotes.set(midi, (note = renderBass(sr, hz(midi), beat * 0.9)));
      add(barStart + q * beat, note, 0.35, 0.35);
    }
    // Chords: a sustained triad (plus octave of the root) across the bar, panned slightly apart.
    const third = chord.minor ? 3 : 4;
    const pitchClass = (tonic + chord.root) % 12;
    const chordRoot = 48 + pitchClass + (pitchClass < 5 ? 12 : 0); // F3..E4
    const voicing = [0, third, 7, 12].map((interval) => hz(chordRoot + interval));
    const chordIndex = b % chords.length;
    let pad = pads.get(chordIndex);
    if (!pad) pads.set(chordIndex, (pad = renderPad(sr, voicing, bar)));
    add(barStart, pad, 0.16, 0.12);
    add(barStart + 0.006, pad, 0.1, 0.15);
  }

  normalise(left, right, 0.89);
  return { sampleRate: sr, left, right };
}

function renderKick(sr: number): Float32Array {
  const out = new Float32Array(Math.round(0.35 * sr));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    const freq = 45 + 110 * Math.exp(-t * 28);
    phase += (2 * Math.PI * freq) / sr;
    out[i] = Math.sin(phase) * Math.exp(-t * 9) + (t < 0.004 ? (1 - t / 0.004) * 0.4 : 0);
  }
  return out;
}

function renderSnare(sr: number, rand: () => number): Float32Array {
  const out = new Float32Array(Math.round(0.22 * sr));
  let low = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    const noise = rand() * 2 - 1;
    low += 0.3 * (noise - low);
    const bright = noise - low; // crude high-pass
    out[i] = bright * Math.exp(-t * 18) * 0.9 + Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 30) * 0.6;
  }
  return out;
}

function renderHat(sr: number, rand: () => number): Float32Array {
  const out = new Float32Array(Math.round(0.06 * sr));
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const noise = rand() * 2 - 1;
    out[i] = (noise - previous) * Math.exp((-i / sr) * 70);
    previous = noise;
  }
  return out;
}

function renderBass(sr: number, freq: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * sr));
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    const env = Math.min(1, t / 0.005) * Math.exp(-t * 2.5);
    const w = 2 * Math.PI * freq * t;
    out[i] = env * (Math.sin(w) + 0.35 * Math.sin(2 * w) + 0.12 * Math.sin(3 * w));
  }
  return out;
}

function renderPad(sr: number, freqs: number[], seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * sr));
  const attack = 0.04;
  const release = 0.15;
  for (let i = 0; i < out.length; i++) {
    const t = i / sr;
    const env = Math.min(1, t / attack) * Math.min(1, (seconds - t) / release);
    let v = 0;
    for (const f of freqs) {
      const w = 2 * Math.PI * f * t;
      v += Math.sin(w) + 0.4 * Math.sin(2 * w) + 0.18 * Math.sin(3 * w) + 0.08 * Math.sin(4 * w);
    }
    out[i] = (env * v) / freqs.length;
  }
  return out;
}

function normalise(left: Float32Array, right: Float32Array, target: number): void {
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
  if (peak === 0) return;
  const gain = target / peak;
  for (let i = 0; i < left.length; i++) {
    left[i]! *= gain;
    right[i]! *= gain;
  }
}

/** Float samples (-1..1) to 16-bit PCM. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}
