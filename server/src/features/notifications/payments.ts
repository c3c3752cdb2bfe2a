import type { NotificationKind } from '@common/notifications';
import type { Db } from '../../db/connection';
import type { TransactionRow } from '../../db/schema';
import { notify } from './notify';

/**
 * A money notice about a settled payment, written in the transaction that settles it (so it exists exactly
 * when the payment has succeeded): to the creator paid by default, from the payer, about the payment itself
 * (each payment its own entry), with the creator's share and what was bought frozen in its data.
 */
export async function notifyPayment(
  db: Db,
  payment: TransactionRow,
  kind: NotificationKind,
  options: { recipientId?: number | null; title?: string | null; amount?: number } = {},
): Promise<void> {
  const recipientId = options.recipientId === undefined ? payment.payeeId : options.recipientId;
  if (recipientId === null) return;
  await notify(db, {
    recipientId,
    kind,
    actorId: payment.userId,
    subjectType: 'payment',
    subjectId: payment.id,
    data: {
      amount: options.amount ?? Number(payment.creatorAmount),
      ...(options.title ? { title: options.title } : {}),
    },
  });
}
