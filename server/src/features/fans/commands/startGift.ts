import { BLOCK_MESSAGES } from '@common/blocks';
import { FAN_MESSAGES, FAN_PLAN_NAME, FAN_PRICES, type GiftInput } from '@common/fans';
import { type Checkout, splitSale } from '@common/payments';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { forbidden, HttpError } from '../../../lib/errors';
import { hasBlocked } from '../../blocks';
import { createCheckout } from '../../payments';
import { findPerson } from '../../../lib/people';
import { giftProduct } from '../products';

/** Opens the payment of a gifted Premium Fan month, paid by the giver; the artist is paid as for a month. */
export async function startGift(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: UserRow,
  input: GiftInput,
  idempotencyKey: string,
): Promise<Checkout> {
  const { db } = ctx.database;
  const artist = await findPerson(db, input.artistId, FAN_MESSAGES.artistNotFound);
  const recipient = await findPerson(db, input.recipientId, FAN_MESSAGES.recipientNotFound);
  if (recipient.id === user.id) throw new HttpError(422, FAN_MESSAGES.cannotGiftSelf);
  if (recipient.id === artist.id) throw new HttpError(422, FAN_MESSAGES.recipientIsArtist);
  if (await hasBlocked(db, recipient.id, user.id)) throw forbidden(BLOCK_MESSAGES.gift);
  const amount = FAN_PRICES.month;
  const { feeAmount, creatorAmount } = splitSale(amount);
  return createCheckout(ctx, {
    user,
    product: giftProduct,
    amount,
    description: `${FAN_PLAN_NAME} month of ${artist.name} for ${recipient.name}`,
    idempotencyKey,
    payeeId: artist.id,
    feeAmount,
    creatorAmount,
    contentType: 'artist',
    contentId: artist.id,
    metadata: {
      label: `Gifted ${FAN_PLAN_NAME} month`,
      artistId: artist.id,
      recipientId: recipient.id,
      ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
    },
  });
}
