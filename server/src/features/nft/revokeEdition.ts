import { editionLabel } from '@common/nft';
import type { RefundHook } from '../payments';
import { recordSupply } from './editionState';

/** The status of an edition whose payment was refunded in full or disputed. */
export const VOID_EDITION_STATUS = 'void';

/**
 * Kept as a void edition's `reserved_until`, so that code counting only sold editions and live reservations
 * still treats its number as taken: an edition number is never issued twice.
 */
export const VOID_HOLDS_NUMBER_UNTIL = '9999-12-31T23:59:59.999Z';

/**
 * What ending an edition purchase takes back: the edition becomes void. Its number stays taken (never reused,
 * so the drop's supply does not grow back) and it no longer belongs to anyone's collection. Answers what the
 * buyer lost.
 */
export const voidEdition: RefundHook = async (trx, payment) => {
  const edition = await trx
    .selectFrom('nftEditions')
    .innerJoin('tracks', 'tracks.id', 'nftEditions.trackId')
    .select([
      'nftEditions.id',
      'nftEditions.trackId',
      'nftEditions.editionNumber',
      'tracks.title',
      'tracks.nftTotalSupply',
    ])
    .where('nftEditions.transactionId', '=', payment.id)
    .where('nftEditions.status', 'in', ['sold', 'reserved'])
    .executeTakeFirst();
  if (!edition) return;
  await trx
    .updateTable('nftEditions')
    .set({ status: VOID_EDITION_STATUS, reservedUntil: VOID_HOLDS_NUMBER_UNTIL })
    .where('id', '=', edition.id)
    .execute();
  const total = edition.nftTotalSupply;
  if (total) await recordSupply(trx, edition.trackId, total, new Date());
  const label = total ? editionLabel(Number(edition.editionNumber), total) : String(edition.editionNumber);
  return `Edition #${label} of "${edition.title}" is void: it no longer belongs to your collection, and its number is never issued again.`;
};
