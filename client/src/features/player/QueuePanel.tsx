import { formatDuration } from '@common/format';
import { AudioLines, ListMusic, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { Dialog, DialogTitle, DialogTrigger } from '@/ui/Dialog';
import { SheetContent } from '@/ui/Sheet';

/** The queue: every track in play order; click one to jump to it, or remove it. */
export function QueuePanel({ className }: { className?: string }) {
  const { queue, index, isPlaying, jumpTo, remove } = usePlayer();
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`Queue (${queue.length})`}
        className={cn(
          'grid size-9 place-items-center rounded-full text-foreground/80 transition-colors hover:bg-white/10 hover:text-foreground',
          className,
        )}
      >
        <ListMusic className="size-4" aria-hidden />
      </DialogTrigger>
      <SheetContent aria-describedby={undefined} closeLabel="Close queue">
        <div className="border-b border-white/10 px-5 py-4">
          <DialogTitle>Queue</DialogTitle>
          <p className="text-xs text-muted">
            {queue.length} {queue.length === 1 ? 'track' : 'tracks'}
          </p>
        </div>
        <ol className="flex-1 space-y-1 overflow-y-auto p-2" aria-label="Tracks in the queue">
          {queue.map((track, i) => {
            const current = i === index;
            return (
              <li
                key={`${track.id}-${i}`}
                className={cn(
                  'group flex items-center gap-2 rounded-xl pr-1 transition-colors hover:bg-white/5',
                  current && 'bg-primary/10',
                )}
              >
                <button
                  type="button"
                  onClick={() => jumpTo(i)}
                  aria-current={current || undefined}
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 text-left"
                >
                  <span className="relative">
                    <Artwork src={track.coverArt} className="size-10 rounded-lg" />
                    {current && isPlaying ? (
                      <span className="absolute inset-0 grid place-items-center rounded-lg bg-black/50">
                        <AudioLines className="size-4 animate-pulse text-primary-text" aria-hidden />
                      </span>
                    ) : null}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      data-testid="queue-title"
                      className={cn('block truncate text-sm font-semibold', current && 'text-primary-text')}
                    >
                      {track.title}
                    </span>
                    <span className="block truncate text-xs text-muted">{track.artist}</span>
                  </span>
                  <span className="text-xs tabular-nums text-muted">{formatDuration(track.duration)}</span>
                </button>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${track.title} from the queue`}
                  className="grid size-8 shrink-0 place-items-center rounded-full text-muted opacity-70 transition hover:bg-white/10 hover:text-foreground group-hover:opacity-100"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ol>
      </SheetContent>
    </Dialog>
  );
}
