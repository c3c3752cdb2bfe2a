import type { Collaboration } from '@common/collab';
import { cn } from '@/lib/cn';

/** How a collaboration's status reads. */
export const STATUS_LABELS: Record<Collaboration['status'], string> = {
  pending_payment: 'Waiting for the fee',
  proposed: 'Waiting for an answer',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Not answered',
};

const STATUS_STYLES: Record<Collaboration['status'], string> = {
  pending_payment: 'bg-amber-400/15 text-amber-200 ring-amber-400/30',
  proposed: 'bg-amber-400/15 text-amber-200 ring-amber-400/30',
  active: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/30',
  completed: 'bg-sky-400/15 text-sky-200 ring-sky-400/30',
  cancelled: 'bg-white/10 text-zinc-200 ring-white/20',
  declined: 'bg-white/10 text-zinc-200 ring-white/20',
  expired: 'bg-white/10 text-zinc-200 ring-white/20',
};

/** A collaboration's status as a small pill. */
export function StatusBadge({ status, className }: { status: Collaboration['status']; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        STATUS_STYLES[status],
        className,
      )}
      data-testid="collaboration-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Progress as a bar (a real progressbar for assistive technology) with its percentage. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={clamped}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary-strong to-fuchsia-500 transition-[width]"
          style={{ width: `${clamped}%` }}
        />
      </div>
      <span className="w-11 shrink-0 text-right text-sm font-bold tabular-nums" aria-hidden>
        {clamped}%
      </span>
    </div>
  );
}

/** The other members' names, or 'Just you'. */
export function partnersOf(collaboration: Collaboration, myId: number): string {
  const others = collaboration.artists.filter((artist) => artist.id !== myId).map((artist) => artist.name);
  return others.length > 0 ? others.join(', ') : 'Just you';
}
