import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import type { Storage } from '../../../media/storage/storage';
import { invalidateTrackLists } from '../listCache';
import { findOwnTrack } from './findOwnTrack';

/**
 * Deletes an owner's track: the row first (likes and plays go with it), then its stored audio and cover,
 * so that a storage failure never leaves a listed track without its file.
 */
export async function deleteTrack(
  db: Db,
  storage: Storage,
  user: UserRow,
  id: number,
  onStorageError: (error: unknown, key: string) => void,
): Promise<void> {
  const track = await findOwnTrack(db, user, id);
  await db.deleteFrom('tracks').where('id', '=', id).execute();
  invalidateTrackLists(db);
  for (const key of [track.storageKey, track.coverKey]) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      onStorageError(error, key);
    }
  }
}
