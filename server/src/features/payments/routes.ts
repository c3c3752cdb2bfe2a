import type { PaymentsConfig } from '@common/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { cancelPayment } from './commands/cancelPayment';
import { confirmSandboxPayment } from './commands/confirmSandboxPayment';
import { readPayment } from './commands/readPayment';
import { refundAsCreator } from './commands/refundAsCreator';
import { receiveWebhook } from './commands/receiveWebhook';
import { paymentSetupWarnings } from './providers/index';
import { creatorRefundSchema, sandboxConfirmSchema, transactionIdSchema } from './schemas';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The payment a path names; 404 for anything that cannot be a payment id. */
function paymentIdOf(request: WithId): number {
  const parsed = transactionIdSchema.safeParse(request.params.id);
  if (!parsed.success) throw notFound('Payment not found');
  return parsed.data;
}

/** Routes of the payments feature: provider configuration, payment status, sandbox confirmation, webhooks. */
export function paymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const warning of paymentSetupWarnings(ctx.config)) ctx.log.warn(warning);

  app.get('/api/payments/config', async (): Promise<PaymentsConfig> => {
    const stripe = ctx.config.stripe;
    return stripe
      ? { provider: 'stripe', publishableKey: stripe.publishableKey }
      : { provider: 'sandbox', publishableKey: null };
  });

  app.get('/api/payments/:id', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    reply.header('Cache-Control', 'no-store');
    return readPayment(ctx, user, id);
  });

  app.post('/api/payments/:id/cancel', async (request: WithId) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    return cancelPayment(ctx, user, id);
  });

  // A creator refunds a payment made to them (the Earnings card's recent payments).
  app.post('/api/payments/:id/refund', async (request: WithId, reply) => {
    const user = await requireUser(request);
    const id = paymentIdOf(request);
    const input = parseInput(creatorRefundSchema, request.body);
    const result = await refundAsCreator(ctx, user, id, input);
    // Due: accepted, the provider has not answered yet (retried automatically).
    if (result.status === 'due') reply.code(202);
    return result;
  });

  app.post('/api/payments/sandbox/confirm', async (request) => {
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
    scope.post('/api/webhooks/stripe', { bodyLimit: 1024 * 1024 }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      return receiveWebhook(ctx, body, Array.isArray(signature) ? signature[0] : signature);
    });
  });
}
