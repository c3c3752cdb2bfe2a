import { PREVIEW_URL_PREFIX } from '@common/previews';
import type { Db } from '../../db/connection';
import type { TrackRow, UserRow } from '../../db/schema';
import { mediaUrl } from '../../media/storage/storage';
import { licenceInForce } from './licences';

type Viewer = Pick<UserRow, 'id'> | null;
type PricedTrack = Pick<TrackRow, 'id' | 'userId' | 'price'>;

export { PREVIEW_URL_PREFIX };

/**
 * The preview of a priced track: its stored preview ('/media/previews/<uuid>.mp3', immutable), or while it is
 * being made '/media/previews/track/<id>', which redirects to it once it exists.
 */
export function previewUrlOf(track: Pick<TrackRow, 'id'> & { previewKey?: string | null }): string {
  return track.previewKey ? mediaUrl(track.previewKey) : `${PREVIEW_URL_PREFIX}track/${track.id}`;
}

/**
 * What a listener's player gets for a track: the full file of a free track, or of a priced one for someone
 * entitled to it (`fullAudio`: its owner or a licence holder); everyone else gets the preview. Two distinct
 * URLs, so no response ever differs by who asks under one URL.
 */
export function playableAudioUrl(
  track: Pick<TrackRow, 'id' | 'price' | 'audioUrl'> & { previewKey?: string | null },
  fullAudio: boolean,
): string {
  return Number(track.price) > 0 && !fullAudio ? previewUrlOf(track) : track.audioUrl;
}

/**
 * The ids among `tracks` whose full audio this viewer may play: free tracks, their own, and priced tracks they
 * hold a licence in force for (one query for a whole page).
 */
export async function fullAudioTrackIds(db: Db, viewer: Viewer, tracks: PricedTrack[]): Promise<Set<number>> {
  const allowed = new Set<number>();
  const toCheck: number[] = [];
  for (const track of tracks) {
    if (Number(track.price) <= 0 || (viewer !== null && track.userId === viewer.id)) allowed.add(track.id);
    else if (viewer !== null) toCheck.push(track.id);
  }
  if (viewer === null || toCheck.length === 0) return allowed;
  const held = await db
    .selectFrom('licences')
    .select('licences.trackId')
    .where('licences.buyerId', '=', viewer.id)
    .where('licences.trackId', 'in', toCheck)
    .where(licenceInForce)
    .execute();
  for (const row of held) allowed.add(Number(row.trackId));
  return allowed;
}

/** Whether this viewer may play the full audio of one track (see fullAudioTrackIds). */
export async function mayPlayFullAudio(db: Db, viewer: Viewer, track: PricedTrack): Promise<boolean> {
  return (await fullAudioTrackIds(db, viewer, [track])).has(track.id);
}
