import { Mp3Encoder } from '@breezystack/lamejs';
import { type SynthAudio, toInt16 } from './synth';

/**
 * Encodes PCM to a constant-bitrate MP3 (LAME in JavaScript). Mono (the two channels averaged) encodes
 * in half the time, which matters at seed time.
 */
export function encodeMp3(audio: SynthAudio, kbps = 128, channels: 1 | 2 = 2): Buffer {
  const encoder = new Mp3Encoder(channels, audio.sampleRate, kbps);
  const left = toInt16(channels === 1 ? average(audio.left, audio.right) : audio.left);
  const right = channels === 2 ? toInt16(audio.right) : undefined;
  const chunks: Uint8Array[] = [];
  const block = 1152 * 20;
  for (let i = 0; i < left.length; i += block) {
    const out = right
      ? encoder.encodeBuffer(left.subarray(i, i + block), right.subarray(i, i + block))
      : encoder.encodeBuffer(left.subarray(i, i + block));
    if (out.length > 0) chunks.push(new Uint8Array(out));
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(new Uint8Array(tail));
  return Buffer.concat(chunks);
}

function average(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i]! + b[i]!) / 2;
  return out;
}
