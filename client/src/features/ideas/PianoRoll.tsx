import { chordNotes, type Idea } from '@common/ideas';
import { noteName } from '@common/music';
import { useChartWidth } from '@/ui/useChartWidth';

const HEIGHT = 260;
const LEFT = 40;
const TOP = 22;

/** The idea drawn as a piano roll (SVG): melody bright, chords and bass muted, bars and chord names above. */
export function PianoRoll({ idea, playhead }: { idea: Idea; playhead: number | null }) {
  const width = useChartWidth();
  const chords = chordNotes(idea);
  const all = [...idea.melody, ...chords, ...idea.bass].map((n) => n.midi);
  const low = Math.min(...all) - 1;
  const high = Math.max(...all) + 1;
  const x = (beat: number) => LEFT + (beat / idea.totalBeats) * (width - LEFT - 4);
  const rowHeight = (HEIGHT - TOP - 4) / (high - low + 1);
  const y = (midi: number) => TOP + (high - midi) * rowHeight;
  const cs = Array.from({ length: high - low + 1 }, (_, i) => low + i).filter((m) => m % 12 === 0);
  const bars = Array.from({ length: idea.totalBeats / 4 + 1 }, (_, i) => i * 4);
  const rect =
    (kind: string, fill: string) => (note: { midi: number; startBeat: number; beats: number }, i: number) => (
      <rect
        key={`${kind}${i}`}
        x={x(note.startBeat)}
        y={y(note.midi) + 1}
        width={Math.max(2, x(note.startBeat + note.beats) - x(note.startBeat) - 1)}
        height={Math.max(2, rowHeight - 2)}
        rx={2}
        fill={fill}
      />
    );
  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={`Piano roll of the idea: ${idea.chords
        .slice(0, 4)
        .map((c) => c.name)
        .join(', ')} played twice, with the melody on top.`}
      className="h-auto w-full rounded-xl border border-white/10 bg-black/30"
      data-testid="piano-roll"
    >
      {bars.map((beat) => (
        <line
          key={beat}
          x1={x(beat)}
          x2={x(beat)}
          y1={TOP}
          y2={HEIGHT - 4}
          stroke="rgb(255 255 255 / 0.12)"
        />
      ))}
      {idea.chords.map((chord) => (
        <text key={chord.startBeat} x={x(chord.startBeat) + 4} y={15} fontSize="12" fill="#a1a1aa">
          {chord.name}
        </text>
      ))}
      {cs.map((midi) => (
        <text
          key={midi}
          x={LEFT - 6}
          y={y(midi) + rowHeight / 2 + 4}
          textAnchor="end"
          fontSize="11"
          fill="#a1a1aa"
        >
          {noteName(midi)}
        </text>
      ))}
      {idea.bass.map(rect('b', 'rgb(161 161 170 / 0.45)'))}
      {chords.map(rect('c', 'rgb(255 255 255 / 0.18)'))}
      {idea.melody.map(rect('m', '#ff4da6'))}
      {playhead !== null ? (
        <line x1={x(playhead)} x2={x(playhead)} y1={TOP} y2={HEIGHT - 4} stroke="#fafafa" strokeWidth={2} />
      ) : null}
    </svg>
  );
}
