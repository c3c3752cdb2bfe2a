import type { HitResult } from '@common/hitpredictor';
import { PercentRing } from '@/ui/PercentRing';
import { Card } from '@/ui/Card';

function Figure({
  title,
  value,
  unit,
  note,
  ring,
}: {
  title: string;
  value: number | null;
  unit: string;
  note: string;
  ring?: boolean;
}) {
  return (
    <Card className="flex gap-4 p-5" data-testid={`figure-${title}`}>
      {ring && value !== null ? (
        <PercentRing value={value} toColor="#a855f7" className="size-20 text-xl">
          {value}
        </PercentRing>
      ) : null}
      <div className="min-w-0 space-y-1">
        <h3 className="text-sm font-semibold text-muted">{title}</h3>
        <p className="text-2xl font-extrabold tabular-nums">
          {value === null ? (
            <span className="text-base font-semibold text-muted">Not shown</span>
          ) : (
            `${value}${unit}`
          )}
        </p>
        <p className="text-xs text-muted">{note}</p>
      </div>
    </Card>
  );
}

/** Hit probability, fit with current hit conventions, viral potential and commercial viability, each explained. */
export function MarketCards({ result }: { result: HitResult }) {
  const m = result.marketPrediction;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Figure
        title="Hit probability"
        value={result.hitProbability}
        unit="%"
        note={result.hitProbabilityNote}
        ring
      />
      <Figure
        title="Fit with current hit conventions"
        value={m.chartPotential}
        unit="/100"
        note="From the explained factors below: duration, time to full level, tempo, danceability and energy."
        ring
      />
      <Figure title="Viral potential" value={m.viralPotential} unit="/100" note={m.viralNote} />
      <Figure
        title="Commercial viability"
        value={m.commercialViability}
        unit=" per 1,000 plays"
        note={m.commercialNote}
      />
    </div>
  );
}
