import { useState } from 'react';
import { showLoginToast, useAuth } from '@/features/auth';
import { AddToPlaylistDialog, type TrackRef } from './AddToPlaylistDialog';

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
    dialog: <AddToPlaylistDialog track={track} onClose={() => setTrack(null)} />,
  };
}
