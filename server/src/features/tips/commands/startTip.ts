import { BLOCK_MESSAGES } from '@common/blocks';
import type { Checkout } from '@common/payments';
import { formatCents } from '@common/format';
import { CARD_MIN_CHARGE_CENTS, TIP_MESSAGES, type TipInput, tipSummary } from '@common/tips';
import type { AppContext } from '../../../context';
import { ownerHeldColumn } from '../../../db/listing';
import type { UserRow } from '../../../db/schema';
import { forbidden, HttpError, notFound } from '../../../lib/errors';
import { hasBlocked } from '../../blocks';
import { createCheckout } from '../../payments';
import { canViewTrack } from '../../tracks';
import { findPerson } from '../../../lib/people';
import { tipProduct } from '../product';

/**
 * Opens the payment of a tip: the tip plus the flat payment fee, computed here; the whole tip goes to the
 * artist (creatorAmount) and the fee to the platform.
 */
export async function startTip(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: UserRow,
  input: TipInput,
  idempotencyKey: string,
): Promise<Checkout> {
  const { db } = ctx.database;
  const artist = await findPerson(db, input.artistId, TIP_MESSAGES.artistNotFound);
  if (artist.id === user.id) throw new HttpError(422, TIP_MESSAGES.cannotTipSelf);
  if (await hasBlocked(db, artist.id, user.id)) throw forbidden(BLOCK_MESSAGES.tip);
  let trackTitle: string | null = null;
  if (input.trackId !== undefined) {
    const track = await db
      .selectFrom('tracks')
      .select(['title', 'userId', 'status', 'visibility', 'removedAt'])
      .select(ownerHeldColumn())
      .where('id', '=', input.trackId)
      .where('userId', '=', artist.id)
      .executeTakeFirst();
    if (!track || !canViewTrack(user, track)) throw notFound(TIP_MESSAGES.trackNotFound);
    trackTitle = track.title;
  }
  const { tip, fee, total } = tipSummary(input.amount);
  // Stripe refuses smaller charges; the sandbox takes any amount, as the spec sets no minimum.
  if (ctx.config.stripe && total < CARD_MIN_CHARGE_CENTS)
    throw new HttpError(422, TIP_MESSAGES.belowCardMinimum);
  return createCheckout(ctx, {
    user,
    product: tipProduct,
    amount: total,
    description: `Tip for ${artist.name}`,
    idempotencyKey,
    payeeId: artist.id,
    feeAmount: fee,
    creatorAmount: tip,
    contentType: input.trackId !== undefined ? 'track' : input.roomId !== undefined ? 'room' : 'artist',
    contentId: input.trackId ?? artist.id,
    metadata: {
      label: `Tip of ${formatCents(tip)}`,
      tip,
      fee,
      ...(input.roomId !== undefined ? { roomId: input.roomId } : {}),
      ...(trackTitle !== null ? { trackId: input.trackId, trackTitle } : {}),
    },
  });
}
