import { formatCount, formatDuration } from '@common/format';
import type { Track } from '@common/tracks';
import { Headphones } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { PlayToggle } from './PlayToggle';

/** A spotlight track card: cover with a play button, title, artist, genre and plays. */
export function SpotlightCard({ track, list }: { track: Track; list: Track[] }) {
  const { current } = usePlayer();
  const isCurrent = current?.id === track.id;
  return (
    <article
      aria-label={`${track.title} by ${track.artist}`}
      className={cn(
        'group w-44 shrink-0 snap-start rounded-2xl border bg-white/[0.03] p-3 transition-colors hover:bg-white/[0.06] sm:w-52',
        track.featured ? 'border-amber-400/40' : 'border-white/10',
        isCurrent && 'border-primary/60',
      )}
    >
      <div className="relative">
        <Artwork src={track.coverArt} className="aspect-square w-full rounded-xl" />
        {track.featured ? (
          <Badge variant="gold" className="absolute left-2 top-2 bg-black/60 backdrop-blur">
            Featured
          </Badge>
        ) : null}
        <PlayToggle
          track={track}
          list={list}
          className="absolute bottom-2 right-2 size-11 opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100 [&[aria-pressed=true]]:opacity-100"
        />
      </div>
      <Link
        href={`/tracks/${track.id}`}
        className="mt-3 block truncate font-semibold hover:text-primary-text"
      >
        {track.title}
      </Link>
      <p className="truncate text-sm text-muted">
        {track.artist}
        {track.featuredArtist ? ` feat. ${track.featuredArtist}` : ''}
      </p>
      <p className="mt-2 flex items-center justify-between gap-2 text-xs text-muted">
        <span className="truncate capitalize">{track.genre ?? 'Music'}</span>
        <span className="flex shrink-0 items-center gap-2">
          <span className="flex items-center gap-1" title={`${track.plays} plays`}>
            <Headphones className="size-3.5" aria-hidden />
            <span className="sr-only">Plays:</span>
            {formatCount(track.plays)}
          </span>
          <span>{formatDuration(track.duration)}</span>
        </span>
      </p>
    </article>
  );
}
