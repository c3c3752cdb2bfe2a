import { LIKED_PLAYLIST_ID, type PlaylistSummary } from '@common/playlists';
import { Heart, ListMusic } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';

/**
 * A playlist's cover: the one its owner chose, else a 2x2 mosaic of its first four covers (one cover fills the
 * square; none shows the placeholder). Decorative: the title beside it names the playlist.
 */
export function PlaylistCover({
  playlist,
  className,
}: {
  playlist: Pick<PlaylistSummary, 'id' | 'coverArt' | 'covers'>;
  className?: string;
}) {
  const icon = playlist.id === LIKED_PLAYLIST_ID ? Heart : ListMusic;
  if (playlist.coverArt || playlist.covers.length < 4) {
    return (
      <Artwork
        src={playlist.coverArt ?? playlist.covers[0] ?? null}
        icon={icon}
        className={cn('aspect-square', className)}
      />
    );
  }
  return (
    <span
      className={cn('grid aspect-square shrink-0 grid-cols-2 grid-rows-2 overflow-hidden', className)}
      data-testid="playlist-mosaic"
    >
      {playlist.covers.slice(0, 4).map((src, i) => (
        <Artwork key={`${src}-${i}`} src={src} icon={icon} className="size-full" />
      ))}
    </span>
  );
}
