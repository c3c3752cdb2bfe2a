import { formatCount, formatDuration } from '@common/format';
import type { Track } from '@common/tracks';
import { Pause, Play } from 'lucide-react';
import { Link } from 'wouter';
import { AddToPlaylistButton } from '@/features/playlists';
import { cn } from '@/lib/cn';
import { playerActions, usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';

/** 'More from {artist}': the artist's other tracks; a click plays one (the list becomes the queue). */
export function MoreFromArtist({ track, others }: { track: Track; others: Track[] }) {
  const { current, isPlaying } = usePlayer();
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="more-from-artist">
      <h2 id="more-from-artist" className="mb-4 text-xl font-bold">
        More from {track.artist}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((other) => {
          const playing = current?.id === other.id && isPlaying;
          return (
            <li
              key={other.id}
              className={cn(
                'group flex items-center gap-3 rounded-2xl border border-white/10 bg-surface/40 p-2 pr-3 transition-colors hover:bg-surface/80',
                current?.id === other.id && 'border-primary/40',
              )}
            >
              <button
                type="button"
                onClick={() =>
                  current?.id === other.id ? playerActions.toggle() : playerActions.playTrack(other, others)
                }
                aria-label={playing ? `Pause ${other.title}` : `Play ${other.title}`}
                className="relative shrink-0 rounded-xl"
              >
                <Artwork src={other.coverArt} className="size-14 rounded-xl" />
                <span className="absolute inset-0 grid place-items-center rounded-xl bg-black/45 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
                  {playing ? (
                    <Pause className="size-5 fill-current text-white" aria-hidden />
                  ) : (
                    <Play className="size-5 fill-current text-white" aria-hidden />
                  )}
                </span>
              </button>
              <div className="min-w-0 flex-1">
                <Link
                  href={`/tracks/${other.id}`}
                  className="block truncate text-sm font-semibold hover:text-primary-text"
                >
                  {other.title}
                </Link>
                <p className="truncate text-xs text-muted">
                  {formatCount(other.plays)} plays · {formatDuration(other.duration)}
                </p>
              </div>
              <AddToPlaylistButton track={other} compact />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
