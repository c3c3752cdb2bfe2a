import { BLOCK_MESSAGES } from '@common/blocks';
import { COLLAB, COLLAB_MESSAGES, type CollabRequest, type collabRequestSchema } from '@common/collab';
import { publicName } from '@common/people';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { isPostgres } from '../../../db/migrations/columns';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../../lib/errors';
import { hasBlocked } from '../../blocks';
import { isOpenToCollaborate } from '../availability';
import { presentCollabRequest } from '../presenter';
import { findCollabRequest } from '../queries';
import { refreshSignalsOf } from '../signals';
import { isUniqueViolation } from '../../../db/uniqueViolation';
import { notify } from '../../notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

type Sender = Pick<UserRow, 'id' | 'username' | 'displayName'>;

/**
 * Connect: sends a collaboration request and puts it in the recipient's inbox (kind 'collab_request', linked,
 * so the inbox offers Accept and Decline). Refused to oneself (400), to someone not open to collaborations
 * (400), while a request between the two is pending in either direction (409), and past
 * COLLAB.requestsPerDay requests in the last 24 hours (429). Two requests sent at once between one pair: the
 * unique index of pending pairs lets one through; the other is answered 409.
 */
export async function sendCollabRequest(
  ctx: Pick<AppContext, 'database' | 'log'>,
  sender: Sender,
  input: z.output<typeof collabRequestSchema>,
): Promise<CollabRequest> {
  const { db } = ctx.database;
  if (input.toUserId === sender.id) throw badRequest(COLLAB_MESSAGES.requestSelf);
  if (await hasBlocked(db, input.toUserId, sender.id)) throw forbidden(BLOCK_MESSAGES.collabRequest);
  if (!(await isOpenToCollaborate(db, input.toUserId))) throw badRequest(COLLAB_MESSAGES.notAvailable);

  let requestId: number;
  try {
    requestId = await db.transaction().execute(async (trx) => {
      // One sender's requests one after the other, so the day's count cannot be overtaken (SQLite runs
      // transactions one at a time already). NO KEY UPDATE, not UPDATE: the foreign keys of a request sent to
      // this sender at the same time only take a KEY SHARE lock on the row, and must not wait for this one.
      if (isPostgres(trx)) {
        await trx.selectFrom('users').select('id').where('id', '=', sender.id).forNoKeyUpdate().execute();
      }
      const pending = await trx
        .selectFrom('collabRequests')
        .select('id')
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb.and([eb('fromUserId', '=', sender.id), eb('toUserId', '=', input.toUserId)]),
            eb.and([eb('fromUserId', '=', input.toUserId), eb('toUserId', '=', sender.id)]),
          ]),
        )
        .executeTakeFirst();
      if (pending) throw conflict(COLLAB_MESSAGES.requestPending);

      const now = new Date();
      const sent = await trx
        .selectFrom('collabRequests')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('createdAt').as('oldest')])
        .where('fromUserId', '=', sender.id)
        .where('createdAt', '>', new Date(now.getTime() - DAY_MS).toISOString())
        .executeTakeFirst();
      if (Number(sent?.count ?? 0) >= COLLAB.requestsPerDay) {
        const oldest = sent?.oldest ? new Date(String(sent.oldest)).getTime() : now.getTime();
        throw tooManyRequests((oldest + DAY_MS - now.getTime()) / 1000, COLLAB_MESSAGES.requestLimit);
      }

      const createdAt = now.toISOString();
      const inserted = await trx
        .insertInto('collabRequests')
        .values({
          fromUserId: sender.id,
          toUserId: input.toUserId,
          message: input.message,
          project: input.project,
          status: 'pending',
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const name = publicName(sender);
      await trx
        .insertInto('inboxMessages')
        .values({
          recipientId: input.toUserId,
          senderId: sender.id,
          kind: 'collab_request',
          subject: `${name} wants to collaborate on "${input.project}"`,
          body: `${name} sent you a collaboration request for "${input.project}":\n\n${input.message}`,
          collabRequestId: inserted.id,
          createdAt,
        })
        .execute();
      await notify(trx, {
        recipientId: input.toUserId,
        kind: 'collab_request',
        actorId: sender.id,
        subjectType: 'collab_request',
        subjectId: Number(inserted.id),
        data: { title: input.project },
      });
      return Number(inserted.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COLLAB_MESSAGES.requestPending);
    throw error;
  }

  // The recipient has one more request to answer (their response rate).
  await refreshSignalsOf(ctx, [input.toUserId]);
  const row = await findCollabRequest(db, requestId);
  if (!row) throw notFound(COLLAB_MESSAGES.notAvailable);
  return presentCollabRequest(row);
}
