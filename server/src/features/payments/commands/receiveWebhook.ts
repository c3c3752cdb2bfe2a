import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/errors';
import {
  endProviderSubscription,
  renewProviderSubscription,
} from '../../subscription/commands/providerSubscriptions';
import type { ProviderEvent } from '../providers/provider';
import { paymentProvider } from '../providers/index';
import { settlePayment } from '../settle';

/** What the webhook answers: whether this delivery did the work or had been processed before. */
export interface WebhookOutcome {
  received: true;
  duplicate: boolean;
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
      await endProviderSubscription(ctx, event.subscriptionId);
      return;
    case 'subscription-renewed':
      await renewProviderSubscription(ctx, event.subscriptionId, event.periodEnd);
      return;
    case 'ignored':
      return;
  }
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
