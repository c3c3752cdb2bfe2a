import { BEAT_MESSAGES, LICENCE_NAMES, type CartCheckoutInput } from '@common/beatbank';
import { splitSale, type Checkout } from '@common/payments';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import { createCheckout, DESCRIPTION_KEY, metadataOf } from '../../payments';
import { whyCannotBuy } from '../policies';
import { producerName } from '../presenter';
import { findBeat } from '../queries';
import { readCartLines } from './cart';
import { beatProduct } from '../product';
import type { BeatSaleLine, BeatSaleMetadata } from './beatSale';

const unprocessable = (message: string) => new HttpError(422, message);

/**
 * Opens one payment for the cart lines of one producer (the producer is the transaction's payee, so each
 * sale's 85% share is on that producer's transaction). Prices come from the database, never the client.
 * The pending payment is recorded only if every beat can still be bought at that moment.
 */
export async function checkoutCart(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: UserRow,
  input: CartCheckoutInput,
  idempotencyKey: string,
): Promise<Checkout> {
  const { db } = ctx.database;
  // A retried request answers the checkout it already opened, even once the paid lines left the cart.
  const earlier = await db
    .selectFrom('transactions')
    .select(['amount', 'metadata'])
    .where('userId', '=', user.id)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  if (earlier) {
    const recorded = metadataOf(earlier);
    return createCheckout(ctx, {
      user,
      product: beatProduct,
      amount: Number(earlier.amount),
      description: String(recorded[DESCRIPTION_KEY] ?? 'Beat licenses'),
      idempotencyKey,
    });
  }
  const lines = await readCartLines(db, user);
  if (lines.length === 0) throw unprocessable(BEAT_MESSAGES.emptyCart);
  const producers = new Set(lines.map((line) => line.beat.userId ?? 0));
  let chosen = lines;
  if (input.producerId !== undefined) {
    chosen = lines.filter((line) => line.beat.userId === input.producerId);
    if (chosen.length === 0) throw unprocessable(BEAT_MESSAGES.producerNotInCart);
  } else if (producers.size > 1) {
    throw unprocessable(BEAT_MESSAGES.chooseProducer);
  }
  for (const line of chosen) {
    if (line.problem) throw new HttpError(line.problem.status, line.problem.message);
  }
  const first = chosen[0]!;
  const producerId = first.beat.userId ?? 0;
  const saleLines: BeatSaleLine[] = chosen.map((line) => ({
    trackId: line.beat.id,
    title: line.beat.title,
    licenceType: line.licenceType,
    producerId,
    amount: line.price,
    ...splitSale(line.price),
  }));
  const sum = (pick: (line: BeatSaleLine) => number) =>
    saleLines.reduce((total, line) => total + pick(line), 0);
  const metadata: BeatSaleMetadata = { producerId, producer: producerName(first.beat), lines: saleLines };
  const description =
    saleLines.length === 1
      ? `${LICENCE_NAMES[first.licenceType]}: ${first.beat.title} by ${metadata.producer}`
      : `${saleLines.length} beat licenses by ${metadata.producer}`;

  return createCheckout(ctx, {
    user,
    product: beatProduct,
    amount: sum((line) => line.amount),
    description,
    idempotencyKey,
    payeeId: producerId || null,
    feeAmount: sum((line) => line.feeAmount),
    creatorAmount: sum((line) => line.creatorAmount),
    contentType: 'beat',
    contentId: saleLines.length === 1 ? first.beat.id : null,
    metadata: metadata as unknown as Record<string, unknown>,
    // Checked again inside the transaction that records the payment: the beat may have sold meanwhile.
    prepare: async (trx) => {
      for (const line of saleLines) {
        const beat = await findBeat(trx, line.trackId);
        const refusal = whyCannotBuy(user, beat, line.licenceType);
        if (refusal) throw new HttpError(refusal.status, refusal.message);
      }
    },
  });
}
