import type { HitResult } from '@common/hitpredictor';
import { Card } from '@/ui/Card';
import { percent } from './format';

const NOT_AUDIBLE = 'Cannot be heard in audio: no number is given.';

/** Vocal and melody estimates, labelled so, and what audio cannot tell. */
export function VocalCard({ result }: { result: HitResult }) {
  const v = result.vocalAnalysis;
  const rows: [string, string][] = [
    ['Emotional intensity (arousal estimate)', percent(v.emotionalIntensity)],
    [
      'Melismatic runs (estimate)',
      `${v.melismaticDetected ? 'Detected' : 'Not detected'}: ${v.melodicRunsPerMinute} fast runs per minute`,
    ],
    [
      'Blues inflections (estimate)',
      `${v.bluesInflections ? 'Detected' : 'Not detected'}: ${percent(v.blueNoteIndex)} of the melody on blue notes`,
    ],
    ['Gospel characteristics', NOT_AUDIBLE],
    ['Spiritual elements', NOT_AUDIBLE],
    ['Cultural authenticity', NOT_AUDIBLE],
  ];
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-bold">Vocal and melody</h2>
        <p className="text-sm text-muted">
          Estimates from the predominant melody of the mix (not a separated vocal) and from loudness, onsets,
          brightness, tempo and dynamics.
        </p>
      </div>
      <dl className="grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-0.5 sm:grid-cols-[16rem_1fr]">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      {v.artistTags.length ? (
        <p className="text-sm">
          <span className="font-semibold">Your tags: </span>
          <span className="text-muted">{v.artistTags.join(', ')}</span>
        </p>
      ) : null}
    </Card>
  );
}
