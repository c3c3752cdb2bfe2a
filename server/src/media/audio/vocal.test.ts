import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VOCAL_MESSAGES } from '@common/vocal';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisSlots, analyseVocalTake, VocalBusyError } from './vocalAnalysis';
import { centsFromKey, voicedContour } from './vocalFigures';
import { pitchAt, synthesizeVoice, type VoicePart } from './voiceSynth';
import { encodeWav } from './wav';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-vocal-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeTake(name: string, parts: VoicePart[]): string {
  const file = path.join(dir, `${name}.wav`);
  fs.writeFileSync(file, encodeWav(synthesizeVoice(parts), 1));
  return file;
}

const notes = (midis: number[], seconds: number, cents = 0): VoicePart[] =>
  midis.map((midi) => ({ midi, seconds, cents }));

const C_MAJOR_UP_AND_DOWN = [60, 62, 64, 65, 67, 69, 71, 72, 71, 69, 67, 65, 64, 62, 60];
/** A melody of A minor that leans on its tonic triad (A, C, E) and ends on A. */
const A_MINOR_MELODY = [57, 60, 64, 69, 67, 65, 64, 62, 60, 59, 57, 64, 57];

const TIMEOUT = 120_000;

describe('vocal analysis of synthesised takes (media worker)', () => {
  it(
    'follows a tone sweep from A3 to A4 within 10 cents and reads its range',
    async () => {
      const parts: VoicePart[] = [{ glide: [57, 69], seconds: 8 }];
      const result = await analyseVocalTake(writeTake('sweep', parts));
      const { stepSeconds, midi } = result.contour;
      const errors: number[] = [];
      midi.forEach((value, i) => {
        const t = i * stepSeconds;
        const truth = pitchAt(parts, t);
        // Half a window from either end the analysis window holds silence as well.
        if (value === null || truth === null || t < 0.05 || t > 7.95) return;
        errors.push(Math.abs(value - truth) * 100);
      });
      errors.sort((a, b) => a - b);
      expect(errors.length).toBeGreaterThan(300);
      expect(errors[Math.floor(errors.length / 2)]!).toBeLessThan(10);
      expect(errors[Math.floor(errors.length * 0.95)]!).toBeLessThan(25);
      expect(result.voicedSeconds).toBeGreaterThan(7.5);
      expect(result.range).toEqual({ lowest: { midi: 57, name: 'A3' }, highest: { midi: 69, name: 'A4' } });
      expect(result.phrases).toMatchObject({ count: 1, breathCount: 0 });
      expect(result.phrases.longestSeconds).toBeCloseTo(8, 0);
    },
    TIMEOUT,
  );

  it(
    'reads C Major from a scale sung 10 cents sharp, all of it within 25 cents',
    async () => {
      const result = await analyseVocalTake(writeTake('scale', notes(C_MAJOR_UP_AND_DOWN, 0.5, 10)));
      expect(result.key).toMatchObject({ name: 'C Major', tonic: 0, mode: 'major' });
      expect(result.accuracy).toMatchObject({ reference: 'key' });
      expect(result.accuracy!.withinShare).toBeGreaterThanOrEqual(0.95);
      expect(Math.abs(result.accuracy!.meanSignedCents - 10)).toBeLessThanOrEqual(4);
      expect(Math.abs(result.accuracy!.meanCents - 10)).toBeLessThanOrEqual(4);
      expect(result.range).toEqual({ lowest: { midi: 60, name: 'C4' }, highest: { midi: 72, name: 'C5' } });
      expect(result.vibrato).toBeNull();
      expect(result.durationSeconds).toBeCloseTo(7.5, 1);
    },
    TIMEOUT,
  );

  it(
    'reads A Minor from a melody sung 35 cents flat, and finds it out of tune',
    async () => {
      const result = await analyseVocalTake(writeTake('flat', notes(A_MINOR_MELODY, 0.6, -35)));
      expect(result.key?.name).toBe('A Minor');
      expect(result.accuracy!.withinShare).toBeLessThanOrEqual(0.05);
      expect(Math.abs(result.accuracy!.meanSignedCents + 35)).toBeLessThanOrEqual(5);
    },
    TIMEOUT,
  );

  it(
    'measures a 5.5 Hz vibrato of ±40 cents on a held A4, centred on the note',
    async () => {
      const parts: VoicePart[] = [
        ...notes([57, 60, 64], 0.5),
        { midi: 69, seconds: 4, vibrato: { rateHz: 5.5, extentCents: 40 } },
      ];
      const result = await analyseVocalTake(writeTake('vibrato', parts));
      expect(result.vibrato).not.toBeNull();
      expect(Math.abs(result.vibrato!.rateHz - 5.5)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(result.vibrato!.extentCents - 40)).toBeLessThanOrEqual(8);
      expect(result.vibrato!.share).toBe(1);
      expect(result.accuracy!.withinShare).toBeGreaterThanOrEqual(0.95);
      expect(result.range?.highest.name).toBe('A4');
    },
    TIMEOUT,
  );

  it(
    'splits phrases at the rests and measures the breaths between them',
    async () => {
      const phrase = notes([64, 65, 67, 65, 64, 62], 0.5);
      const parts: VoicePart[] = [...phrase, { rest: 1 }, ...phrase, { rest: 1.5 }, ...phrase];
      const result = await analyseVocalTake(writeTake('phrases', parts));
      expect(result.phrases.count).toBe(3);
      expect(result.phrases.breathCount).toBe(2);
      expect(Math.abs(result.phrases.meanSeconds - 3)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(result.phrases.meanBreathSeconds! - 1.25)).toBeLessThanOrEqual(0.15);
      expect(result.phrases.spans[1]![0]).toBeCloseTo(4, 0);
    },
    TIMEOUT,
  );

  it(
    'refuses a file without audio and a take over five minutes',
    async () => {
      const junk = path.join(dir, 'junk.wav');
      fs.writeFileSync(junk, 'RIFF....WAVE but nothing after it');
      await expect(analyseVocalTake(junk)).rejects.toThrow(VOCAL_MESSAGES.unreadable);
      const long = path.join(dir, 'long.wav');
      const silence = new Float32Array(8000 * 301);
      fs.writeFileSync(long, encodeWav({ sampleRate: 8000, left: silence, right: silence }, 1));
      await expect(analyseVocalTake(long)).rejects.toThrow(VOCAL_MESSAGES.tooLong);
    },
    TIMEOUT,
  );
});

describe('vocal analysis pieces', () => {
  it('measures cents from the nearest note of a key, or of every semitone', () => {
    const cMajor = { tonic: 0, mode: 'major' as const };
    expect(centsFromKey(60.1, cMajor)).toBeCloseTo(10, 6);
    // C#4 is not in C Major: its nearest key notes are C and D, 100 cents away.
    expect(Math.abs(centsFromKey(61, cMajor))).toBeCloseTo(100, 6);
    expect(centsFromKey(61, null)).toBeCloseTo(0, 6);
    // A minor allows the raised seventh (G#).
    expect(centsFromKey(68, { tonic: 9, mode: 'minor' })).toBeCloseTo(0, 6);
  });

  it('repairs a lone octave slip of the pitch detector, and drops voiced runs too short to be singing', () => {
    const hz = new Float32Array([0, 440, 440, 880, 440, 440, 0, 0, 0, 0, 330, 0, 0]);
    const frames = {
      hz,
      confidence: new Float32Array(hz.length).fill(0.95),
      rms: new Float32Array(hz.length).fill(0.1),
      hopSeconds: 0.0232,
      windowSeconds: 0.0464,
      durationSeconds: hz.length * 0.0232,
    };
    const midi = Array.from(voicedContour(frames), (v) =>
      Number.isNaN(v) ? null : Math.round(v * 100) / 100,
    );
    expect(midi).toEqual([null, 69, 69, 69, 69, 69, null, null, null, null, null, null, null]);
  });

  it('runs analyses one at a time and refuses work beyond the waiting line', async () => {
    const slots = new AnalysisSlots(1, 1);
    const order: string[] = [];
    let release!: () => void;
    const first = slots.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          release = resolve;
        }),
    );
    const second = slots.run(async () => {
      order.push('second');
    });
    await expect(slots.run(async () => undefined)).rejects.toBeInstanceOf(VocalBusyError);
    expect(slots.load).toEqual({ active: 1, waiting: 1 });
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});
