import type { TrackRow, UserRow } from '../../db/schema';

type Viewer = Pick<UserRow, 'id'> | null;
/**
 * Moderation (decision 0061): a removed track, or one whose owner is suspended or banned, is listed nowhere and
 * opened by no one. `ownerHeld` is what the query read of the owner's hold (absent when it did not join it;
 * SQL lists use listedTrack() from db/listing.ts instead).
 */
export type Moderated = { removedAt: string | null; ownerHeld: boolean | number | null };
type TrackAccess = Pick<TrackRow, 'userId' | 'status' | 'visibility'> & Moderated;

/** Whether a moderator removed the track or holds its owner. */
export function isModerated(track: Moderated): boolean {
  return Boolean(track.removedAt) || Boolean(track.ownerHeld);
}

/** The owner of a track (tracks without an owner belong to no one). */
export function ownsTrack(user: Viewer, track: Pick<TrackRow, 'userId'>): boolean {
  return user !== null && track.userId !== null && track.userId === user.id;
}

/** Whether a track shows in public listings: published and public. */
export function isListed(track: Pick<TrackRow, 'status' | 'visibility'> & Moderated): boolean {
  return track.status === 'published' && track.visibility === 'public' && !isModerated(track);
}

/**
 * Whether someone may open a track by its id: the owner always (unless removed); anyone else only a published
 * track that is public or unlisted, not removed, whose owner is not held. Drafts and private tracks are the owner's alone.
 */
export function canViewTrack(user: Viewer, track: TrackAccess): boolean {
  if (track.removedAt) return false;
  if (ownsTrack(user, track)) return true;
  if (track.ownerHeld) return false;
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
