// Synthesizes the welcome splash's looping track "Welcome to the Nation" and writes it as a WAV file:
// four bars at 120 BPM (8 s), A minor - F - C - G, with a soft pad, a plucked arpeggio, bass and a beat.
// Mono, 22.05 kHz, 16-bit (about 350 kB). The loop is seamless: every tail wraps to the start.
// Usage: node scripts/make-welcome-audio.mjs [output path]
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const SAMPLE_RATE = 22_050;
const BPM = 120;
const BEAT = 60 / BPM;
const BARS = 4;
const LENGTH = Math.round(BARS * 4 * BEAT * SAMPLE_RATE);
const out = process.argv[2] ?? path.join(root, 'client/public/audio/welcome-to-the-nation.wav');

const mix = new Float64Array(LENGTH);

/** Deterministic noise, so the file is the same on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_240_601);

const midiToHz = (note) => 440 * 2 ** ((note - 69) / 12);

/** Adds a rendered voice at a time in seconds; samples past the end wrap to the start. */
function addVoice(startSeconds, durationSeconds, render) {
  const start = Math.round(startSeconds * SAMPLE_RATE);
  const count = Math.round(durationSeconds * SAMPLE_RATE);
  for (let i = 0; i < count; i += 1) {
    mix[(start + i) % LENGTH] += render(i / SAMPLE_RATE);
  }
}

/** RBJ biquad filter over a whole buffer. */
function biquad(buffer, type, frequency, q) {
  const w = (2 * Math.PI * frequency) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  let b0, b1, b2;
  if (type === 'lowpass') [b0, b1, b2] = [(1 - cos) / 2, 1 - cos, (1 - cos) / 2];
  else if (type === 'highpass') [b0, b1, b2] = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
  else [b0, b1, b2] = [alpha, 0, -alpha];
  const a0 = 1 + alpha;
  const a1 = -2 * cos;
  const a2 = 1 - alpha;
  const result = new Float64Array(buffer.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < buffer.length; i += 1) {
    const x = buffer[i];
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    result[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return result;
}

function noiseBurst(seconds) {
  const buffer = new Float64Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < buffer.length; i += 1) buffer[i] = random() * 2 - 1;
  return buffer;
}

// Chords of the progression (MIDI notes), one per bar: Am, F, C, G.
const CHORDS = [
  { root: 45, tones: [57, 60, 64, 69] },
  { root: 41, tones: [57, 60, 65, 69] },
  { root: 48, tones: [55, 60, 64, 67] },
  { root: 43, tones: [55, 59, 62, 67] },
];

// Pad: two slightly detuned voices per tone, slow swell, soft harmonics.
const pad = new Float64Array(LENGTH);
CHORDS.forEach((chord, bar) => {
  const start = Math.round(bar * 4 * BEAT * SAMPLE_RATE);
  const count = Math.round((4 * BEAT + 0.6) * SAMPLE_RATE);
  for (const note of chord.tones) {
    const hz = midiToHz(note);
    for (let i = 0; i < count; i += 1) {
      const t = i / SAMPLE_RATE;
      const attack = Math.min(1, t / 0.35);
      const release = t > 4 * BEAT ? Math.max(0, 1 - (t - 4 * BEAT) / 0.6) : 1;
      const env = attack * release * 0.045;
      let v = 0;
      for (const detune of [0.997, 1.003]) {
        const phase = 2 * Math.PI * hz * detune * t;
        v += Math.sin(phase) + 0.35 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase);
      }
      pad[(start + i) % LENGTH] += v * env;
    }
  }
});
// Filtered over two copies and read from the second, so the filter is settled at the loop point.
const padTwice = new Float64Array(LENGTH * 2);
padTwice.set(pad);
padTwice.set(pad, LENGTH);
const padFiltered = biquad(padTwice, 'lowpass', 1800, 0.7);
for (let i = 0; i < LENGTH; i += 1) mix[i] += padFiltered[LENGTH + i];

// Arpeggio: eighth notes over the chord, plucked (fast decay), an octave up.
const ARP_PATTERN = [0, 1, 2, 3, 2, 1, 3, 2];
CHORDS.forEach((chord, bar) => {
  ARP_PATTERN.forEach((index, step) => {
    const hz = midiToHz(chord.tones[index] + 12);
    const accent = step % 2 === 0 ? 1 : 0.7;
    addVoice((bar * 8 + step) * (BEAT / 2), 0.6, (t) => {
      const env = Math.exp(-t * 7) * Math.min(1, t / 0.004) * 0.07 * accent;
      const phase = 2 * Math.PI * hz * t;
      return env * (Math.sin(phase) + 0.25 * Math.sin(2 * phase) * Math.exp(-t * 14));
    });
  });
});

// Bass: root notes with a little syncopation, warm and slightly saturated.
const BASS_HITS = [
  [0, 1.4],
  [1.5, 0.5],
  [2, 1.4],
  [3.5, 0.5],
];
CHORDS.forEach((chord, bar) => {
  const hz = midiToHz(chord.root);
  for (const [beat, length] of BASS_HITS) {
    addVoice((bar * 4 + beat) * BEAT, length * BEAT, (t) => {
      const env = Math.min(1, t / 0.01) * Math.exp(-t * 2.2) * Math.min(1, (length * BEAT - t) / 0.05);
      const v = Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t);
      return Math.tanh(v * 1.4) * env * 0.22;
    });
  }
});

// Kick: beats 1 and 3, plus a pickup on the last eighth of bar 4.
const kickTimes = [];
for (let bar = 0; bar < BARS; bar += 1) kickTimes.push(bar * 4, bar * 4 + 2);
kickTimes.push(BARS * 4 - 0.5);
for (const beat of kickTimes) {
  addVoice(beat * BEAT, 0.4, (t) => {
    // Pitch falls from 138 Hz to 48 Hz: the phase is the integral of that sweep.
    const phase = 2 * Math.PI * (48 * t + (90 / 28) * (1 - Math.exp(-t * 28)));
    return Math.sin(phase) * Math.exp(-t * 9) * 0.5;
  });
}

// Snare / clap: beats 2 and 4, band-passed noise with a short tonal body.
const snareNoise = biquad(noiseBurst(0.25), 'bandpass', 1900, 0.9);
for (let bar = 0; bar < BARS; bar += 1) {
  for (const beat of [1, 3]) {
    addVoice((bar * 4 + beat) * BEAT, 0.25, (t) => {
      const i = Math.round(t * SAMPLE_RATE);
      const noise = (snareNoise[i] ?? 0) * Math.exp(-t * 18) * 0.55;
      const body = Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t * 30) * 0.12;
      return noise + body;
    });
  }
}

// Hi-hats: eighth notes, quieter off-beats, high-passed noise.
const hatNoise = biquad(noiseBurst(0.08), 'highpass', 6500, 0.7);
for (let step = 0; step < BARS * 8; step += 1) {
  const level = step % 2 === 0 ? 0.12 : 0.07;
  addVoice(step * (BEAT / 2), 0.08, (t) => {
    const i = Math.round(t * SAMPLE_RATE);
    return (hatNoise[i] ?? 0) * Math.exp(-t * 60) * level;
  });
}

// Master: gentle saturation and normalization to -1 dBFS.
let peak = 0;
for (let i = 0; i < LENGTH; i += 1) {
  mix[i] = Math.tanh(mix[i] * 1.2);
  peak = Math.max(peak, Math.abs(mix[i]));
}
const gain = 0.89 / peak;

const data = Buffer.alloc(LENGTH * 2);
for (let i = 0; i < LENGTH; i += 1) {
  const s = Math.max(-1, Math.min(1, mix[i] * gain));
  data.writeInt16LE(Math.round(s * 32767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);

fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.concat([header, data]));
console.log(
  `Wrote ${path.relative(root, out)} (${((44 + data.length) / 1024).toFixed(0)} kB, ${LENGTH / SAMPLE_RATE} s)`,
);
