import { DROP_MESSAGES } from '@common/nft';
import type { TrackRow, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { canViewTrack, isListed, type Moderated, ownsTrack } from '../tracks';

type DropTrack = Pick<TrackRow, 'userId' | 'status' | 'visibility' | 'isNft' | 'nftEndedAt'> & Moderated;
type Viewer = Pick<UserRow, 'id'>;

/**
 * Who may put a track up as a drop: its owner, when the track is published and public and has never been
 * dropped. Someone who cannot see the track learns nothing about it (404).
 */
export function authorizeNewDrop(user: Viewer, track: DropTrack | undefined): asserts track is DropTrack {
  if (!track || !canViewTrack(user, track)) throw notFound(DROP_MESSAGES.trackNotFound);
  if (!ownsTrack(user, track)) throw forbidden(DROP_MESSAGES.notYourTrack);
  if (!isListed(track)) throw conflict(DROP_MESSAGES.notListed);
  if (track.isNft) throw conflict(track.nftEndedAt ? DROP_MESSAGES.alreadyEnded : DROP_MESSAGES.alreadyOpen);
}

/** Who may change or end a drop: the owner of its track. */
export function authorizeDropChange(user: Viewer, track: DropTrack | undefined): asserts track is DropTrack {
  if (!track || !track.isNft || !canViewTrack(user, track)) throw notFound(DROP_MESSAGES.dropNotFound);
  if (!ownsTrack(user, track)) throw forbidden(DROP_MESSAGES.notYourDrop);
}
