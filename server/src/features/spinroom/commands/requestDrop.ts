import { type DropRequestCreated, type DropRequestStatus, SPINROOM_MESSAGES } from '@common/spinroom';
import { TRACK_MESSAGES } from '@common/tracks';
import type { Db } from '../../../db/connection';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { findCrateTrack } from '../crateTracks';

/**
 * Sends the track's artist a drop request. One pending request per user and track; an artist cannot
 * request their own track.
 */
export async function requestDrop(
  db: Db,
  requesterId: number,
  trackId: number,
  message: string | null,
): Promise<DropRequestCreated> {
  const track = await findCrateTrack(db, trackId);
  if (!track) throw notFound(TRACK_MESSAGES.notFound);
  if (track.userId === null) throw badRequest(SPINROOM_MESSAGES.noArtistDrop);
  const artistId = track.userId;
  if (artistId === requesterId) throw badRequest(SPINROOM_MESSAGES.ownTrackDrop);

  return db.transaction().execute(async (trx) => {
    // A no-op update takes the requester's row lock (PostgreSQL) or the write lock (SQLite), so two
    // requests sent at once cannot both pass the duplicate check below.
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', requesterId)
      .execute();
    const pending = await trx
      .selectFrom('dropRequests')
      .select('id')
      .where('trackId', '=', trackId)
      .where('requesterId', '=', requesterId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw conflict(SPINROOM_MESSAGES.duplicateDrop);
    const created = await trx
      .insertInto('dropRequests')
      .values({ trackId, requesterId, artistId, message, status: 'pending' })
      .returning(['id', 'status'])
      .executeTakeFirstOrThrow();
    return { id: created.id, status: created.status as DropRequestStatus };
  });
}
