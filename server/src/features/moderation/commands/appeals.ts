import {
  MODERATION_MESSAGES,
  type AppealItem,
  type AppealsPage,
  type ModerationDecision,
  type ReportTargetType,
} from '@common/moderation';
import type { Db } from '../../../db/connection';
import type { ModerationActionRow, ModerationAppealRow, UserRow } from '../../../db/schema';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { usernames } from '../people';
import { presentLogItem } from '../presenter';
import { moderationChanged, moderationTarget } from '../targets';
import { recordAction, tellOwner, type RecordedAction } from './takeAction';

/** Decisions an owner may appeal: everything but a dismissal (and the reversals themselves). */
const APPEALABLE = new Set(['remove', 'warn', 'suspend', 'ban']);

const iso = (value: string | Date) => new Date(value).toISOString();

/** The decisions about the user's content or account, newest first, each with its appeal. */
export async function listMyDecisions(db: Db, user: UserRow): Promise<ModerationDecision[]> {
  const rows = await db
    .selectFrom('moderationActions')
    .leftJoin('moderationAppeals', 'moderationAppeals.actionId', 'moderationActions.id')
    .selectAll('moderationActions')
    .select([
      'moderationAppeals.status as appealStatus',
      'moderationAppeals.body as appealBody',
      'moderationAppeals.createdAt as appealCreatedAt',
      'moderationAppeals.decisionNote as appealNote',
    ])
    .where('moderationActions.ownerId', '=', user.id)
    .where('moderationActions.action', 'in', [...APPEALABLE] as ModerationActionRow['action'][])
    .orderBy('moderationActions.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    targetType: row.targetType,
    title: row.title,
    reason: row.reason,
    days: row.days === null ? null : Number(row.days),
    createdAt: iso(row.createdAt),
    appeal: row.appealStatus
      ? {
          status: row.appealStatus,
          body: row.appealBody ?? '',
          createdAt: iso(row.appealCreatedAt!),
          note: row.appealNote ?? null,
        }
      : null,
    appealable: !row.appealStatus,
  }));
}

/** The owner's one appeal against a decision (409 the second time). */
export async function fileAppeal(
  db: Db,
  user: UserRow,
  actionId: number,
  body: string,
): Promise<{ id: number }> {
  const action = await db
    .selectFrom('moderationActions')
    .selectAll()
    .where('id', '=', actionId)
    .executeTakeFirst();
  if (!action) throw notFound(MODERATION_MESSAGES.actionNotFound);
  if (action.ownerId !== user.id) throw forbidden(MODERATION_MESSAGES.appealNotYours);
  if (!APPEALABLE.has(action.action)) throw conflict(MODERATION_MESSAGES.notAppealable);
  const row = await db
    .insertInto('moderationAppeals')
    .values({ actionId, userId: user.id, body, status: 'open', createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('actionId').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw conflict(MODERATION_MESSAGES.appealTwice);
  return { id: Number(row.id) };
}

/** The appeals, open ones first (oldest first), then the latest decided. */
export async function listAppeals(db: Db): Promise<AppealsPage> {
  const appeals = await db
    .selectFrom('moderationAppeals')
    .selectAll()
    .orderBy((eb) => eb.case().when('status', '=', 'open').then(0).else(1).end())
    .orderBy('id')
    .limit(100)
    .execute();
  const actions = appeals.length
    ? await db
        .selectFrom('moderationActions')
        .selectAll()
        .where(
          'id',
          'in',
          appeals.map((a) => a.actionId),
        )
        .execute()
    : [];
  const byId = new Map(actions.map((a) => [Number(a.id), a]));
  const names = await usernames(db, [
    ...appeals.map((a) => a.userId),
    ...actions.flatMap((a) => [a.moderatorId, a.ownerId]),
  ]);
  return {
    items: appeals.map((appeal): AppealItem => ({
      id: Number(appeal.id),
      user: names.get(appeal.userId) ?? 'Deleted account',
      body: appeal.body,
      status: appeal.status,
      createdAt: iso(appeal.createdAt),
      decision: presentLogItem(byId.get(Number(appeal.actionId))!, names),
    })),
  };
}

/**
 * An administrator's decision on an appeal: reverse (the content is restored, the suspension or ban lifted,
 * recorded in the audit log) or uphold. The owner is told either way.
 */
export async function decideAppeal(
  db: Db,
  admin: UserRow,
  appealId: number,
  decision: 'reverse' | 'uphold',
  note: string | undefined,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const appeal = await trx
      .selectFrom('moderationAppeals')
      .selectAll()
      .where('id', '=', appealId)
      .executeTakeFirst();
    if (!appeal) throw notFound(MODERATION_MESSAGES.appealNotFound);
    if (appeal.status !== 'open') throw conflict(MODERATION_MESSAGES.appealDecided);
    const action = await trx
      .selectFrom('moderationActions')
      .selectAll()
      .where('id', '=', appeal.actionId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('moderationAppeals')
      .set({
        status: decision === 'reverse' ? 'reversed' : 'upheld',
        decidedAt: now.toISOString(),
        decidedBy: admin.id,
        decisionNote: note || null,
      })
      .where('id', '=', appealId)
      .execute();
    if (decision === 'reverse') await reverse(trx, admin, appeal, action, note, now);
    else if (action.ownerId !== null) {
      await tellOwner(trx, action.ownerId, Number(action.id), {
        ...toRecorded(action),
        reason: note ? `Appeal declined: ${note}` : 'Appeal declined',
      });
    }
  });
  moderationChanged(db);
}

function toRecorded(action: ModerationActionRow): RecordedAction {
  return { ...action, targetId: Number(action.targetId), createdAt: iso(action.createdAt) };
}

async function reverse(
  db: Db,
  admin: UserRow,
  appeal: ModerationAppealRow,
  action: ModerationActionRow,
  note: string | undefined,
  now: Date,
): Promise<void> {
  if (action.action === 'remove') {
    await moderationTarget(action.targetType as ReportTargetType)?.restore?.(db, Number(action.targetId));
  } else if (action.action === 'suspend' || action.action === 'ban') {
    if (action.ownerId !== null) {
      await db
        .updateTable('users')
        .set(action.action === 'ban' ? { bannedAt: null } : { suspendedUntil: null })
        .where('id', '=', action.ownerId)
        .execute();
    }
  }
  const undo: RecordedAction = {
    moderatorId: admin.id,
    action: action.action === 'remove' ? 'restore' : 'lift',
    targetType: action.targetType,
    targetId: Number(action.targetId),
    ownerId: action.ownerId,
    reason: note || `Appeal ${appeal.id} granted`,
    days: null,
    title: action.title,
    createdAt: now.toISOString(),
  };
  const undoId = await recordAction(db, undo);
  if (action.ownerId !== null) await tellOwner(db, action.ownerId, undoId, undo);
}
