import { EDITION_RESERVATION_MINUTES, NFT_MESSAGES } from '@common/nft';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import {
  freeExpiredReservations,
  holdsNumber,
  lockDrop,
  nextFreeNumber,
  recordSupply,
} from '../editionState';

export interface Reservation {
  editionNumber: number;
  totalSupply: number;
}

/**
 * Takes the lowest free edition number of a drop for a buyer, inside the transaction that records the
 * payment: the drop's row is locked first, expired reservations are freed, then the number is inserted
 * (unique per track). A drop with no number left is 'Sold out' (409), an ended drop 'This drop has ended' (409).
 */
export async function reserveEdition(
  trx: Kysely<Database>,
  dialect: Dialect,
  input: { trackId: number; buyerId: number; transactionId: number; status?: 'reserved' | 'sold' },
  now = new Date(),
): Promise<Reservation> {
  const drop = await lockDrop(trx, dialect, input.trackId);
  if (!drop || !drop.isNft || !drop.nftTotalSupply) throw notFound(NFT_MESSAGES.notFound);
  if (drop.nftEndedAt) throw conflict(NFT_MESSAGES.dropEnded);
  const totalSupply = drop.nftTotalSupply;
  await freeExpiredReservations(trx, input.trackId, now);
  const holds = await trx
    .selectFrom('nftEditions')
    .select(['editionNumber', 'status', 'reservedUntil'])
    .where('trackId', '=', input.trackId)
    .execute();
  const editionNumber = nextFreeNumber(
    holds.filter((h) => holdsNumber(h, now)).map((h) => Number(h.editionNumber)),
    totalSupply,
  );
  if (editionNumber === null) throw conflict(NFT_MESSAGES.soldOut);
  const status = input.status ?? 'reserved';
  await trx
    .insertInto('nftEditions')
    .values({
      trackId: input.trackId,
      editionNumber,
      ownerId: input.buyerId,
      transactionId: input.transactionId,
      status,
      reservedUntil:
        status === 'reserved'
          ? new Date(now.getTime() + EDITION_RESERVATION_MINUTES * 60_000).toISOString()
          : null,
      createdAt: now.toISOString(),
    })
    .execute();
  await recordSupply(trx, input.trackId, totalSupply, now);
  return { editionNumber, totalSupply };
}
