import { FAN_PLAN_NAME, type FanInterval } from '@common/fans';
import type { Transaction } from 'kysely';
import type { Database, TransactionRow } from '../../db/schema';
import { nameOf } from '../../lib/people';
import { notifyPayment } from '../notifications';
import { extendFanSubscription } from './membership';

const fanInterval = (value: unknown): FanInterval => (value === 'year' ? 'year' : 'month');
const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A paid Premium Fan period starts (or extends) the fan's subscription; the artist hears of it. */
export async function fulfilFanSubscription(
  trx: Transaction<Database>,
  payment: TransactionRow,
): Promise<void> {
  const artistId = Number(payment.metadata?.artistId ?? payment.payeeId);
  if (payment.userId === null || !Number.isInteger(artistId)) return;
  const interval = fanInterval(payment.metadata?.interval);
  await extendFanSubscription(trx, {
    fanId: payment.userId,
    artistId,
    interval,
    transactionId: payment.id,
  });
  const fan = await nameOf(trx, payment.userId);
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId: artistId,
      senderId: payment.userId,
      kind: 'receipt',
      subject: `${fan} became your ${FAN_PLAN_NAME}`,
      body: `${fan} subscribed to you as a ${FAN_PLAN_NAME} (${interval === 'year' ? 'yearly' : 'monthly'}).`,
    })
    .execute();
  await notifyPayment(trx, payment, 'subscription', { recipientId: artistId });
}

/** A paid gift gives the recipient a Premium Fan month (extending theirs) and tells them who gave it. */
export async function fulfilGift(trx: Transaction<Database>, payment: TransactionRow): Promise<void> {
  const artistId = Number(payment.metadata?.artistId ?? payment.payeeId);
  const recipientId = Number(payment.metadata?.recipientId);
  if (!Number.isInteger(artistId) || !Number.isInteger(recipientId)) return;
  const exists = await trx.selectFrom('users').select('id').where('id', '=', recipientId).executeTakeFirst();
  if (!exists) return;
  const periodEnd = await extendFanSubscription(trx, {
    fanId: recipientId,
    artistId,
    interval: 'month',
    transactionId: payment.id,
    giftedBy: payment.userId,
  });
  const giver = await nameOf(trx, payment.userId);
  const artist = await nameOf(trx, artistId);
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId,
      senderId: payment.userId,
      kind: 'gift',
      subject: `${giver} gave you a ${FAN_PLAN_NAME} month of ${artist}`,
      body: `You're a ${FAN_PLAN_NAME} of ${artist} until ${dateText(periodEnd)}: your member badge shows in room chat.`,
    })
    .execute();
  // The recipient is told of the gift (not of its price); the artist's share shows in their earnings.
  await notifyPayment(trx, payment, 'gift', {
    recipientId,
    title: `a ${FAN_PLAN_NAME} month of ${artist}`,
    amount: 0,
  });
}
