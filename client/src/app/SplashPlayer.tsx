import { Pause, Play, Volume2, VolumeX } from 'lucide-react';

interface SplashPlayerProps {
  playing: boolean;
  muted: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
}

const BAR_DELAYS = ['0s', '-0.3s', '-0.6s', '-0.15s'];

/** The splash's now-playing pill: play/pause, the track name and mute. */
export function SplashPlayer({ playing, muted, onTogglePlay, onToggleMute }: SplashPlayerProps) {
  return (
    <div className="flex max-w-full items-center gap-2 rounded-full border border-white/10 bg-white/[0.06] p-1.5 shadow-xl shadow-black/30 backdrop-blur-md sm:gap-3">
      <button
        type="button"
        onClick={onTogglePlay}
        aria-label={playing ? 'Pause music' : 'Play music'}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-strong text-white transition-colors hover:bg-primary-hover"
      >
        {playing ? (
          <Pause className="size-4" aria-hidden />
        ) : (
          <Play className="size-4 translate-x-px" aria-hidden />
        )}
      </button>
      <span aria-hidden className="hidden h-5 items-end gap-[3px] sm:flex">
        {BAR_DELAYS.map((delay) => (
          <span
            key={delay}
            data-active={playing && !muted}
            className="pn-eq-bar h-full w-[3px] rounded-full bg-primary-strong"
            style={{ animationDelay: delay }}
          />
        ))}
      </span>
      <p className="min-w-0 text-[11px] font-medium text-foreground/90 min-[380px]:text-xs sm:text-sm">
        Now Playing: Welcome to the Nation
      </p>
      <button
        type="button"
        onClick={onToggleMute}
        aria-label={muted ? 'Unmute' : 'Mute'}
        className="grid size-9 shrink-0 place-items-center rounded-full text-foreground/80 transition-colors hover:bg-white/10 hover:text-foreground"
      >
        {muted ? <VolumeX className="size-4" aria-hidden /> : <Volume2 className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
