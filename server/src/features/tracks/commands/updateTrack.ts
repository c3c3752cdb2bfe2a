import type { trackUpdateSchema } from '@common/tracks';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { TrackUpdate, UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { queueNewTrackFanOut } from '../../notifications';
import { enqueueMissingPreviews } from '../jobs/makePreview';
import { invalidateTrackLists } from '../listCache';
import { findTrack, type TrackWithArtist } from '../queries';
import { findOwnTrack } from './findOwnTrack';

export type TrackChanges = z.output<typeof trackUpdateSchema>;

/** An owner's edit: the given fields, isPublic kept equal to (visibility is public), updatedAt now. */
export async function updateTrack(
  db: Db,
  user: UserRow,
  id: number,
  changes: TrackChanges,
): Promise<TrackWithArtist> {
  await findOwnTrack(db, user, id);
  const { artistName, tags, visibility, ...rest } = changes;
  const update: TrackUpdate = { ...rest, updatedAt: new Date().toISOString() };
  if (artistName !== undefined) update.artist = artistName;
  if (tags !== undefined) update.tags = json(tags);
  if (visibility !== undefined) {
    update.visibility = visibility;
    update.isPublic = visibility === 'public';
  }
  await db.updateTable('tracks').set(update).where('id', '=', id).execute();
  invalidateTrackLists(db);
  // A track that became priced gets its preview made now, not at the next sweep.
  if (changes.price !== undefined && Number(changes.price) > 0) await enqueueMissingPreviews(db, [id]);
  const track = (await findTrack(db, id))!;
  // A published track made public is new to the artist's followers (told once per track, in the background).
  if (visibility === 'public' && track.status === 'published') await queueNewTrackFanOut(db, id);
  return track;
}
