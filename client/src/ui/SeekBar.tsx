import { formatDuration } from '@common/format';
import { fractionAtTime, pointerFraction, resamplePeaks } from '@common/player';
import { type KeyboardEvent, type PointerEvent, memo, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';

/** Arrow keys move this many seconds. */
const KEY_STEP_SECONDS = 5;

interface SeekBarProps {
  /** Waveform peaks (0..1); null shows a plain progress bar. */
  peaks: readonly number[] | null;
  /** How many bars the waveform is drawn with. */
  bars?: number;
  /** Playback progress, 0..1. */
  fraction: number;
  /** Seconds; NaN when unknown. */
  duration: number;
  onSeek: (fraction: number) => void;
  label?: string;
  accent?: 'primary' | 'gold';
  className?: string;
  'data-testid'?: string;
}

const WaveBars = memo(function WaveBars({ heights, className }: { heights: number[]; className: string }) {
  return (
    <div
      aria-hidden
      className={cn('pointer-events-none absolute inset-0 flex items-center gap-px', className)}
    >
      {heights.map((h, i) => (
        <span
          key={i}
          className="min-w-px flex-1 rounded-full bg-current"
          style={{ height: `${Math.max(6, h * 100)}%` }}
        />
      ))}
    </div>
  );
});

/**
 * Seeking along a track: the waveform's peaks (played part in the accent colour) or, before the audio is
 * analysed, a plain progress bar. Click or drag to seek; as a slider, the arrow keys move 5 seconds.
 */
export function SeekBar({
  peaks,
  bars = 100,
  fraction,
  duration,
  onSeek,
  label = 'Seek',
  accent = 'primary',
  className,
  'data-testid': testId,
}: SeekBarProps) {
  const [dragFraction, setDragFraction] = useState<number | null>(null);
  const heights = useMemo(
    () => (peaks && peaks.length > 0 ? resamplePeaks(peaks, bars) : null),
    [peaks, bars],
  );
  const shown = dragFraction ?? fraction;
  const known = Number.isFinite(duration) && duration > 0;
  const accentText = accent === 'gold' ? 'text-amber-300' : 'text-primary-text';
  const accentBg = accent === 'gold' ? 'bg-amber-300' : 'bg-primary-strong';

  const fractionOf = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return pointerFraction(event.clientX, rect.left, rect.width);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragFraction(fractionOf(event));
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragFraction !== null) setDragFraction(fractionOf(event));
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragFraction === null) return;
    setDragFraction(null);
    onSeek(fractionOf(event));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = known ? KEY_STEP_SECONDS / duration : 0.05;
    const moves: Record<string, number> = {
      ArrowLeft: fraction - step,
      ArrowDown: fraction - step,
      ArrowRight: fraction + step,
      ArrowUp: fraction + step,
      Home: 0,
      End: 0.999,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(Math.min(1, Math.max(0, target)));
  };

  const position = known ? shown * duration : 0;
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={known ? Math.round(duration) : 0}
      aria-valuenow={Math.round(position)}
      aria-valuetext={known ? `${formatDuration(position)} of ${formatDuration(duration)}` : 'Unknown length'}
      data-testid={testId}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => setDragFraction(null)}
      onKeyDown={handleKeyDown}
      className={cn(
        'group relative cursor-pointer touch-none select-none rounded-md outline-offset-2',
        className,
      )}
    >
      {heights ? (
        <>
          <WaveBars heights={heights} className="text-white/25" />
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0"
            style={{ clipPath: `inset(0 ${(1 - fractionAtTime(shown, 1)) * 100}% 0 0)` }}
          >
            <WaveBars heights={heights} className={accentText} />
          </div>
        </>
      ) : (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/15"
        >
          <div className={cn('h-full rounded-full', accentBg)} style={{ width: `${shown * 100}%` }} />
          <span
            className={cn(
              'absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
              accentBg,
            )}
            style={{ left: `${shown * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
