import { defaultTrackIndex } from '@common/player';
import type { TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { getPlayerState, playerActions, useHasCurrentTrack } from '@/lib/playerStore';

const MiniPlayer = lazy(() => import('./MiniPlayer'));

/** The tracks the player starts with: the first featured one is current, loaded without playing. */
export const DEFAULT_QUEUE_URL = '/api/tracks?sort=newest&page=1&pageSize=20';

/** Loads the default track when nothing was chosen (part 1, section 4). */
function useDefaultTrack(): void {
  const { data } = useQuery<TrackPage | null>({ queryKey: [DEFAULT_QUEUE_URL] });
  useEffect(() => {
    const tracks = data?.tracks ?? [];
    if (tracks.length === 0 || getPlayerState().queue.length > 0) return;
    playerActions.load(tracks, defaultTrackIndex(tracks));
  }, [data]);
}

/**
 * Mounts the mini player once a track is current; its code (and the audio machinery) loads only then,
 * so the first page load stays light.
 */
export function PlayerHost() {
  useDefaultTrack();
  const visible = useHasCurrentTrack();
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer />
    </Suspense>
  );
}
