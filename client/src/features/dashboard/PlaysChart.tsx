import type { DailyPlays } from '@common/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { chartGeometry, describePlays, formatDay } from './chartGeometry';
import { playsPerDayUrl } from './queryKeys';
import { useElementWidth } from './useElementWidth';

const RANGES = [7, 30, 90] as const;
const HEIGHT = 176;
const LEFT = 28;
const BOTTOM = 20;
/** Room above the top gridline for its label. */
const TOP = 8;

/** Plays per day as an SVG bar chart, with a 7 / 30 / 90 day switch and a text alternative. */
export function PlaysChart() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const { data, isLoading, isError } = useQuery<DailyPlays[]>({ queryKey: [playsPerDayUrl(days)] });
  const series = data ?? [];
  const { bars, ticks, max } = chartGeometry(series, width - LEFT, HEIGHT - BOTTOM - TOP, days > 30 ? 1 : 3);
  const labelEvery = Math.max(1, Math.ceil(series.length / Math.max(2, Math.floor(width / 90))));
  const summary = isError
    ? 'Could not load plays per day.'
    : isLoading
      ? 'Loading plays per day.'
      : describePlays(series);

  return (
    <figure className="mt-6 rounded-xl border border-white/10 bg-black/20 p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span>
          <span className="block text-sm font-semibold">Plays per day</span>
          <span className="block text-xs text-muted" data-testid="chart-summary">
            {summary}
          </span>
        </span>
        <span role="group" aria-label="Chart range" className="inline-flex rounded-full bg-white/5 p-0.5">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={days === range}
              onClick={() => setDays(range)}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-semibold text-muted transition-colors hover:text-foreground',
                days === range && 'bg-primary-strong text-white hover:text-white',
              )}
            >
              {range} days
            </button>
          ))}
        </span>
      </figcaption>
      <div ref={ref} className="mt-4 w-full">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={`Plays per day, last ${days} days. ${summary}`}
          className={cn('block max-w-full', isLoading && 'animate-pulse')}
          data-testid="plays-chart"
        >
          {ticks.map((tick) => {
            const y = TOP + (HEIGHT - BOTTOM - TOP) * (1 - tick / max);
            return (
              <g key={tick}>
                <line
                  x1={LEFT}
                  x2={width}
                  y1={y}
                  y2={y}
                  stroke="rgb(255 255 255 / 0.08)"
                  strokeDasharray="3 4"
                />
                <text x={LEFT - 6} y={y + 3} textAnchor="end" fontSize="10" fill="#a1a1aa">
                  {tick}
                </text>
              </g>
            );
          })}
          <g transform={`translate(${LEFT} ${TOP})`}>
            {bars.map((bar, i) => (
              <g key={bar.date}>
                <rect
                  x={bar.x}
                  y={bar.plays > 0 ? Math.min(bar.y, HEIGHT - BOTTOM - TOP - 2) : HEIGHT - BOTTOM - TOP - 1}
                  width={bar.width}
                  height={bar.plays > 0 ? Math.max(bar.height, 2) : 1}
                  rx={Math.min(3, bar.width / 3)}
                  fill={bar.plays > 0 ? '#ff0080' : 'rgb(255 255 255 / 0.12)'}
                >
                  <title>{`${formatDay(bar.date)}: ${bar.plays} ${bar.plays === 1 ? 'play' : 'plays'}`}</title>
                </rect>
                {(i % labelEvery === 0 && bars.length - 1 - i >= labelEvery / 2) || i === bars.length - 1 ? (
                  <text
                    x={bar.x + bar.width / 2}
                    y={HEIGHT - TOP - 5}
                    textAnchor={i === bars.length - 1 ? 'end' : 'middle'}
                    fontSize="10"
                    fill="#a1a1aa"
                  >
                    {formatDay(bar.date)}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
        </svg>
      </div>
    </figure>
  );
}
