import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import decode from 'audio-decode';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffAudio } from '../sniff';
import { encodeMp3 } from './encodeMp3';
import { encodeFlac } from './flacTesting';
import {
  cutPreview,
  fadeSeconds,
  PREVIEW_FADE_SECONDS,
  PREVIEW_KBPS,
  PREVIEW_MAX_SECONDS,
  previewSeconds,
} from './preview';
import { makePreviewFile } from './previewFile';
import type { SynthAudio } from './synth';
import { encodeWav } from './wav';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-preview-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A steady 440 Hz tone: amplitude 0.5 on the left (RMS 0.354), 0.45 on the right. */
function tone(seconds: number, sampleRate = 44_100): SynthAudio {
  const length = Math.round(seconds * sampleRate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    left[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
    right[i] = 0.9 * left[i]!;
  }
  return { sampleRate, left, right };
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Makes the preview of `input` in the worker and decodes what it wrote. */
async function previewOf(input: string) {
  const output = path.join(dir, `${path.basename(input)}.preview.mp3`);
  const result = await makePreviewFile(input, output);
  const bytes = fs.readFileSync(output);
  const decoded = await decode(bytes);
  const channels = decoded.channelData;
  return { result, bytes, decoded, channels, seconds: channels[0]!.length / decoded.sampleRate };
}

describe('preview length and fade', () => {
  it('is the first 45 s of a long track, half of a shorter one, with a 3 s fade (shorter on short previews)', () => {
    expect(PREVIEW_MAX_SECONDS).toBe(45);
    expect(previewSeconds(240)).toBe(45);
    expect(previewSeconds(90)).toBe(45);
    expect(previewSeconds(60)).toBe(30);
    expect(previewSeconds(30)).toBe(15);
    expect(previewSeconds(0)).toBe(0);
    expect(fadeSeconds(45)).toBe(PREVIEW_FADE_SECONDS);
    expect(fadeSeconds(8)).toBe(2);
  });

  it('keeps the opening sample for sample and fades the end out to silence, smoothly', () => {
    const audio = tone(120);
    const preview = cutPreview([audio.left, audio.right], audio.sampleRate);
    const rate = audio.sampleRate;
    expect(preview.sampleRate).toBe(rate);
    expect(preview.left.length).toBe(45 * rate);
    expect(preview.right.length).toBe(45 * rate);
    const fadeStart = 42 * rate;
    // Before the fade: untouched.
    let changed = 0;
    for (let i = 0; i < fadeStart; i++) {
      if (preview.left[i] !== audio.left[i] || preview.right[i] !== audio.right[i]) changed++;
    }
    expect(changed).toBe(0);
    // The fade: the level falls second by second, and the last sample is silent.
    const level = (second: number) => rms(preview.left, second * rate, (second + 1) * rate);
    expect(level(41)).toBeCloseTo(0.354, 2);
    expect(level(42)).toBeLessThan(level(41));
    expect(level(43)).toBeLessThan(level(42));
    expect(level(44)).toBeLessThan(level(43));
    expect(level(44)).toBeLessThan(0.15);
    expect(Math.abs(preview.left[preview.left.length - 1]!)).toBeLessThan(1e-6);
    // No step anywhere in the fade: neighbouring samples of a 440 Hz tone differ by at most 2π·440/rate·0.5.
    let biggest = 0;
    for (let i = fadeStart; i < preview.left.length; i++) {
      biggest = Math.max(biggest, Math.abs(preview.left[i]! - preview.left[i - 1]!));
    }
    expect(biggest).toBeLessThanOrEqual((2 * Math.PI * 440 * 0.5) / rate + 1e-4);
  });

  it('doubles a mono source and resamples a rate MP3 cannot carry to 44.1 kHz', () => {
    const audio = tone(10, 96_000);
    const preview = cutPreview([audio.left], 96_000);
    expect(preview.sampleRate).toBe(44_100);
    expect(preview.left.length).toBe(5 * 44_100);
    expect(preview.right).toEqual(preview.left);
    expect(() => cutPreview([], 44_100)).toThrow('The file holds no audio');
    expect(() => cutPreview([new Float32Array(0)], 44_100)).toThrow('The file holds no audio');
  });
});

describe('making a preview file (worker thread)', () => {
  it('from an MP3: a valid MP3 of the first 45 s at 128 kbit/s, fading out at the end', async () => {
    const input = write('long.mp3', encodeMp3(tone(100), 96, 1));
    const { result, bytes, decoded, channels, seconds } = await previewOf(input);
    expect(sniffAudio(bytes.subarray(0, 16))?.type).toBe('mp3');
    expect(result).toMatchObject({ sampleRate: 44_100, channels: 1 });
    expect(result.seconds).toBeCloseTo(45, 3);
    expect(decoded.sampleRate).toBe(44_100);
    expect(channels).toHaveLength(1);
    // MP3 adds a frame or two of encoder delay and padding.
    expect(seconds).toBeGreaterThan(44.9);
    expect(seconds).toBeLessThan(45.2);
    // CBR: the size follows the bitrate (45 s at 128 kbit/s = 720 kB).
    expect(bytes.length).toBeGreaterThan(0.97 * ((45 * PREVIEW_KBPS * 1000) / 8));
    expect(bytes.length).toBeLessThan(1.03 * ((45 * PREVIEW_KBPS * 1000) / 8));
    const left = channels[0]!;
    const rate = decoded.sampleRate;
    // Mono: the average of the two channels (amplitude 0.475, RMS 0.336).
    expect(rms(left, 10 * rate, 40 * rate)).toBeCloseTo(0.336, 1);
    expect(rms(left, left.length - Math.round(0.25 * rate), left.length)).toBeLessThan(0.03);
  }, 240_000);

  it('from a stereo WAV: half of a 30 s track (15 s), so a short beat is never given away whole', async () => {
    const input = write('short.wav', encodeWav(tone(30)));
    const { result, bytes, seconds, channels } = await previewOf(input);
    expect(sniffAudio(bytes.subarray(0, 16))?.type).toBe('mp3');
    expect(result).toMatchObject({ sampleRate: 44_100, channels: 2 });
    expect(channels).toHaveLength(2);
    expect(result.seconds).toBeCloseTo(15, 3);
    expect(seconds).toBeGreaterThan(14.9);
    expect(seconds).toBeLessThan(15.2);
  }, 240_000);

  it('from a mono WAV: a mono preview', async () => {
    const input = write('mono.wav', encodeWav(tone(20), 1));
    const { result, channels } = await previewOf(input);
    expect(result.channels).toBe(1);
    expect(channels).toHaveLength(1);
  }, 240_000);

  it('from a FLAC at 48 kHz: the first 45 s, at the source rate', async () => {
    const input = write('long.flac', encodeFlac(tone(95, 48_000)));
    const { result, decoded, seconds } = await previewOf(input);
    expect(result).toMatchObject({ sampleRate: 48_000, channels: 2 });
    expect(decoded.sampleRate).toBe(48_000);
    expect(seconds).toBeGreaterThan(44.9);
    expect(seconds).toBeLessThan(45.2);
    expect(rms(decoded.channelData[1]!, 10 * 48_000, 20 * 48_000)).toBeCloseTo(0.318, 1);
  }, 240_000);

  it('fails with a reason on a file that is not audio', async () => {
    const input = write('noise.mp3', Buffer.from('not audio at all, just text'));
    await expect(makePreviewFile(input, path.join(dir, 'noise.preview.mp3'))).rejects.toThrow();
  }, 240_000);
});
