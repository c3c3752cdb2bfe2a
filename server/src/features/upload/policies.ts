import type { TrackRow, UserRow } from '../../db/schema';

/** Only the track's owner publishes it. */
export function canPublishTrack(user: Pick<UserRow, 'id'>, track: Pick<TrackRow, 'userId'>): boolean {
  return track.userId !== null && track.userId === user.id;
}
