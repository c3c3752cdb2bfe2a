import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import type { Executor } from '../queries';
import { findOwnPlaylist } from './findPlaylist';

/** Deletes an own playlist; its tracks and everyone's saves of it go by ON DELETE CASCADE. */
export async function deletePlaylist(db: Db, user: UserRow, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOwnPlaylist(trx, user, id);
    await trx.deleteFrom('playlists').where('id', '=', id).execute();
  });
}

/**
 * When an account is deleted (the user row stays, marked deleted): its playlists go, and so do its saves of
 * other people's. A playlist's tracks and saves go with it by the foreign keys' ON DELETE CASCADE.
 */
export async function deleteUserPlaylists(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('playlists').where('userId', '=', userId).execute();
  await db.deleteFrom('playlistSaves').where('userId', '=', userId).execute();
}
