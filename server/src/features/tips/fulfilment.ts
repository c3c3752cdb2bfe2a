import { formatCents } from '@common/format';
import type { Transaction } from 'kysely';
import type { Database, TransactionRow } from '../../db/schema';
import { nameOf } from '../../lib/people';
import { notifyPayment } from '../notifications';

/** The artist's inbox hears of a tip once its payment has settled. */
export async function fulfilTip(trx: Transaction<Database>, payment: TransactionRow): Promise<void> {
  if (payment.payeeId === null) return;
  const fan = await nameOf(trx, payment.userId);
  const tip = formatCents(payment.creatorAmount);
  const metadata = payment.metadata ?? {};
  const where =
    typeof metadata.trackTitle === 'string'
      ? ` for “${metadata.trackTitle}”`
      : typeof metadata.roomId === 'string'
        ? ' in a listening party'
        : '';
  await trx
    .insertInto('inboxMessages')
    .values({
      recipientId: payment.payeeId,
      senderId: payment.userId,
      kind: 'receipt',
      subject: `${fan} tipped you ${tip}`,
      body: `${fan} sent you a tip of ${tip}${where}. The whole tip is yours; it shows in your earnings.`,
    })
    .execute();
  await notifyPayment(trx, payment, 'tip', {
    title: typeof metadata.trackTitle === 'string' ? metadata.trackTitle : null,
  });
}
