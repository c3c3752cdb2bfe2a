import {
  LIKED_PLAYLIST_ID,
  PLAYLIST_MESSAGES,
  type PlaylistDetail,
  type PlaylistTrack,
} from '@common/playlists';
import { shuffled } from '@common/random';
import { ListMusic, SearchX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { showLoginToast, SignInLink, useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api';
import { playerActions, usePlayer } from '@/lib/playerStore';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { PlaylistHeader } from './PlaylistHeader';
import { PlaylistTrackList } from './PlaylistTrackList';
import { isPlayable, playlistQueue, toQueueTrack } from './queueTracks';
import { usePlaylist } from './usePlaylist';
import { usePlaylistChanges } from './usePlaylistChanges';

function NotFoundState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">{PLAYLIST_MESSAGES.notFound}</h1>
      <p className="text-sm text-muted">It may have been deleted, or it is private.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}

function SignInState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <ListMusic className="size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">Liked tracks</h1>
      <p className="text-sm text-muted">Sign in to see the tracks you like, all in one place.</p>
      <Button asChild>
        <SignInLink>Log in or register</SignInLink>
      </Button>
    </div>
  );
}

/** The loaded playlist: header, actions and tracks. */
function PlaylistView({ playlist }: { playlist: PlaylistDetail }) {
  const { user } = useAuth();
  const player = usePlayer();
  const changes = usePlaylistChanges(playlist);
  const isOwner = user?.id === playlist.ownerId;
  const queue = playlistQueue(playlist.tracks);
  // Each Shuffle draws a new order from a seed: when the page opened and how many shuffles came before.
  const [openedAt] = useState(() => Date.now());
  const shuffles = useRef(0);
  const shuffleSeed = () => (openedAt + (shuffles.current += 1) * 0x9e3779b9) >>> 0;

  const playFrom = (track: PlaylistTrack) => {
    if (!isPlayable(track)) return;
    if (player.current?.id === track.trackId) player.toggle();
    else playerActions.playTrack(toQueueTrack(track), queue);
  };
  const playQueue = (tracks: typeof queue) => {
    if (tracks[0]) playerActions.playTrack(tracks[0], tracks);
  };

  return (
    <article className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:space-y-8 sm:py-8 lg:px-6">
      <PlaylistHeader
        playlist={playlist}
        isOwner={isOwner}
        playable={queue.length > 0}
        changes={changes}
        onPlayAll={() => playQueue(queue)}
        onShuffle={() => playQueue(shuffled(queue, shuffleSeed()))}
        onToggleSave={() => {
          if (!user) showLoginToast('Log in to save playlists', 'to keep this playlist with yours.');
          else changes.save.mutate(!playlist.savedByMe);
        }}
      />
      <section aria-labelledby="playlist-tracks-heading" className="space-y-3">
        <h2 id="playlist-tracks-heading" className="text-lg font-bold">
          Tracks
        </h2>
        {playlist.tracks.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-6 text-center text-sm text-muted">
            {isOwner
              ? 'No tracks yet. Use "Add to playlist" on a track page, in the player or in any track list.'
              : 'No tracks yet.'}
          </p>
        ) : (
          <PlaylistTrackList
            playlist={playlist}
            editable={isOwner && playlist.id !== LIKED_PLAYLIST_ID}
            currentId={player.current?.id ?? null}
            isPlaying={player.isPlaying}
            onPlay={playFrom}
            onRemove={(track) => changes.removeTrack.mutate(track)}
            onMove={(from, to) => changes.reorder.mutate({ from, to })}
          />
        )}
      </section>
    </article>
  );
}

/** /playlist/:id: a playlist ('liked': the signed-in user's Liked tracks). */
export default function PlaylistPage() {
  const params = useParams<{ id: string }>();
  const { user, isLoading: userLoading } = useAuth();
  const id = params.id;
  const liked = id === LIKED_PLAYLIST_ID;
  const valid = liked || /^[1-9]\d{0,15}$/.test(id);
  const { data: playlist, isLoading, error } = usePlaylist(valid && !(liked && !user) ? id : null);

  if (!valid) return <NotFoundState />;
  if (liked && !user) return userLoading ? <Loading /> : <SignInState />;
  if (isLoading) return <Loading />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundState />;
  if (error || !playlist) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-xl font-bold">This playlist could not be loaded</h1>
        <p className="mt-2 text-sm text-muted">{error ? errorMessage(error) : PLAYLIST_MESSAGES.notFound}</p>
      </div>
    );
  }
  return <PlaylistView playlist={playlist} />;
}

function Loading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label="Loading playlist" />
    </div>
  );
}
