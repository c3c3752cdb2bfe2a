import type { PaymentsConfig } from '@common/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { cancelPayment } from './commands/cancelPayment';
import { confirmSandboxPayment } from './commands/confirmSandboxPayment';
import { readPayment } from './commands/readPayment';
import { refundAsCreator } from './commands/refundAsCreator';
import { receiveWebhook } from './commands/receiveWebhook';
import { paymentSetupWarnings } from './providers/index';
import { CREATOR_REFUND_MESSAGES } from './commands/refundAsCreator';
import { REFUND_MESSAGES } from './commands/refundPayment';
import { PROVIDER_UNAVAILABLE } from './providers/index';
import {
  creatorRefundSchema,
  paymentIdParamsSchema,
  sandboxConfirmSchema,
  stripeEventBodySchema,
  stripeSignatureHeaderSchema,
} from './schemas';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The payment a path names; 404 for anything that cannot be a payment id. */
function paymentIdOf(request: WithId): number {
  const parsed = paymentIdParamsSchema.safeParse(request.params);
  if (!parsed.success) throw notFound('Payment not found');
  return parsed.data.id;
}

/** Routes of the payments feature: provider configuration, payment status, sandbox confirmation, webhooks. */
export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const warning of paymentSetupWarnings(ctx.config)) ctx.log.warn(warning);

  const ownPaymentNotFound = { 404: 'Payment not found: no such payment, or not yours.' };

  const configDoc = doc({
    summary: 'Which provider the payment step confirms with (Stripe and its publishable key, or the sandbox)',
    auth: 'none',
    responses: { 200: 'PaymentsConfig' },
  });
  app.get('/api/payments/config', configDoc, async (): Promise<PaymentsConfig> => {
    const stripe = ctx.config.stripe;
    return stripe
      ? { provider: 'stripe', publishableKey: stripe.publishableKey }
      : { provider: 'sandbox', publishableKey: null };
  });

  const readDoc = doc({
    summary: 'Where an own payment stands (a pending Stripe payment is also asked of Stripe)',
    description: 'The payment step polls it until the status is final.',
    auth: 'user',
    params: paymentIdParamsSchema,
    responses: { 200: 'PaymentResult' },
    errors: ownPaymentNotFound,
  });
  app.get('/api/payments/:id', readDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return readPayment(ctx, user, id);
  });

  const cancelDoc = doc({
    summary: 'Give up an own pending payment (a settled one is answered as it is)',
    auth: 'user',
    params: paymentIdParamsSchema,
    responses: { 200: 'PaymentResult' },
    errors: {
      ...ownPaymentNotFound,
      502: `${PROVIDER_UNAVAILABLE} (Stripe could not cancel it; it stays pending)`,
    },
  });
  app.post('/api/payments/:id/cancel', cancelDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    return cancelPayment(ctx, user, id);
  });

  // A creator refunds a payment made to them (the Earnings card's recent payments).
  const refundDoc = doc({
    summary: 'Refund in full a payment made to the signed-in creator (within the refund window)',
    description: 'Refunding again answers the same refund.',
    auth: 'user',
    params: paymentIdParamsSchema,
    body: creatorRefundSchema,
    responses: {
      200: { type: 'RefundResult', description: 'Refunded (or refunded before)' },
      202: {
        type: 'RefundResult',
        description: 'Due: the provider has not answered yet; retried automatically',
      },
    },
    errors: {
      403: `${CREATOR_REFUND_MESSAGES.notPayee}.`,
      404: `${CREATOR_REFUND_MESSAGES.notFound}.`,
      409: `${REFUND_MESSAGES.notRefundable}; or the payment is disputed, or older than the refund window.`,
    },
  });
  app.post('/api/payments/:id/refund', refundDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    const input = parseInput(creatorRefundSchema, request.body);
    const result = await refundAsCreator(ctx, user, id, input);
    // Due: accepted, the provider has not answered yet (retried automatically).
    if (result.status === 'due') reply.code(202);
    return result;
  });

  const sandboxDoc = doc({
    summary: 'Confirm a sandbox payment with the test card form (a settled payment answers its result)',
    auth: 'user',
    body: sandboxConfirmSchema,
    responses: { 200: 'PaymentResult' },
    errors: {
      402: 'The test card is declined (the message says why); the payment stays open for another card.',
      404: 'Payment not found (not yours, or a wrong client secret), or Stripe is configured on this server.',
      422: 'The card details are incomplete or invalid, or the number is not a sandbox test card.',
    },
  });
  app.post('/api/payments/sandbox/confirm', sandboxDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(sandboxConfirmSchema, request.body);
    return confirmSandboxPayment(ctx, user, input);
  });

  // The signature is computed over the exact bytes Stripe sent, so this route alone reads its body raw.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    // Stripe's events (an invoice with many lines) can outgrow the app's 100 kB JSON limit.
    const webhookDoc = doc({
      summary: "Stripe's webhook: a signed event settles, refunds or disputes a payment, or renews a plan",
      description:
        'The body is read raw (up to 1 MB): the signature is checked over the exact bytes Stripe sent. Each ' +
        'event is processed once; a redelivery answers 200 with `duplicate: true`.',
      tags: ['payments'],
      auth: 'none',
      headers: stripeSignatureHeaderSchema,
      body: stripeEventBodySchema,
      responses: { 200: 'WebhookOutcome' },
      errors: {
        400: 'Webhook signature verification failed (no signature, a wrong one, or a body altered on the way).',
        404: 'Stripe is not configured on this server.',
        413: 'The event is over 1 MB.',
      },
    });
    scope.post('/api/webhooks/stripe', { ...webhookDoc, bodyLimit: 1024 * 1024 }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      return receiveWebhook(ctx, body, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
