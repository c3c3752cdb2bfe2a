import type { WebhookOutcome } from '@common/payments';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import type { ProviderEvent } from '../providers/provider';
import { paymentProvider } from '../providers/index';
import { endPurchase, inEndingTransaction, originalSharesOf, recordPartialRefund } from '../endPurchase';
import { providerSubscriptionHooks } from '../products';
import { settlePayment } from '../settle';
import { type RefundRecord, refundRecordOf } from './refundPayment';

/** The plugged-in handling of subscription events; without it (never in the app) such an event is an error. */
function subscriptionHooks(ctx: AppContext) {
  const hooks = providerSubscriptionHooks();
  if (!hooks) {
    ctx.log.error('a provider subscription event arrived, but no feature handles them');
    throw new Error('Subscription events are not handled');
  }
  return hooks;
}

async function apply(ctx: AppContext, event: ProviderEvent): Promise<void> {
  switch (event.kind) {
    case 'payment': {
      const { state } = event;
      await settlePayment(
        ctx,
        { providerId: event.providerId },
        state.status === 'succeeded'
          ? { status: 'succeeded' }
          : state.status === 'pending'
            ? { status: 'pending', message: state.message }
            : { status: state.status, message: state.message },
      );
      return;
    }
    case 'subscription-ended':
      await subscriptionHooks(ctx).ended(ctx, event.subscriptionId);
      return;
    case 'subscription-renewed':
      await subscriptionHooks(ctx).renewed(ctx, event.subscriptionId, event.periodEnd);
      return;
    case 'refund':
    case 'dispute':
      await applyEnding(ctx, event);
      return;
    case 'ignored':
      return;
  }
}

type EndingEvent = Extract<ProviderEvent, { kind: 'refund' | 'dispute' }>;

/**
 * A refund or a dispute at the provider. Either means the charge had succeeded, so a payment whose success
 * event is late is settled first (fulfilled, then ended: the same end state whatever the order of delivery).
 * A full refund or a dispute ends the purchase (endPurchase); a partial refund only adjusts the money.
 * Statuses only move forward (succeeded -> disputed -> refunded), so a replayed or late event changes nothing.
 */
async function applyEnding(ctx: AppContext, event: EndingEvent): Promise<void> {
  await settlePayment(ctx, { providerId: event.providerId }, { status: 'succeeded' });
  await inEndingTransaction(ctx, async (trx) => {
    let query = trx
      .selectFrom('transactions')
      .selectAll()
      .where('stripePaymentIntentId', '=', event.providerId);
    if (ctx.database.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) {
      ctx.log.warn({ eventId: event.id, type: event.type }, 'provider event about an unknown payment');
      return;
    }
    const now = new Date().toISOString();
    if (event.kind === 'dispute') {
      await endPurchase(trx, ctx, row, {
        kind: 'dispute',
        reason: event.reason,
        requestedBy: 'provider',
        record: {
          disputeId: event.disputeId,
          reason: event.reason,
          status: 'open',
          openedAt: now,
          heldCreatorAmount: originalSharesOf(row).creatorAmount,
        },
      });
      return;
    }
    if (event.refundedTotal < Number(row.amount)) {
      await recordPartialRefund(trx, row, event.refundedTotal, event.refundId);
      return;
    }
    // A refund of ours (its record is already there) or one made at the provider's dashboard.
    const ours = refundRecordOf(row);
    const record: RefundRecord = {
      ...(ours ?? {}),
      requestedBy: ours?.requestedBy ?? 'provider',
      reason: ours?.reason ?? event.reason,
      requestedAt: ours?.requestedAt ?? now,
      status: 'refunded',
      refundId: ours?.refundId ?? event.refundId ?? undefined,
      refundedAt: now,
    };
    await endPurchase(trx, ctx, row, {
      kind: 'refund',
      reason: record.reason,
      requestedBy: record.requestedBy!,
      record: { ...record },
    });
  });
}

/**
 * Receives one signed provider event: verified on the raw body, processed once per event id (a redelivery
 * answers 200 without doing anything again). Settlements are monotonic, so events arriving out of order
 * cannot undo a settled payment.
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!ctx.config.stripe) throw notFound('Webhooks are only received when Stripe is configured');
  let event: ProviderEvent;
  try {
    event = paymentProvider(ctx.config).parseWebhook(rawBody, signature);
  } catch (error) {
    // Only the reason: the error carries the whole body and signature header.
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ reason }, 'webhook refused');
    throw badRequest('Webhook signature verification failed');
  }

  const { db } = ctx.database;
  await db
    .insertInto('paymentEvents')
    .values({ id: event.id, type: event.type, receivedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const seen = await db
    .selectFrom('paymentEvents')
    .select('processedAt')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen?.processedAt) return { received: true, duplicate: true };

  await apply(ctx, event);
  const marked = await db
    .updateTable('paymentEvents')
    .set({ processedAt: new Date().toISOString() })
    .where('id', '=', event.id)
    .where('processedAt', 'is', null)
    .executeTakeFirst();
  return { received: true, duplicate: Number(marked.numUpdatedRows) === 0 };
}
