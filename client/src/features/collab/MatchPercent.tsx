import { PercentRing } from '@/ui/PercentRing';

/** A match percentage as a ring that fills to the value, with the number in the middle. */
export function MatchPercent({ value, label }: { value: number; label?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="flex shrink-0 flex-col items-center gap-0.5" data-testid="match-percentage" title={label}>
      <PercentRing value={clamped} toColor="#c026d3" className="size-16 text-base">
        {clamped}%
      </PercentRing>
      <span className="text-[11px] font-semibold uppercase tracking-wide text-muted">match</span>
    </div>
  );
}
