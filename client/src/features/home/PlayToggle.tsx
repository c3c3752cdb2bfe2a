import type { Track } from '@common/tracks';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';

/** Plays a track with its list as the queue; pauses it when it is the one playing. */
export function PlayToggle({ track, list, className }: { track: Track; list: Track[]; className?: string }) {
  const player = usePlayer();
  const isCurrent = player.current?.id === track.id;
  const playing = isCurrent && player.isPlaying;
  return (
    <button
      type="button"
      aria-label={playing ? `Pause ${track.title}` : `Play ${track.title}`}
      aria-pressed={playing}
      onClick={(event) => {
        event.stopPropagation();
        if (playing) player.pause();
        else if (isCurrent) player.play();
        else player.playTrack(track, list);
      }}
      className={cn(
        'grid place-items-center rounded-full bg-primary-strong text-white shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        className,
      )}
    >
      {playing ? (
        <Pause className="size-1/2 fill-current" aria-hidden />
      ) : (
        <Play className="ml-0.5 size-1/2 fill-current" aria-hidden />
      )}
    </button>
  );
}
