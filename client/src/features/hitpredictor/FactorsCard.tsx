import type { HitResult } from '@common/hitpredictor';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Card } from '@/ui/Card';

/** Each factor of the fit score with its value, points and reason; then the release checklist (no weight). */
export function FactorsCard({ result }: { result: HitResult }) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <h2 className="text-lg font-bold">Why this score</h2>
        <p className="text-sm text-muted">
          Each factor is worth up to 20 points; a factor that cannot be measured is left out.
        </p>
      </div>
      <ul className="space-y-4">
        {result.factors.map((f) => (
          <li key={f.id} className="space-y-1" data-testid={`factor-${f.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{f.label}</span>
              <span className="text-sm tabular-nums">
                <span className="text-muted">{f.value} · </span>
                {f.maxPoints > 0 ? `${f.points} / ${f.maxPoints}` : 'not scored'}
              </span>
            </div>
            {f.maxPoints > 0 ? (
              <div className="h-1.5 overflow-hidden rounded-full bg-white/10" aria-hidden>
                <div className="h-full bg-primary" style={{ width: `${(f.points / f.maxPoints) * 100}%` }} />
              </div>
            ) : null}
            <p className="text-xs text-muted">{f.reason}</p>
          </li>
        ))}
      </ul>
      <div className="space-y-3 border-t border-white/10 pt-4">
        <h3 className="font-semibold">Release checklist</h3>
        <ul className="space-y-2">
          {result.checklist.map((c) => (
            <li key={c.id} className="flex gap-2 text-sm">
              {c.passed ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-amber-400" aria-label="Check" />
              )}
              <span>
                <span className="font-semibold">
                  {c.label}: {c.value}.
                </span>{' '}
                <span className="text-muted">{c.reason}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
