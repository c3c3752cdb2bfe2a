import { FAN_MESSAGES, FAN_PLAN_NAME, FAN_PRICES, type FanSubscriptionInput } from '@common/fans';
import { type Checkout, splitSale } from '@common/payments';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import { createCheckout } from '../../payments';
import { findPerson } from '../../../lib/people';
import { fanSubscriptionProduct } from '../products';

/** Opens the payment of a Premium Fan month or year: 85% to the artist, the marketplace's 15% fee. */
export async function startFanSubscription(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: UserRow,
  input: FanSubscriptionInput,
  idempotencyKey: string,
): Promise<Checkout> {
  const artist = await findPerson(ctx.database.db, input.artistId, FAN_MESSAGES.artistNotFound);
  if (artist.id === user.id) throw new HttpError(422, FAN_MESSAGES.cannotSubscribeSelf);
  const amount = FAN_PRICES[input.interval];
  const { feeAmount, creatorAmount } = splitSale(amount);
  const period = input.interval === 'year' ? 'yearly' : 'monthly';
  return createCheckout(ctx, {
    user,
    product: fanSubscriptionProduct,
    amount,
    description: `${FAN_PLAN_NAME} of ${artist.name} (${period})`,
    idempotencyKey,
    payeeId: artist.id,
    feeAmount,
    creatorAmount,
    contentType: 'artist',
    contentId: artist.id,
    metadata: { label: `${FAN_PLAN_NAME} (${period})`, artistId: artist.id, interval: input.interval },
  });
}
