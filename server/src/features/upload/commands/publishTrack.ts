import { TRACK_MESSAGES, type Track, trackDraftSchema } from '@common/tracks';
import type { Db } from '../../../db/connection';
import type { TrackRow, UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { forbidden, notFound } from '../../../lib/errors';
import { parseInput } from '../../../lib/validate';
import { enqueueMissingPreviews, invalidateTrackLists, presentTrack } from '../../tracks';
import { refreshCollabSignalsSafely } from '../../collab';
import { queueNewTrackFanOut } from '../../notifications';
import { canPublishTrack } from '../policies';

/**
 * Publishes the owner's track with the draft's details (checked after the track and its owner, so a stranger
 * learns nothing from validation); the first publish time is kept.
 */
export async function publishTrack(
  db: Db,
  user: Pick<UserRow, 'id' | 'username'>,
  trackId: number,
  input: unknown,
): Promise<Track> {
  const track = (await db.selectFrom('tracks').selectAll().where('id', '=', trackId).executeTakeFirst()) as
    TrackRow | undefined;
  if (!track) throw notFound(TRACK_MESSAGES.notFound);
  if (!canPublishTrack(user, track)) throw forbidden(TRACK_MESSAGES.notOwner);
  const draft = parseInput(trackDraftSchema, input);
  const now = new Date().toISOString();
  const row = (await db
    .updateTable('tracks')
    .set({
      title: draft.title,
      artist: draft.artistName,
      genre: draft.genre || null,
      description: draft.description || null,
      isExplicit: draft.isExplicit,
      isOriginal: draft.isOriginal,
      // Only what the artist typed on purpose: an absent BPM or key keeps the track's (decision 0053).
      ...(draft.bpm !== undefined ? { bpm: draft.bpm } : {}),
      ...(draft.key !== undefined ? { key: draft.key } : {}),
      tags: json(draft.tags),
      releaseType: draft.releaseType,
      visibility: draft.visibility,
      isPublic: draft.visibility === 'public',
      allowComments: draft.allowComments,
      price: draft.price,
      status: 'published',
      publishedAt: track.publishedAt ?? now,
      updatedAt: now,
    })
    .where('id', '=', trackId)
    .returningAll()
    .executeTakeFirstOrThrow()) as TrackRow;
  invalidateTrackLists(db);
  // Followers hear of a public track in the background (a job in slices; only once per track).
  if (row.visibility === 'public') await queueNewTrackFanOut(db, row.id);
  if (Number(row.price) > 0) await enqueueMissingPreviews(db, [row.id]);
  // Matching reads the genres of published tracks; a failed refresh never fails the publish.
  await refreshCollabSignalsSafely(db, user.id);
  return presentTrack(row, { artistUsername: user.username, fullAudio: true });
}
