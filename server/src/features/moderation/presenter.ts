import type { ModerationLogItem, ModerationTargetView, ReportTargetType } from '@common/moderation';
import type { ModerationActionRow } from '../../db/schema';
import type { LoadedTarget } from './targets';

const iso = (value: string | Date) => new Date(value).toISOString();

/** A target as the queue shows it (a target its feature no longer finds shows as gone). */
export function presentTarget(
  type: ReportTargetType,
  id: number,
  target: LoadedTarget | undefined,
  owner: { name: string; suspendedUntil: string | null; bannedAt: string | null } | undefined,
): ModerationTargetView {
  return {
    type,
    id,
    ownerId: target?.ownerId ?? null,
    ownerName: owner?.name ?? null,
    title: target?.title ?? 'No longer exists',
    excerpt: target?.excerpt ?? '',
    link: target?.link ?? null,
    removed: target?.removed ?? true,
    ownerSuspendedUntil: owner?.suspendedUntil ? iso(owner.suspendedUntil) : null,
    ownerBanned: Boolean(owner?.bannedAt),
  };
}

/** One line of the audit log. */
export function presentLogItem(row: ModerationActionRow, names: Map<number, string>): ModerationLogItem {
  return {
    id: Number(row.id),
    moderator: row.moderatorId === null ? null : (names.get(row.moderatorId) ?? null),
    action: row.action,
    targetType: row.targetType,
    targetId: Number(row.targetId),
    title: row.title,
    owner: row.ownerId === null ? null : (names.get(row.ownerId) ?? null),
    reason: row.reason,
    days: row.days === null ? null : Number(row.days),
    createdAt: iso(row.createdAt),
  };
}
