import { formatCents } from '@common/format';
import { FAN_PLAN_NAME, FAN_PRICES, type FanInterval } from '@common/fans';
import { splitSale, TIP_FEE_CENTS, toCents, type PaymentType } from '@common/payments';
import type { AppContext } from '../../context';
import { addInterval, fulfilFanSubscription, fulfilGift } from '../../features/fans';
import { fulfilTip } from '../../features/tips';
import type { UserRow } from '../schema';
import { json } from '../values';

const DAY = 24 * 60 * 60 * 1000;

type DemoPayment =
  | { kind: 'tip'; from: string; to: string; dollars: number; daysAgo: number }
  | { kind: 'fan'; from: string; to: string; interval: FanInterval; daysAgo: number }
  | { kind: 'gift'; from: string; to: string; recipient: string; daysAgo: number };

/** Tips, Premium Fan subscriptions and a gift between the demo accounts, spread over the last weeks. */
const DEMO_PAYMENTS: DemoPayment[] = [
  { kind: 'tip', from: 'kofi.rhythm', to: 'lunawaves', dollars: 10, daysAgo: 34 },
  { kind: 'fan', from: 'kofi.rhythm', to: 'lunawaves', interval: 'year', daysAgo: 30 },
  { kind: 'tip', from: 'mayaverse', to: 'lunawaves', dollars: 20, daysAgo: 12 },
  { kind: 'fan', from: 'mayaverse', to: 'lunawaves', interval: 'month', daysAgo: 9 },
  { kind: 'tip', from: 'lofi.ollie', to: 'lunawaves', dollars: 5, daysAgo: 3 },
  { kind: 'gift', from: 'echoengineer', to: 'lunawaves', recipient: 'lofi.ollie', daysAgo: 2 },
  { kind: 'tip', from: 'selectorsade', to: 'djnova', dollars: 50, daysAgo: 20 },
  { kind: 'fan', from: 'selectorsade', to: 'djnova', interval: 'month', daysAgo: 6 },
  { kind: 'tip', from: 'echoengineer', to: 'beatsmith', dollars: 15.5, daysAgo: 8 },
  { kind: 'tip', from: 'lunawaves', to: 'kofi.rhythm', dollars: 5, daysAgo: 1 },
];

function priceOf(payment: DemoPayment): {
  type: PaymentType;
  amount: number;
  feeAmount: number;
  creatorAmount: number;
  description: string;
} {
  if (payment.kind === 'tip') {
    const tip = toCents(payment.dollars);
    return {
      type: 'tip',
      amount: tip + TIP_FEE_CENTS,
      feeAmount: TIP_FEE_CENTS,
      creatorAmount: tip,
      description: `Tip of ${formatCents(tip)}`,
    };
  }
  const amount = payment.kind === 'fan' ? FAN_PRICES[payment.interval] : FAN_PRICES.month;
  const period = payment.kind === 'fan' && payment.interval === 'year' ? 'yearly' : 'monthly';
  return {
    type: payment.kind === 'fan' ? 'fan_subscription' : 'gift',
    amount,
    ...splitSale(amount),
    description: payment.kind === 'fan' ? `${FAN_PLAN_NAME} (${period})` : `Gifted ${FAN_PLAN_NAME} month`,
  };
}

/**
 * Demo money between the demo accounts: succeeded sandbox payments of tips, Premium Fan subscriptions and a
 * gifted month, each fulfilled by the same code a real payment runs (earnings, inbox messages, fan
 * subscriptions), so the dashboard's earnings and the fan portal have data on a fresh install.
 */
export async function seedFans(
  ctx: Pick<AppContext, 'database' | 'storage' | 'log'>,
  users: Map<string, UserRow>,
  trackIds: number[],
): Promise<void> {
  void trackIds;
  const { db } = ctx.database;
  const now = Date.now();
  for (const [index, payment] of DEMO_PAYMENTS.entries()) {
    const payer = users.get(payment.from);
    const payee = users.get(payment.to);
    const recipient = payment.kind === 'gift' ? users.get(payment.recipient) : undefined;
    if (!payer || !payee || (payment.kind === 'gift' && !recipient)) continue;
    const price = priceOf(payment);
    const createdAt = new Date(now - payment.daysAgo * DAY).toISOString();
    const metadata = {
      label: price.description,
      ...(payment.kind === 'tip' ? { tip: price.creatorAmount, fee: price.feeAmount } : {}),
      ...(payment.kind === 'fan' ? { artistId: payee.id, interval: payment.interval } : {}),
      ...(recipient ? { artistId: payee.id, recipientId: recipient.id } : {}),
    };
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('transactions')
        .values({
          userId: payer.id,
          payeeId: payee.id,
          amount: price.amount,
          currency: 'usd',
          status: 'succeeded',
          paymentType: price.type,
          contentType: 'artist',
          contentId: payee.id,
          metadata: json(metadata),
          idempotencyKey: `demo-seed-fans-${index}`,
          provider: 'sandbox',
          feeAmount: price.feeAmount,
          creatorAmount: price.creatorAmount,
          createdAt,
          updatedAt: createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (payment.kind === 'tip') await fulfilTip(trx, row);
      else if (payment.kind === 'fan') await fulfilFanSubscription(trx, row);
      else await fulfilGift(trx, row);
      if (payment.kind !== 'tip') {
        // The paid period runs from the day it was bought, not from the day of the seed.
        const interval = payment.kind === 'fan' ? payment.interval : 'month';
        await trx
          .updateTable('subscriptions')
          .set({ currentPeriodEnd: addInterval(new Date(createdAt), interval).toISOString(), createdAt })
          .where('transactionId', '=', row.id)
          .execute();
      }
    });
  }
}
