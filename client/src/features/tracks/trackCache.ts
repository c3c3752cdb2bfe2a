import type { Track, TrackDetail, TrackPage } from '@common/tracks';
import { playerActions } from '@/lib/playerStore';
import { queryClient } from '@/lib/queryClient';

/** The query key of GET /api/tracks/{id}. */
export function trackDetailKey(id: number): [string] {
  return [`/api/tracks/${id}`];
}

/** Reads answering a TrackPage, and reads answering a plain list of tracks. */
const isTrackPage = (key: string) => key.startsWith('/api/tracks?') || key.startsWith('/api/me/tracks');
const isTrackArray = (key: string) => key.startsWith('/api/home/spotlight');

/**
 * Applies a change to a track (likes, plays) everywhere it is shown: the play queue, its cached detail
 * and every cached track list (catalogue pages, the artist's own tracks, the spotlight).
 */
export function patchTrack(id: number, changes: Partial<Track>): void {
  playerActions.updateTrack(id, changes);
  const apply = (t: Track) => (t.id === id ? { ...t, ...changes } : t);
  queryClient.setQueryData<TrackDetail | null>(trackDetailKey(id), (old) =>
    old ? { ...old, ...changes } : old,
  );
  queryClient.setQueriesData<TrackPage | null>(
    { predicate: (query) => isTrackPage(String(query.queryKey[0])) },
    (old) =>
      old && Array.isArray(old.tracks) && old.tracks.some((t) => t.id === id)
        ? { ...old, tracks: old.tracks.map(apply) }
        : old,
  );
  queryClient.setQueriesData<Track[] | null>(
    { predicate: (query) => isTrackArray(String(query.queryKey[0])) },
    (old) => (Array.isArray(old) ? old.map(apply) : old),
  );
}
