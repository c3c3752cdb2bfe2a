import { TRACK_MESSAGES } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { TrackRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { canViewTrack, type Moderated } from '../policies';
import { findTrack, findTrackAccess, type TrackWithArtist } from '../queries';

/** The track if this viewer may see it; otherwise a 404 that never reveals whether it exists. */
export async function findVisibleTrack(db: Db, user: UserRow | null, id: number): Promise<TrackWithArtist> {
  const track = await findTrack(db, id);
  if (!track || !canViewTrack(user, track)) throw notFound(TRACK_MESSAGES.notFound);
  return track;
}

/** Who may use a track for something (`allows`), and the 404's message for everyone else. */
export interface TrackAccessCheck {
  allows(track: Pick<TrackRow, 'userId' | 'status' | 'visibility'> & Moderated): boolean;
  missing: string;
}

/** Whoever may see the track: the default check. */
export const viewerCheck = (user: UserRow | null): TrackAccessCheck => ({
  allows: (track) => canViewTrack(user, track),
  missing: TRACK_MESSAGES.notFound,
});

/**
 * Checks that the track exists and the check allows it, reading only the columns the policies need; otherwise a
 * 404 with the check's message that never reveals whether it exists.
 */
export async function assertTrackAccess(db: Db, id: number, check: TrackAccessCheck): Promise<void> {
  const track = await findTrackAccess(db, id);
  if (!track || !check.allows(track)) throw notFound(check.missing);
}
