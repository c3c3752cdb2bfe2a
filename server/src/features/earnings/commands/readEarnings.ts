import { EARNING_TYPE_OF_PAYMENT, EARNING_TYPES, type EarningType, type Earnings } from '@common/earnings';
import type { Db } from '../../../db/connection';

/** How many of the latest payments the card lists. */
export const RECENT_EARNINGS = 10;

const LABELS: Record<EarningType, string> = {
  tips: 'Tip',
  fanSubscriptions: 'Premium Fan',
  beatSales: 'Beat sale',
  editions: 'Edition sale',
};

/** The first instant of the current UTC month. */
export function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * A creator's earnings: their share (creatorAmount) of every succeeded payment made to them, in total, this
 * month and by kind, with the latest payments.
 */
export async function readEarnings(db: Db, payeeId: number, now = new Date()): Promise<Earnings> {
  const paid = db
    .selectFrom('transactions as t')
    .where('t.payeeId', '=', payeeId)
    .where('t.status', '=', 'succeeded');
  const [byPaymentType, thisMonth, recent] = await Promise.all([
    paid
      .select((eb) => ['t.paymentType', eb.fn.sum<number>('t.creatorAmount').as('total')])
      .groupBy('t.paymentType')
      .execute(),
    paid
      .select((eb) => eb.fn.sum<number>('t.creatorAmount').as('total'))
      .where('t.createdAt', '>=', monthStart(now))
      .executeTakeFirst(),
    paid
      .leftJoin('users as u', 'u.id', 't.userId')
      .select([
        't.id',
        't.paymentType',
        't.creatorAmount',
        't.metadata',
        't.createdAt',
        'u.username',
        'u.displayName',
      ])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(RECENT_EARNINGS)
      .execute(),
  ]);

  const byType = Object.fromEntries(EARNING_TYPES.map((type) => [type, 0])) as Record<EarningType, number>;
  let allTime = 0;
  for (const row of byPaymentType) {
    const total = Number(row.total ?? 0);
    allTime += total;
    const type = EARNING_TYPE_OF_PAYMENT[row.paymentType];
    if (type) byType[type] += total;
  }
  return {
    totals: { allTime, thisMonth: Number(thisMonth?.total ?? 0) },
    byType,
    recent: recent.map((row) => {
      const type = EARNING_TYPE_OF_PAYMENT[row.paymentType] ?? 'tips';
      const label = row.metadata?.label;
      return {
        id: row.id,
        type,
        amount: Number(row.creatorAmount),
        fromName: row.username ? row.displayName || row.username : null,
        description: typeof label === 'string' ? label : LABELS[type],
        createdAt: row.createdAt,
      };
    }),
  };
}
