import { type Collaboration, COLLABORATION_MESSAGES } from '@common/collab';
import { formatCents } from '@common/format';
import { publicName } from '@common/people';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context';
import type { Database, UserRow } from '../../../db/schema';
import { conflict, forbidden } from '../../../lib/errors';
import { nameOf } from '../../../lib/people';
import { markRefundDue, refundPayment } from '../../payments';
import { authorizeMember, findCollaborationAccess } from '../policies';
import { readCollaboration } from '../queries';
import { refreshSignalsOf } from '../signals';

type Partner = Pick<UserRow, 'id' | 'username' | 'displayName'>;
type Ctx = Pick<AppContext, 'database' | 'log' | 'config'>;

/** Why the fee of a proposal that did not start is given back. */
export const PROPOSAL_REFUNDS = {
  declined: 'The partner declined the collaboration proposal',
  expired: 'The partner did not answer the collaboration proposal in time',
} as const;

/** The proposal `user` may answer: they are its partner (not the one who proposed it) and it is still open. */
async function openProposalFor(ctx: Ctx, user: Partner, id: number) {
  const access = await findCollaborationAccess(ctx.database.db, id);
  authorizeMember(user, access);
  if (access.createdBy === user.id) throw forbidden(COLLABORATION_MESSAGES.notProposalPartner);
  if (access.status !== 'proposed') throw conflict(COLLABORATION_MESSAGES.proposalAnswered);
  return access;
}

/**
 * The partner accepts: the proposal becomes an active collaboration (a conditional update, so a second answer,
 * a decline or the expiry racing it gets 409), and the one who proposed it hears of it in their inbox.
 */
export async function acceptProposal(ctx: Ctx, user: Partner, id: number): Promise<Collaboration> {
  const proposal = await openProposalFor(ctx, user, id);
  const name = publicName(user);
  await ctx.database.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const started = await trx
      .updateTable('collaborations')
      .set({ status: 'active', answerBy: null })
      .where('id', '=', proposal.id)
      .where('status', '=', 'proposed')
      .where('answerBy', '>', at)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) throw conflict(COLLABORATION_MESSAGES.proposalAnswered);
    if (proposal.createdBy !== null) {
      await trx
        .insertInto('inboxMessages')
        .values({
          recipientId: proposal.createdBy,
          senderId: user.id,
          kind: 'message',
          subject: `${name} accepted your collaboration proposal`,
          body: `${name} accepted "${proposal.project}". Your collaboration has started: add milestones and talk it through on its page.`,
          collaborationId: proposal.id,
          createdAt: at,
        })
        .execute();
    }
  });
  await refreshSignalsOf(ctx, [user.id]);
  return readCollaboration(ctx.database.db, proposal.id, user.id);
}

/**
 * Ends a proposal that did not start ('declined' or 'expired'), inside `trx`: records the fee's refund as due
 * (so the refund sweep gives it back even if this process stops now) and tells the one who proposed it.
 * Answers the fee's payment id (null without one), or undefined when the proposal had been answered meanwhile.
 */
async function closeProposal(
  trx: Kysely<Database>,
  id: number,
  outcome: 'declined' | 'expired',
  at: string,
): Promise<number | null | undefined> {
  const closed = await trx
    .updateTable('collaborations')
    .set({ status: outcome, cancelledAt: at, answerBy: null })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .returning(['project', 'createdBy', 'transactionId'])
    .executeTakeFirst();
  if (!closed) return undefined;
  const payment =
    closed.transactionId === null
      ? undefined
      : await trx
          .selectFrom('transactions')
          .select(['id', 'amount'])
          .where('id', '=', closed.transactionId)
          .executeTakeFirst();
  if (payment) await markRefundDue(trx, Number(payment.id), PROPOSAL_REFUNDS[outcome], at);
  const partner = await trx
    .selectFrom('collaborationMembers')
    .select('userId')
    .where('collaborationId', '=', id)
    .where('userId', '!=', closed.createdBy ?? -1)
    .executeTakeFirst();
  const partnerName = await nameOf(trx, partner ? Number(partner.userId) : null);
  const fee = payment ? formatCents(Number(payment.amount)) : 'the setup fee';
  const messages = [];
  if (closed.createdBy !== null) {
    messages.push({
      recipientId: closed.createdBy,
      senderId: null,
      kind: 'message',
      subject:
        outcome === 'declined'
          ? `${partnerName} declined your collaboration proposal`
          : `Your collaboration proposal to ${partnerName} was not answered`,
      body:
        (outcome === 'declined'
          ? `${partnerName} declined "${closed.project}", so it will not start.`
          : `${partnerName} did not answer "${closed.project}" in time, so it will not start.`) +
        ` Your setup fee of ${fee} is being refunded.`,
      collaborationId: id,
      createdAt: at,
    });
  }
  if (outcome === 'expired' && partner) {
    messages.push({
      recipientId: Number(partner.userId),
      senderId: null,
      kind: 'message',
      subject: `The collaboration proposal "${closed.project}" has lapsed`,
      body: `You did not answer the proposal for "${closed.project}" in time, so it will not start.`,
      collaborationId: id,
      createdAt: at,
    });
  }
  if (messages.length > 0) await trx.insertInto('inboxMessages').values(messages).execute();
  return payment ? Number(payment.id) : null;
}

/** Gives the fee back at once; a provider failure leaves it due for the refund sweep. */
async function refundFee(ctx: Ctx, paymentId: number | null, reason: string): Promise<void> {
  if (paymentId === null) return;
  try {
    await refundPayment(ctx, paymentId, reason);
  } catch (error) {
    ctx.log.error({ err: error, paymentId }, 'proposal fee not refunded now: the refund sweep retries it');
  }
}

/** The partner declines: the proposal ends, the one who proposed it is told and their fee is refunded. */
export async function declineProposal(ctx: Ctx, user: Partner, id: number): Promise<Collaboration> {
  const proposal = await openProposalFor(ctx, user, id);
  const paymentId = await ctx.database.db.transaction().execute(async (trx) => {
    const closed = await closeProposal(trx, proposal.id, 'declined', new Date().toISOString());
    if (closed === undefined) throw conflict(COLLABORATION_MESSAGES.proposalAnswered);
    return closed;
  });
  await refundFee(ctx, paymentId, PROPOSAL_REFUNDS.declined);
  // Answering counts in the partner's response rate.
  await refreshSignalsOf(ctx, [user.id]);
  return readCollaboration(ctx.database.db, proposal.id, user.id);
}

/**
 * Lapses every proposal whose answer date has passed (a periodic task): each ends 'expired' in its own
 * transaction, both members are told, and the fee is refunded. Answers how many lapsed.
 */
export async function expireProposals(ctx: Ctx, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await ctx.database.db
    .selectFrom('collaborations')
    .select('id')
    .where('status', '=', 'proposed')
    .where('answerBy', '<=', at)
    .orderBy('answerBy')
    .limit(100)
    .execute();
  let lapsed = 0;
  for (const { id } of due) {
    const paymentId = await ctx.database.db
      .transaction()
      .execute((trx) => closeProposal(trx, Number(id), 'expired', at));
    if (paymentId === undefined) continue;
    lapsed += 1;
    await refundFee(ctx, paymentId, PROPOSAL_REFUNDS.expired);
  }
  return lapsed;
}
