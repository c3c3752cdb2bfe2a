import type { ArtistDrop } from '@common/nft';
import type { DbHandle } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { lockDrop, recordSupply } from '../editionState';
import { authorizeDropChange } from '../policies';
import { readArtistDrop } from './listArtistDrops';

/**
 * Ends a drop early: no edition is sold after this (a buyer already paying for a held edition still gets
 * it), sold editions stay with their owners, and the numbers left are never issued. Ending twice is harmless.
 */
export async function endDrop(
  database: Pick<DbHandle, 'db' | 'dialect'>,
  user: Pick<UserRow, 'id'>,
  trackId: number,
  now = new Date(),
): Promise<ArtistDrop> {
  const { db, dialect } = database;
  await db.transaction().execute(async (trx) => {
    const track = await lockDrop(trx, dialect, trackId);
    authorizeDropChange(user, track);
    if (track.nftEndedAt) return;
    await trx
      .updateTable('tracks')
      .set({ nftEndedAt: now.toISOString() })
      .where('id', '=', trackId)
      .execute();
    await recordSupply(trx, trackId, track.nftTotalSupply ?? 0, now);
  });
  return readArtistDrop(db, user.id, trackId, now);
}
