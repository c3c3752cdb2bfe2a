import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { NewPlaylistDialog } from './NewPlaylistDialog';
import { PlaylistGrid } from './PlaylistCard';
import { useMyPlaylists } from './usePlaylist';

/** /playlists: the signed-in user's playlists (Liked tracks first) and the ones they saved. */
export default function MyPlaylistsPage() {
  const { user } = useAuth();
  const { data, isLoading, error } = useMyPlaylists(user !== null);
  const all = data?.playlists ?? [];
  const own = all.filter((p) => p.ownerId === user?.id);
  const saved = all.filter((p) => p.ownerId !== user?.id);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-8 lg:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Playlists</h1>
          <p className="mt-1 text-sm text-muted">Yours, your liked tracks and the playlists you saved.</p>
        </div>
        <NewPlaylistDialog />
      </div>
      {isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading playlists" />
        </div>
      ) : error ? (
        <FormAlert>{errorMessage(error)}</FormAlert>
      ) : (
        <>
          <section aria-labelledby="own-playlists" className="space-y-4">
            <h2 id="own-playlists" className="text-lg font-bold">
              Your playlists
            </h2>
            <PlaylistGrid playlists={own} label="Your playlists" />
          </section>
          <section aria-labelledby="saved-playlists" className="space-y-4">
            <h2 id="saved-playlists" className="text-lg font-bold">
              Saved
            </h2>
            {saved.length ? (
              <PlaylistGrid playlists={saved} label="Saved playlists" showOwner={() => true} />
            ) : (
              <p className="text-sm text-muted">Playlists you save from other people show here.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
