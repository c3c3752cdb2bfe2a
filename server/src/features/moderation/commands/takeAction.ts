import {
  MODERATION_MESSAGES,
  type ModerationActionInput,
  type ModerationActionKind,
  type ReportTargetType,
} from '@common/moderation';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { notify } from '../../notifications';
import { moderationChanged, moderationTarget, type LoadedTarget, type ModerationTarget } from '../targets';

const DAY_MS = 86_400_000;

/** What a decision recorded in the audit log. */
export interface RecordedAction {
  moderatorId: number | null;
  action: ModerationActionKind;
  targetType: ReportTargetType | string;
  targetId: number;
  ownerId: number | null;
  reason: string;
  days?: number | null;
  title: string;
  createdAt: string;
}

/** Writes one line of the audit log and answers its id. */
export async function recordAction(db: Db, action: RecordedAction): Promise<number> {
  const row = await db
    .insertInto('moderationActions')
    .values({ ...action, days: action.days ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Tells the owner of a decision about their content or account (kind 'moderation', from the platform). */
export async function tellOwner(
  db: Db,
  ownerId: number,
  actionId: number,
  action: RecordedAction,
): Promise<void> {
  await notify(db, {
    recipientId: ownerId,
    kind: 'moderation',
    actorId: null,
    subjectType: action.targetType,
    subjectId: action.targetId,
    data: {
      decisionId: actionId,
      action: action.action,
      title: action.title,
      reason: action.reason,
      days: action.days ?? null,
    },
  });
}

/**
 * One moderator decision about a target, in one transaction with its audit-log line, the owner's notification
 * and the target's open reports (dismissed, or actioned): dismiss; remove the content (its feature hides it
 * everywhere); warn, suspend for N days or ban the owner (a user target is its own owner). A suspended or
 * banned account's sessions end at once.
 */
export async function takeAction(
  db: Db,
  moderator: UserRow,
  input: ModerationActionInput,
  now = new Date(),
): Promise<{ id: number }> {
  const source = moderationTarget(input.targetType);
  if (!source) throw notFound(MODERATION_MESSAGES.notFound);
  const id = await db.transaction().execute(async (trx) => {
    const target = await source.load(trx, input.targetId);
    if (!target) throw notFound(MODERATION_MESSAGES.notFound);
    await applyAction(trx, source, target, input, now);
    const action: RecordedAction = {
      moderatorId: moderator.id,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      ownerId: target.ownerId,
      reason: input.reason,
      days: input.action === 'suspend' ? input.days : null,
      title: target.title,
      createdAt: now.toISOString(),
    };
    const actionId = await recordAction(trx, action);
    await trx
      .updateTable('reports')
      .set({
        status: input.action === 'dismiss' ? 'dismissed' : 'actioned',
        resolvedAt: now.toISOString(),
        resolvedBy: moderator.id,
      })
      .where('status', '=', 'open')
      .where('targetType', '=', input.targetType)
      .where('targetId', '=', input.targetId)
      .execute();
    if (input.action !== 'dismiss' && target.ownerId !== null) {
      await tellOwner(trx, target.ownerId, actionId, action);
    }
    return actionId;
  });
  moderationChanged(db);
  return { id };
}

async function applyAction(
  db: Db,
  source: ModerationTarget,
  target: LoadedTarget,
  input: ModerationActionInput,
  now: Date,
): Promise<void> {
  switch (input.action) {
    case 'dismiss':
      return;
    case 'remove':
      if (!source.remove) throw badRequest(MODERATION_MESSAGES.notRemovable);
      if (target.removed) throw conflict(MODERATION_MESSAGES.alreadyRemoved);
      await source.remove(db, input.targetId, now.toISOString());
      return;
    case 'warn':
      if (target.ownerId === null) throw badRequest(MODERATION_MESSAGES.noOwner);
      return;
    case 'suspend':
    case 'ban': {
      if (target.ownerId === null) throw badRequest(MODERATION_MESSAGES.noOwner);
      const owner = await db
        .selectFrom('users')
        .select('role')
        .where('id', '=', target.ownerId)
        .executeTakeFirst();
      if (!owner) throw badRequest(MODERATION_MESSAGES.noOwner);
      if (owner.role === 'admin') throw badRequest(MODERATION_MESSAGES.notAnAdminTarget);
      const hold =
        input.action === 'ban'
          ? { bannedAt: now.toISOString() }
          : { suspendedUntil: new Date(now.getTime() + (input.days ?? 1) * DAY_MS).toISOString() };
      await db.updateTable('users').set(hold).where('id', '=', target.ownerId).execute();
      await db.deleteFrom('sessions').where('userId', '=', target.ownerId).execute();
      return;
    }
  }
}
