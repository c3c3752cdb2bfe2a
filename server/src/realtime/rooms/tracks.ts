import { UNKNOWN_ARTIST } from '@common/tracks';
import { sharedPlaybackSeconds } from '@common/previews';
import { ROOM_MESSAGES, type TrackInfo } from '@common/rooms';
import type { Db } from '../../db/connection';
import { findTrack, isListed, playableAudioUrl } from '../../features/tracks';
import { RoomError } from './errors';

const MAX_ID = 2_147_483_647;

/** A path on this site: one leading slash, not '//' or '/\\' (which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * What a room plays: with a trackId, the catalogue's public, published track (its title, artist, audio,
 * cover and duration, whatever the payload said); without one, the payload's track on this site (a cover
 * from elsewhere is dropped, so participants' browsers load images only from here).
 */
export async function resolveTrack(db: Db, info: TrackInfo): Promise<TrackInfo> {
  if (info.trackId === undefined) {
    if (!SITE_PATH.test(info.audioUrl)) throw new RoomError(ROOM_MESSAGES.invalidPayload);
    const { coverArt, ...rest } = info;
    return { ...rest, coverArt: coverArt && SITE_PATH.test(coverArt) ? coverArt : null };
  }
  const row = info.trackId <= MAX_ID ? await findTrack(db, info.trackId) : undefined;
  if (!row || !isListed(row)) throw new RoomError(ROOM_MESSAGES.trackNotFound);
  return {
    trackId: row.id,
    title: row.title,
    artist: row.artist ?? row.artistUsername ?? UNKNOWN_ARTIST,
    // One URL for everyone in the room: a priced track plays its preview (the full file is for its buyers).
    audioUrl: playableAudioUrl(row, false),
    coverArt: row.coverArt,
    // A priced track's preview is its opening: the room's clock runs to the preview's end.
    duration: sharedPlaybackSeconds(row),
  };
}
