import { type SynthAudio, toInt16 } from './synth';

/** 16-bit PCM WAV bytes, stereo or mixed down to mono (quick to write: the demo seed, tests, the benchmark). */
export function encodeWav(audio: SynthAudio, channels: 1 | 2 = 2): Buffer {
  const left = toInt16(audio.left);
  const right = toInt16(audio.right);
  const frame = channels * 2;
  const data = Buffer.alloc(left.length * frame);
  for (let i = 0; i < left.length; i++) {
    if (channels === 1) data.writeInt16LE(Math.round((left[i]! + right[i]!) / 2), i * 2);
    else {
      data.writeInt16LE(left[i]!, i * 4);
      data.writeInt16LE(right[i]!, i * 4 + 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(audio.sampleRate, 24);
  header.writeUInt32LE(audio.sampleRate * frame, 28);
  header.writeUInt16LE(frame, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
