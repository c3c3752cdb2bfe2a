import { LIKED_PLAYLIST_ID, type PlaylistDetail } from '@common/playlists';
import { Bookmark, BookmarkCheck, Play, Shuffle } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { ChooseCoverDialog } from './ChooseCoverDialog';
import { DeletePlaylistDialog } from './DeletePlaylistDialog';
import { EditPlaylistDialog } from './EditPlaylistDialog';
import { PlaylistCover } from './PlaylistCover';
import { playlistLength } from './playlistFacts';
import type { usePlaylistChanges } from './usePlaylistChanges';
import { VISIBILITY_TEXT } from './VisibilityField';

interface HeaderProps {
  playlist: PlaylistDetail;
  isOwner: boolean;
  /** Whether any track can be played. */
  playable: boolean;
  changes: ReturnType<typeof usePlaylistChanges>;
  onPlayAll: () => void;
  onShuffle: () => void;
  /** Saving someone else's playlist (a visitor is asked to sign in). */
  onToggleSave: () => void;
}

/** Cover, title, description, owner, visibility, length and the playlist's actions. */
export function PlaylistHeader({
  playlist,
  isOwner,
  playable,
  changes,
  onPlayAll,
  onShuffle,
  onToggleSave,
}: HeaderProps) {
  const builtIn = playlist.id === LIKED_PLAYLIST_ID;
  return (
    <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-surface/40 p-5 sm:p-8">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(255_0_128/0.22),transparent_60%)]"
      />
      <div className="relative grid grid-cols-1 gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8">
        <PlaylistCover
          playlist={playlist}
          className="mx-auto w-48 rounded-2xl shadow-2xl shadow-black/50 sm:w-full"
        />
        <div className="flex min-w-0 flex-col justify-end gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="neutral">{builtIn ? 'Your likes' : 'Playlist'}</Badge>
            {playlist.visibility !== 'public' ? (
              <Badge data-testid="playlist-visibility">{VISIBILITY_TEXT[playlist.visibility].label}</Badge>
            ) : null}
          </div>
          <h1 className="break-words text-3xl font-black tracking-tight sm:text-4xl lg:text-5xl">
            {playlist.title}
          </h1>
          {playlist.description ? (
            <p className="whitespace-pre-line break-words text-sm text-foreground/80">
              {playlist.description}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            By{' '}
            <Link
              href={`/artists/${playlist.ownerId}`}
              className="font-semibold text-foreground hover:underline"
            >
              {playlist.ownerName}
            </Link>
            {' · '}
            <span data-testid="playlist-length">{playlistLength(playlist)}</span>
            {playlist.saves > 0 ? ` · ${playlist.saves} ${playlist.saves === 1 ? 'save' : 'saves'}` : null}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" onClick={onPlayAll} disabled={!playable}>
              <Play className="fill-current" aria-hidden />
              Play all
            </Button>
            <Button variant="outline" size="lg" onClick={onShuffle} disabled={!playable}>
              <Shuffle aria-hidden />
              Shuffle
            </Button>
            {!isOwner ? (
              <Button
                variant={playlist.savedByMe ? 'subtle' : 'outline'}
                aria-pressed={playlist.savedByMe}
                disabled={changes.save.isPending}
                onClick={onToggleSave}
              >
                {playlist.savedByMe ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
                {playlist.savedByMe ? 'Saved' : 'Save'}
              </Button>
            ) : null}
            {isOwner && !builtIn ? (
              <>
                <EditPlaylistDialog
                  playlist={playlist}
                  onSave={(values) => changes.update.mutateAsync(values)}
                />
                <ChooseCoverDialog
                  playlist={playlist}
                  onSave={(values) => changes.update.mutateAsync(values)}
                />
                <DeletePlaylistDialog playlist={playlist} />
              </>
            ) : null}
            {/* The Share button takes its place here, last among the actions. */}
            <span data-slot="share" className="contents" />
          </div>
        </div>
      </div>
    </section>
  );
}
