import type { PlaylistCreate, PlaylistDetail } from '@common/playlists';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { readChanged } from './readPlaylist';

/** A new, empty playlist of the user's. */
export async function createPlaylist(db: Db, user: UserRow, input: PlaylistCreate): Promise<PlaylistDetail> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('playlists')
    .values({
      userId: user.id,
      title: input.title,
      description: input.description || null,
      visibility: input.visibility,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readChanged(db, user, Number(id));
}
