import { FAN_PLAN_ID, type FanInterval } from '@common/fans';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';

/**
 * Statuses of a fan subscription whose perks last until its period end: 'active' (renews when paid again)
 * and 'canceled' (cancelled by the fan, runs to the end of what was paid, then stops).
 */
export const PAID_UP_STATUSES = ['active', 'canceled'] as const;

/**
 * Whether a fan holds an active Premium Fan subscription to an artist (the member badge in room chat).
 */
export async function isPremiumFan(db: Db, fanId: number, artistId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('userId', '=', fanId)
    .where('artistId', '=', artistId)
    .where('kind', '=', 'fan')
    .where('status', 'in', PAID_UP_STATUSES)
    .where((eb) =>
      eb.or([eb('currentPeriodEnd', 'is', null), eb('currentPeriodEnd', '>', new Date().toISOString())]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A date one month or one year later, on the same day where that month has it (Jan 31 -> Feb 28/29). */
export function addInterval(from: Date, interval: FanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface FanPeriod {
  fanId: number;
  artistId: number;
  interval: FanInterval;
  transactionId: number;
  /** The giver of a gifted month. */
  giftedBy?: number | null;
}

/**
 * Adds a paid period to a fan's Premium Fan subscription of an artist: one row per fan and artist, extended
 * from the end of the period still running (or from now), made active again if it had been cancelled.
 * Answers the new period end.
 */
export async function extendFanSubscription(trx: Transaction<Database>, period: FanPeriod): Promise<string> {
  const now = new Date();
  const existing = await trx
    .selectFrom('subscriptions')
    .select(['id', 'currentPeriodEnd', 'status'])
    .where('userId', '=', period.fanId)
    .where('artistId', '=', period.artistId)
    .where('kind', '=', 'fan')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const runningEnd = existing?.currentPeriodEnd ? new Date(existing.currentPeriodEnd) : null;
  const running = runningEnd !== null && runningEnd > now;
  const from = running && runningEnd ? runningEnd : now;
  const periodEnd = addInterval(from, period.interval).toISOString();
  if (existing) {
    await trx
      .updateTable('subscriptions')
      .set({
        planId: FAN_PLAN_ID,
        transactionId: period.transactionId,
        currentPeriodEnd: periodEnd,
        updatedAt: now.toISOString(),
        // A gifted month lengthens what the fan has without changing their own plan or cancellation.
        ...(period.giftedBy
          ? { giftedBy: period.giftedBy, ...(running ? {} : { status: 'active', interval: 'month' }) }
          : { status: 'active', interval: period.interval }),
      })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('subscriptions')
      .values({
        userId: period.fanId,
        kind: 'fan',
        planId: FAN_PLAN_ID,
        artistId: period.artistId,
        interval: period.interval,
        status: 'active',
        transactionId: period.transactionId,
        giftedBy: period.giftedBy ?? null,
        currentPeriodEnd: periodEnd,
      })
      .execute();
  }
  return periodEnd;
}
