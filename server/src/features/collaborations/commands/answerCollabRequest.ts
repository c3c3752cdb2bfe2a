import {
  type AcceptedCollabRequest,
  COLLABORATION_MESSAGES,
  type CollabRequest,
  type DeclinedCollabRequest,
} from '@common/collab';
import { publicName } from '@common/people';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { matchScoreBetween } from '../../collab';
import { authorizeAnswer } from '../policies';
import { presentCollabRequest } from '../presenter';
import { findCollabRequest, readCollaboration } from '../queries';
import { refreshSignalsOf } from '../signals';
import { notify } from '../../notifications';

type Recipient = Pick<UserRow, 'id' | 'username' | 'displayName'>;
type Ctx = Pick<AppContext, 'database' | 'log'>;

async function answeredRequest(ctx: Ctx, id: number): Promise<CollabRequest> {
  const row = await findCollabRequest(ctx.database.db, id);
  if (!row) throw notFound(COLLABORATION_MESSAGES.requestNotFound);
  return presentCollabRequest(row);
}

async function pendingRequestFor(ctx: Ctx, user: Recipient, id: number) {
  const request = await ctx.database.db
    .selectFrom('collabRequests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  authorizeAnswer(user, request);
  if (request.status !== 'pending') throw conflict(COLLABORATION_MESSAGES.alreadyAnswered);
  return request;
}

const noLongerPending = () => conflict(COLLABORATION_MESSAGES.alreadyAnswered);

/**
 * The recipient accepts: the request becomes accepted and starts an active collaboration of the two (source
 * 'request', the match score between them kept), and the sender hears of it in their inbox. The conditional
 * update answers a concurrent second answer 409.
 */
export async function acceptCollabRequest(
  ctx: Ctx,
  user: Recipient,
  requestId: number,
): Promise<AcceptedCollabRequest> {
  const request = await pendingRequestFor(ctx, user, requestId);
  const quantumScore = await matchScoreBetween(ctx.database.db, request.fromUserId, request.toUserId);
  const name = publicName(user);
  const collaborationId = await ctx.database.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const answered = await trx
      .updateTable('collabRequests')
      .set({ status: 'accepted', respondedAt: now })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) throw noLongerPending();
    const collaboration = await trx
      .insertInto('collaborations')
      .values({
        project: request.project,
        status: 'active',
        source: 'request',
        createdBy: request.fromUserId,
        quantumScore,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('collaborationMembers')
      .values([
        { collaborationId: collaboration.id, userId: request.fromUserId, joinedAt: now },
        { collaborationId: collaboration.id, userId: request.toUserId, joinedAt: now },
      ])
      .execute();
    await trx
      .updateTable('collabRequests')
      .set({ collaborationId: collaboration.id })
      .where('id', '=', request.id)
      .execute();
    await trx
      .insertInto('inboxMessages')
      .values({
        recipientId: request.fromUserId,
        senderId: user.id,
        kind: 'message',
        subject: `${name} accepted your collaboration request`,
        body:
          `${name} accepted your request to collaborate on "${request.project}". ` +
          'Your collaboration has started: add milestones and talk it through on its page.',
        collabRequestId: request.id,
        createdAt: now,
      })
      .execute();
    await notify(trx, {
      recipientId: request.fromUserId,
      kind: 'collab_answer',
      actorId: user.id,
      subjectType: 'collaboration',
      subjectId: Number(collaboration.id),
      data: { title: request.project, accepted: true },
    });
    return Number(collaboration.id);
  });
  // Answering counts in the recipient's response rate.
  await refreshSignalsOf(ctx, [user.id]);
  return {
    request: await answeredRequest(ctx, request.id),
    collaboration: await readCollaboration(ctx.database.db, collaborationId, user.id),
  };
}

/** The recipient declines: the request becomes declined and the sender hears of it in their inbox. */
export async function declineCollabRequest(
  ctx: Ctx,
  user: Recipient,
  requestId: number,
): Promise<DeclinedCollabRequest> {
  const request = await pendingRequestFor(ctx, user, requestId);
  const name = publicName(user);
  await ctx.database.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const answered = await trx
      .updateTable('collabRequests')
      .set({ status: 'declined', respondedAt: now })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) === 0) throw noLongerPending();
    await trx
      .insertInto('inboxMessages')
      .values({
        recipientId: request.fromUserId,
        senderId: user.id,
        kind: 'message',
        subject: `${name} declined your collaboration request`,
        body: `${name} declined your request to collaborate on "${request.project}".`,
        collabRequestId: request.id,
        createdAt: now,
      })
      .execute();
    await notify(trx, {
      recipientId: request.fromUserId,
      kind: 'collab_answer',
      actorId: user.id,
      subjectType: 'collab_request',
      subjectId: request.id,
      data: { title: request.project, accepted: false },
    });
  });
  await refreshSignalsOf(ctx, [user.id]);
  return { request: await answeredRequest(ctx, request.id) };
}
