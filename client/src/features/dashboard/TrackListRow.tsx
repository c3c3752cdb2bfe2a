import { formatCount, formatDuration } from '@common/format';
import type { Track } from '@common/tracks';
import { ExternalLink, Headphones, Heart, Pause, Play } from 'lucide-react';
import { Link } from 'wouter';
import { AddToPlaylistButton } from '@/features/playlists';
import { cn } from '@/lib/cn';
import { usePlayer } from '@/lib/playerStore';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';

const VISIBILITY_LABELS: Record<Track['visibility'], string> = {
  public: 'Public',
  private: 'Private',
  unlisted: 'Unlisted',
};

/** One of the artist's tracks: play, cover, title, genre, duration, plays, likes; drafts marked. */
export function TrackListRow({ track, list }: { track: Track; list: Track[] }) {
  const player = usePlayer();
  const isCurrent = player.current?.id === track.id;
  const playing = isCurrent && player.isPlaying;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-white/[0.04]',
        isCurrent && 'bg-primary/10',
      )}
      data-testid="my-track"
    >
      <button
        type="button"
        aria-label={playing ? `Pause ${track.title}` : `Play ${track.title}`}
        onClick={() => (isCurrent ? player.toggle() : player.playTrack(track, list))}
        className="group relative shrink-0"
      >
        <Artwork src={track.coverArt} className="size-12 rounded-lg" />
        <span
          className={cn(
            'absolute inset-0 grid place-items-center rounded-lg bg-black/40 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
            playing && 'opacity-100',
          )}
        >
          {playing ? (
            <Pause className="size-5 fill-current" aria-hidden />
          ) : (
            <Play className="size-5 fill-current" aria-hidden />
          )}
        </span>
      </button>
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            href={`/tracks/${track.id}`}
            className={cn('truncate font-semibold hover:text-primary-text', isCurrent && 'text-primary-text')}
          >
            {track.title}
          </Link>
          {track.status === 'draft' ? <Badge variant="neutral">Draft</Badge> : null}
          {track.visibility !== 'public' || track.status === 'draft' ? (
            <span className="shrink-0 text-xs text-muted">{VISIBILITY_LABELS[track.visibility]}</span>
          ) : null}
        </div>
        <p className="truncate text-sm capitalize text-muted">
          {track.genre ?? 'Music'} · {formatDuration(track.duration)}
        </p>
      </div>
      <dl className="flex shrink-0 items-center gap-3 text-sm tabular-nums text-muted">
        <div className="flex items-center gap-1" title={`${track.plays} plays`}>
          <dt>
            <Headphones className="size-4" aria-label="Plays" />
          </dt>
          <dd>{formatCount(track.plays)}</dd>
        </div>
        <div className="flex items-center gap-1" title={`${track.likes} likes`}>
          <dt>
            <Heart className="size-4" aria-label="Likes" />
          </dt>
          <dd>{formatCount(track.likes)}</dd>
        </div>
      </dl>
      {track.status === 'published' ? <AddToPlaylistButton track={track} compact /> : null}
      <Link
        href={`/tracks/${track.id}`}
        aria-label={`Open ${track.title}`}
        className="hidden size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-white/5 hover:text-foreground sm:grid"
      >
        <ExternalLink className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
