import type { SearchResult } from '@common/search';
import type { TrackDetail } from '@common/tracks';
import { trackDetailKey } from '@/features/tracks';
import { playerActions } from '@/lib/playerStore';
import { queueTrack } from '@/lib/queueTrack';
import { queryClient } from '@/lib/queryClient';

/** Whether a result plays in the player: tracks and beats (a beat is a track; a priced one plays its preview). */
export function isPlayable(result: SearchResult): boolean {
  return result.type === 'track' || result.type === 'beat';
}

/** The track behind a result, as the track page reads it (its audio is what this listener may hear). */
function trackOf(result: SearchResult): Promise<TrackDetail | null> {
  return queryClient.fetchQuery<TrackDetail | null>({ queryKey: trackDetailKey(result.id) });
}

/**
 * Plays a result in the player (read as the track page reads it), then queues the other playable results of its
 * list after it, in their order. Resolves once the chosen one is playing.
 */
export async function playResult(result: SearchResult, list: readonly SearchResult[]): Promise<void> {
  const track = await trackOf(result);
  if (!track) return;
  playerActions.playTrack(track, [track]);
  // The others go in as the results carry them (title, artist, cover, the audio this listener may hear): no
  // request per result; the bar reads each one's detail when it comes to play.
  for (const other of list) {
    if (!isPlayable(other) || other.id === result.id || !other.audioUrl) continue;
    playerActions.enqueue(
      queueTrack({
        id: other.id,
        title: other.title,
        artist: other.subtitle,
        artistId: null,
        coverArt: other.image,
        audioUrl: other.audioUrl,
        duration: other.duration ?? null,
        addedAt: null,
      }),
    );
  }
}
