import { formatDuration } from '@common/format';
import type { PlaylistTrack } from '@common/playlists';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AudioLines, GripVertical, Pause, Play, X } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { isPlayable } from './queueTracks';

export const UNAVAILABLE = 'Unavailable';

interface RowProps {
  track: PlaylistTrack;
  index: number;
  /** The owner sees the drag handle and the remove button. */
  editable: boolean;
  isCurrent: boolean;
  isPlaying: boolean;
  onPlay: (track: PlaylistTrack) => void;
  onRemove: (track: PlaylistTrack) => void;
}

/**
 * One track of a playlist: its number (or play/pause), cover, title and artist, duration; for the owner a drag
 * handle (pointer, or keyboard: Space to lift, arrows to move, Space to drop) and Remove. A track that has
 * since become private or been removed stays in its place, greyed, as "Unavailable", and cannot be played.
 */
export function PlaylistTrackRow({
  track,
  index,
  editable,
  isCurrent,
  isPlaying,
  onPlay,
  onRemove,
}: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: track.trackId, disabled: !editable });
  const playable = isPlayable(track);
  const name = track.title ?? UNAVAILABLE;
  const playingNow = isCurrent && isPlaying;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={cn(
        'flex items-center gap-2 rounded-xl px-1.5 py-1.5 sm:gap-3 sm:px-2',
        isCurrent ? 'bg-primary/10' : 'hover:bg-white/[0.04]',
        isDragging && 'relative z-10 bg-surface shadow-xl ring-1 ring-primary/50',
      )}
      data-testid="playlist-track"
      data-available={track.available}
    >
      {editable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${name}, position ${index + 1}`}
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-muted hover:bg-white/10 hover:text-foreground active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      ) : null}
      {playable ? (
        <button
          type="button"
          onClick={() => onPlay(track)}
          aria-label={`${playingNow ? 'Pause' : 'Play'} ${name}, track ${index + 1}`}
          className="group grid size-9 shrink-0 place-items-center rounded-full text-sm tabular-nums text-muted hover:bg-white/10 hover:text-foreground"
        >
          {playingNow ? (
            <AudioLines className="size-4 animate-pulse text-primary-text group-hover:hidden" aria-hidden />
          ) : (
            <span className="group-hover:hidden">{index + 1}</span>
          )}
          {playingNow ? (
            <Pause className="hidden size-4 fill-current group-hover:block" aria-hidden />
          ) : (
            <Play className="hidden size-4 fill-current group-hover:block" aria-hidden />
          )}
        </button>
      ) : (
        <span className="grid size-9 shrink-0 place-items-center text-sm tabular-nums text-muted">
          {index + 1}
        </span>
      )}
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Artwork
          src={track.coverArt}
          className={cn('size-10 rounded-lg', !playable && 'opacity-40 grayscale')}
        />
        <div className="min-w-0 flex-1">
          {playable ? (
            <Link
              href={`/tracks/${track.trackId}`}
              className={cn('block truncate font-semibold hover:underline', isCurrent && 'text-primary-text')}
            >
              {track.title}
            </Link>
          ) : (
            <span className="block truncate font-semibold italic text-muted">{UNAVAILABLE}</span>
          )}
          <span className="block truncate text-sm text-muted">
            {playable && track.artistId !== null ? (
              <Link href={`/artists/${track.artistId}`} className="hover:underline">
                {track.artist}
              </Link>
            ) : playable ? (
              track.artist
            ) : (
              'This track is private or has been removed'
            )}
          </span>
        </div>
        <span className="hidden w-12 shrink-0 text-right text-sm tabular-nums text-muted sm:block">
          {playable ? formatDuration(track.duration) : '–'}
        </span>
      </div>
      {editable ? (
        <button
          type="button"
          onClick={() => onRemove(track)}
          aria-label={`Remove ${name} from the playlist`}
          className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-foreground"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}
