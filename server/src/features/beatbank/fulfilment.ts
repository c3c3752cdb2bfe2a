import type { PaymentHook } from '../payments';
import { notifyPayment } from '../notifications';
import { fulfilBeatPurchase } from './commands/fulfilBeatPurchase';

/** A paid beat purchase delivers its licences in the transaction that settles the payment. */
export const deliverBeatPurchase: PaymentHook = async (trx, payment, ctx) => {
  const outcome = await fulfilBeatPurchase(trx, payment);
  if (outcome.kind === 'refund-due') {
    ctx.log.warn({ transactionId: payment.id, reason: outcome.reason }, 'beat purchase refused: refund due');
    return;
  }
  const beats = await trx
    .selectFrom('licences as l')
    .innerJoin('tracks as t', 't.id', 'l.trackId')
    .select('t.title')
    .where('l.id', 'in', outcome.licenceIds.length ? outcome.licenceIds : [0])
    .execute();
  const title = beats.length === 1 ? beats[0]!.title : beats.length > 1 ? `${beats.length} beats` : null;
  await notifyPayment(trx, payment, 'licence', { title });
};
