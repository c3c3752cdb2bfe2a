import { describe, expect, it } from 'vitest';
import {
  chooseCorrection,
  expectedPosition,
  isFinished,
  msUntilFinished,
  msUntilStart,
  percentile,
  roomClock,
  syncLabel,
  syncQuality,
} from './drift';

describe('room position from the server clock', () => {
  it('advances with the server clock while playing and stands still while paused', () => {
    const clock = { isPlaying: true, currentTime: 12, serverTime: 1_000_000 };
    expect(expectedPosition(clock, 1_002_500)).toBe(14.5);
    expect(expectedPosition({ ...clock, isPlaying: false }, 1_002_500)).toBe(12);
  });

  it('holds at the end of the track when its duration is known', () => {
    const clock = { isPlaying: true, currentTime: 29, serverTime: 0, duration: 30 };
    expect(expectedPosition(clock, 5000)).toBe(30);
    expect(isFinished(clock, 5000)).toBe(true);
    expect(isFinished(clock, 500)).toBe(false);
  });

  it("reads a room's clock with its track's length, and no length without a track", () => {
    const room = { isPlaying: true, currentTime: 29, serverTime: 0, track: { duration: 30 } };
    expect(roomClock(room)).toEqual({
      isPlaying: true,
      currentTime: 29,
      serverTime: 0,
      duration: 30,
    });
    expect(isFinished(roomClock(room), 5000)).toBe(true);
    expect(roomClock({ ...room, track: null }).duration).toBeNull();
  });

  it('knows how long until a playing room reaches the end, and that a paused one never does', () => {
    const clock = { isPlaying: true, currentTime: 29, serverTime: 0, duration: 30 };
    expect(msUntilFinished(clock, 500)).toBeCloseTo(450);
    expect(msUntilFinished(clock, 5000)).toBe(0);
    expect(msUntilFinished({ ...clock, isPlaying: false }, 500)).toBeNull();
    expect(msUntilFinished({ ...clock, duration: null }, 500)).toBeNull();
  });

  it('knows how long until a start scheduled at server time T', () => {
    const clock = { isPlaying: true, currentTime: 0, serverTime: 2000 };
    expect(msUntilStart(clock, 1700)).toBe(300);
    expect(msUntilStart(clock, 2100)).toBe(0);
    expect(msUntilStart({ ...clock, isPlaying: false }, 1700)).toBe(0);
  });
});

describe('drift correction', () => {
  it('leaves drift under 5 ms alone', () => {
    expect(chooseCorrection(4)).toEqual({ kind: 'none', rate: 1 });
    expect(chooseCorrection(-4.5)).toEqual({ kind: 'none', rate: 1 });
    expect(chooseCorrection(6).kind).toBe('nudge');
  });

  it('nudges playbackRate in proportion, slower when ahead and faster when behind, at most 5%', () => {
    expect(chooseCorrection(30)).toEqual({ kind: 'nudge', rate: 0.98 });
    expect(chooseCorrection(-30)).toEqual({ kind: 'nudge', rate: 1.02 });
    expect(chooseCorrection(300)).toEqual({ kind: 'nudge', rate: 0.95 });
    expect(chooseCorrection(-399)).toEqual({ kind: 'nudge', rate: 1.05 });
  });

  it('keeps nudging down to 1 ms once started (hysteresis)', () => {
    expect(chooseCorrection(3, { nudging: true }).kind).toBe('nudge');
    expect(chooseCorrection(0.8, { nudging: true }).kind).toBe('none');
  });

  it('seeks from 400 ms', () => {
    expect(chooseCorrection(400).kind).toBe('seek');
    expect(chooseCorrection(-1500).kind).toBe('seek');
  });

  it("covers the spec's host rule (seek past 2 s): any drift past 400 ms seeks", () => {
    expect(chooseCorrection(2100).kind).toBe('seek');
  });
});

describe('sync indicator', () => {
  it('reads In sync with the drift, Syncing while correcting, Out of sync from 400 ms', () => {
    expect(syncLabel(syncQuality(12.4), 12.4)).toBe('In sync ±12 ms');
    expect(syncLabel(syncQuality(-12.4), -12.4)).toBe('In sync ±12 ms');
    expect(syncLabel(syncQuality(12, { correcting: true }), 12)).toBe('Syncing…');
    expect(syncLabel(syncQuality(90), 90)).toBe('Syncing…');
    expect(syncLabel(syncQuality(650), 650)).toBe('Out of sync');
    expect(syncLabel(syncQuality(null), null)).toBe('Paused');
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile([], 95)).toBeNull();
  });
});
