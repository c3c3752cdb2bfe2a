import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import type { Storage } from '../../../media/storage/storage';
import { licenceInForce } from '../licences';
import { invalidateTrackLists } from '../listCache';
import { TRACK_MESSAGES } from '@common/tracks';
import { findOwnTrack } from './findOwnTrack';

/** Whether anyone holds something bought with this track (a licence in force, or an edition sold or being paid for). */
async function hasBuyers(db: Db, trackId: number): Promise<boolean> {
  const licence = await db
    .selectFrom('licences')
    .select('id')
    .where('trackId', '=', trackId)
    .where(licenceInForce)
    .limit(1)
    .executeTakeFirst();
  if (licence) return true;
  const edition = await db
    .selectFrom('nftEditions')
    .select('id')
    .where('trackId', '=', trackId)
    .where('status', 'in', ['sold', 'reserved'])
    .limit(1)
    .executeTakeFirst();
  return edition !== undefined;
}

/**
 * Deletes an owner's track: the row first (likes and plays go with it), then its stored audio and cover,
 * so that a storage failure never leaves a listed track without its file. A track with buyers is kept (409):
 * their licences and editions would go with the row.
 */
export async function deleteTrack(
  db: Db,
  storage: Storage,
  user: UserRow,
  id: number,
  onStorageError: (error: unknown, key: string) => void,
): Promise<void> {
  const track = await findOwnTrack(db, user, id);
  if (await hasBuyers(db, id)) throw conflict(TRACK_MESSAGES.hasBuyers);
  await db.deleteFrom('tracks').where('id', '=', id).execute();
  invalidateTrackLists(db);
  for (const key of [track.storageKey, track.coverKey, track.previewKey]) {
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch (error) {
      onStorageError(error, key);
    }
  }
}
