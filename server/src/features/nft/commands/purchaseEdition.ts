import { NFT_MESSAGES } from '@common/nft';
import { type Checkout, splitSale } from '@common/payments';
import type { AppContext } from '../../../context';
import { ownerHeldColumn } from '../../../db/listing';
import type { UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { createCheckout } from '../../payments';
import { isListed } from '../../tracks';
import { reserveEdition } from './reserveEdition';
import { editionProduct } from '../product';

/**
 * Starts the purchase of the next edition of a drop: the price comes from the track, the sale is split
 * 15% / 85% with the track's owner as payee, and the edition number is reserved in the same database
 * transaction that records the pending payment (released if the payment fails or the reservation expires).
 */
export async function purchaseEdition(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  trackId: number,
  idempotencyKey: string,
): Promise<Checkout> {
  const { db, dialect } = ctx.database;
  const track = await db
    .selectFrom('tracks')
    .select([
      'id',
      'userId',
      'title',
      'artist',
      'status',
      'visibility',
      'isNft',
      'nftPrice',
      'nftTotalSupply',
      'nftEndedAt',
      'removedAt',
    ])
    .select(ownerHeldColumn())
    .where('id', '=', trackId)
    .executeTakeFirst();
  if (
    !track ||
    !track.isNft ||
    !track.nftTotalSupply ||
    track.nftPrice === null ||
    track.nftPrice <= 0 ||
    !isListed(track)
  ) {
    throw notFound(NFT_MESSAGES.notFound);
  }
  if (track.userId === user.id) throw forbidden(NFT_MESSAGES.ownTrack);
  if (track.nftEndedAt) throw conflict(NFT_MESSAGES.dropEnded);
  const amount = track.nftPrice;
  const { feeAmount, creatorAmount } = splitSale(amount);
  return createCheckout(ctx, {
    user,
    product: editionProduct,
    amount,
    description: `Limited edition: ${track.title}${track.artist ? ` by ${track.artist}` : ''}`,
    idempotencyKey,
    payeeId: track.userId,
    feeAmount,
    creatorAmount,
    contentType: 'track',
    contentId: track.id,
    metadata: { trackId: track.id },
    prepare: async (trx, transactionId) => {
      await reserveEdition(trx, dialect, { trackId: track.id, buyerId: user.id, transactionId });
    },
  });
}
