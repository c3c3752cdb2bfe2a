import type { Track } from '@common/tracks';
import { formatCount } from '@common/format';
import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLikeTrack } from './useLikeTrack';

/** The heart that likes a track; with `showCount`, the number of likes beside it. */
export function LikeButton({
  track,
  showCount = false,
  className,
}: {
  track: Pick<Track, 'id' | 'likedByMe' | 'likes' | 'title'>;
  showCount?: boolean;
  className?: string;
}) {
  const { toggleLike, isPending } = useLikeTrack();
  return (
    <button
      type="button"
      onClick={() => toggleLike(track)}
      disabled={isPending}
      aria-pressed={track.likedByMe}
      aria-label={`${track.likedByMe ? 'Unlike' : 'Like'} ${track.title}${showCount ? `, ${formatCount(track.likes)} ${track.likes === 1 ? 'like' : 'likes'}` : ''}`}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-full text-sm font-semibold transition-colors hover:bg-white/10 disabled:opacity-60',
        track.likedByMe ? 'text-primary-text' : 'text-foreground/80 hover:text-foreground',
        showCount ? 'h-10 px-4 ring-1 ring-white/15' : 'size-9',
        className,
      )}
    >
      <Heart className={cn('size-4', track.likedByMe && 'fill-current')} aria-hidden />
      {showCount ? <span>{formatCount(track.likes)}</span> : null}
    </button>
  );
}
