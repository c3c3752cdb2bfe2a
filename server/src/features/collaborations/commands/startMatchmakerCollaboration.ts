import {
  COLLAB,
  COLLAB_MESSAGES,
  COLLABORATION_MESSAGES,
  type MatchmakerStart,
  type matchmakerStartSchema,
} from '@common/collab';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { matchScoreBetween } from '../../collab';
import { createCheckout } from '../../payments';
import { nameOf } from '../../../lib/people';
import { isOpenToCollaborate } from '../availability';
import { readCollaboration } from '../queries';
import { collabFeeProduct } from '../fee';

/** What a collaboration's setup fee shows on the payment step and the receipt. */
export const feeDescription = (project: string, partner: string) =>
  `Collaboration setup fee: "${project}" with ${partner}`;

/**
 * Starts a collaboration from the matchmaker: the collaboration of the caller and the partner waits for its
 * setup fee ('pending_payment', recorded in the same database transaction as the pending payment), and the
 * fee's checkout is answered. The platform is paid (no creator share). The same Idempotency-Key answers the
 * same collaboration and checkout, never a second one; the fee's settlement activates it (see fee.ts).
 */
export async function startMatchmakerCollaboration(
  ctx: Pick<AppContext, 'database' | 'config' | 'log' | 'limits'>,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
  input: z.output<typeof matchmakerStartSchema>,
  idempotencyKey: string,
): Promise<MatchmakerStart> {
  const { db } = ctx.database;
  const retried = await db
    .selectFrom('transactions')
    .select('id')
    .where('userId', '=', user.id)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  // A retry answers what its first request started, even if the partner has since closed their profile.
  if (!retried) {
    if (input.partnerId === user.id) throw badRequest(COLLABORATION_MESSAGES.startSelf);
    if (!(await isOpenToCollaborate(db, input.partnerId))) throw badRequest(COLLAB_MESSAGES.notAvailable);
  }
  const partner = await nameOf(db, input.partnerId);
  const quantumScore = retried ? null : await matchScoreBetween(db, user.id, input.partnerId);

  const checkout = await createCheckout(ctx, {
    user,
    product: collabFeeProduct,
    amount: COLLAB.setupFeeCents,
    description: feeDescription(input.project, partner),
    idempotencyKey,
    contentType: 'collaboration',
    metadata: { partnerId: input.partnerId, project: input.project },
    prepare: async (trx, transactionId) => {
      const now = new Date().toISOString();
      const collaboration = await trx
        .insertInto('collaborations')
        .values({
          project: input.project,
          status: 'pending_payment',
          source: 'matchmaker',
          createdBy: user.id,
          transactionId,
          quantumScore,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('collaborationMembers')
        .values([
          { collaborationId: collaboration.id, userId: user.id, joinedAt: now },
          { collaborationId: collaboration.id, userId: input.partnerId, joinedAt: now },
        ])
        .execute();
      await trx
        .updateTable('transactions')
        .set({ contentId: collaboration.id })
        .where('id', '=', transactionId)
        .execute();
    },
  });

  const collaboration = await db
    .selectFrom('collaborations')
    .select('id')
    .where('transactionId', '=', checkout.transactionId)
    .executeTakeFirst();
  if (!collaboration) throw notFound(COLLAB_MESSAGES.notMember);
  return { collaboration: await readCollaboration(db, collaboration.id, user.id), checkout };
}
