import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseAudioFile } from './analysis';
import { encodeMp3 } from './encodeMp3';
import { chooseTempo, mixToMono, WAVEFORM_POINTS, waveformPeaks } from './features';
import { integratedLoudness } from './loudness';
import { type SynthSpec, synthesize } from './synth';
import { encodeWav } from './wav';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-analysis-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeTrack(name: string, spec: SynthSpec, format: 'mp3' | 'wav'): string {
  const audio = synthesize(spec);
  const file = path.join(dir, `${name}.${format}`);
  fs.writeFileSync(file, format === 'mp3' ? encodeMp3(audio, 128, 1) : encodeWav(audio));
  return file;
}

describe('integrated loudness (BS.1770)', () => {
  it('reads a 997 Hz sine at amplitude 0.1 on one channel as -23 LUFS', () => {
    const sr = 48_000;
    const sine = new Float32Array(sr * 5).map((_, i) => 0.1 * Math.sin((2 * Math.PI * 997 * i) / sr));
    expect(integratedLoudness([sine], sr)).toBeCloseTo(-23, 0);
    // Two identical channels add 3 dB.
    expect(integratedLoudness([sine, sine], sr)).toBeCloseTo(-20, 0);
  });

  it('calls silence -70 LUFS', () => {
    expect(integratedLoudness([new Float32Array(44_100 * 2)], 44_100)).toBe(-70);
  });
});

describe('waveform peaks', () => {
  it('are WAVEFORM_POINTS values from 0 to 1 that follow the level', () => {
    const ramp = new Float32Array(80_000).map((_, i) => (i / 80_000) * Math.sin(i));
    const peaks = waveformPeaks([ramp]);
    expect(peaks).toHaveLength(WAVEFORM_POINTS);
    expect(Math.max(...peaks)).toBe(1);
    expect(Math.min(...peaks)).toBeGreaterThanOrEqual(0);
    expect(peaks[700]!).toBeGreaterThan(peaks[100]!);
    expect(mixToMono([new Float32Array([1, 0]), new Float32Array([0, 1])])).toEqual(
      new Float32Array([0.5, 0.5]),
    );
  });
});

describe('tempo readings', () => {
  it('keep agreeing readings and settle octave errors towards common tempos', () => {
    expect(chooseTempo(124.2, 123.9)).toBe(123.9);
    expect(chooseTempo(72, 144)).toBe(144); // half-time reading of a fast track
    expect(chooseTempo(76, 152)).toBe(76); // double-time reading of a slow one
    expect(chooseTempo(Number.NaN, 90)).toBe(90);
    expect(chooseTempo(0, Number.NaN)).toBeNull();
  });
});

/** Tempo and key the synthesiser rendered, and what the analysis must find. */
const CASES: { name: string; spec: SynthSpec; format: 'mp3' | 'wav' }[] = [
  {
    name: 'house-124-a-minor',
    spec: { bpm: 124, key: 'A Minor', seconds: 30, style: 'four-on-the-floor' },
    format: 'mp3',
  },
  {
    name: 'boombap-90-c-major',
    spec: { bpm: 90, key: 'C Major', seconds: 30, style: 'boom-bap' },
    format: 'wav',
  },
  {
    name: 'trap-140-fsharp-minor',
    spec: { bpm: 140, key: 'F# Minor', seconds: 30, style: 'trap' },
    format: 'wav',
  },
];

describe('audio analysis of synthesised tracks (worker thread)', () => {
  const files = new Map<string, string>();
  beforeAll(() => {
    for (const c of CASES) files.set(c.name, writeTrack(c.name, c.spec, c.format));
  }, 120_000);

  for (const c of CASES) {
    it(`finds ${c.spec.bpm} BPM and ${c.spec.key} in ${c.name}.${c.format}`, async () => {
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      const result = await analyseAudioFile(files.get(c.name)!);
      histogram.disable();

      expect(Math.abs(result.bpm! - c.spec.bpm)).toBeLessThanOrEqual(2);
      expect(result.key).toBe(c.spec.key);
      expect(result.duration).toBe(c.spec.seconds);
      expect(result.waveform).toHaveLength(WAVEFORM_POINTS);
      expect(Math.max(...result.waveform)).toBe(1);
      expect(result.waveform.every((v) => v >= 0 && v <= 1)).toBe(true);
      expect(result.loudness).toBeGreaterThan(-30);
      expect(result.loudness).toBeLessThan(-5);
      for (const score of [result.energy, result.danceability]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
      if (c.format === 'mp3') {
        expect(result).toMatchObject({ codec: 'MPEG 1 Layer 3', sampleRate: 44_100, bitrate: 128_000 });
      } else {
        expect(result.sampleRate).toBe(44_100);
      }
      // Decoding and essentia run in the worker: the event loop stays free (a generous bound for a busy
      // 2-core machine; blocking work of this size would hold it for seconds).
      expect(histogram.percentile(99) / 1e6).toBeLessThan(250);
    }, 120_000);
  }

  it('rejects a file that holds no audio', async () => {
    const file = path.join(dir, 'not-audio.mp3');
    fs.writeFileSync(file, 'this is not an mp3 file at all');
    await expect(analyseAudioFile(file)).rejects.toThrow();
  }, 240_000);
});
