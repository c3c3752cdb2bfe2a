import type { PlaylistTrack } from '@common/playlists';
import type { Track } from '@common/tracks';
import { queueTrack } from '@/lib/queueTrack';

/** A playlist track that can be played: available, with its audio. */
export type PlayableTrack = PlaylistTrack & { available: true; title: string; audioUrl: string };

/** Whether a playlist track can go into the player: unavailable ones (private, draft, removed) never do. */
export function isPlayable(track: PlaylistTrack): track is PlayableTrack {
  return track.available && track.title !== null && track.audioUrl !== null;
}

/** The player's queue entry for a playlist track. */
export function toQueueTrack(track: PlayableTrack): Track {
  return queueTrack({ ...track, id: track.trackId });
}

/** The playable tracks of a playlist, in its order, as the player's queue. */
export function playlistQueue(tracks: readonly PlaylistTrack[]): Track[] {
  return tracks.filter(isPlayable).map(toQueueTrack);
}

/** Moves the entry at `from` to `to`, the others keeping their order. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const out = [...items];
  const [item] = out.splice(from, 1);
  if (item === undefined) return out;
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}
