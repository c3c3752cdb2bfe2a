import type { SearchResult } from '@common/search';
import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { toast } from '@/ui/useToast';
import { playResult } from './playResult';

/** Plays a track or beat result in the player (its list queued after it); pauses it when it is playing. */
export function ResultPlayButton({
  result,
  list,
  className,
}: {
  result: SearchResult;
  list: readonly SearchResult[];
  className?: string;
}) {
  const player = usePlayer();
  const [starting, setStarting] = useState(false);
  const isCurrent = player.current?.id === result.id;
  const playing = isCurrent && player.isPlaying;

  async function handleClick() {
    if (playing) return player.pause();
    if (isCurrent) return player.play();
    setStarting(true);
    try {
      await playResult(result, list);
    } catch (error) {
      toast({ title: 'Could not play', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setStarting(false);
    }
  }

  return (
    <button
      type="button"
      aria-label={playing ? `Pause ${result.title}` : `Play ${result.title}`}
      aria-pressed={playing}
      aria-busy={starting || undefined}
      disabled={starting}
      onClick={() => void handleClick()}
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-primary-strong text-white shadow-lg shadow-black/40 transition-transform hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70',
        className,
      )}
    >
      {starting ? (
        <LoaderCircle className="size-1/2 animate-spin" aria-hidden />
      ) : playing ? (
        <Pause className="size-1/2 fill-current" aria-hidden />
      ) : (
        <Play className="ml-0.5 size-1/2 fill-current" aria-hidden />
      )}
    </button>
  );
}
