import { COVER_ART_MESSAGES, type CoverArtCoverSet } from '@common/coverart';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { mediaUrl, readBytes, type Storage } from '../../../media/storage/storage';
import { findOwnTrack, invalidateTrackLists } from '../../tracks';
import { storeBytes } from '../storeImage';

/**
 * Makes one of the user's generated images the cover of one of their tracks, the way the catalogue keeps covers:
 * a copy of its own under covers/ (so deleting the track deletes only the copy), tracks.cover_key and cover_art
 * pointing at it; the track's previous cover file is removed after the row has changed.
 */
export async function setCover(
  db: Db,
  storage: Storage,
  user: UserRow,
  imageId: number,
  trackId: number,
  onStorageError: (error: unknown, key: string) => void,
): Promise<CoverArtCoverSet> {
  const image = await db
    .selectFrom('coverArtImages')
    .select(['storageKey', 'userId'])
    .where('id', '=', imageId)
    .executeTakeFirst();
  if (!image || image.userId !== user.id) throw notFound(COVER_ART_MESSAGES.imageNotFound);
  const track = await findOwnTrack(db, user, trackId);
  const ext = image.storageKey.split('.').pop() ?? 'png';
  const stat = await storage.stat(image.storageKey);
  if (!stat) throw notFound(COVER_ART_MESSAGES.imageNotFound);
  const key = await storeBytes(
    storage,
    'covers',
    await readBytes(storage, image.storageKey),
    ext,
    stat.contentType,
  );
  const coverArt = mediaUrl(key);
  await db
    .updateTable('tracks')
    .set({ coverKey: key, coverArt, updatedAt: new Date().toISOString() })
    .where('id', '=', trackId)
    .execute();
  invalidateTrackLists(db);
  if (track.coverKey && track.coverKey !== key) {
    await storage.delete(track.coverKey).catch((error: unknown) => onStorageError(error, track.coverKey!));
  }
  return { trackId, title: track.title, coverArt };
}
