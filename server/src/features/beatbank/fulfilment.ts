import type { PaymentHook } from '../payments';
import { fulfilBeatPurchase } from './commands/fulfilBeatPurchase';

/** A paid beat purchase delivers its licences in the transaction that settles the payment. */
export const deliverBeatPurchase: PaymentHook = async (trx, payment, ctx) => {
  const outcome = await fulfilBeatPurchase(trx, payment);
  if (outcome.kind === 'refund-due') {
    ctx.log.warn({ transactionId: payment.id, reason: outcome.reason }, 'beat purchase refused: refund due');
  }
};
