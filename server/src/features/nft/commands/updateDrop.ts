import { type ArtistDrop, DROP_MESSAGES, type updateDropSchema } from '@common/nft';
import { toCents } from '@common/payments';
import type { z } from 'zod';
import type { DbHandle } from '../../../db/connection';
import type { TrackUpdate, UserRow } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import { freeExpiredReservations, holdsNumber, loadHolds, lockDrop, recordSupply } from '../editionState';
import { authorizeDropChange } from '../policies';
import { readArtistDrop } from './listArtistDrops';

/**
 * Changes an open drop. Price and size change only while no edition is sold or held for a buyer: after
 * that a collector's 'n/total' and what they paid must stay true, so the size does not grow either. The
 * name may change while the drop is open.
 */
export async function updateDrop(
  database: Pick<DbHandle, 'db' | 'dialect'>,
  user: Pick<UserRow, 'id'>,
  trackId: number,
  input: z.output<typeof updateDropSchema>,
  now = new Date(),
): Promise<ArtistDrop> {
  const { db, dialect } = database;
  await db.transaction().execute(async (trx) => {
    const track = await lockDrop(trx, dialect, trackId);
    authorizeDropChange(user, track);
    if (track.nftEndedAt) throw conflict(DROP_MESSAGES.ended);
    const price = input.priceUsd === undefined ? undefined : toCents(input.priceUsd);
    const changesTerms =
      (price !== undefined && price !== track.nftPrice) ||
      (input.editionSize !== undefined && input.editionSize !== track.nftTotalSupply);
    if (changesTerms) {
      await freeExpiredReservations(trx, trackId, now);
      const holds = await loadHolds(trx, [trackId]);
      if (holds.some((h) => holdsNumber(h, now))) throw conflict(DROP_MESSAGES.locked);
    }
    const changes: TrackUpdate = {};
    if (price !== undefined) changes.nftPrice = price;
    if (input.editionSize !== undefined) changes.nftTotalSupply = input.editionSize;
    if (input.editionName !== undefined) changes.nftEditionName = input.editionName;
    await trx.updateTable('tracks').set(changes).where('id', '=', trackId).execute();
    await recordSupply(trx, trackId, input.editionSize ?? track.nftTotalSupply ?? 0, now);
  });
  return readArtistDrop(db, user.id, trackId, now);
}
