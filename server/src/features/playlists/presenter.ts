import { UNKNOWN_ARTIST } from '@common/tracks';
import { publicName } from '@common/people';
import type { PlaylistDetail, PlaylistSummary, PlaylistTrack } from '@common/playlists';
import { playableAudioUrl } from '../tracks';
import type { EntryRow, PlaylistRow } from './queries';

/** How many covers the mosaic draws. */
export const MOSAIC_COVERS = 4;

/** A playlist's track as this viewer sees it: an unavailable one keeps its place but never its details. */
export function presentEntry(row: EntryRow, available: boolean, fullAudio: boolean): PlaylistTrack {
  const shown = available && row.audioUrl !== null;
  return {
    position: row.position,
    trackId: row.trackId,
    available: shown,
    title: shown ? row.title : null,
    artist: shown ? (row.artist ?? row.artistUsername ?? UNKNOWN_ARTIST) : null,
    artistId: shown ? row.userId : null,
    coverArt: shown ? row.coverArt : null,
    audioUrl: shown
      ? playableAudioUrl(
          { id: row.trackId, price: row.price ?? 0, audioUrl: row.audioUrl!, previewKey: row.previewKey },
          fullAudio,
        )
      : null,
    duration: shown ? row.duration : null,
    addedAt: row.addedAt,
  };
}

/** What a summary adds to the playlist's own fields. */
export interface SummaryParts {
  trackCount: number;
  /** Seconds of the available tracks. */
  totalDuration: number;
  covers: string[];
  saves: number;
  savedByMe: boolean;
}

/** The counts and covers of a playlist's presented tracks. */
export function summaryOfTracks(
  tracks: PlaylistTrack[],
): Pick<SummaryParts, 'trackCount' | 'totalDuration' | 'covers'> {
  return { trackCount: tracks.length, totalDuration: totalDuration(tracks), covers: mosaicCovers(tracks) };
}

/** The first four distinct covers of the available tracks, in the playlist's order. */
export function mosaicCovers(tracks: PlaylistTrack[]): string[] {
  const covers: string[] = [];
  for (const track of tracks) {
    if (covers.length === MOSAIC_COVERS) break;
    if (track.available && track.coverArt && !covers.includes(track.coverArt)) covers.push(track.coverArt);
  }
  return covers;
}

/** Seconds of the available tracks. */
export function totalDuration(tracks: PlaylistTrack[]): number {
  return Math.round(tracks.reduce((sum, track) => sum + (track.available ? (track.duration ?? 0) : 0), 0));
}

/** The only way a playlist leaves the server as a card. */
export function presentSummary(row: PlaylistRow, parts: SummaryParts): PlaylistSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    ownerId: row.userId,
    ownerName: publicName({ username: row.ownerUsername, displayName: row.ownerDisplayName }),
    ownerUsername: row.ownerUsername,
    coverArt: row.coverArt,
    covers: parts.covers,
    trackCount: parts.trackCount,
    totalDuration: parts.totalDuration,
    saves: parts.saves,
    savedByMe: parts.savedByMe,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A playlist's page: the card and every track. */
export function presentDetail(
  row: PlaylistRow,
  parts: SummaryParts,
  tracks: PlaylistTrack[],
): PlaylistDetail {
  return { ...presentSummary(row, parts), tracks };
}
