import { COLLAB_MESSAGES } from '@common/collab';
import { formatCents } from '@common/format';
import type { Kysely } from 'kysely';
import type { Database, TransactionRow } from '../../db/schema';
import { definePaidProduct, markRefundDue, type RefundHook, refundWhenCommitted } from '../payments';
import { nameOf } from '../../lib/people';

/** Why a fee is given back when its collaboration had already ended before the payment settled. */
export const FEE_NOT_NEEDED_REFUND = 'The collaboration had already ended when the fee was paid';

async function membersBesides(trx: Kysely<Database>, collaborationId: number, userId: number | null) {
  const rows = await trx
    .selectFrom('collaborationMembers')
    .select('userId')
    .where('collaborationId', '=', collaborationId)
    .execute();
  return rows.map((row) => Number(row.userId)).filter((id) => id !== userId);
}

/**
 * A paid setup fee activates its collaboration ('pending_payment' -> 'active'): the payer gets the receipt
 * ('Collaboration Fee Processed') and the partner hears that the collaboration started. Should the
 * collaboration have ended meanwhile, the fee is refunded once the settlement commits.
 */
export async function activateCollaboration(trx: Kysely<Database>, payment: TransactionRow): Promise<void> {
  const activated = await trx
    .updateTable('collaborations')
    .set({ status: 'active' })
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'pending_payment')
    .returning(['id', 'project'])
    .executeTakeFirst();
  if (!activated) {
    await markRefundDue(trx, payment.id, FEE_NOT_NEEDED_REFUND);
    refundWhenCommitted(trx, payment.id, FEE_NOT_NEEDED_REFUND);
    return;
  }
  const now = new Date().toISOString();
  const payer = await nameOf(trx, payment.userId);
  const partners = await membersBesides(trx, activated.id, payment.userId);
  const messages = partners.map((recipientId) => ({
    recipientId,
    senderId: payment.userId,
    kind: 'message',
    subject: `${payer} started a collaboration with you`,
    body:
      `${payer} started "${activated.project}" with you from the Quantum Collab Matchmaker. ` +
      'Add milestones and talk it through on its page.',
    collabRequestId: null,
    createdAt: now,
  }));
  if (payment.userId !== null) {
    messages.push({
      recipientId: payment.userId,
      senderId: null,
      kind: 'receipt',
      subject: COLLAB_MESSAGES.feeProcessedTitle,
      body: `Your setup fee of ${formatCents(Number(payment.amount))} for "${activated.project}" is paid: the collaboration is active.`,
      collabRequestId: null,
      createdAt: now,
    });
  }
  if (messages.length > 0) await trx.insertInto('inboxMessages').values(messages).execute();
}

/** A fee that failed or was given up never starts its collaboration. */
export async function dropCollaboration(trx: Kysely<Database>, payment: TransactionRow): Promise<void> {
  await trx
    .updateTable('collaborations')
    .set({ status: 'cancelled', cancelledAt: new Date().toISOString() })
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'pending_payment')
    .execute();
}

/** A refunded (or disputed) fee ends the collaboration it started, unless it was completed already. */
export const endCollaborationOfFee: RefundHook = async (trx, payment, _ctx, ending) => {
  const cancelled = await trx
    .updateTable('collaborations')
    .set({ status: 'cancelled', cancelledAt: ending.at })
    .where('transactionId', '=', payment.id)
    .where('status', 'in', ['pending_payment', 'active'])
    .returning(['id', 'project'])
    .executeTakeFirst();
  if (!cancelled) return;
  const payer = await nameOf(trx, payment.userId);
  const partners = await membersBesides(trx, cancelled.id, payment.userId);
  if (partners.length > 0) {
    await trx
      .insertInto('inboxMessages')
      .values(
        partners.map((recipientId) => ({
          recipientId,
          senderId: null,
          kind: 'message',
          subject: `Your collaboration "${cancelled.project}" was cancelled`,
          body: `The setup fee ${payer} paid for "${cancelled.project}" was refunded, so the collaboration has ended.`,
          createdAt: ending.at,
        })),
      )
      .execute();
  }
  return `Your collaboration "${cancelled.project}" has been cancelled.`;
};

/** The matchmaker's setup fee: what settling, failing, refunding or disputing it does to its collaboration. */
export const collabFeeProduct = definePaidProduct({
  type: 'collab_fee',
  label: 'Collaboration setup fee',
  succeeded: activateCollaboration,
  failed: dropCollaboration,
  refunded: endCollaborationOfFee,
});
