import { lazy, Suspense, useState } from 'react';
import { showLoginToast, useAuth } from '@/features/auth';
import type { TrackRef } from './AddToPlaylistDialog';

// The dialog (its form and the form's schema) loads when first opened: track rows are on every first page.
const AddToPlaylistDialog = lazy(() =>
  import('./AddToPlaylistDialog').then((module) => ({ default: module.AddToPlaylistDialog })),
);

/**
 * Opens "Add to playlist" for a track; a visitor is asked to sign in instead. Render `dialog` once, beside the
 * control that calls `open`.
 */
export function useAddToPlaylist() {
  const { user } = useAuth();
  const [track, setTrack] = useState<TrackRef | null>(null);
  return {
    open: (next: TrackRef) => {
      if (user) setTrack({ id: next.id, title: next.title });
      else showLoginToast('Log in to make playlists', 'to add tracks to your playlists.');
    },
    dialog:
      track === null ? null : (
        <Suspense fallback={null}>
          <AddToPlaylistDialog track={track} onClose={() => setTrack(null)} />
        </Suspense>
      ),
  };
}
