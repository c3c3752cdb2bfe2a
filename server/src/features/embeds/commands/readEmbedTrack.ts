import { EMBED_MESSAGES, type EmbedTrack } from '@common/embeds';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../lib/errors';
import { findTrack, type TrackWithArtist } from '../../tracks';
import { canEmbedTrack } from '../policies';
import { presentEmbedTrack } from '../presenter';

/** The track row if it may be embedded; otherwise a 404 saying it is not available. */
export async function findEmbeddableTrack(db: Db, id: number): Promise<TrackWithArtist> {
  const track = await findTrack(db, id);
  if (!track || !canEmbedTrack(track)) throw notFound(EMBED_MESSAGES.trackUnavailable);
  return track;
}

/** What /embed/track/:id plays: the track with its waveform. */
export async function readEmbedTrack(db: Db, id: number): Promise<EmbedTrack> {
  return presentEmbedTrack(await findEmbeddableTrack(db, id), true);
}
