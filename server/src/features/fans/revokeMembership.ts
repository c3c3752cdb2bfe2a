import { FAN_PLAN_NAME, type FanInterval } from '@common/fans';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { sendInboxMessages } from '../inbox';
import type { RefundHook } from '../payments';
import { nameOf } from '../../lib/people';

const dateText = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date one month or one year earlier, on the same day where that month has it. */
export function intervalBefore(from: Date, interval: FanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const back = new Date(from.getTime());
  const day = back.getUTCDate();
  back.setUTCDate(1);
  back.setUTCMonth(back.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay));
  return back;
}

/**
 * Takes a refunded period off a fan's Premium Fan subscription of an artist: the period end moves back by
 * what was paid, and when nothing paid is left the membership ends now (status 'canceled', period end now,
 * so the member badge goes at once). Answers the new end, or null when the membership ended (or none existed).
 */
export async function shortenMembership(
  trx: Transaction<Database>,
  fanId: number,
  artistId: number,
  interval: FanInterval,
  at: Date,
): Promise<Date | null> {
  const row = await trx
    .selectFrom('subscriptions')
    .select(['id', 'currentPeriodEnd'])
    .where('userId', '=', fanId)
    .where('artistId', '=', artistId)
    .where('kind', '=', 'fan')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const end = row.currentPeriodEnd ? new Date(row.currentPeriodEnd) : null;
  const back = end ? intervalBefore(end, interval) : null;
  const left = back !== null && back.getTime() > at.getTime();
  await trx
    .updateTable('subscriptions')
    .set({
      currentPeriodEnd: (left ? back : at).toISOString(),
      updatedAt: at.toISOString(),
      ...(left ? {} : { status: 'canceled' }),
    })
    .where('id', '=', row.id)
    .execute();
  return left ? back : null;
}

/**
 * What ending a Premium Fan payment takes back: the period it paid for (the membership ends now when that was
 * all). A gifted month is taken from its recipient, who is told. Answers what the payer lost.
 */
export const revokeMembership: RefundHook = async (trx, payment, _ctx, ending) => {
  const metadata = payment.metadata ?? {};
  const artistId = Number(metadata.artistId ?? payment.payeeId);
  if (!Number.isInteger(artistId)) return;
  const at = new Date(ending.at);
  const artist = await nameOf(trx, artistId);
  if (payment.paymentType === 'gift') {
    const recipientId = Number(metadata.recipientId);
    if (!Number.isInteger(recipientId)) return;
    const end = await shortenMembership(trx, recipientId, artistId, 'month', at);
    const recipient = await nameOf(trx, recipientId);
    const giver = await nameOf(trx, payment.userId);
    await sendInboxMessages(trx, [
      {
        recipientId,
        senderId: null,
        kind: 'gift',
        subject: `Your gifted ${FAN_PLAN_NAME} month of ${artist} was refunded`,
        body:
          `${giver}'s gift of a ${FAN_PLAN_NAME} month of ${artist} was refunded, so the month was taken back. ` +
          (end
            ? `You're a ${FAN_PLAN_NAME} of ${artist} until ${dateText(end)}.`
            : `Your ${FAN_PLAN_NAME} membership of ${artist} has ended.`),
      },
    ]);
    return `The ${FAN_PLAN_NAME} month you gave ${recipient} was taken back.`;
  }
  if (payment.userId === null) return;
  const interval: FanInterval = metadata.interval === 'year' ? 'year' : 'month';
  const end = await shortenMembership(trx, payment.userId, artistId, interval, at);
  return end
    ? `Your ${FAN_PLAN_NAME} membership of ${artist} now ends on ${dateText(end)}.`
    : `Your ${FAN_PLAN_NAME} membership of ${artist} has ended.`;
};
