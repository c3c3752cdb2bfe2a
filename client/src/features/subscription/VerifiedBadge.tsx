import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The verified artist badge of Artist Pro and DJ Premium (part 1, section 9). */
export function VerifiedBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  if (compact) {
    return (
      <BadgeCheck
        className={cn('size-4 fill-primary text-white', className)}
        role="img"
        aria-label="Verified artist"
      />
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-primary-text ring-1 ring-primary/30',
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden /> Verified artist
    </span>
  );
}
