import type { ModerationQueue, ReportTargetType } from '@common/moderation';
import type { Db } from '../../../db/connection';
import { usernames } from '../people';
import { presentTarget } from '../presenter';
import { moderationTarget } from '../targets';

/** How many targets one queue page shows. */
export const QUEUE_TARGETS = 50;

/**
 * The open reports, grouped by target, the target first reported longest ago first; each with its content and
 * context as its feature reads it, and the owner's standing.
 */
export async function listQueue(db: Db): Promise<ModerationQueue> {
  const groups = await db
    .selectFrom('reports')
    .select((eb) => ['targetType', 'targetId', eb.fn.min('createdAt').as('first')])
    .where('status', '=', 'open')
    .groupBy(['targetType', 'targetId'])
    .orderBy('first')
    .orderBy('targetType')
    .orderBy('targetId')
    .limit(QUEUE_TARGETS)
    .execute();
  const open = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  const entries = await Promise.all(
    groups.map(async (group) => {
      const type = group.targetType as ReportTargetType;
      const id = Number(group.targetId);
      const [target, reports] = await Promise.all([
        moderationTarget(type)?.load(db, id),
        db
          .selectFrom('reports')
          .selectAll()
          .where('status', '=', 'open')
          .where('targetType', '=', type)
          .where('targetId', '=', id)
          .orderBy('createdAt')
          .orderBy('id')
          .execute(),
      ]);
      const owner = target?.ownerId
        ? await db
            .selectFrom('users')
            .select(['username', 'suspendedUntil', 'bannedAt'])
            .where('id', '=', target.ownerId)
            .executeTakeFirst()
        : undefined;
      const names = await usernames(
        db,
        reports.map((r) => r.reporterId),
      );
      return {
        target: presentTarget(
          type,
          id,
          target,
          owner && { name: owner.username, suspendedUntil: owner.suspendedUntil, bannedAt: owner.bannedAt },
        ),
        reports: reports.map((r) => ({
          id: Number(r.id),
          reporter: names.get(r.reporterId) ?? 'Deleted account',
          reason: r.reason,
          details: r.details,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
        firstReportedAt: new Date(group.first as string).toISOString(),
      };
    }),
  );
  return { entries, openReports: Number(open.n) };
}
