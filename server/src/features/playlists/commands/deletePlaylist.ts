import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import type { Executor } from '../queries';
import { findOwnPlaylist } from './findPlaylist';

/** Deletes an own playlist, its tracks and everyone's saves of it. */
export async function deletePlaylist(db: Db, user: UserRow, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOwnPlaylist(trx, user, id);
    await removePlaylists(trx, [id]);
  });
}

/** Removes these playlists with their tracks and saves (the foreign keys would too; this does not rely on it). */
export async function removePlaylists(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('playlistSaves').where('playlistId', 'in', ids).execute();
  await db.deleteFrom('playlistTracks').where('playlistId', 'in', ids).execute();
  await db.deleteFrom('playlists').where('id', 'in', ids).execute();
}

/** When an account is deleted: its playlists go, and so do its saves of other people's. */
export async function deleteUserPlaylists(db: Executor, userId: number): Promise<void> {
  const own = await db.selectFrom('playlists').select('id').where('userId', '=', userId).execute();
  await removePlaylists(
    db,
    own.map((row) => row.id),
  );
  await db.deleteFrom('playlistSaves').where('userId', '=', userId).execute();
}
