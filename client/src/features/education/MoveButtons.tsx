import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/ui/Button';

/** Move up and Move down buttons of an item in an ordered list (disabled at its ends). */
export function MoveButtons({
  label,
  index,
  count,
  busy,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Move ${label} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Move ${label} down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </span>
  );
}
