import type { PlaylistTrack } from '@common/playlists';
import type { Track } from '@common/tracks';

/** A playlist track that can be played: available, with its audio. */
export type PlayableTrack = PlaylistTrack & { available: true; title: string; audioUrl: string };

/** Whether a playlist track can go into the player: unavailable ones (private, draft, removed) never do. */
export function isPlayable(track: PlaylistTrack): track is PlayableTrack {
  return track.available && track.title !== null && track.audioUrl !== null;
}

/**
 * The player's queue entry for a playlist track. The playlist carries what the bar shows (title, artist,
 * cover, audio, duration); the rest of a Track is left neutral, and the bar reads the track's detail for its
 * like state and waveform as it does for any track.
 */
export function toQueueTrack(track: PlayableTrack): Track {
  return {
    id: track.trackId,
    title: track.title,
    artist: track.artist ?? '',
    artistId: track.artistId,
    artistUsername: null,
    coverArt: track.coverArt,
    audioUrl: track.audioUrl,
    duration: track.duration,
    genre: null,
    bpm: null,
    bpmSource: null,
    key: null,
    keySource: null,
    description: null,
    tags: [],
    isExplicit: false,
    isOriginal: true,
    allowDownload: false,
    allowComments: true,
    price: 0,
    releaseType: 'single',
    visibility: 'public',
    status: 'published',
    featured: false,
    featuredArtist: null,
    plays: 0,
    likes: 0,
    likedByMe: false,
    uploadDate: track.addedAt,
    publishedAt: null,
    analysis: {
      status: 'done',
      loudness: null,
      energy: null,
      danceability: null,
      codec: null,
      sampleRate: null,
      bitrate: null,
      measuredBpm: null,
      measuredKey: null,
    },
  };
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
