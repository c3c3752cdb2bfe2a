import { type ArtistDrop, type createDropSchema, DROP_MESSAGES, editionLabel } from '@common/nft';
import { toCents } from '@common/payments';
import type { z } from 'zod';
import type { DbHandle } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import { lockDrop } from '../editionState';
import { authorizeNewDrop } from '../policies';
import { readArtistDrop } from './listArtistDrops';

/**
 * Puts one of the artist's published public tracks up as a limited edition: price, number of editions and
 * an optional name. The track's row is locked while it is checked and written, so two requests cannot
 * open two drops; a track is dropped once (its edition numbers are never reissued).
 */
export async function createDrop(
  database: Pick<DbHandle, 'db' | 'dialect'>,
  user: Pick<UserRow, 'id'>,
  input: z.output<typeof createDropSchema>,
  now = new Date(),
): Promise<ArtistDrop> {
  const { db, dialect } = database;
  await db.transaction().execute(async (trx) => {
    const track = await lockDrop(trx, dialect, input.trackId);
    authorizeNewDrop(user, track);
    const numbered = await trx
      .selectFrom('nftEditions')
      .select('id')
      .where('trackId', '=', input.trackId)
      .executeTakeFirst();
    if (numbered) throw conflict(DROP_MESSAGES.alreadyEnded);
    await trx
      .updateTable('tracks')
      .set({
        isNft: true,
        nftPrice: toCents(input.priceUsd),
        nftTotalSupply: input.editionSize,
        nftAvailableSupply: input.editionSize,
        nftEdition: editionLabel(1, input.editionSize),
        nftEditionName: input.editionName,
        nftDroppedAt: now.toISOString(),
        nftEndedAt: null,
      })
      .where('id', '=', input.trackId)
      .execute();
  });
  return readArtistDrop(db, user.id, input.trackId, now);
}
