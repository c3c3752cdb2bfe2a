import { PLAYLIST_MAX_TRACKS, PLAYLIST_MESSAGES, type PlaylistDetail } from '@common/playlists';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { MAX_ID } from '../../../lib/ids';
import { mayAddTrack } from '../policies';
import type { Executor } from '../queries';
import { findOwnPlaylist } from './findPlaylist';
import { presentPlaylist } from './readPlaylist';
import { moderatedFlag } from '../../../db/listing';

/**
 * Every change of a playlist's tracks runs in one transaction that first takes the playlist (locked on
 * PostgreSQL), so the positions stay dense (0..n-1) whatever runs at once; the playlist's updated date moves.
 */
async function changeTracks(
  db: Db,
  user: UserRow,
  id: number,
  change: (trx: Executor, now: string) => Promise<void>,
): Promise<PlaylistDetail> {
  const changed = await db.transaction().execute(async (trx) => {
    const playlist = await findOwnPlaylist(trx, user, id);
    const now = new Date().toISOString();
    await change(trx, now);
    await trx.updateTable('playlists').set({ updatedAt: now }).where('id', '=', id).execute();
    return { ...playlist, updatedAt: now };
  });
  return presentPlaylist(db, user, changed);
}

async function trackIdsInOrder(trx: Executor, id: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('playlistTracks')
    .select('trackId')
    .where('playlistId', '=', id)
    .orderBy('position')
    .execute();
  return rows.map((row) => Number(row.trackId));
}

/**
 * Adds a track at a 0-based position (past the end, or absent: appended), moving the later ones down.
 * Refused: a track the user may not add (400), one already there (409), a full playlist (400).
 */
export function addTrack(
  db: Db,
  user: UserRow,
  id: number,
  trackId: number,
  position: number | undefined,
): Promise<PlaylistDetail> {
  return changeTracks(db, user, id, async (trx, now) => {
    // An id beyond the column's range names no track (and PostgreSQL would refuse to compare it).
    const track =
      trackId > MAX_ID
        ? undefined
        : await trx
            .selectFrom('tracks')
            .select(['userId', 'status', 'visibility', moderatedFlag().as('moderated')])
            .where('id', '=', trackId)
            .executeTakeFirst();
    if (!mayAddTrack(user.id, track ?? null)) throw badRequest(PLAYLIST_MESSAGES.trackUnavailable);
    const ids = await trackIdsInOrder(trx, id);
    if (ids.includes(trackId)) throw conflict(PLAYLIST_MESSAGES.alreadyIn);
    if (ids.length >= PLAYLIST_MAX_TRACKS) throw badRequest(PLAYLIST_MESSAGES.full);
    const at = Math.min(position ?? ids.length, ids.length);
    await trx
      .updateTable('playlistTracks')
      .set({ position: sql`${sql.ref('position')} + 1` })
      .where('playlistId', '=', id)
      .where('position', '>=', at)
      .execute();
    await trx
      .insertInto('playlistTracks')
      .values({ playlistId: id, trackId, position: at, addedAt: now })
      .execute();
  });
}

/** Takes a track out (404 when it is not there), closing the gap. */
export function removeTrack(db: Db, user: UserRow, id: number, trackId: number): Promise<PlaylistDetail> {
  return changeTracks(db, user, id, async (trx) => {
    const removed = await trx
      .deleteFrom('playlistTracks')
      .where('playlistId', '=', id)
      .where('trackId', '=', trackId)
      .returning('position')
      .executeTakeFirst();
    if (!removed) throw notFound(PLAYLIST_MESSAGES.notInPlaylist);
    await trx
      .updateTable('playlistTracks')
      .set({ position: sql`${sql.ref('position')} - 1` })
      .where('playlistId', '=', id)
      .where('position', '>', removed.position)
      .execute();
  });
}

/** Puts the tracks in the given order, which must name each track of the playlist exactly once (else 400). */
export function reorderTracks(db: Db, user: UserRow, id: number, order: number[]): Promise<PlaylistDetail> {
  return changeTracks(db, user, id, async (trx) => {
    const current = await trackIdsInOrder(trx, id);
    const named = new Set(order);
    if (
      order.length !== current.length ||
      named.size !== order.length ||
      current.some((trackId) => !named.has(trackId))
    ) {
      throw badRequest(PLAYLIST_MESSAGES.badOrder);
    }
    if (order.every((trackId, index) => current[index] === trackId)) return;
    // One statement: each track's new position from its place in the order.
    const cases = sql.join(
      order.map((trackId, index) => sql`when ${sql.lit(trackId)} then ${sql.lit(index)}`),
      sql` `,
    );
    await trx
      .updateTable('playlistTracks')
      .set({ position: sql`case ${sql.ref('track_id')} ${cases} end` })
      .where('playlistId', '=', id)
      .execute();
  });
}
