/**
 * A sung-like test signal of exactly known pitch: a harmonic tone (the partials of a voice, falling by harmonic
 * number) following a pitch path note by note, with optional vibrato, detuning, glides and rests. The vocal
 * analysis tests and benchmark use it as ground truth.
 */
import { SYNTH_SAMPLE_RATE, type SynthAudio } from './synth';

/** One part of the take: a held note, a glide between two pitches, or a rest. */
export type VoicePart =
  | { midi: number; seconds: number; cents?: number; vibrato?: { rateHz: number; extentCents: number } }
  | { glide: [number, number]; seconds: number }
  | { rest: number };

/** The exact MIDI pitch of the part at `t` seconds into it (null in a rest). */
export function partPitch(part: VoicePart, t: number): number | null {
  if ('rest' in part) return null;
  if ('glide' in part) return part.glide[0] + ((part.glide[1] - part.glide[0]) * t) / part.seconds;
  const vibrato = part.vibrato
    ? (part.vibrato.extentCents / 100) * Math.sin(2 * Math.PI * part.vibrato.rateHz * t)
    : 0;
  return part.midi + (part.cents ?? 0) / 100 + vibrato;
}

const partSeconds = (part: VoicePart) => ('rest' in part ? part.rest : part.seconds);

/** The exact MIDI pitch at `t` seconds into the take (null in a rest or after the end). */
export function pitchAt(parts: VoicePart[], t: number): number | null {
  let start = 0;
  for (const part of parts) {
    const length = partSeconds(part);
    if (t < start + length) return partPitch(part, t - start);
    start += length;
  }
  return null;
}

/** Renders the parts (mono, duplicated on both channels) at 44.1 kHz. */
export function synthesizeVoice(parts: VoicePart[], sampleRate = SYNTH_SAMPLE_RATE): SynthAudio {
  const total = parts.reduce((s, part) => s + partSeconds(part), 0);
  const out = new Float32Array(Math.round(total * sampleRate));
  const harmonics = [1, 0.55, 0.35, 0.2, 0.12, 0.06];
  let phase = 0;
  let start = 0;
  for (const part of parts) {
    const length = partSeconds(part);
    const from = Math.round(start * sampleRate);
    const to = Math.min(out.length, Math.round((start + length) * sampleRate));
    for (let i = from; i < to; i++) {
      const t = i / sampleRate - start;
      const midi = partPitch(part, t);
      if (midi === null) continue;
      phase += (2 * Math.PI * 440 * 2 ** ((midi - 69) / 12)) / sampleRate;
      // 20 ms fades at both ends of a sung part, so notes start and stop like a voice, without clicks.
      const envelope = Math.min(1, t / 0.02, (length - t) / 0.02);
      let v = 0;
      for (let h = 0; h < harmonics.length; h++) v += harmonics[h]! * Math.sin((h + 1) * phase);
      out[i] = 0.3 * envelope * v;
    }
    start += length;
  }
  return { sampleRate, left: out, right: out };
}
