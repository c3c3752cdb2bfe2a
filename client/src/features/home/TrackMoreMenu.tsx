import type { Track } from '@common/tracks';
import { ExternalLink, ListPlus, MoreHorizontal, Play } from 'lucide-react';
import { useLocation } from 'wouter';
import { usePlayer } from '@/features/player/playerStore';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/DropdownMenu';
import { toast } from '@/ui/useToast';

/** The 'more' menu of a track row: play, add to queue, open the track page. */
export function TrackMoreMenu({ track, list }: { track: Track; list: Track[] }) {
  const player = usePlayer();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`More options for ${track.title}`}
        onClick={(event) => event.stopPropagation()}
        className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-white/5 hover:text-foreground"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(event) => event.stopPropagation()}>
        <DropdownMenuItem onSelect={() => player.playTrack(track, list)}>
          <Play aria-hidden /> Play now
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            player.enqueue(track);
            toast({ title: 'Added to queue', description: `${track.title} by ${track.artist}` });
          }}
        >
          <ListPlus aria-hidden /> Add to queue
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(`/tracks/${track.id}`)}>
          <ExternalLink aria-hidden /> Open track page
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
