import { REFUND_REASON_MAX } from '@common/payments';
import { z } from 'zod';

/** POST /api/payments/sandbox/confirm (see SandboxConfirmInput in common/payments). */
export const sandboxConfirmSchema = z.object({
  clientSecret: z
    .string({ message: 'A client secret is required' })
    .min(1, 'A client secret is required')
    .max(200),
  cardNumber: z
    .string({ message: 'Your card number is incomplete.' })
    .max(40, 'Your card number is invalid.'),
  expiry: z.string({ message: "Your card's expiration date is incomplete." }).max(10),
  cvc: z.string({ message: "Your card's security code is incomplete." }).max(10),
  postalCode: z.string().max(20).optional(),
});

/** A transaction id in a path (an id column is a 32-bit integer: anything larger names no payment). */
export const transactionIdSchema = z.coerce
  .number({ message: 'Payment not found' })
  .int('Payment not found')
  .positive('Payment not found')
  .max(2_147_483_647, 'Payment not found');

/** The {id} of /api/payments/{id} routes: anything that cannot be a payment id answers 404. */
export const paymentIdParamsSchema = z.object({ id: transactionIdSchema });

/** POST /api/payments/:id/refund (see CreatorRefundInput in common/payments). */
export const creatorRefundSchema = z.object({
  reason: z
    .string({ message: 'The reason must be text' })
    .max(REFUND_REASON_MAX, `The reason can be at most ${REFUND_REASON_MAX} characters`)
    .optional(),
});

/**
 * The header Stripe signs each webhook delivery with (read as it comes: a missing or wrong signature answers
 * 400 'Webhook signature verification failed').
 */
export const stripeSignatureHeaderSchema = z.object({
  'Stripe-Signature': z
    .string()
    .describe("Stripe's signature of the raw body: t=<timestamp>,v1=<HMAC-SHA256 with the webhook secret>"),
});

/**
 * The webhook's body as documented: a Stripe event, read as raw bytes (up to 1 MB) because the signature is
 * computed over the exact body Stripe sent; Stripe's SDK checks and parses it.
 */
export const stripeEventBodySchema = z
  .looseObject({
    id: z.string().describe('The event id (evt_...): a redelivery of a processed event changes nothing'),
    type: z.string().describe("The event type, e.g. 'payment_intent.succeeded', 'charge.refunded'"),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .describe('A Stripe event, verified against Stripe-Signature over its raw bytes');
