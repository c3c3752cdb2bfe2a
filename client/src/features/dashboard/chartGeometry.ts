import type { DailyPlays } from '@common/dashboard';

export interface ChartBar {
  date: string;
  plays: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  bars: ChartBar[];
  /** The value of the top gridline: a round number at or above the busiest day (at least 1). */
  max: number;
  /** Gridline values from 0 to max. */
  ticks: number[];
}

/** A round number at or above n: 1, 2, 5, 10, 20, 50... */
export function niceCeiling(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n) return step * power;
  return 10 * power;
}

/** Places one bar per day in a width x height plotting area (y grows downwards, as in SVG). */
export function chartGeometry(
  days: readonly DailyPlays[],
  width: number,
  height: number,
  gap = 2,
): ChartGeometry {
  const max = niceCeiling(Math.max(0, ...days.map((d) => d.plays)));
  const slot = days.length ? width / days.length : width;
  const barWidth = Math.max(1, slot - gap);
  const bars = days.map((day, i) => {
    const h = (day.plays / max) * height;
    return {
      date: day.date,
      plays: day.plays,
      x: i * slot + gap / 2,
      y: height - h,
      width: barWidth,
      height: h,
    };
  });
  const ticks = max <= 4 ? Array.from({ length: max + 1 }, (_, i) => i) : [0, max / 2, max];
  return { bars, max, ticks };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 7' for '2026-03-07' (the dates are UTC days). */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The chart's text alternative: the total, the busiest day and the range. */
export function describePlays(days: readonly DailyPlays[]): string {
  if (days.length === 0) return 'No plays to show.';
  const total = days.reduce((sum, d) => sum + d.plays, 0);
  const range = `${formatDay(days[0]!.date)} to ${formatDay(days[days.length - 1]!.date)}`;
  if (total === 0) return `No plays from ${range}.`;
  const peak = days.reduce((best, d) => (d.plays > best.plays ? d : best), days[0]!);
  return `${total} ${total === 1 ? 'play' : 'plays'} from ${range}; busiest day ${formatDay(peak.date)} with ${peak.plays}.`;
}
