import type { NotificationEntry, NotificationKind } from '@common/notifications';
import { publicName } from '@common/people';
import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connection';
import { linkSecret } from '../../../lib/linkSecret';
import { prepareMail, storeMail } from '../../../mail/queueMail';
import { type ActorRow, presentEntry } from '../presenter';
import { notFromBlocked } from '../queries';
import { availableSubjects, subjectKey } from '../subjects';
import { digestMail } from './digestMail';
import { digestOneClickUrl, digestUnsubscribePageUrl, digestUnsubscribeToken } from './unsubscribe';

/** Entries listed in one digest (the rest are counted). */
const SHOWN = 10;
/** Users handled per run of the sweep. */
const BATCH = 200;
/** Notifications read per user for one digest. */
const ROWS = 500;

type Ctx = Pick<AppContext, 'database' | 'config' | 'log'>;

/** The UTC day of a moment, YYYY-MM-DD: a digest goes at most once per such day. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The users owed a digest today: a verified address, an unread notification of a kind they asked by email for,
 * newer than their last digest, and no digest yet on this UTC day.
 */
async function dueUsers(db: Db, today: string) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('notificationPreferences as p', (join) =>
      join.onRef('p.userId', '=', 'n.userId').onRef('p.kind', '=', 'n.kind').on('p.channel', '=', 'email'),
    )
    .innerJoin('users as u', 'u.id', 'n.userId')
    .leftJoin('notificationDigests as d', 'd.userId', 'n.userId')
    .select(['n.userId', 'u.email', 'u.username', 'u.displayName'])
    .select((eb) => [eb.fn.max('n.id').as('lastId'), eb.fn.max('d.lastNotificationId').as('after')])
    .where('n.readAt', 'is', null)
    .where('u.email', 'is not', null)
    .where('u.emailVerifiedAt', 'is not', null)
    .where('u.deletedAt', 'is', null)
    .where(sql<boolean>`n.id > coalesce(d.last_notification_id, 0)`)
    .where((eb) => eb.or([eb('d.lastSentOn', 'is', null), eb('d.lastSentOn', '<', today)]))
    .groupBy(['n.userId', 'u.email', 'u.username', 'u.displayName'])
    .limit(BATCH)
    .execute();
}

/** One user's digest entries: their pending email-channel notifications grouped as the app groups them. */
async function digestEntries(
  db: Db,
  userId: number,
  after: number,
): Promise<{ entries: NotificationEntry[]; more: number }> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('notificationPreferences as p', (join) =>
      join
        .onRef('p.userId', '=', 'notifications.userId')
        .onRef('p.kind', '=', 'notifications.kind')
        .on('p.channel', '=', 'email'),
    )
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.actorId',
      'notifications.subjectType',
      'notifications.subjectId',
      'notifications.groupKey',
      'notifications.data',
      'notifications.createdAt',
    ])
    .where('notifications.userId', '=', userId)
    .where('notifications.readAt', 'is', null)
    .where('notifications.id', '>', after)
    .where(notFromBlocked)
    .orderBy('notifications.id', 'desc')
    .limit(ROWS)
    .execute();
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(row.groupKey, [...(groups.get(row.groupKey) ?? []), row]);
  const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is number => id !== null))];
  const people = actorIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'username', 'displayName', 'profileImage', 'deletedAt'])
        .where('id', 'in', actorIds)
        .execute()
    : [];
  const byId = new Map<number, ActorRow>(
    people.map((p) => [
      p.id,
      {
        id: p.id,
        username: p.username,
        name: p.deletedAt ? 'A former member' : publicName(p),
        profileImage: p.deletedAt ? null : p.profileImage,
      },
    ]),
  );
  const heads = [...groups.values()].map((group) => group[0]!);
  const available = await availableSubjects(db, userId, heads);
  const entries: NotificationEntry[] = [];
  for (const group of groups.values()) {
    const head = group[0]!;
    // Privacy follows content: what is no longer there for the reader is not emailed at all.
    if (!available.has(subjectKey(head.subjectType, head.subjectId))) continue;
    const distinct = [...new Set(group.map((row) => row.actorId).filter((id): id is number => id !== null))];
    const actors = distinct
      .slice(0, 2)
      .map((id) => byId.get(id))
      .filter((a): a is ActorRow => a !== undefined);
    entries.push(
      presentEntry(
        {
          lastId: head.id,
          kind: head.kind as NotificationKind,
          subjectType: head.subjectType,
          subjectId: head.subjectId,
          count: group.length,
          actorCount: distinct.length,
          unreadRows: group.length,
          data: head.data ?? {},
          createdAt: String(head.createdAt),
        },
        actors,
        true,
      ),
    );
  }
  return { entries: entries.slice(0, SHOWN), more: Math.max(0, entries.length - SHOWN) };
}

/**
 * Sends the daily digests due at `now` (the clock is the caller's, so tests move it): one email per user per
 * UTC day at most, claimed in the transaction that stores the email (two processes never both send), through
 * the mail lane with a one-click unsubscribe. Answers how many were queued.
 */
export async function sendDigests(ctx: Ctx, now: Date): Promise<number> {
  const { db } = ctx.database;
  const today = utcDay(now);
  const secret = await linkSecret(ctx);
  let queued = 0;
  for (const user of await dueUsers(db, today)) {
    const after = Number(user.after ?? 0);
    const lastId = Number(user.lastId);
    const { entries, more } = await digestEntries(db, user.userId, after);
    const token = digestUnsubscribeToken(secret, user.userId);
    const origin = ctx.config.mail.linkOrigin;
    const prepared =
      entries.length > 0
        ? await prepareMail({
            kind: 'notification-digest',
            to: user.email!,
            userId: user.userId,
            headers: {
              'List-Unsubscribe': `<${digestOneClickUrl(origin, token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
            template: digestMail({
              origin,
              name: publicName(user),
              entries,
              more,
              unsubscribeUrl: digestUnsubscribePageUrl(origin, token),
            }),
          })
        : null;
    if (!prepared) {
      // Nothing left to tell (all of it removed or hidden since): move past it without using today's digest.
      await db
        .insertInto('notificationDigests')
        .values({
          userId: user.userId,
          lastSentOn: '',
          lastNotificationId: lastId,
          sentAt: now.toISOString(),
        })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ lastNotificationId: lastId }))
        .execute();
      continue;
    }
    const sent = await db.transaction().execute(async (trx) => {
      // The claim: today's digest is this one, unless another process has just claimed it.
      const claimed = await trx
        .insertInto('notificationDigests')
        .values({
          userId: user.userId,
          lastSentOn: today,
          lastNotificationId: lastId,
          sentAt: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .column('userId')
            .doUpdateSet({ lastSentOn: today, lastNotificationId: lastId, sentAt: now.toISOString() })
            .where('notificationDigests.lastSentOn', '<', today),
        )
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await storeMail(trx, ctx.config.mail, prepared);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
