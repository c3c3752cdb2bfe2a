import type { Track, TrackDetail, TrackPage } from '@common/tracks';
import { UNKNOWN_ARTIST } from '@common/tracks';
import type { TrackRow } from '../../db/schema';
import { playableAudioUrl } from './audioAccess';
import { shownTempoKey } from './measured';

/** What a presenter needs beyond the row. */
export interface TrackPresentation {
  likedByMe?: boolean;
  artistUsername?: string | null;
  /**
   * The viewer may play the full file of this track (see fullAudioTrackIds: its owner or a licence holder).
   * Without it a priced track's audioUrl is its preview.
   */
  fullAudio?: boolean;
}

/** The only way a track leaves the server. */
export function presentTrack(row: TrackRow, extra: TrackPresentation = {}): Track {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist ?? extra.artistUsername ?? UNKNOWN_ARTIST,
    artistId: row.userId,
    artistUsername: extra.artistUsername ?? null,
    coverArt: row.coverArt,
    audioUrl: playableAudioUrl(row, extra.fullAudio ?? false),
    duration: row.duration,
    genre: row.genre,
    ...shownTempoKey(row),
    description: row.description,
    tags: row.tags ?? [],
    isExplicit: row.isExplicit,
    isOriginal: row.isOriginal,
    allowDownload: row.allowDownload,
    allowComments: row.allowComments,
    price: row.price,
    releaseType: row.releaseType,
    visibility: row.visibility,
    status: row.status,
    featured: row.featured,
    featuredArtist: row.featuredArtist,
    plays: row.playCount,
    likes: row.likeCount,
    likedByMe: extra.likedByMe ?? false,
    uploadDate: row.uploadDate,
    publishedAt: row.publishedAt,
    analysis: {
      status: row.analysisStatus,
      loudness: row.loudness,
      energy: row.energy,
      danceability: row.danceability,
      codec: row.codec,
      sampleRate: row.sampleRate,
      bitrate: row.bitrate,
      measuredBpm: row.measuredBpm,
      measuredKey: row.measuredKey,
    },
  };
}

/** A track with its waveform, for the track page and the player. */
export function presentTrackDetail(row: TrackRow, extra: TrackPresentation = {}): TrackDetail {
  return { ...presentTrack(row, extra), waveform: row.waveform };
}

/** A track row joined to its owner's username, as the catalogue queries read it. */
export type TrackRowWithArtist = TrackRow & { artistUsername: string | null };

/**
 * A page of tracks; `liked` holds the ids the viewer likes, `fullAudio` those whose full file the viewer may
 * play (priced tracks not in it are presented with their preview).
 */
export function presentTrackPage(
  rows: TrackRowWithArtist[],
  paging: { page: number; pageSize: number; total: number },
  liked: ReadonlySet<number> = new Set(),
  fullAudio: ReadonlySet<number> = new Set(),
): TrackPage {
  return {
    tracks: rows.map((row) =>
      presentTrack(row, {
        artistUsername: row.artistUsername,
        likedByMe: liked.has(row.id),
        fullAudio: fullAudio.has(row.id),
      }),
    ),
    page: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    hasMore: paging.page * paging.pageSize < paging.total,
  };
}
