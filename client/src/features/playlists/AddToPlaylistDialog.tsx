import { LIKED_PLAYLIST_ID, type PlaylistSummary } from '@common/playlists';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { PlaylistCover } from './PlaylistCover';
import { playlistLength } from './playlistFacts';
import { PlaylistForm } from './PlaylistForm';
import { playlistsApi, refreshPlaylists, settlePlaylist } from './playlistsApi';
import { useMyPlaylists } from './usePlaylist';

/** The track being added: its id, and its title for the dialog's wording. */
export interface TrackRef {
  id: number;
  title: string;
}

type Target = Pick<PlaylistSummary, 'id' | 'title'>;

/** The user's own playlists to add to (Liked tracks is filled by the like button, not here). */
function ownPlaylists(all: PlaylistSummary[] | undefined, userId: number | undefined): PlaylistSummary[] {
  return (all ?? []).filter((p) => p.ownerId === userId && p.id !== LIKED_PLAYLIST_ID);
}

/**
 * "Add to playlist": the user's playlists, each a button, and "New playlist" inline (the track goes into the
 * new one). A toast confirms; the server's refusal (already in it, full, a track that cannot be added) shows
 * in the dialog as the server gave it.
 */
export function AddToPlaylistDialog({ track, onClose }: { track: TrackRef | null; onClose: () => void }) {
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const list = useMyPlaylists(track !== null && user !== null);
  const playlists = ownPlaylists(list.data?.playlists, user?.id);

  const add = useMutation({
    mutationFn: (target: Target) => playlistsApi.addTrack(target.id, track!.id),
    onSuccess: async (changed) => {
      close();
      toast({ title: `Added to ${changed.title}`, description: track?.title });
      await settlePlaylist(changed);
    },
  });

  const close = () => {
    setCreating(false);
    add.reset();
    onClose();
  };

  return (
    <Dialog open={track !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to playlist</DialogTitle>
          <DialogDescription>{track ? `Choose where ${track.title} goes.` : null}</DialogDescription>
        </DialogHeader>
        {add.error ? <FormAlert>{errorMessage(add.error)}</FormAlert> : null}
        {list.isLoading ? (
          <Spinner className="mx-auto size-6" label="Loading your playlists" />
        ) : list.error ? (
          <FormAlert>{errorMessage(list.error)}</FormAlert>
        ) : playlists.length ? (
          <ul aria-label="Your playlists" className="-mx-2 max-h-72 space-y-1 overflow-y-auto px-2">
            {playlists.map((playlist) => (
              <li key={playlist.id}>
                <button
                  type="button"
                  disabled={add.isPending}
                  onClick={() => add.mutate(playlist)}
                  className="flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-white/10 disabled:opacity-60"
                >
                  <PlaylistCover playlist={playlist} className="size-11 rounded-lg" />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">
                      <span className="sr-only">Add to </span>
                      {playlist.title}
                    </span>
                    <span className="block truncate text-xs text-muted">{playlistLength(playlist)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">You have no playlists yet. Make the first one:</p>
        )}
        {creating || (!list.isLoading && playlists.length === 0) ? (
          <div className="rounded-xl border border-white/10 p-4">
            <h3 className="mb-3 font-semibold">New playlist</h3>
            <PlaylistForm
              withDescription={false}
              submitLabel="Create and add"
              busyLabel="Creating..."
              onSubmit={async (values) => {
                // Once made, the playlist is one of the list's buttons: if adding to it then fails, pressing
                // again adds to it rather than making a second one.
                const created = await playlistsApi.create(values);
                setCreating(false);
                await refreshPlaylists();
                add.mutate(created);
              }}
            />
          </div>
        ) : (
          <Button variant="outline" onClick={() => setCreating(true)} className="justify-self-start">
            <Plus aria-hidden />
            New playlist
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
