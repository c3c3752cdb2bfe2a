import { formatDuration } from '@common/format';
import type { Track } from '@common/tracks';
import { AudioLines } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { LikeButton } from './LikeButton';
import { TrackMoreMenu } from './TrackMoreMenu';

/** A New Releases row: tapping it plays the track; like and more act on their own. */
export function ReleaseRow({ track, list }: { track: Track; list: Track[] }) {
  const player = usePlayer();
  const isCurrent = player.current?.id === track.id;
  const play = () => (isCurrent ? player.toggle() : player.playTrack(track, list));
  return (
    <div
      onClick={play}
      className={cn(
        'group flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 transition-colors hover:bg-white/[0.05] sm:gap-4 sm:px-3',
        isCurrent && 'bg-primary/10',
      )}
      data-testid="release-row"
    >
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          play();
        }}
        className="flex min-w-0 flex-1 items-center gap-3 text-left sm:gap-4"
      >
        <span className="relative">
          <Artwork src={track.coverArt} className="size-12 rounded-lg" />
          {isCurrent && player.isPlaying ? (
            <span className="absolute inset-0 grid place-items-center rounded-lg bg-black/50 text-primary-text">
              <AudioLines className="size-5 animate-pulse" aria-hidden />
            </span>
          ) : null}
        </span>
        <span className="sr-only">{isCurrent && player.isPlaying ? 'Pause ' : 'Play '}</span>
        <span className="min-w-0 flex-1">
          <span className={cn('block truncate font-semibold', isCurrent && 'text-primary-text')}>
            {track.title}
          </span>
          <span className="block truncate text-sm text-muted">
            {track.artist}
            <span className="sm:hidden">
              {' · '}
              <span className="capitalize">{track.genre ?? 'Music'}</span>
              {' · '}
              {formatDuration(track.duration)}
            </span>
          </span>
        </span>
        <span className="hidden w-28 shrink-0 truncate text-sm capitalize text-muted sm:block">
          {track.genre ?? 'Music'}
        </span>
        <span className="hidden w-11 shrink-0 text-right text-sm tabular-nums text-muted sm:block">
          {formatDuration(track.duration)}
        </span>
      </button>
      <LikeButton track={track} />
      <TrackMoreMenu track={track} list={list} />
    </div>
  );
}
