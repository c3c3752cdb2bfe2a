import { MODERATION_MESSAGES, type ReportCreated, type ReportInput } from '@common/moderation';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { moderationTarget } from '../targets';

/**
 * Files a report of something anyone may see. The same person reporting the same thing again is the same report
 * (its reason and details updated while it is open). Reporting one's own content is refused; something missing
 * or already removed answers 404.
 */
export async function fileReport(db: Db, user: UserRow, input: ReportInput): Promise<ReportCreated> {
  const source = moderationTarget(input.targetType);
  const target = source ? await source.load(db, input.targetId) : undefined;
  if (!target || target.removed) throw notFound(MODERATION_MESSAGES.notFound);
  if (source?.visibleTo && !(await source.visibleTo(db, input.targetId, user)))
    throw notFound(MODERATION_MESSAGES.notFound);
  if (target.ownerId === user.id) throw badRequest(MODERATION_MESSAGES.ownContent);
  const details = input.details ? input.details : null;
  const row = await db
    .insertInto('reports')
    .values({
      reporterId: user.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details,
      status: 'open',
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(['reporterId', 'targetType', 'targetId'])
        .doUpdateSet({ reason: input.reason, details })
        .where('reports.status', '=', 'open'),
    )
    .returning('id')
    .executeTakeFirst();
  const id =
    row?.id ??
    (
      await db
        .selectFrom('reports')
        .select('id')
        .where('reporterId', '=', user.id)
        .where('targetType', '=', input.targetType)
        .where('targetId', '=', input.targetId)
        .executeTakeFirstOrThrow()
    ).id;
  return { id: Number(id), message: MODERATION_MESSAGES.reported };
}
