import type { VocalTakeSummary } from '@common/vocal';
import { Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The singer's earlier takes: open one, or delete it. */
export function TakeList({
  takes,
  selected,
  onOpen,
  onDelete,
}: {
  takes: VocalTakeSummary[];
  selected: number | null;
  onOpen: (id: number) => void;
  onDelete: (take: VocalTakeSummary) => void;
}) {
  if (!takes.length) return <p className="text-sm text-muted">Your analysed takes will be listed here.</p>;
  return (
    <ul className="divide-y divide-white/10" aria-label="Your takes">
      {takes.map((take) => (
        <li key={take.id} className="flex items-center gap-2 py-2">
          <button
            type="button"
            onClick={() => onOpen(take.id)}
            aria-current={selected === take.id || undefined}
            className={cn(
              'min-w-0 flex-1 rounded-lg px-2 py-1 text-left hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-primary',
              selected === take.id && 'bg-primary/10',
            )}
          >
            <span className="block truncate text-sm font-semibold">{take.title}</span>
            <span className="block text-xs text-muted">
              {when(take.createdAt)} · {Math.round(take.durationSeconds)} s
              {take.keyName ? ` · ${take.keyName}` : ''}
              {take.withinShare !== null ? ` · ${Math.round(take.withinShare * 100)}% in tune` : ''}
            </span>
          </button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${take.title}`}
            onClick={() => onDelete(take)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
