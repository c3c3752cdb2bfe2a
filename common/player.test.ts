import { describe, expect, it } from 'vitest';
import {
  defaultTrackIndex,
  fractionAtTime,
  knownDuration,
  pointerFraction,
  resamplePeaks,
  resolveAudioUrl,
  timeAtFraction,
  wrapIndex,
} from './player';

describe('resolveAudioUrl', () => {
  it("maps a URL containing 'panda world' to /audio/featured/ with its file name", () => {
    expect(resolveAudioUrl('https://cdn.example.com/panda world/Night Drive.mp3')).toBe(
      '/audio/featured/Night%20Drive.mp3',
    );
    expect(resolveAudioUrl('/uploads/Panda%20World/intro.wav?v=2')).toBe('/audio/featured/intro.wav');
    expect(resolveAudioUrl('C:\\music\\panda world\\beat.mp3')).toBe('/audio/featured/beat.mp3');
  });

  it('leaves every other URL alone', () => {
    expect(resolveAudioUrl('/media/tracks/12/audio.mp3')).toBe('/media/tracks/12/audio.mp3');
    expect(resolveAudioUrl('/media/pandas/world.mp3')).toBe('/media/pandas/world.mp3');
    expect(resolveAudioUrl('/media/bad%zzescape.mp3')).toBe('/media/bad%zzescape.mp3');
  });
});

describe('wrapIndex', () => {
  it('wraps next from last to first and previous from first to last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});

describe('defaultTrackIndex', () => {
  it('picks the first featured track, else the first', () => {
    expect(defaultTrackIndex([{ featured: false }, { featured: true }, { featured: true }])).toBe(1);
    expect(defaultTrackIndex([{ featured: false }, { featured: false }])).toBe(0);
    expect(defaultTrackIndex([])).toBe(-1);
  });
});

describe('waveform position maths', () => {
  it('turns a pointer into a fraction clamped to the element', () => {
    expect(pointerFraction(150, 100, 200)).toBe(0.25);
    expect(pointerFraction(50, 100, 200)).toBe(0);
    expect(pointerFraction(400, 100, 200)).toBe(1);
    expect(pointerFraction(150, 100, 0)).toBe(0);
  });

  it('converts between fractions and seconds', () => {
    expect(timeAtFraction(0.5, 180)).toBe(90);
    expect(timeAtFraction(2, 180)).toBe(180);
    expect(timeAtFraction(0.5, Number.NaN)).toBe(0);
    expect(fractionAtTime(45, 180)).toBe(0.25);
    expect(fractionAtTime(200, 180)).toBe(1);
    expect(fractionAtTime(10, 0)).toBe(0);
  });

  it("prefers the audio's duration, then the analysed one", () => {
    expect(knownDuration(120.5, 118)).toBe(120.5);
    expect(knownDuration(Number.NaN, 118)).toBe(118);
    expect(knownDuration(Infinity, null)).toBeNaN();
  });

  it('resamples peaks keeping the loudest of each slice', () => {
    expect(resamplePeaks([0.1, 0.9, 0.2, 0.4], 2)).toEqual([0.9, 0.4]);
    expect(resamplePeaks([0.5, 1.5], 4)).toEqual([0.5, 0.5, 1, 1]);
    expect(resamplePeaks([], 10)).toEqual([]);
  });
});
