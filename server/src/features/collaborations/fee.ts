import { COLLAB, COLLAB_MESSAGES } from '@common/collab';
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

/** The deadline of a proposal paid at `at`: COLLAB.proposalDays later. */
export function answerByOf(at: Date): string {
  return new Date(at.getTime() + COLLAB.proposalDays * 86_400_000).toISOString();
}

/** A date as people read it in a message ("5 December 2026"). */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A pending Connect request between the two is folded into the proposal: one the partner had sent already says
 * they want to work together (the proposal starts at once, the request accepted with it); one the payer had sent
 * is withdrawn in favour of the proposal. Answers whether the partner had asked.
 */
async function foldPendingRequests(
  trx: Kysely<Database>,
  collaborationId: number,
  payerId: number,
  partnerId: number,
  at: string,
): Promise<boolean> {
  const pending = await trx
    .selectFrom('collabRequests')
    .select(['id', 'fromUserId'])
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb.and([eb('fromUserId', '=', payerId), eb('toUserId', '=', partnerId)]),
        eb.and([eb('fromUserId', '=', partnerId), eb('toUserId', '=', payerId)]),
      ]),
    )
    .execute();
  let partnerAsked = false;
  for (const request of pending) {
    const fromPartner = Number(request.fromUserId) === partnerId;
    partnerAsked ||= fromPartner;
    await trx
      .updateTable('collabRequests')
      .set({ status: fromPartner ? 'accepted' : 'withdrawn', respondedAt: at, collaborationId })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .execute();
  }
  return partnerAsked;
}

/**
 * A paid setup fee sends a proposal ('pending_payment' -> 'proposed', answerable for COLLAB.proposalDays days):
 * the partner's inbox offers Accept and Decline and links to it, and the payer gets the receipt ('Collaboration
 * Fee Processed') saying what happens next. A partner who had already asked the payer to collaborate has
 * consented: the collaboration starts at once. Should the collaboration have ended meanwhile, the fee is
 * refunded once the settlement commits.
 */
export async function proposeCollaboration(trx: Kysely<Database>, payment: TransactionRow): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  const answerBy = answerByOf(now);
  const proposed = await trx
    .updateTable('collaborations')
    .set({ status: 'proposed', answerBy })
    .where('transactionId', '=', payment.id)
    .where('status', '=', 'pending_payment')
    .returning(['id', 'project'])
    .executeTakeFirst();
  if (!proposed) {
    await markRefundDue(trx, payment.id, FEE_NOT_NEEDED_REFUND);
    refundWhenCommitted(trx, payment.id, FEE_NOT_NEEDED_REFUND);
    return;
  }
  const collaborationId = Number(proposed.id);
  const payerId = payment.userId;
  const [partnerId] = await membersBesides(trx, collaborationId, payerId);
  const partnerAsked =
    payerId !== null && partnerId !== undefined
      ? await foldPendingRequests(trx, collaborationId, payerId, partnerId, at)
      : false;
  if (partnerAsked) {
    await trx
      .updateTable('collaborations')
      .set({ status: 'active', answerBy: null })
      .where('id', '=', collaborationId)
      .execute();
  }
  const payer = await nameOf(trx, payerId);
  const partner = partnerId === undefined ? 'your partner' : await nameOf(trx, partnerId);
  const fee = formatCents(Number(payment.amount));
  const messages = [];
  if (partnerId !== undefined) {
    messages.push(
      partnerAsked
        ? {
            recipientId: partnerId,
            senderId: payerId,
            kind: 'message',
            subject: `${payer} started a collaboration with you`,
            body:
              `${payer} answered your request by starting "${proposed.project}" with you from the Quantum Collab ` +
              'Matchmaker. Add milestones and talk it through on its page.',
            collaborationId,
            createdAt: at,
          }
        : {
            recipientId: partnerId,
            senderId: payerId,
            kind: 'message',
            subject: `${payer} proposed a collaboration: "${proposed.project}"`,
            body:
              `${payer} found you with the Quantum Collab Matchmaker and paid the setup fee to start ` +
              `"${proposed.project}" with you. It starts only if you accept. Accept or decline by ` +
              `${dayOf(answerBy)}; without an answer the proposal lapses and ${payer} gets the fee back.`,
            collaborationId,
            createdAt: at,
          },
    );
  }
  if (payerId !== null) {
    messages.push({
      recipientId: payerId,
      senderId: null,
      kind: 'receipt',
      subject: COLLAB_MESSAGES.feeProcessedTitle,
      body: partnerAsked
        ? `Your setup fee of ${fee} for "${proposed.project}" is paid. ${partner} had asked to collaborate with you, so it has started.`
        : `Your setup fee of ${fee} for "${proposed.project}" is paid and your proposal went to ${partner}. ` +
          `It starts when they accept. If they decline or do not answer by ${dayOf(answerBy)}, the fee is refunded automatically.`,
      collaborationId,
      createdAt: at,
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
    .where('status', 'in', ['pending_payment', 'proposed', 'active'])
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
  succeeded: proposeCollaboration,
  failed: dropCollaboration,
  refunded: endCollaborationOfFee,
});
