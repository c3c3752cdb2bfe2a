import { noteName } from '@common/music';
import { keyNotesBetween, type VocalAnalysis } from '@common/vocal';
import { useChartWidth } from '@/ui/useChartWidth';

const HEIGHT = 300;
const LEFT = 44;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 24;

/** Seconds between time labels, so that about six fit. */
function timeStep(seconds: number): number {
  return [1, 2, 5, 10, 15, 30, 60].find((step) => seconds / step <= 6) ?? 120;
}

/**
 * The pitch over time (SVG): the sung contour over lines at the notes of the detected key (every semitone when
 * no key was clear), tonic lines stronger, phrases shaded.
 */
export function PitchChart({ analysis }: { analysis: VocalAnalysis }) {
  const width = useChartWidth();
  const { contour, key, phrases } = analysis;
  const values = contour.midi.filter((v): v is number => v !== null);
  const duration = Math.max(analysis.durationSeconds, contour.midi.length * contour.stepSeconds, 1);
  const low = values.length ? Math.floor(Math.min(...values)) - 2 : 57;
  const high = values.length ? Math.ceil(Math.max(...values)) + 2 : 72;
  const x = (seconds: number) => LEFT + (seconds / duration) * (width - LEFT - RIGHT);
  const y = (midi: number) => TOP + ((high - midi) / (high - low)) * (HEIGHT - TOP - BOTTOM);
  const guides = keyNotesBetween(key, low, high);
  // Label every guide when there is room, else only the tonic lines.
  const labelAll = guides.length <= 14;

  const paths: string[] = [];
  let current = '';
  contour.midi.forEach((midi, i) => {
    if (midi === null) {
      if (current) paths.push(current);
      current = '';
      return;
    }
    const point = `${x(i * contour.stepSeconds).toFixed(1)},${y(midi).toFixed(1)}`;
    current += current ? ` L${point}` : `M${point}`;
  });
  if (current) paths.push(current);

  const step = timeStep(duration);
  const ticks = Array.from({ length: Math.floor(duration / step) + 1 }, (_, i) => i * step);
  const summary = values.length
    ? `Pitch over ${Math.round(duration)} seconds, between ${noteName(Math.min(...values))} and ${noteName(Math.max(...values))}${key ? `, with the notes of ${key.name} marked` : ''}.`
    : 'No sung pitch was found in this take.';

  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full rounded-xl border border-white/10 bg-black/30"
        data-testid="pitch-chart"
      >
        {phrases.spans.map(([start, end]) => (
          <rect
            key={start}
            x={x(start)}
            y={TOP}
            width={Math.max(1, x(end) - x(start))}
            height={HEIGHT - TOP - BOTTOM}
            fill="rgb(255 255 255 / 0.04)"
          />
        ))}
        {guides.map((midi) => {
          const tonic = key ? (midi - key.tonic) % 12 === 0 : false;
          return (
            <g key={midi}>
              <line
                x1={LEFT}
                x2={width - RIGHT}
                y1={y(midi)}
                y2={y(midi)}
                stroke={tonic ? 'rgb(255 77 166 / 0.55)' : 'rgb(255 255 255 / 0.12)'}
                strokeWidth={tonic ? 1.5 : 1}
              />
              {labelAll || tonic ? (
                <text x={LEFT - 6} y={y(midi) + 4} textAnchor="end" fontSize="12" fill="#a1a1aa">
                  {noteName(midi)}
                </text>
              ) : null}
            </g>
          );
        })}
        {ticks.map((t) => (
          <text key={t} x={x(t)} y={HEIGHT - 6} textAnchor="middle" fontSize="12" fill="#a1a1aa">
            {t}s
          </text>
        ))}
        {paths.map((d, i) => (
          <path
            key={`${i}:${d.length}`}
            d={d}
            fill="none"
            stroke="#ff4da6"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        ))}
      </svg>
      <figcaption className="text-xs text-muted">
        {key
          ? `Lines mark the notes of ${key.name}; the brighter lines are its tonic, ${noteName(key.tonic + 60).replace(/\d+$/, '')}. Shaded bands are phrases.`
          : 'No clear key: lines mark every semitone. Shaded bands are phrases.'}
      </figcaption>
    </figure>
  );
}
