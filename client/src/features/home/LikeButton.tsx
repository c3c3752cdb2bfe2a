import { formatCount } from '@common/format';
import type { Track } from '@common/tracks';
import { Heart } from 'lucide-react';
import { useLikeTrack } from '@/features/tracks';
import { cn } from '@/lib/cn';

/** A heart with the like count; liking needs a signed-in user. */
export function LikeButton({ track, className }: { track: Track; className?: string }) {
  const { toggleLike, pendingId } = useLikeTrack();
  return (
    <button
      type="button"
      aria-label={`${track.likedByMe ? 'Unlike' : 'Like'} ${track.title}, ${formatCount(track.likes)} ${track.likes === 1 ? 'like' : 'likes'}`}
      aria-pressed={track.likedByMe}
      disabled={pendingId === track.id}
      onClick={(event) => {
        event.stopPropagation();
        toggleLike(track);
      }}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm text-muted transition-colors hover:bg-white/5 hover:text-foreground disabled:opacity-60',
        track.likedByMe && 'text-primary-text hover:text-primary-text',
        className,
      )}
    >
      <Heart className={cn('size-4', track.likedByMe && 'fill-current')} aria-hidden />
      <span data-testid="like-count">{formatCount(track.likes)}</span>
    </button>
  );
}
