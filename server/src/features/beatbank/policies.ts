import { BEAT_MESSAGES, type LicenceType } from '@common/beatbank';
import type { TrackRow, UserRow } from '../../db/schema';

type Viewer = Pick<UserRow, 'id'> | null;
type BeatState = Pick<TrackRow, 'userId' | 'isExclusive' | 'exclusiveSoldAt'>;

/** Whether a beat is still on the market: an exclusive sale takes it off for every licence. */
export function isOnMarket(beat: Pick<TrackRow, 'exclusiveSoldAt'>): boolean {
  return beat.exclusiveSoldAt === null;
}

/** Whether a licence type is offered at all: standard always, exclusive only on beats the producer flagged. */
export function offersLicence(beat: Pick<TrackRow, 'isExclusive'>, type: LicenceType): boolean {
  return type === 'standard' || beat.isExclusive;
}

/** Why a user may not buy this licence of this beat, or null when they may (409 for sold, 422 otherwise). */
export function whyCannotBuy(
  user: Viewer,
  beat: BeatState,
  type: LicenceType,
): { status: 409 | 422; message: string } | null {
  if (!isOnMarket(beat)) return { status: 409, message: BEAT_MESSAGES.sold };
  if (user && beat.userId === user.id) return { status: 422, message: BEAT_MESSAGES.ownBeat };
  if (!offersLicence(beat, type)) return { status: 422, message: BEAT_MESSAGES.exclusiveNotOffered };
  return null;
}

/** Only the buyer downloads the files of a licence. */
export function canDownloadLicence(user: Viewer, licence: { buyerId: number }): boolean {
  return user !== null && licence.buyerId === user.id;
}

/** The buyer and the producer may read a licence document. */
export function canReadLicenceDocument(
  user: Viewer,
  licence: { buyerId: number; producerId: number | null },
): boolean {
  return user !== null && (licence.buyerId === user.id || licence.producerId === user.id);
}
