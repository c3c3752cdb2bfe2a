import type { TrackRow, UserRow } from '../../db/schema';

type Viewer = Pick<UserRow, 'id'> | null;
type TrackAccess = Pick<TrackRow, 'userId' | 'status' | 'visibility'>;

/** The owner of a track (tracks without an owner belong to no one). */
export function ownsTrack(user: Viewer, track: Pick<TrackRow, 'userId'>): boolean {
  return user !== null && track.userId !== null && track.userId === user.id;
}

/** Whether a track shows in public listings: published and public. */
export function isListed(track: Pick<TrackRow, 'status' | 'visibility'>): boolean {
  return track.status === 'published' && track.visibility === 'public';
}

/**
 * Whether someone may open a track by its id: the owner always; anyone else only a published track
 * that is public or unlisted. Drafts and private tracks are the owner's alone.
 */
export function canViewTrack(user: Viewer, track: TrackAccess): boolean {
  if (ownsTrack(user, track)) return true;
  return track.status === 'published' && (track.visibility === 'public' || track.visibility === 'unlisted');
}

/** Only the owner edits or deletes a track. */
export function canChangeTrack(user: Viewer, track: Pick<TrackRow, 'userId'>): boolean {
  return ownsTrack(user, track);
}

/** Whoever can see a track may download it when the artist allows it; the owner always may. */
export function canDownloadTrack(
  user: Viewer,
  track: TrackAccess & Pick<TrackRow, 'allowDownload'>,
): boolean {
  return canViewTrack(user, track) && (track.allowDownload || ownsTrack(user, track));
}

/**
 * A priced track (a beat) is a free download only to its owner and to holders of a licence for it; price 0
 * means free to download.
 */
export function needsLicenceToDownload(
  user: Viewer,
  track: Pick<TrackRow, 'userId' | 'price'>,
  holdsLicence: boolean,
): boolean {
  return Number(track.price) > 0 && !ownsTrack(user, track) && !holdsLicence;
}
