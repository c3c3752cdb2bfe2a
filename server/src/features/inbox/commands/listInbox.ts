import type { InboxPage, InboxQuery } from '@common/inbox';
import type { Db } from '../../../db/connection';
import { presentInboxMessage } from '../presenter';

/** The number of unread messages of a user. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('inboxMessages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipientId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A user's inbox, newest first, one page at a time. */
export async function listInbox(db: Db, userId: number, query: InboxQuery): Promise<InboxPage> {
  const [rows, totalRow, unread] = await Promise.all([
    db
      .selectFrom('inboxMessages as m')
      .leftJoin('users as s', 's.id', 'm.senderId')
      .leftJoin('collabRequests as r', 'r.id', 'm.collabRequestId')
      .leftJoin('collaborations as c', 'c.id', 'm.collaborationId')
      .select([
        'm.id',
        'm.kind',
        'm.subject',
        'm.body',
        'm.readAt',
        'm.createdAt',
        's.id as senderId',
        's.username as senderUsername',
        's.displayName as senderDisplayName',
        's.profileImage as senderProfileImage',
        'm.collabRequestId',
        'r.status as collabRequestStatus',
        'r.collaborationId as requestCollaborationId',
        'm.collaborationId as proposalId',
        'c.status as proposalStatus',
      ])
      .where('m.recipientId', '=', userId)
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('inboxMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('recipientId', '=', userId)
      .executeTakeFirst(),
    countUnread(db, userId),
  ]);
  const total = Number(totalRow?.count ?? 0);
  return {
    messages: rows.map(presentInboxMessage),
    page: query.page,
    pageSize: query.pageSize,
    total,
    unread,
    hasMore: query.page * query.pageSize < total,
  };
}
