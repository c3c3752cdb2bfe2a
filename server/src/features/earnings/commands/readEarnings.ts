import { EARNING_TYPE_OF_PAYMENT, EARNING_TYPES, type EarningType } from '@common/earnings';
import type { EarningPaymentState, EarningsWithRefunds } from '@common/payments';
import type { Db } from '../../../db/connection';
import type { TransactionRow } from '../../../db/schema';
import { joinedName } from '../../../lib/people';
import {
  creatorMayRefund,
  metadataOf,
  originalSharesOf,
  PARTIAL_REFUND_KEY,
  refundableUntil,
  refundRecordOf,
} from '../../payments';

/** How many of the latest payments the card lists. */
export const RECENT_EARNINGS = 10;

const LABELS: Record<EarningType, string> = {
  tips: 'Tip',
  fanSubscriptions: 'Premium Fan',
  beatSales: 'Beat sale',
  editions: 'Edition sale',
  courseSales: 'Course enrolment',
};

/** The first instant of the current UTC month. */
export function monthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/**
 * For refunded or disputed beat sales: the beats whose exclusive licence they sold, still off the market, with
 * no other exclusive licence in force (so their producer may put them back on the market).
 */
async function relistableBeats(
  db: Db,
  transactionIds: number[],
): Promise<Map<number, { id: number; title: string }[]>> {
  const found = new Map<number, { id: number; title: string }[]>();
  if (transactionIds.length === 0) return found;
  const rows = await db
    .selectFrom('licences')
    .innerJoin('tracks', 'tracks.id', 'licences.trackId')
    .select(['licences.transactionId', 'tracks.id as trackId', 'tracks.title'])
    .where('licences.transactionId', 'in', transactionIds)
    .where('licences.licenceType', '=', 'exclusive')
    .where('tracks.exclusiveSoldAt', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('licences as held')
            .leftJoin('transactions as paid', 'paid.id', 'held.transactionId')
            .select('held.id')
            .whereRef('held.trackId', '=', 'tracks.id')
            .where('held.licenceType', '=', 'exclusive')
            .where((eb) =>
              eb.or([eb('paid.id', 'is', null), eb('paid.status', 'not in', ['refunded', 'disputed'])]),
            ),
        ),
      ),
    )
    .execute();
  for (const row of rows) {
    if (row.transactionId === null) continue;
    const list = found.get(row.transactionId) ?? [];
    list.push({ id: row.trackId, title: row.title });
    found.set(row.transactionId, list);
  }
  return found;
}

/** Where a payment made to the creator stands. */
function paymentStateOf(row: Pick<TransactionRow, 'status' | 'metadata'>): EarningPaymentState {
  if (row.status === 'refunded') return 'refunded';
  if (row.status === 'disputed') return 'disputed';
  return refundRecordOf(row)?.status === 'due' ? 'refund-due' : 'paid';
}

/**
 * A creator's earnings: their share (creatorAmount) of every succeeded payment made to them, in total, this
 * month and by kind, with the latest payments. Refunded and disputed payments count nothing (a refund due
 * leaves a share of 0, a partial refund a smaller share); they stay in the list, marked, with whether the
 * creator may still refund each one.
 */
export async function readEarnings(db: Db, payeeId: number, now = new Date()): Promise<EarningsWithRefunds> {
  const paid = db
    .selectFrom('transactions as t')
    .where('t.payeeId', '=', payeeId)
    .where('t.status', '=', 'succeeded');
  // The list also shows payments given back (refunded, disputed), which no total counts.
  const listed = db
    .selectFrom('transactions as t')
    .where('t.payeeId', '=', payeeId)
    .where('t.status', 'in', ['succeeded', 'refunded', 'disputed']);
  const [byPaymentType, thisMonth, recent] = await Promise.all([
    paid
      .select((eb) => ['t.paymentType', eb.fn.sum<number>('t.creatorAmount').as('total')])
      .groupBy('t.paymentType')
      .execute(),
    paid
      .select((eb) => eb.fn.sum<number>('t.creatorAmount').as('total'))
      .where('t.createdAt', '>=', monthStart(now))
      .executeTakeFirst(),
    listed
      .leftJoin('users as u', 'u.id', 't.userId')
      .select([
        't.id',
        't.paymentType',
        't.status',
        't.amount',
        't.feeAmount',
        't.creatorAmount',
        't.payeeId',
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

  const relist = await relistableBeats(
    db,
    recent
      .filter((row) => row.paymentType === 'beat_purchase' && row.status !== 'succeeded')
      .map((r) => r.id),
  );
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
      const state = paymentStateOf(row);
      const partial = metadataOf(row)[PARTIAL_REFUND_KEY] as { amount?: unknown } | undefined;
      return {
        id: row.id,
        type,
        // What the creator keeps; a payment given back shows the share it had.
        amount: state === 'paid' ? Number(row.creatorAmount) : originalSharesOf(row).creatorAmount,
        state,
        paidAmount: Number(row.amount),
        refundedAmount:
          state === 'refunded'
            ? Number(row.amount)
            : typeof partial?.amount === 'number'
              ? partial.amount
              : 0,
        refundableUntil: creatorMayRefund(row, now) ? refundableUntil(row.createdAt).toISOString() : null,
        relistBeats: relist.get(row.id) ?? [],
        fromName: joinedName(row, null),
        description: typeof label === 'string' ? label : LABELS[type],
        createdAt: row.createdAt,
      };
    }),
  };
}
