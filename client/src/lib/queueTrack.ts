import type { Track } from '@common/tracks';

/** What a list that is not the catalogue (a playlist, search results) knows of a track it puts in the queue. */
export interface QueueEntry {
  id: number;
  title: string;
  artist: string | null;
  artistId: number | null;
  coverArt: string | null;
  audioUrl: string;
  duration: number | null;
  /** When the list got it (a playlist's "added"), shown nowhere but kept as the entry's date. */
  addedAt: string | null;
}

/**
 * The player's queue entry for a track a list carries: what the bar shows (title, artist, cover, audio,
 * duration); the rest of a Track is left neutral, and the bar reads the track's detail for its like state and
 * waveform as it does for any track.
 */
export function queueTrack(track: QueueEntry): Track {
  return {
    id: track.id,
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
    uploadDate: track.addedAt ?? '',
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
