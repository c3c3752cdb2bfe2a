import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_VOLUME, playerActions } from '@/lib/playerStore';

/** Mute toggle and volume slider (0..1, default 0.7). */
export function VolumeControl({ volume, className }: { volume: number; className?: string }) {
  const restoreRef = useRef(DEFAULT_VOLUME);
  const muted = volume === 0;
  const Icon = muted ? VolumeX : volume < 0.5 ? Volume1 : Volume2;

  const handleToggleMute = () => {
    if (muted) {
      playerActions.setVolume(restoreRef.current || DEFAULT_VOLUME);
    } else {
      restoreRef.current = volume;
      playerActions.setVolume(0);
    }
  };

  return (
    <div className={cn('items-center gap-1.5', className)}>
      <button
        type="button"
        onClick={handleToggleMute}
        aria-label={muted ? 'Unmute' : 'Mute'}
        className="grid size-9 place-items-center rounded-full text-foreground/80 transition-colors hover:bg-white/10 hover:text-foreground"
      >
        <Icon className="size-4" aria-hidden />
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={0.01}
        value={volume}
        onChange={(event) => playerActions.setVolume(Number(event.target.value))}
        aria-label="Volume"
        aria-valuetext={`${Math.round(volume * 100)}%`}
        className="h-1 w-24 cursor-pointer accent-primary"
      />
    </div>
  );
}
