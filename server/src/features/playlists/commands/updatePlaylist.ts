import { PLAYLIST_MESSAGES, type PlaylistDetail, type PlaylistUpdate } from '@common/playlists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { mediaUrl } from '../../../media/storage/storage';
import { findOwnPlaylist } from './findPlaylist';
import { readChanged } from './readPlaylist';

/**
 * Renames, describes, changes the visibility or the cover of an own playlist. A cover must be one of the
 * user's own images: one the cover-art generator made for them, or the uploaded cover of one of their tracks.
 */
export async function updatePlaylist(
  db: Db,
  user: UserRow,
  id: number,
  changes: PlaylistUpdate,
): Promise<PlaylistDetail> {
  await findOwnPlaylist(db, user, id);
  if (changes.coverArt) await assertOwnImage(db, user.id, changes.coverArt);
  await db
    .updateTable('playlists')
    .set({
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.description !== undefined ? { description: changes.description || null } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
      ...(changes.coverArt !== undefined ? { coverArt: changes.coverArt || null } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return readChanged(db, user, id);
}

/** 400 unless the address is one of the user's generated images or their own tracks' stored covers. */
async function assertOwnImage(db: Db, userId: number, url: string): Promise<void> {
  const prefix = mediaUrl('');
  if (url.startsWith(prefix)) {
    const generated = await db
      .selectFrom('coverArtImages')
      .select('id')
      .where('userId', '=', userId)
      .where('storageKey', '=', url.slice(prefix.length))
      .executeTakeFirst();
    if (generated) return;
  }
  const uploaded = await db
    .selectFrom('tracks')
    .select('id')
    .where('userId', '=', userId)
    .where('coverArt', '=', url)
    .where('coverKey', 'is not', null)
    .executeTakeFirst();
  if (!uploaded) throw badRequest(PLAYLIST_MESSAGES.badCover);
}
