import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationsPage,
} from '@common/notifications';
import { publicName } from '@common/people';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { presentEntry, type ActorRow, type GroupRow } from '../presenter';
import { notFromBlocked, unreadCount } from '../queries';
import { availableSubjects, subjectKey } from '../subjects';

/** The actors an entry names: the two who acted last (distinct people). */
async function latestActors(db: Db, userId: number, groupKey: string): Promise<ActorRow[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('users as u', 'u.id', 'notifications.actorId')
    .select(['u.id', 'u.username', 'u.displayName', 'u.profileImage', 'u.deletedAt'])
    .select((eb) => eb.fn.max('notifications.id').as('lastId'))
    .where('notifications.userId', '=', userId)
    .where('notifications.groupKey', '=', groupKey)
    .where(notFromBlocked)
    .groupBy(['u.id', 'u.username', 'u.displayName', 'u.profileImage', 'u.deletedAt'])
    .orderBy('lastId', 'desc')
    .limit(2)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.deletedAt ? 'deleted' : row.username,
    name: row.deletedAt ? 'A former member' : publicName(row),
    profileImage: row.deletedAt ? null : row.profileImage,
  }));
}

/**
 * A page of a user's notifications as entries: one per group (kind and subject), ordered by the group's
 * newest notification, unread while any of its notifications is. Someone the user blocked is left out.
 */
export async function listNotifications(db: Db, userId: number, page: number): Promise<NotificationsPage> {
  const groups = await db
    .selectFrom('notifications')
    .select(['groupKey', 'kind', 'subjectType', 'subjectId'])
    .select((eb) => [
      eb.fn.max('id').as('lastId'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.count<number>('actorId').distinct().as('actorCount'),
      eb.fn.count<number>(sql`case when read_at is null then 1 end`).as('unreadRows'),
    ])
    .where('userId', '=', userId)
    .where(notFromBlocked)
    .groupBy(['groupKey', 'kind', 'subjectType', 'subjectId'])
    .orderBy('lastId', 'desc')
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE)
    .execute();
  const hasMore = groups.length > NOTIFICATIONS_PAGE_SIZE;
  const shown = groups.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const lastIds = shown.map((group) => Number(group.lastId));
  const [latest, actors, available, unread] = await Promise.all([
    lastIds.length
      ? db
          .selectFrom('notifications')
          .select(['id', 'data', 'createdAt'])
          .where('id', 'in', lastIds)
          .execute()
      : Promise.resolve([]),
    Promise.all(shown.map((group) => latestActors(db, userId, group.groupKey))),
    availableSubjects(db, userId, shown),
    unreadCount(db, userId),
  ]);
  const byId = new Map(latest.map((row) => [row.id, row]));
  const notifications = shown.map((group, index) => {
    const row = byId.get(Number(group.lastId));
    const entry: GroupRow = {
      lastId: Number(group.lastId),
      kind: group.kind as NotificationKind,
      subjectType: group.subjectType,
      subjectId: Number(group.subjectId),
      count: Number(group.count),
      actorCount: Number(group.actorCount),
      unreadRows: Number(group.unreadRows),
      data: row?.data ?? {},
      createdAt: String(row?.createdAt ?? ''),
    };
    return presentEntry(
      entry,
      actors[index] ?? [],
      available.has(subjectKey(entry.subjectType, entry.subjectId)),
    );
  });
  return { notifications, unread, page, hasMore };
}
