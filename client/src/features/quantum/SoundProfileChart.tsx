import type { SoundProfile } from '@common/collab';
import { useId } from 'react';
import { NOT_ENOUGH_DATA } from './ScoreList';

type Metric = 'tempo' | 'keySpread' | 'energy' | 'danceability' | 'loudness';

interface MetricSpec {
  label: string;
  /** What the bar's length means, in plain words. */
  scale: string;
  /** The value as a share of the bar, 0..1. */
  share: (value: number) => number;
  format: (value: number) => string;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The five averages of a sound profile, each on a scale a bar can show. */
export const METRICS: Record<Metric, MetricSpec> = {
  tempo: {
    label: 'Tempo',
    scale: 'Average BPM; the bar runs from 60 to 180 BPM.',
    share: (bpm) => clamp01((bpm - 60) / 120),
    format: (bpm) => `${Math.round(bpm)} BPM`,
  },
  keySpread: {
    label: 'Key spread',
    scale: 'How many of the 24 keys their tracks use.',
    share: clamp01,
    format: percent,
  },
  energy: {
    label: 'Energy',
    scale: 'How intense and loud-sounding the tracks feel, 0 to 100%.',
    share: clamp01,
    format: percent,
  },
  danceability: {
    label: 'Danceability',
    scale: 'How steady and danceable the groove is, 0 to 100%.',
    share: clamp01,
    format: percent,
  },
  loudness: {
    label: 'Loudness',
    scale: 'Integrated loudness; the bar runs from -30 LUFS (quiet) to 0 LUFS (loud).',
    share: (lufs) => clamp01((lufs + 30) / 30),
    format: (lufs) => `${lufs.toFixed(1)} LUFS`,
  },
};

const ORDER: Metric[] = ['tempo', 'keySpread', 'energy', 'danceability', 'loudness'];

/** A named series of the chart. */
export interface ChartSeries {
  name: string;
  profile: SoundProfile | null;
  /** A CSS colour for the bar. */
  color: string;
}

/** One horizontal bar: SVG for the eye; the value beside it is the text that carries it. */
function Bar({ share, color }: { share: number; color: string }) {
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      className="h-3 w-full overflow-hidden rounded-full"
      aria-hidden
      focusable="false"
    >
      <rect x="0" y="0" width="100" height="8" fill="rgb(255 255 255 / 0.1)" />
      <rect x="0" y="0" width={Math.max(0, share * 100)} height="8" fill={color} />
    </svg>
  );
}

/**
 * Two sound profiles side by side as a bar chart: one group per average (tempo, key spread, energy,
 * danceability, loudness), one bar per person, every value also written out.
 */
export function SoundProfileChart({ series, caption }: { series: ChartSeries[]; caption: string }) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-caption`} className="grid gap-4" data-testid="sound-chart">
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <span className="font-semibold">{caption}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1" aria-hidden>
          {series.map((s) => (
            <span key={s.name} className="inline-flex items-center gap-1.5 text-muted">
              <span className="size-3 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </span>
          ))}
        </span>
      </figcaption>
      <dl className="grid gap-4">
        {ORDER.map((metric) => {
          const spec = METRICS[metric];
          return (
            <div key={metric} className="grid gap-1.5" data-testid="sound-metric" data-metric={metric}>
              <dt>
                <span className="text-sm font-semibold">{spec.label}</span>
                <span className="block text-xs text-muted">{spec.scale}</span>
              </dt>
              {series.map((s) => {
                const value = s.profile?.[metric] ?? null;
                return (
                  <dd
                    key={s.name}
                    className="grid grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto]"
                  >
                    <span className="truncate text-muted">{s.name}</span>
                    {value === null ? (
                      <span className="h-3 rounded-full border border-dashed border-white/20" aria-hidden />
                    ) : (
                      <Bar share={spec.share(value)} color={s.color} />
                    )}
                    <span
                      className="min-w-[4.5rem] text-right font-semibold tabular-nums"
                      data-testid="sound-value"
                    >
                      <span className="sr-only">{spec.label}: </span>
                      {value === null ? NOT_ENOUGH_DATA : spec.format(value)}
                    </span>
                  </dd>
                );
              })}
            </div>
          );
        })}
      </dl>
    </figure>
  );
}
