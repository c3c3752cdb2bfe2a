import type { Track, TrackPage } from '@common/tracks';
import { playerActions } from '@/features/player/playerStore';
import { queryClient } from '@/lib/queryClient';

/** Reads answering a TrackPage, and reads answering a list of tracks. */
const isTrackList = (key: string) => key.startsWith('/api/tracks?') || key.startsWith('/api/me/tracks');
const isTrackArray = (key: string) => key === '/api/home/spotlight';

/** Applies a change to a track wherever Home and the dashboard show it, and in the play queue. */
export function patchTrackEverywhere(id: number, changes: Partial<Track>): void {
  playerActions.updateTrack(id, changes);
  const apply = (t: Track) => (t.id === id ? { ...t, ...changes } : t);
  queryClient.setQueriesData<TrackPage | null>(
    { predicate: (q) => isTrackList(String(q.queryKey[0])) },
    (old) => (old && Array.isArray(old.tracks) ? { ...old, tracks: old.tracks.map(apply) } : old),
  );
  queryClient.setQueriesData<Track[] | null>(
    { predicate: (q) => isTrackArray(String(q.queryKey[0])) },
    (old) => (Array.isArray(old) ? old.map(apply) : old),
  );
  queryClient.setQueryData<Track | null>([`/api/tracks/${id}`], (old) =>
    old ? { ...old, ...changes } : old,
  );
}
