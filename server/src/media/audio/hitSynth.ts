/**
 * Test audio of known shape for the Hit Predictor: a synthesised track (synth.ts) with a quiet intro of known
 * length and a known integrated loudness.
 */
import { integratedLoudness } from './loudness';
import { type SynthAudio, type SynthSpec, synthesize } from './synth';

export interface HitSynthSpec extends SynthSpec {
  /** Seconds at the start played 24 dB down (0: full level from the first beat). */
  introSeconds?: number;
  /** Integrated loudness to scale to, LUFS (default: the synthesiser's own level). */
  loudness?: number;
}

/** Renders the spec; deterministic. Gain is applied after the intro is shaped, so the level is exact. */
export function synthesizeHitTrack(spec: HitSynthSpec): SynthAudio {
  const audio = synthesize(spec);
  const introSamples = Math.round((spec.introSeconds ?? 0) * audio.sampleRate);
  const quiet = 10 ** (-24 / 20);
  for (let i = 0; i < introSamples && i < audio.left.length; i++) {
    audio.left[i]! *= quiet;
    audio.right[i]! *= quiet;
  }
  if (spec.loudness !== undefined) {
    const now = integratedLoudness([audio.left, audio.right], audio.sampleRate);
    const gain = 10 ** ((spec.loudness - now) / 20);
    for (let i = 0; i < audio.left.length; i++) {
      audio.left[i]! *= gain;
      audio.right[i]! *= gain;
    }
  }
  return audio;
}
