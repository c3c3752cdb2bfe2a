import { TRACK_MESSAGES } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { canViewTrack } from '../policies';
import { findTrack, findTrackAccess, type TrackWithArtist } from '../queries';

/** The track if this viewer may see it; otherwise a 404 that never reveals whether it exists. */
export async function findVisibleTrack(db: Db, user: UserRow | null, id: number): Promise<TrackWithArtist> {
  const track = await findTrack(db, id);
  if (!track || !canViewTrack(user, track)) throw notFound(TRACK_MESSAGES.notFound);
  return track;
}

/** Checks that this viewer may see the track, reading only the columns the policy needs. */
export async function assertTrackVisible(db: Db, user: UserRow | null, id: number): Promise<void> {
  const track = await findTrackAccess(db, id);
  if (!track || !canViewTrack(user, track)) throw notFound(TRACK_MESSAGES.notFound);
}
