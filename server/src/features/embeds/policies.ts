import type { TrackRow } from '../../db/schema';
import { isListed, type Moderated } from '../tracks';

/**
 * Whether a track may be played on another site: published and public only. Private, unlisted and draft tracks
 * never are (an unlisted link is shared on purpose with some people, an embed shows it to anyone); a removed
 * track has no row; one removed by a moderator, or whose owner is held, never is.
 */
export function canEmbedTrack(track: Pick<TrackRow, 'status' | 'visibility'> & Moderated): boolean {
  return isListed(track);
}

/** Only a public playlist may be embedded. */
export function canEmbedPlaylist(playlist: { visibility: string }): boolean {
  return playlist.visibility === 'public';
}
