import type { PaymentResult, SandboxConfirmInput } from '@common/payments';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/errors';
import { CLIENT_SECRET_KEY, metadataOf, presentPaymentResult } from '../presenter';
import { checkSandboxCard } from '../providers/sandboxCards';
import { settlePayment } from '../settle';

/** A declined card: 402 with the decline message; the payment stays open for another card. */
export class CardDeclined extends HttpError {
  constructor(readonly result: PaymentResult) {
    super(402, result.message ?? 'Your card was declined.');
  }
}

/**
 * Confirms a sandbox payment with the payer's card. A payment already settled answers its result without
 * charging again; a declined test card leaves it pending with the decline message.
 */
export async function confirmSandboxPayment(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  input: SandboxConfirmInput,
): Promise<PaymentResult> {
  if (ctx.config.stripe) throw notFound('Card payments are confirmed by Stripe on this server');
  const providerId = input.clientSecret.split('_secret_')[0] ?? '';
  const row = await ctx.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('stripePaymentIntentId', '=', providerId)
    .where('provider', '=', 'sandbox')
    .executeTakeFirst();
  if (!row || row.userId !== user.id || metadataOf(row)[CLIENT_SECRET_KEY] !== input.clientSecret) {
    throw notFound('Payment not found');
  }
  if (row.status !== 'pending') return presentPaymentResult(row);

  const card = checkSandboxCard(input);
  const settled = await settlePayment(
    ctx,
    { transactionId: row.id },
    card.outcome === 'succeeded' ? { status: 'succeeded' } : { status: 'pending', message: card.message },
  );
  if (!settled) throw notFound('Payment not found');
  // A concurrent confirmation may have settled it first: its result stands.
  if (card.outcome === 'declined' && settled.status === 'pending') {
    throw new CardDeclined({ ...presentPaymentResult(settled), status: 'failed', message: card.message });
  }
  return presentPaymentResult(settled);
}
