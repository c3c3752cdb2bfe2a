import { PREVIEW_MAX_SECONDS, PREVIEW_MAX_SHARE, previewSeconds } from '@common/previews';
import { encodeMp3 } from './encodeMp3';
import { resample } from './features';
import type { SynthAudio } from './synth';

export { PREVIEW_MAX_SECONDS, PREVIEW_MAX_SHARE, previewSeconds };
/** The fade-out at the end of a preview (shorter for very short previews: at most a quarter of it). */
export const PREVIEW_FADE_SECONDS = 3;
/**
 * Previews are MP3 at 128 kbit/s: 45 s weigh about 720 kB, against 4 MB for 16-bit stereo WAV at 22.05 kHz,
 * and they keep the full bandwidth of the source (every browser plays MP3).
 */
export const PREVIEW_KBPS = 128;
/** Sample rates MPEG audio can carry; any other source rate is resampled to 44.1 kHz. */
const MPEG_SAMPLE_RATES = new Set([8_000, 11_025, 12_000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000]);

/** The length of the fade-out of a preview of `seconds`. */
export function fadeSeconds(seconds: number): number {
  return Math.min(PREVIEW_FADE_SECONDS, seconds / 4);
}

/**
 * The preview of decoded audio: its opening `previewSeconds`, ending in an equal-power (cosine) fade-out that
 * reaches silence on the last sample. One channel is doubled; more than two keep the first two.
 */
export function cutPreview(channels: Float32Array[], sampleRate: number): SynthAudio {
  const first = channels[0];
  if (!first || first.length === 0 || !(sampleRate > 0)) throw new Error('The file holds no audio');
  const second = channels[1] ?? first;
  const rate = MPEG_SAMPLE_RATES.has(sampleRate) ? sampleRate : 44_100;
  const length = Math.round(previewSeconds(first.length / sampleRate) * sampleRate);
  const take = (source: Float32Array) => resample(source.slice(0, length), sampleRate, rate);
  const left = take(first);
  const right = second === first ? left.slice() : take(second);
  const fade = Math.min(left.length, Math.round(fadeSeconds(left.length / rate) * rate));
  for (let i = 0; i < fade; i++) {
    // 1 at the start of the fade, 0 on the last sample.
    const gain = Math.cos(((i + 1) / fade) * (Math.PI / 2));
    const at = left.length - fade + i;
    left[at] = left[at]! * gain;
    right[at] = right[at]! * gain;
  }
  return { sampleRate: rate, left, right };
}

/** What making a preview produced. */
export interface PreviewResult {
  /** Seconds of audio in the preview. */
  seconds: number;
  sampleRate: number;
  channels: 1 | 2;
  bytes: number;
}

/** The preview of decoded audio as MP3 bytes (stereo, or mono when the source is mono). */
export function encodePreview(
  channels: Float32Array[],
  sampleRate: number,
): { mp3: Buffer; result: PreviewResult } {
  const audio = cutPreview(channels, sampleRate);
  const outChannels = channels.length > 1 ? 2 : 1;
  const mp3 = encodeMp3(audio, PREVIEW_KBPS, outChannels);
  return {
    mp3,
    result: {
      seconds: audio.left.length / audio.sampleRate,
      sampleRate: audio.sampleRate,
      channels: outChannels,
      bytes: mp3.length,
    },
  };
}
