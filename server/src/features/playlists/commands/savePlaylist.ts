import { PLAYLIST_MESSAGES, type PlaylistSaveState } from '@common/playlists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { ownsPlaylist } from '../policies';
import { readSaves } from '../queries';
import { findReadablePlaylist } from './findPlaylist';

/**
 * Saves (or unsaves) someone else's playlist the user can open; idempotent. Their own playlists are in their
 * library already (400). A private playlist of someone else is a 404.
 */
export async function setPlaylistSaved(
  db: Db,
  user: UserRow,
  id: number,
  saved: boolean,
): Promise<PlaylistSaveState> {
  const playlist = await findReadablePlaylist(db, user.id, id);
  if (ownsPlaylist(user.id, playlist)) throw badRequest(PLAYLIST_MESSAGES.ownPlaylist);
  if (saved) {
    await db
      .insertInto('playlistSaves')
      .values({ userId: user.id, playlistId: id, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'playlistId']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('playlistSaves').where('userId', '=', user.id).where('playlistId', '=', id).execute();
  }
  const { counts } = await readSaves(db, [id], null);
  return { saved, saves: counts.get(id) ?? 0 };
}
