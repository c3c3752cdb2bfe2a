import type { PlaylistSummary } from '@common/playlists';
import { Link } from 'wouter';
import { PlaylistCover } from './PlaylistCover';
import { playlistLength, playlistPath } from './playlistFacts';
import { VISIBILITY_TEXT } from './VisibilityField';

/** A playlist in a grid: cover, title (the link), owner when it is someone else's, length. */
export function PlaylistCard({
  playlist,
  showOwner = false,
}: {
  playlist: PlaylistSummary;
  showOwner?: boolean;
}) {
  return (
    <li className="group relative rounded-2xl border border-white/10 bg-surface/40 p-3 transition-colors hover:bg-white/[0.06]">
      <PlaylistCover playlist={playlist} className="w-full rounded-xl" />
      <h3 className="mt-3 truncate font-semibold">
        <Link href={playlistPath(playlist.id)} className="after:absolute after:inset-0 after:rounded-2xl">
          {playlist.title}
        </Link>
      </h3>
      <p className="truncate text-xs text-muted">
        {showOwner ? `By ${playlist.ownerName} · ` : null}
        {playlistLength(playlist)}
        {playlist.visibility !== 'public' ? ` · ${VISIBILITY_TEXT[playlist.visibility].label}` : null}
      </p>
    </li>
  );
}

/** A responsive grid of playlist cards. */
export function PlaylistGrid({
  playlists,
  label,
  showOwner,
}: {
  playlists: PlaylistSummary[];
  label: string;
  showOwner?: (playlist: PlaylistSummary) => boolean;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {playlists.map((playlist) => (
        <PlaylistCard key={playlist.id} playlist={playlist} showOwner={showOwner?.(playlist) ?? false} />
      ))}
    </ul>
  );
}
