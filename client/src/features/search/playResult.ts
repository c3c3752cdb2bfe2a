import type { SearchResult } from '@common/search';
import type { TrackDetail } from '@common/tracks';
import { trackDetailKey } from '@/features/tracks';
import { playerActions } from '@/lib/playerStore';
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
 * Plays a result in the player, then queues the other playable results of its list after it, in their order.
 * Resolves once the chosen one is playing.
 */
export async function playResult(result: SearchResult, list: readonly SearchResult[]): Promise<void> {
  const track = await trackOf(result);
  if (!track) return;
  playerActions.playTrack(track, [track]);
  const rest = list.filter((other) => isPlayable(other) && other.id !== result.id);
  const tracks = await Promise.allSettled(rest.map(trackOf));
  for (const settled of tracks) {
    if (settled.status === 'fulfilled' && settled.value) playerActions.enqueue(settled.value);
  }
}
