import type { Track, TrackDetail, TrackPage } from '@common/tracks';
import { playerActions } from '@/features/player/playerStore';
import { queryClient } from '@/lib/queryClient';

/** The query key of GET /api/tracks/{id}. */
export function trackDetailKey(id: number): [string] {
  return [`/api/tracks/${id}`];
}

/**
 * Applies a change to a track (likes, plays) everywhere it is shown: the play queue, its cached detail
 * and every cached track list.
 */
export function patchTrack(id: number, changes: Partial<Track>): void {
  playerActions.updateTrack(id, changes);
  queryClient.setQueryData<TrackDetail | null>(trackDetailKey(id), (old) =>
    old ? { ...old, ...changes } : old,
  );
  queryClient.setQueriesData<TrackPage | null>(
    { predicate: (query) => String(query.queryKey[0]).startsWith('/api/tracks?') },
    (old) =>
      old && Array.isArray(old.tracks) && old.tracks.some((t) => t.id === id)
        ? { ...old, tracks: old.tracks.map((t) => (t.id === id ? { ...t, ...changes } : t)) }
        : old,
  );
}
