import type { Checkout } from '@common/payments';
import { publicName } from '@common/people';
import type { PlanId } from '@common/plans';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, TransactionRow, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { json } from '../../db/values';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { CHECKOUTS_PER_MINUTE, takeCheckoutAttempt } from './checkoutLimiter';
import {
  CLIENT_SECRET_KEY,
  DESCRIPTION_KEY,
  metadataOf,
  presentCheckout,
  PROVIDER_KEY_KEY,
} from './presenter';
import type { PaidProduct } from './products';
import { paymentProvider, providerUnavailable } from './providers/index';
import { settlePayment } from './settle';

/** A payment a feature asks for. Every amount is computed by the feature on the server, in cents. */
export interface CheckoutRequest {
  user: Pick<UserRow, 'id' | 'username' | 'email'>;
  /** What is paid for (its type is stored on the payment; its hooks run as it settles and ends). */
  product: PaidProduct;
  /** Total charged, in cents. */
  amount: number;
  /** Shown on the payment step and the receipt. */
  description: string;
  /** The client's Idempotency-Key (see idempotencyKeyOf): the same key answers the same checkout. */
  idempotencyKey: string;
  /** The creator who is paid, and the split of the amount (fee to the platform, the rest to the creator). */
  payeeId?: number | null;
  feeAmount?: number;
  creatorAmount?: number;
  contentType?: string | null;
  contentId?: number | null;
  metadata?: Record<string, unknown>;
  /**
   * Runs in the database transaction that records the pending payment (e.g. reserve an edition); if it
   * throws, nothing is recorded and the error reaches the caller.
   */
  prepare?: (trx: Transaction<Database>, transactionId: number) => Promise<void>;
  /**
   * A recurring artist plan: opened with the provider as a subscription (Stripe: customer and subscription,
   * first invoice paid with the answered client secret) instead of a one-off payment.
   */
  plan?: { planId: PlanId };
}

const KEY_PATTERN = /^[\w.:-]{8,255}$/;

/** The Idempotency-Key header a route that starts a payment reads (for the API document). */
export const idempotencyHeaderSchema = z.object({
  'Idempotency-Key': z
    .string()
    .regex(KEY_PATTERN)
    .describe(
      '8-255 letters, digits, dashes or underscores; a retry with the same key answers the same checkout',
    ),
});

/** The rate limit every route that starts a payment applies (createCheckout), in words. */
export const CHECKOUT_RATE_LIMIT = `${CHECKOUTS_PER_MINUTE} payment starts a minute per user`;

/**
 * The request's Idempotency-Key header (8-255 letters, digits, '-', '_', '.', ':'); a 400 when it is missing
 * or malformed, unless a fallback is given (then a missing header uses it).
 */
export function idempotencyKeyOf(request: FastifyRequest, fallback?: () => string): string {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') {
    if (fallback) return fallback();
    throw badRequest('An Idempotency-Key header is required to start a payment');
  }
  if (!KEY_PATTERN.test(value)) {
    throw badRequest('The Idempotency-Key header must be 8-255 letters, digits, dashes or underscores');
  }
  return value;
}

function assertAmounts(request: CheckoutRequest): void {
  const { amount, feeAmount = 0, creatorAmount = 0 } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error('createCheckout: the amount must be a positive whole number of cents');
  }
  if (!Number.isSafeInteger(feeAmount) || !Number.isSafeInteger(creatorAmount) || feeAmount < 0) {
    throw new Error('createCheckout: fee and creator amounts must be whole cents');
  }
  if (creatorAmount < 0 || feeAmount + creatorAmount > amount) {
    throw new Error('createCheckout: fee and creator amounts exceed the amount');
  }
}

async function findByKey(
  db: AppContext['database']['db'],
  userId: number,
  key: string,
): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

const INTERNAL_KEYS = new Set([CLIENT_SECRET_KEY, DESCRIPTION_KEY, PROVIDER_KEY_KEY]);

/** JSON with sorted keys, so the same object reads the same whatever order a database keeps its keys in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The feature's own metadata as stored (the payment layer's keys left out). */
function featureMetadata(row: TransactionRow): string {
  const stored = Object.entries(metadataOf(row)).filter(([key]) => !INTERNAL_KEYS.has(key));
  return canonical(Object.fromEntries(stored));
}

/**
 * Whether a retried request asks for the payment its key first opened. A field the retry leaves out
 * (undefined) is not compared: a feature may replay a checkout knowing only its type and amount.
 */
function samePayment(request: CheckoutRequest, row: TransactionRow): boolean {
  if (row.paymentType !== request.product.type || Number(row.amount) !== request.amount) return false;
  if (request.payeeId !== undefined && (request.payeeId ?? null) !== row.payeeId) return false;
  if (request.contentType !== undefined && (request.contentType ?? null) !== row.contentType) return false;
  if (request.contentId !== undefined && (request.contentId ?? null) !== row.contentId) return false;
  if (request.metadata !== undefined) {
    const asStored = JSON.parse(JSON.stringify(request.metadata)) as unknown;
    if (canonical(asStored) !== featureMetadata(row)) return false;
  }
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The checkout a retried request answers: the first one's, once its provider payment is open. */
async function replay(
  ctx: Pick<AppContext, 'database'>,
  request: CheckoutRequest,
  existing: TransactionRow,
): Promise<Checkout> {
  if (!samePayment(request, existing)) {
    throw conflict('This Idempotency-Key was already used for a different payment');
  }
  let row: TransactionRow | undefined = existing;
  // A concurrent first request may still be opening the payment with the provider.
  for (
    let attempt = 0;
    row && !metadataOf(row)[CLIENT_SECRET_KEY] && row.status === 'pending';
    attempt += 1
  ) {
    if (attempt === 50) throw new HttpError(409, 'This payment is still being started. Please try again.');
    await sleep(100);
    row = await ctx.database.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', existing.id)
      .executeTakeFirst();
  }
  if (!row) throw conflict('This payment was removed. Please start again.');
  if (!metadataOf(row)[CLIENT_SECRET_KEY]) throw providerUnavailable();
  return presentCheckout(row, request.description);
}

/** Records a pending payment and opens it with the configured provider; answers what the client confirms. */
export async function createCheckout(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  request: CheckoutRequest,
): Promise<Checkout> {
  assertAmounts(request);
  const { db } = ctx.database;
  const existing = await findByKey(db, request.user.id, request.idempotencyKey);
  if (existing) return replay(ctx, request, existing);
  await takeCheckoutAttempt(ctx, request.user.id);

  const provider = paymentProvider(ctx.config);
  // The provider's idempotency key: random and kept with the row, so a retried call never opens a second
  // payment, and rows of another database (same ids) never meet an earlier payment's key at the provider.
  const providerKey = `pn-${crypto.randomUUID()}`;
  const metadata = {
    ...request.metadata,
    [DESCRIPTION_KEY]: request.description,
    [PROVIDER_KEY_KEY]: providerKey,
  };
  let row: TransactionRow;
  try {
    row = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const inserted = await trx
        .insertInto('transactions')
        .values({
          userId: request.user.id,
          amount: request.amount,
          currency: 'usd',
          status: 'pending',
          paymentType: request.product.type,
          contentType: request.contentType ?? null,
          contentId: request.contentId ?? null,
          metadata: json(metadata),
          idempotencyKey: request.idempotencyKey,
          provider: provider.name,
          payeeId: request.payeeId ?? null,
          feeAmount: request.feeAmount ?? 0,
          creatorAmount: request.creatorAmount ?? 0,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (request.prepare) await request.prepare(trx, inserted.id);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, request.user.id, request.idempotencyKey);
      if (first) return replay(ctx, request, first);
    }
    throw error;
  }

  let opened: { providerId: string; clientSecret: string };
  try {
    const providerMetadata = {
      transactionId: String(row.id),
      paymentType: request.product.type,
      userId: String(request.user.id),
    };
    if (request.plan) {
      const userRow = await db
        .selectFrom('users')
        .select(['stripeCustomerId', 'displayName'])
        .where('id', '=', request.user.id)
        .executeTakeFirst();
      const subscription = await provider.createSubscription({
        planId: request.plan.planId,
        customer: {
          userId: request.user.id,
          email: request.user.email,
          name: publicName({ username: request.user.username, displayName: userRow?.displayName }),
          customerId: userRow?.stripeCustomerId ?? null,
        },
        idempotencyKey: providerKey,
        metadata: providerMetadata,
      });
      opened = subscription;
      if (subscription.customerId && subscription.customerId !== userRow?.stripeCustomerId) {
        await db
          .updateTable('users')
          .set({ stripeCustomerId: subscription.customerId })
          .where('id', '=', request.user.id)
          .execute();
      }
      if (subscription.subscriptionId) {
        await db
          .updateTable('subscriptions')
          .set({ providerSubscriptionId: subscription.subscriptionId })
          .where('transactionId', '=', row.id)
          .execute();
      }
    } else {
      opened = await provider.createPayment({
        amount: request.amount,
        currency: 'usd',
        description: request.description,
        idempotencyKey: providerKey,
        metadata: providerMetadata,
      });
    }
  } catch (error) {
    ctx.log.error({ err: error, transactionId: row.id }, 'payment provider refused to open a payment');
    await settlePayment(
      ctx as AppContext,
      { transactionId: row.id },
      {
        status: 'failed',
        message: 'The payment could not be started',
      },
    );
    throw providerUnavailable();
  }

  const updated = await db
    .updateTable('transactions')
    .set({
      stripePaymentIntentId: opened.providerId,
      metadata: json({ ...metadata, [CLIENT_SECRET_KEY]: opened.clientSecret }),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentCheckout(updated, request.description);
}
