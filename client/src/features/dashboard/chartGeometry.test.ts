import { describe, expect, it } from 'vitest';
import { chartGeometry, describePlays, formatDay, niceCeiling } from './chartGeometry';

describe('plays chart geometry', () => {
  it('rounds the scale up to a readable number', () => {
    expect([0, 1, 3, 7, 12, 48, 99, 101, 430].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 50, 100, 200, 500]);
  });

  it('places one bar per day, the busiest reaching the top, zero days flat', () => {
    const { bars, max, ticks } = chartGeometry(
      [
        { date: '2026-03-01', plays: 0 },
        { date: '2026-03-02', plays: 5 },
        { date: '2026-03-03', plays: 10 },
        { date: '2026-03-04', plays: 2 },
      ],
      400,
      100,
      0,
    );
    expect(max).toBe(10);
    expect(ticks).toEqual([0, 5, 10]);
    expect(bars.map((b) => [b.x, b.width, b.height, b.y])).toEqual([
      [0, 100, 0, 100],
      [100, 100, 50, 50],
      [200, 100, 100, 0],
      [300, 100, 20, 80],
    ]);
  });

  it('describes the plays for screen readers', () => {
    expect(formatDay('2026-03-07')).toBe('Mar 7');
    expect(
      describePlays([
        { date: '2026-03-07', plays: 1 },
        { date: '2026-03-08', plays: 4 },
      ]),
    ).toBe('5 plays from Mar 7 to Mar 8; busiest day Mar 8 with 4.');
    expect(describePlays([{ date: '2026-03-07', plays: 0 }])).toBe('No plays from Mar 7 to Mar 7.');
  });
});
