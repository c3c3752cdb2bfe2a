import { cn } from '@/lib/cn';

/** Step dots and the 'n of 5' counter of a tutorial. */
export function TutorialProgress({ current, total }: { current: number; total: number }) {
  return (
    <div className="flex flex-col items-center gap-1.5">
      <div className="flex gap-1.5" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 rounded-full transition-all duration-300',
              i + 1 === current ? 'w-5 bg-primary-strong' : 'w-1.5',
              i + 1 < current ? 'bg-primary/60' : i + 1 > current ? 'bg-white/20' : '',
            )}
          />
        ))}
      </div>
      <p className="text-xs font-medium tabular-nums text-muted" aria-live="polite">
        {current} of {total}
      </p>
    </div>
  );
}
