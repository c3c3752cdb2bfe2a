import type { CommentMarker } from '@common/comments';
import { formatDuration } from '@common/format';
import { cn } from '@/lib/cn';
import { CommentAvatar } from './CommentAvatar';

/**
 * Timed comments as their authors' avatars along a waveform, each at its moment; pressing one plays the track
 * from there. Marks past the known length are left out.
 */
export function CommentMarkers({
  markers,
  duration,
  onPlayAt,
  size = 'md',
  className,
}: {
  markers: readonly CommentMarker[];
  duration: number;
  onPlayAt: (seconds: number) => void;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const shown = markers.filter((m) => m.positionSeconds <= duration);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Timed comments" className={cn('relative', size === 'md' ? 'h-7' : 'h-4', className)}>
      {shown.map((marker) => {
        const at = formatDuration(marker.positionSeconds);
        return (
          <li
            key={marker.id}
            className="absolute top-0 -translate-x-1/2 hover:z-10 focus-within:z-10"
            style={{ left: `${(marker.positionSeconds / duration) * 100}%` }}
          >
            <button
              type="button"
              onClick={() => onPlayAt(marker.positionSeconds)}
              aria-label={`Play from ${at}: ${marker.author.name} said “${marker.body}”`}
              title={`${at} · ${marker.author.name}: ${marker.body}`}
              data-testid="comment-marker"
              data-position={marker.positionSeconds}
              className="group block rounded-full transition-transform hover:scale-125 focus-visible:scale-125 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <CommentAvatar
                name={marker.author.name}
                image={marker.author.avatar}
                size={size === 'md' ? 'sm' : 'xs'}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
