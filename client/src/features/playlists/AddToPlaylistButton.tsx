import { ListPlus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import type { TrackRef } from './AddToPlaylistDialog';
import { useAddToPlaylist } from './useAddToPlaylist';

/** "Add to playlist" as a button: labelled on the track page, a round icon in the player bar (`compact`). */
export function AddToPlaylistButton({
  track,
  compact = false,
  className,
}: {
  track: TrackRef;
  compact?: boolean;
  className?: string;
}) {
  const addTo = useAddToPlaylist();
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={() => addTo.open(track)}
          aria-label={`Add ${track.title} to a playlist`}
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full text-foreground/80 transition-colors hover:bg-white/10 hover:text-foreground',
            className,
          )}
        >
          <ListPlus className="size-4" aria-hidden />
        </button>
      ) : (
        <Button variant="outline" onClick={() => addTo.open(track)} className={className}>
          <ListPlus aria-hidden />
          Add to playlist
        </Button>
      )}
      {addTo.dialog}
    </>
  );
}
