import { TRACK_MESSAGES } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { canChangeTrack, canViewTrack } from '../policies';
import { findTrack, type TrackWithArtist } from '../queries';

/**
 * The track its owner is about to change: 404 when it does not exist (or the user may not even see it),
 * 403 when the user sees it but does not own it.
 */
export async function findOwnTrack(db: Db, user: UserRow, id: number): Promise<TrackWithArtist> {
  const track = await findTrack(db, id);
  if (!track || !canViewTrack(user, track)) throw notFound(TRACK_MESSAGES.notFound);
  if (!canChangeTrack(user, track)) throw forbidden(TRACK_MESSAGES.notOwner);
  return track;
}
