import { type SynthAudio, toInt16 } from './synth';

/** Bits written most significant first into a growing byte list. */
class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number | bigint, bits: number): void {
    const v = BigInt(value);
    for (let i = bits - 1; i >= 0; i--) {
      this.current = (this.current << 1) | Number((v >> BigInt(i)) & 1n);
      this.used += 1;
      if (this.used === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
  }
}

function crc8(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: number[]): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A frame number in FLAC's UTF-8-like coding. */
function codedNumber(n: number): number[] {
  if (n < 0x80) return [n];
  if (n < 0x800) return [0xc0 | (n >> 6), 0x80 | (n & 0x3f)];
  if (n < 0x10000) return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)];
  throw new Error('stream too long for this test encoder');
}

const BLOCK = 4096;
/** Frame header codes of common sample rates (0: read it from STREAMINFO). */
const RATE_CODES: Record<number, number> = { 22_050: 0b0110, 32_000: 0b1000, 44_100: 0b1001, 48_000: 0b1010 };

/**
 * A valid 16-bit FLAC stream of `audio` (uncompressed VERBATIM subframes: the format's simplest legal coding).
 * Tests use it to feed real FLAC to the decoder, since nothing on this machine encodes FLAC.
 */
export function encodeFlac(audio: SynthAudio, channels: 1 | 2 = 2): Buffer {
  const left = toInt16(audio.left);
  const right = toInt16(audio.right);
  const total = left.length;

  const info = new BitWriter();
  info.write(BLOCK, 16); // min block size
  info.write(BLOCK, 16); // max block size
  info.write(0, 24); // min frame size: unknown
  info.write(0, 24); // max frame size: unknown
  info.write(audio.sampleRate, 20);
  info.write(channels - 1, 3);
  info.write(15, 5); // 16 bits per sample
  info.write(BigInt(total), 36);
  info.write(0n, 64); // MD5: not computed
  info.write(0n, 64);
  const header = [0x80, 0, 0, 34]; // last metadata block, STREAMINFO, 34 bytes

  const frames: Buffer[] = [];
  for (let start = 0, index = 0; start < total; start += BLOCK, index++) {
    const size = Math.min(BLOCK, total - start);
    const frame: number[] = [0xff, 0xf8]; // sync, fixed block size
    frame.push((0b0111 << 4) | (RATE_CODES[audio.sampleRate] ?? 0)); // block size in 16 bits at the end
    frame.push(((channels - 1) << 4) | (0b100 << 1)); // independent channels, 16 bits per sample
    frame.push(...codedNumber(index));
    frame.push((size - 1) >> 8, (size - 1) & 0xff);
    frame.push(crc8(frame));
    for (let c = 0; c < channels; c++) {
      frame.push(0b00000010); // VERBATIM subframe, no wasted bits
      for (let i = start; i < start + size; i++) {
        const sample =
          channels === 1 ? Math.round((left[i]! + right[i]!) / 2) : c === 0 ? left[i]! : right[i]!;
        const u = sample & 0xffff;
        frame.push(u >> 8, u & 0xff);
      }
    }
    const crc = crc16(frame);
    frame.push(crc >> 8, crc & 0xff);
    frames.push(Buffer.from(frame));
  }
  return Buffer.concat([
    Buffer.from('fLaC', 'latin1'),
    Buffer.from(header),
    Buffer.from(info.bytes),
    ...frames,
  ]);
}
