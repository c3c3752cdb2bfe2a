import { describe, expect, it } from 'vitest';
import { encodeWavFile } from './wavFile';

describe('a recording as a WAV file', () => {
  it('writes a 16-bit mono PCM file at the recording rate, the channels averaged', () => {
    const left = new Float32Array([0, 0.5, -1, 1]);
    const right = new Float32Array([0, 0.5, 0, -1]);
    const bytes = encodeWavFile({
      sampleRate: 48_000,
      numberOfChannels: 2,
      length: 4,
      getChannelData: (c) => (c === 0 ? left : right),
    });
    const view = new DataView(bytes);
    const text = (at: number) => String.fromCharCode(...new Uint8Array(bytes, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect(bytes.byteLength).toBe(44 + 8);
    const samples = [0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, Math.trunc(0.5 * 0x7fff), -0x4000, 0]);
  });
});
