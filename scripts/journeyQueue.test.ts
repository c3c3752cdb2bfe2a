import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedSeconds, journeyFiles, journeyOrder } from './journeyQueue.mjs';

describe('the journeys queue', () => {
  it('lists every journey file the journeys config includes, relative to the root', () => {
    const files = journeyFiles();
    const onDisk = fs
      .readdirSync(path.resolve(import.meta.dirname, '../e2e'))
      .filter((name) => name.endsWith('.e2e.ts'))
      .map((name) => `e2e/${name}`);
    expect(files).toEqual(onDisk.sort());
    expect(files).toContain('e2e/a11y.e2e.ts');
  });

  it('hands out the longest first, a file with no known time before all, ties by name', () => {
    const durations = {
      'e2e/short.e2e.ts': 10,
      'e2e/long.e2e.ts': 200,
      'e2e/b.e2e.ts': 50,
      'e2e/a.e2e.ts': 50,
    };
    const files = ['e2e/short.e2e.ts', 'e2e/a.e2e.ts', 'e2e/new.e2e.ts', 'e2e/long.e2e.ts', 'e2e/b.e2e.ts'];
    expect(journeyOrder(durations, files)).toEqual([
      'e2e/new.e2e.ts',
      'e2e/long.e2e.ts',
      'e2e/a.e2e.ts',
      'e2e/b.e2e.ts',
      'e2e/short.e2e.ts',
    ]);
  });

  it('expects the known times, and a set figure for each file with none', () => {
    const durations = { 'e2e/a.e2e.ts': 30, 'e2e/b.e2e.ts': 45 };
    expect(expectedSeconds(['e2e/a.e2e.ts', 'e2e/b.e2e.ts'], durations)).toBe(75);
    expect(expectedSeconds(['e2e/a.e2e.ts', 'e2e/new.e2e.ts'], durations)).toBe(90);
    expect(expectedSeconds([], durations)).toBe(0);
  });
});
